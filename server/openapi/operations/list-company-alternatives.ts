import { z } from "zod";
import { AlternativeSchema, CategoryRefSchema } from "#contracts/api/catalog.ts";
import { AlternativesQuerySchema } from "../../catalog/list-alternatives.ts";
import { defineOperation } from "../api-operation.ts";
import { CompanyPathSchema } from "../company-parameter.ts";

export const listCompanyAlternativesOperation = defineOperation({
  method: "get",
  path: "/companies/{company}/alternatives",
  operationId: "listCompanyAlternatives",
  summary: "A listed company's alternatives, best first, each with why it is listed",
  description:
    "Listed companies sharing one of its categories, ranked by shared categories (primary counts more), shared tagged features, operators who reviewed both (among its 500 most recent reviewers) and quality; active companies before acquired or discontinued ones.",
  tag: "Catalog",
  audience: "public",
  request: { path: CompanyPathSchema, query: AlternativesQuerySchema },
  responses: {
    200: {
      description: "The company and its alternatives",
      schema: z.object({ company: CategoryRefSchema, alternatives: z.array(AlternativeSchema) }),
    },
  },
  errors: [404],
});
