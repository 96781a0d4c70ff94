import { z } from "zod";
import { QueuedOperationSchema } from "#contracts/api/admin.ts";
import { defineOperation } from "../api-operation.ts";

export const requestAiSummaryOperation = defineOperation({
  method: "post",
  path: "/admin/companies/{id}/ai-summary",
  operationId: "requestAiSummary",
  summary: "Admin: start generating a company's AI summary in the background",
  tag: "Admin",
  audience: "admin",
  request: { path: z.object({ id: z.coerce.number().int().min(1).describe("The company's id") }) },
  responses: { 202: { description: "Queued; the operation to follow", schema: QueuedOperationSchema } },
  errors: [404],
});
