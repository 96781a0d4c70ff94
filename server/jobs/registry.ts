import { z } from "zod";
import { generateAiReviews } from "../ai/ai-review-drafts.ts";
import type { AiService } from "../ai/ai-service.ts";
import { generateCompanySummary } from "../ai/company-summary.ts";
import type { ReadCache } from "../cache/read-cache.ts";
import { cacheKeys } from "../cache/read-cache.ts";
import type { Database } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { defineJob, type JobDefinition } from "./job-queue.ts";

export const jobNames = {
  generateAiSummary: "generate-ai-summary",
  generateAiReviews: "generate-ai-reviews",
} as const;

export type JobDependencies = { db: Database; ai: AiService; logger: Logger; cache: ReadCache };

/** Every background job the product runs, in one place (docs/decisions/023-background-jobs.md). */
export function jobDefinitions(deps: JobDependencies): JobDefinition<never>[] {
  return [
    defineJob({
      name: jobNames.generateAiSummary,
      payload: z.object({ companyId: z.number().int().positive() }),
      retryLimit: 2,
      expireInSeconds: 300,
      async handler({ companyId }) {
        const result = await generateCompanySummary(deps, companyId);
        deps.cache.invalidate(cacheKeys.company(companyId));
        return result;
      },
    }),
    defineJob({
      name: jobNames.generateAiReviews,
      payload: z.object({ companyId: z.number().int().positive(), count: z.number().int().min(1).max(10) }),
      retryLimit: 2,
      expireInSeconds: 600,
      async handler({ companyId, count }, { operationId }) {
        // Idempotent: the reviews carry the operation's id and are written in one statement.
        const result = await generateAiReviews(deps, companyId, count, operationId);
        deps.cache.invalidate(cacheKeys.company(companyId));
        return result;
      },
    }),
  ] as JobDefinition<never>[];
}
