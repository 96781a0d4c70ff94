// What the admin endpoints of /api/v1 answer (server/openapi/ documents them from these schemas).
import { z } from "zod";

export const AiOperationSchema = z
  .object({
    id: z.number().int().min(1),
    operationType: z.string(),
    status: z.string(),
    progressData: z.record(z.string(), z.unknown()).describe("What the job reports as it runs"),
    errorMessage: z.string().nullable(),
    attempts: z.number().int().min(0),
    createdAt: z.iso.datetime(),
    startedAt: z.iso.datetime().nullable(),
    finishedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "AiOperation" });

export const QueuedOperationSchema = z.object({
  operationId: z.number().int().min(1).describe("Follow it at GET /admin/operations/{id}"),
  jobId: z.string().nullable(),
});

/** POST /admin/companies/{id}/ai-reviews: how many reviews to write. */
export const AiReviewsRequestSchema = z.object({
  count: z
    .unknown()
    .optional()
    .describe("1 to 10 (default 5); a value that is not a whole number in range is read as 5"),
});
