import { z } from "zod";
import { ComparedCompanySchema } from "#contracts/api/catalog.ts";
import { CompareQuerySchema } from "#contracts/validation/compare.ts";
import { defineOperation } from "../api-operation.ts";

export const compareCompaniesOperation = defineOperation({
  method: "get",
  path: "/compare",
  operationId: "compareCompanies",
  summary: "Compare 2 to 4 listed companies side by side",
  tag: "Catalog",
  audience: "public",
  request: { query: CompareQuerySchema },
  responses: {
    200: {
      description: "The companies, in the compare page's order, and the features of the categories they share",
      schema: z.object({
        url: z.string().describe("The set's one canonical compare page"),
        companies: z.array(ComparedCompanySchema),
        sharedFeatures: z
          .array(
            z.object({
              slug: z.string(),
              name: z.string(),
              features: z.array(
                z.object({ slug: z.string(), name: z.string(), companyIds: z.array(z.number().int().min(1)) }),
              ),
            }),
          )
          .describe(
            "Categories at least two of the companies are in, with who is tagged with each feature (untagged means not listed, not absent)",
          ),
      }),
    },
  },
  errors: [404],
});
