import { z } from "zod";
import { CompanySummarySchema } from "#contracts/api/catalog.ts";
import { ListCompaniesSchema } from "../../catalog/list-companies.ts";
import { defineOperation } from "../api-operation.ts";

export const listCompaniesOperation = defineOperation({
  method: "get",
  path: "/companies",
  operationId: "listCompanies",
  summary: "List companies by name, optionally in one category",
  tag: "Catalog",
  audience: "public",
  request: { query: ListCompaniesSchema },
  responses: {
    200: {
      description: "One page of companies",
      schema: z.object({
        companies: z.array(CompanySummarySchema),
        nextCursor: z.string().nullable().describe("Send it as `cursor` for the next page; null on the last"),
      }),
    },
  },
  errors: [400, 404],
});
