import { z } from "zod";
import { AiOperationSchema } from "#contracts/api/admin.ts";
import { defineOperation } from "../api-operation.ts";

export const listAiOperationsOperation = defineOperation({
  method: "get",
  path: "/admin/operations",
  operationId: "listAiOperations",
  summary: "Admin: the 20 most recent AI operations with status, progress data and error messages",
  tag: "Admin",
  audience: "admin",
  responses: {
    200: {
      description: "The operations, newest first, and which AI provider is configured",
      schema: z.object({
        operations: z.array(AiOperationSchema),
        provider: z.union([
          z.object({ provider: z.literal("built-in") }),
          z.object({ provider: z.literal("openai-compatible"), model: z.string(), baseUrl: z.string() }),
        ]),
      }),
    },
  },
});
