import { z } from "zod";
import { AddCompanySchema } from "#contracts/validation/company.ts";
import { defineOperation } from "../api-operation.ts";

export const addCompanyOperation = defineOperation({
  method: "post",
  path: "/companies",
  operationId: "addCompany",
  summary: "Add a missing company (signed in); it waits for a moderator before it is listed",
  tag: "Catalog",
  audience: "user",
  request: { body: AddCompanySchema },
  responses: {
    201: {
      description: "Added",
      schema: z.object({
        company: z.object({
          id: z.number().int().min(1),
          name: z.string(),
          slug: z.string(),
          domain: z.string().nullable(),
        }),
      }),
    },
  },
  errors: [409, 429],
});
