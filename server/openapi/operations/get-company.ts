import { z } from "zod";
import { CompanySchema } from "#contracts/api/catalog.ts";
import { defineOperation } from "../api-operation.ts";
import { CompanyPathSchema } from "../company-parameter.ts";

export const getCompanyOperation = defineOperation({
  method: "get",
  path: "/companies/{company}",
  operationId: "getCompany",
  summary: "One company with its categories and facts",
  tag: "Catalog",
  audience: "public",
  request: { path: CompanyPathSchema },
  responses: { 200: { description: "The company", schema: z.object({ company: CompanySchema }) } },
  errors: [404],
});
