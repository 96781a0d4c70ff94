import { ReviewPageSchema } from "#contracts/api/reviews.ts";
import { ReviewListQuerySchema } from "#contracts/validation/reviews.ts";
import { defineOperation } from "../api-operation.ts";
import { CompanyPathSchema } from "../company-parameter.ts";

export const listCompanyReviewsOperation = defineOperation({
  method: "get",
  path: "/companies/{company}/reviews",
  operationId: "listCompanyReviews",
  summary: "One page (10) of a company's published reviews, with filters and sort",
  tag: "Reviews",
  audience: "public",
  request: { path: CompanyPathSchema, query: ReviewListQuerySchema },
  responses: {
    200: { description: "The page, the total that match, and the rating summary", schema: ReviewPageSchema },
  },
  errors: [404],
});
