import { z } from "zod";
import { ReportResultSchema } from "#contracts/api/reviews.ts";
import { ReportSchema } from "#contracts/validation/reviews.ts";
import { defineOperation } from "../api-operation.ts";

export const reportReviewOperation = defineOperation({
  method: "post",
  path: "/reviews/{id}/report",
  operationId: "reportReview",
  summary: "Report a published review to the moderators",
  tag: "Reviews",
  audience: "user",
  request: { path: z.object({ id: z.coerce.number().int().min(1).describe("The review's id") }), body: ReportSchema },
  responses: { 201: { description: "Reported", schema: ReportResultSchema } },
  errors: [403, 404, 409, 429],
});
