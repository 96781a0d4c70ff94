import { z } from "zod";
import { CompanyMatchSchema } from "#contracts/api/catalog.ts";
import { CompanyDuplicatesQuerySchema } from "#contracts/validation/company.ts";
import { defineOperation } from "../api-operation.ts";

export const findDuplicateCompaniesOperation = defineOperation({
  method: "get",
  path: "/company-duplicates",
  operationId: "findDuplicateCompanies",
  summary: "The Add Company dialog's duplicate check: companies with this domain or a name like it",
  tag: "Catalog",
  audience: "public",
  request: { query: CompanyDuplicatesQuerySchema },
  responses: {
    200: {
      description: "The company with this domain, if any, and up to 5 others with a similar name",
      schema: z.object({
        normalisedDomain: z.string().nullable(),
        domainMatch: CompanyMatchSchema.nullable(),
        nameMatches: z.array(CompanyMatchSchema),
      }),
    },
  },
});
