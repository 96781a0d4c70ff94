import { SubmittedReviewSchema } from "#contracts/api/reviews.ts";
import { ReviewRequestSchema } from "#contracts/validation/review-form.ts";
import { defineOperation } from "../api-operation.ts";

export const submitReviewOperation = defineOperation({
  method: "post",
  path: "/reviews",
  operationId: "submitReview",
  summary:
    "Write the signed-in user's review of a company, or edit it (send `reviewId`); one review per account per company",
  tag: "Reviews",
  audience: "user",
  request: { body: ReviewRequestSchema },
  responses: {
    201: {
      description: "Saved: published, or pending with every reason it waits for a moderator",
      schema: SubmittedReviewSchema,
    },
  },
  errors: [403, 404, 409, 429],
});
