import { z } from "zod";
import { AiReviewsRequestSchema, QueuedOperationSchema } from "#contracts/api/admin.ts";
import { defineOperation } from "../api-operation.ts";

export const requestAiReviewsOperation = defineOperation({
  method: "post",
  path: "/admin/companies/{id}/ai-reviews",
  operationId: "requestAiReviews",
  summary: "Admin: start writing 1–10 AI reviews (default 5) for a company in the background",
  tag: "Admin",
  audience: "admin",
  request: {
    path: z.object({ id: z.coerce.number().int().min(1).describe("The company's id") }),
    body: AiReviewsRequestSchema,
  },
  responses: {
    202: {
      description: "Queued; the operation to follow and the count it will write",
      schema: QueuedOperationSchema.extend({ count: z.number().int().min(1).max(10) }),
    },
  },
  errors: [404],
});
