import { sql } from "drizzle-orm";
import { z } from "zod";
import type { AiOperationType } from "#contracts/ai-operations.ts";
import { generateAiReviews } from "../ai/ai-review-drafts.ts";
import type { AiService } from "../ai/ai-service.ts";
import { generateCompanySummary } from "../ai/company-summary.ts";
import { discoverCompanies, discoveryLimit } from "../ai/discovery/discover-companies.ts";
import { purgeRepeatSeconds, purgeSharedCache, purgeSharedCacheJobName } from "../cache/purge-shared-cache.ts";
import type { ReadCache } from "../cache/read-cache.ts";
import { cacheKeys } from "../cache/read-cache.ts";
import { refreshAlternatives } from "../catalog/refresh-alternatives.ts";
import type { Database } from "../db/client.ts";
import type { Env } from "../env.ts";
import type { Logger } from "../logger.ts";
import { deliverEmail } from "../mail/deliver-email.ts";
import type { Mailer } from "../mail/mailer.ts";
import { sendEmailJobName } from "../mail/send-email.ts";
import type { UnsubscribeLinks } from "../mail/unsubscribe.ts";
import { invalidateCategoryGrids } from "../presence/read-category-grid.ts";
import { refreshAllMarketPresence } from "../presence/refresh-market-presence.ts";
import { sendReviewDigests } from "../vendors/send-review-digests.ts";
import { defineJob, type JobDefinition, type JobQueue } from "./job-queue.ts";

export const jobNames = {
  sendReviewDigests: "send-review-digests",
  // The operations an admin starts are named once in contracts/ai-operations.ts.
  generateAiSummary: "generate-ai-summary" satisfies AiOperationType,
  generateAiReviews: "generate-ai-reviews" satisfies AiOperationType,
  discoverCompanies: "discover-companies" satisfies AiOperationType,
  bulkDiscover: "bulk-discover" satisfies AiOperationType,
  bulkGenerateReviews: "bulk-generate-reviews" satisfies AiOperationType,
  refreshAlternatives: "refresh-alternatives",
  refreshMarketPresence: "refresh-market-presence",
} as const;

/** Companies ranked per transaction by the nightly alternatives refresh. */
export const alternativesRefreshBatchSize = 100;

/** Categories per batch of "Discover All": each batch adds up to 10 companies per category. */
const bulkDiscoverBatchSize = 5;
/** "Generate All Reviews": AI reviews per company, companies per run. */
const bulkReviewsPerCompany = 3;
const bulkReviewCompanyLimit = 50;

export type JobDependencies = {
  db: Database;
  ai: AiService;
  logger: Logger;
  cache: ReadCache;
  mailer: Mailer;
  unsubscribe: UnsubscribeLinks;
  /** Where shared-cache purges go (server/cache/purge-shared-cache.ts). */
  purgeSettings: Pick<Env, "PURGE_DRIVER" | "PURGE_URLS" | "PURGE_TOKEN">;
  /** The queue itself (an email sent from a job is enqueued with SMTP). */
  jobs: Pick<JobQueue, "enqueue">;
};

const sendEmailRetryLimit = 5;

/** Every background job the product runs, in one place (docs/decisions/023-background-jobs.md). */
export function jobDefinitions(deps: JobDependencies): JobDefinition<never>[] {
  return [
    defineJob({
      // One email to the SMTP server; retried with backoff (5 s, 10 s, 20 s …) before it counts as failed.
      name: sendEmailJobName,
      payload: z.object({ messageId: z.number().int().positive() }),
      retryLimit: sendEmailRetryLimit,
      retryDelaySeconds: 5,
      expireInSeconds: 120,
      handler: ({ messageId }, { attempt }) =>
        deliverEmail(deps, messageId, { number: attempt, isLast: attempt > sendEmailRetryLimit }),
    }),
    defineJob({
      // The pages a write changed, dropped from the shared cache in front (decision 095). Retried with backoff for
      // about 17 minutes while the cache is down; until then it serves what it holds, at most SHARED_CACHE_SECONDS old
      // plus its stale window.
      name: purgeSharedCacheJobName,
      payload: z.object({
        keys: z.array(z.string().min(1).max(200)).min(1).max(1000),
        /** The second purge of the same keys (below). */
        isRepeat: z.boolean().optional(),
      }),
      retryLimit: 10,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
      async handler({ keys, isRepeat }) {
        const result = await purgeSharedCache(deps.purgeSettings, keys);
        // A request the cache sent to the app before the write, answered after this purge, stored the page from
        // before: purged again once such a render has had time to finish (decision 095).
        if (!isRepeat && result.purged > 0) {
          await deps.jobs.enqueue(
            deps.db,
            purgeSharedCacheJobName,
            { keys, isRepeat: true },
            { requestedByUserId: null, startAfterSeconds: purgeRepeatSeconds },
          );
        }
        return result;
      },
    }),
    defineJob({
      // Representatives' daily digests of new reviews (decision 065), every day at 07:00 UTC; a retry sends only
      // what the failed run did not.
      name: jobNames.sendReviewDigests,
      payload: z.object({}),
      schedule: "0 7 * * *",
      retryLimit: 3,
      retryDelaySeconds: 60,
      expireInSeconds: 1800,
      handler: () => sendReviewDigests(deps),
    }),
    defineJob({
      // Every listed company's market presence computed again (decision 097), every night at 03:10 UTC, before
      // the alternatives read it: integrations, new companies and age change without a review.
      name: jobNames.refreshMarketPresence,
      payload: z.object({}),
      schedule: "10 3 * * *",
      retryLimit: 3,
      retryDelaySeconds: 60,
      expireInSeconds: 1800,
      async handler() {
        const scored = await refreshAllMarketPresence(deps.db);
        await invalidateCategoryGrids(deps);
        return { companies_scored: scored };
      },
    }),
    defineJob({
      // Every listed company's alternatives ranked again (decision 067), every night at 03:30 UTC, in batches
      // by id; the last company done is saved after each batch, so a retry resumes there.
      name: jobNames.refreshAlternatives,
      payload: z.object({}),
      schedule: "30 3 * * *",
      retryLimit: 3,
      retryDelaySeconds: 60,
      expireInSeconds: 3600,
      async handler(_payload, { progress, readProgress }) {
        const saved = await readProgress();
        let after = typeof saved.after_company_id === "number" ? saved.after_company_id : 0;
        let ranked = typeof saved.companies_ranked === "number" ? saved.companies_ranked : 0;
        for (;;) {
          const batch = (
            await deps.db.execute<{ id: number }>(sql`
              select id from companies where listing_status = 'listed' and id > ${after}
              order by id limit ${alternativesRefreshBatchSize}`)
          ).rows.map((row) => row.id);
          if (batch.length === 0) break;
          ranked += await refreshAlternatives(deps.db, batch);
          after = batch[batch.length - 1] as number;
          await progress({ after_company_id: after, companies_ranked: ranked });
        }
        return { companies_ranked: ranked };
      },
    }),
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
    defineJob({
      name: jobNames.discoverCompanies,
      payload: z.object({ categorySlug: z.string().min(1).max(80) }),
      retryLimit: 2,
      expireInSeconds: 600,
      async handler({ categorySlug }) {
        const result = await discoverCompanies(deps, categorySlug, discoveryLimit);
        deps.cache.invalidate(cacheKeys.categories);
        deps.cache.invalidate("search:vocabulary");
        return result;
      },
    }),
    defineJob({
      name: jobNames.bulkDiscover,
      payload: z.object({ startBatch: z.number().int().min(0).default(0) }),
      retryLimit: 2,
      expireInSeconds: 1800,
      // Batches run in order; the next batch is saved after each one, so a retry resumes there.
      async handler({ startBatch }, { progress, readProgress }) {
        const slugs = (
          await deps.db.execute<{ slug: string }>(sql`select slug from categories order by sort_order, id`)
        ).rows.map((row) => row.slug);
        const totalBatches = Math.max(1, Math.ceil(slugs.length / bulkDiscoverBatchSize));
        const saved = await readProgress();
        let batch = typeof saved.next_batch === "number" ? saved.next_batch : startBatch;
        let created = typeof saved.total_companies_created === "number" ? saved.total_companies_created : 0;
        while (batch < totalBatches) {
          let foundInBatch = 0;
          for (const slug of slugs.slice(batch * bulkDiscoverBatchSize, (batch + 1) * bulkDiscoverBatchSize)) {
            foundInBatch += (await discoverCompanies(deps, slug, discoveryLimit)).companiesCreated;
          }
          created += foundInBatch;
          await progress({
            current_batch: batch,
            total_batches: totalBatches,
            companies_in_batch: foundInBatch,
            total_companies_created: created,
            has_more_batches: batch + 1 < totalBatches,
            next_batch: batch + 1,
          });
          batch += 1;
        }
        deps.cache.invalidate(cacheKeys.categories);
        deps.cache.invalidate("search:vocabulary");
        return { total_companies_created: created, has_more_batches: false, total_batches: totalBatches };
      },
    }),
    defineJob({
      name: jobNames.bulkGenerateReviews,
      payload: z.object({}),
      retryLimit: 2,
      expireInSeconds: 1800,
      // Companies that have no reviews at all yet (typically new discoveries), oldest first.
      async handler(_payload, { operationId, progress }) {
        const targets = await deps.db.execute<{ id: number }>(sql`
          select c.id from companies c
          where not exists (select 1 from reviews r where r.company_id = c.id and (r.ai_operation_id is distinct from ${operationId}))
          order by c.created_at, c.id limit ${bulkReviewCompanyLimit}`);
        let reviewsCreated = 0;
        let processed = 0;
        for (const { id } of targets.rows) {
          const result = await generateAiReviews(deps, id, bulkReviewsPerCompany, operationId);
          reviewsCreated += result.reviewsCreated;
          processed += 1;
          deps.cache.invalidate(cacheKeys.company(id));
          if (processed % 5 === 0) {
            await progress({
              companies_processed: processed,
              total_reviews_created: reviewsCreated,
              total_companies: targets.rows.length,
            });
          }
        }
        return {
          companies_processed: processed,
          total_reviews_created: reviewsCreated,
          total_companies: targets.rows.length,
        };
      },
    }),
  ] as JobDefinition<never>[];
}
