import { z } from "zod";
import { CategoryCompanySchema, CategoryRefSchema } from "#contracts/api/catalog.ts";
import { CategoryCompaniesApiQuerySchema } from "#contracts/validation/catalog.ts";
import { CategoryFacetsSchema } from "#contracts/validation/category-facets.ts";
import { defineOperation } from "../api-operation.ts";

export const listCategoryCompaniesOperation = defineOperation({
  method: "get",
  path: "/categories/{slug}/companies",
  operationId: "listCategoryCompanies",
  summary: "A category's companies, filtered by facets, with each facet value's count under the other filters",
  tag: "Catalog",
  audience: "public",
  request: {
    path: z.object({ slug: z.string().describe("The category's slug") }),
    query: CategoryCompaniesApiQuerySchema.extend(CategoryFacetsSchema.partial().shape),
  },
  responses: {
    200: {
      description: "One page of companies, the total that match, and the facet counts",
      schema: z.object({
        category: CategoryRefSchema,
        companies: z.array(CategoryCompanySchema),
        total: z.number().int().min(0),
        facets: z
          .record(z.string(), z.array(z.object({ value: z.string(), count: z.number().int().min(0) })))
          .describe("Per facet: the values companies have, with how many match under the other filters"),
        applied: z.looseObject({}).describe("The filters applied, as parsed"),
        nextCursor: z.string().nullable(),
      }),
    },
  },
  errors: [400, 404],
});
