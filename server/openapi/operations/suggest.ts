import { SuggestionsSchema } from "#contracts/api/search.ts";
import { SuggestQuerySchema } from "../../catalog/suggest.ts";
import { defineOperation } from "../api-operation.ts";

export const suggestOperation = defineOperation({
  method: "get",
  path: "/suggest",
  operationId: "suggest",
  summary: "Search-box suggestions: up to 3 categories and 5 companies once the text has 2 characters",
  tag: "Search",
  audience: "public",
  request: { query: SuggestQuerySchema },
  responses: { 200: { description: "Categories and companies that match", schema: SuggestionsSchema } },
});
