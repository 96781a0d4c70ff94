import { z } from "zod";
import { defineOperation } from "../api-operation.ts";

export const composeCompanySummaryOperation = defineOperation({
  method: "post",
  path: "/admin/companies/{id}/summary-text",
  operationId: "composeCompanySummary",
  summary: "Admin: a summary text for an award winner, written through the AI provider layer (not stored)",
  tag: "Admin",
  audience: "admin",
  request: { path: z.object({ id: z.coerce.number().int().min(1).describe("The company's id") }) },
  responses: {
    200: {
      description: "The text, who wrote it, and how many reviews it drew on",
      schema: z.object({ text: z.string(), provider: z.string(), reviewCount: z.number().int().min(0) }),
    },
  },
  errors: [404, 502, 504],
});
