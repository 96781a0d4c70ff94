import { z } from "zod";
import { defineOperation } from "../api-operation.ts";

export const deleteReviewOperation = defineOperation({
  method: "delete",
  path: "/reviews/{id}",
  operationId: "deleteReview",
  summary: "Delete the signed-in user's own review (another user's review is 404)",
  tag: "Reviews",
  audience: "user",
  request: { path: z.object({ id: z.coerce.number().int().min(1).describe("The review's id") }) },
  responses: { 200: { description: "Deleted", schema: z.object({ deleted: z.literal(true) }) } },
  errors: [404],
});
