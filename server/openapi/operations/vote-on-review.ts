import { z } from "zod";
import { VoteResultSchema } from "#contracts/api/reviews.ts";
import { VoteSchema } from "#contracts/validation/reviews.ts";
import { defineOperation } from "../api-operation.ts";

export const voteOnReviewOperation = defineOperation({
  method: "post",
  path: "/reviews/{id}/vote",
  operationId: "voteOnReview",
  summary: "Vote a published review helpful or not (null takes the vote back); one vote per user per review",
  tag: "Reviews",
  audience: "user",
  request: { path: z.object({ id: z.coerce.number().int().min(1).describe("The review's id") }), body: VoteSchema },
  responses: { 200: { description: "The review's new counts and the viewer's vote", schema: VoteResultSchema } },
  errors: [403, 404, 429],
});
