import { z } from "zod";
import { AiOperationSchema } from "#contracts/api/admin.ts";
import { defineOperation } from "../api-operation.ts";

export const getAiOperationOperation = defineOperation({
  method: "get",
  path: "/admin/operations/{id}",
  operationId: "getAiOperation",
  summary: "Admin: one AI operation, polled by the console while it runs",
  tag: "Admin",
  audience: "admin",
  request: { path: z.object({ id: z.coerce.number().int().min(1).describe("The operation's id") }) },
  responses: { 200: { description: "The operation", schema: z.object({ operation: AiOperationSchema }) } },
  errors: [404],
});
