import { z } from "zod";
import { ReviewableCompanySchema } from "#contracts/api/catalog.ts";
import { CompaniesToReviewQuerySchema } from "#contracts/validation/company.ts";
import { defineOperation } from "../api-operation.ts";

export const findCompaniesToReviewOperation = defineOperation({
  method: "get",
  path: "/companies-to-review",
  operationId: "findCompaniesToReview",
  summary: "Company search for the write-review chooser (name, domain or category)",
  tag: "Reviews",
  audience: "public",
  request: { query: CompaniesToReviewQuerySchema },
  responses: {
    200: { description: "Matching companies", schema: z.object({ companies: z.array(ReviewableCompanySchema) }) },
  },
});
