import { SearchResponseSchema } from "#contracts/api/search.ts";
import { SearchRequestSchema } from "#contracts/validation/search.ts";
import { defineOperation } from "../api-operation.ts";

export const searchOperation = defineOperation({
  method: "get",
  path: "/search",
  operationId: "search",
  summary: "Discovery search: a plain-language question in, ranked companies with a match reason out",
  tag: "Search",
  audience: "public",
  request: { query: SearchRequestSchema },
  responses: {
    200: { description: "The interpretation, the ranked results and the search id", schema: SearchResponseSchema },
  },
  errors: [400, 429],
});
