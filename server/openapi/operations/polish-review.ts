import { z } from "zod";
import { PolishRequestSchema } from "#contracts/validation/review-form.ts";
import { defineOperation } from "../api-operation.ts";

const changes = z.array(z.looseObject({})).describe("What changed, for the writer to accept or reject");

export const polishReviewOperation = defineOperation({
  method: "post",
  path: "/reviews/polish",
  operationId: "polishReview",
  summary: "AI Polish of a review's text and title: a suggestion the writer accepts or rejects",
  tag: "Reviews",
  audience: "user",
  request: { body: PolishRequestSchema },
  responses: {
    200: {
      description: "The polished text and title, with their changes, and who polished them",
      schema: z.object({
        polished: z.string(),
        changes,
        provider: z.string(),
        title: z.object({ polished: z.string(), changes }).nullable(),
      }),
    },
  },
  errors: [429],
});
