// The company page's review figures and alternatives in one round trip (issue #18, docs/decisions/069-server-render-cost.md).
// On the long tail an uncached company page finds neither its mention counts nor its pros-and-cons summary in the
// read cache; both and the stored alternatives are then read as one batch (server/db/prepared-query.ts) instead
// of three queries, and the two figures are kept in the read cache as if read one by one.
import type { ReadCache } from "../cache/read-cache.ts";
import { cacheKeys } from "../cache/read-cache.ts";
import type { Database } from "../db/client.ts";
import { prepareBatch } from "../db/prepared-query.ts";
import {
  getReviewDetailSummary,
  reviewDetailSummaryOf,
  reviewDetailSummarySql,
  type SummaryRow,
} from "../reviews/get-review-detail-summary.ts";
import { allMentionsSql, countReviewMentions, mentionsOf } from "../reviews/review-mentions.ts";
import {
  alternativesFromStored,
  listAlternatives,
  type StoredRow,
  storedAlternativesSql,
} from "./list-alternatives.ts";

const readBatch = prepareBatch<{
  mentions: Record<string, number>[];
  summary: SummaryRow[];
  alternatives: StoredRow[];
}>("company-page-figures", {
  mentions: allMentionsSql,
  summary: reviewDetailSummarySql,
  alternatives: storedAlternativesSql,
});

export async function readCompanyPageFigures(
  { db, cache }: { db: Database; cache: ReadCache },
  companyId: number,
  options: { includeAi: boolean; q: string | undefined; alternativesLimit: number },
) {
  const { includeAi, q, alternativesLimit } = options;
  const mentionsKey = cacheKeys.companyMentions(companyId, includeAi, q);
  const summaryKey = cacheKeys.companyReviewDetail(companyId);
  const cachedMentions = cache.peek<Awaited<ReturnType<typeof countReviewMentions>>>(mentionsKey);
  const cachedSummary = cache.peek<ReturnType<typeof reviewDetailSummaryOf>>(summaryKey);
  // A keyword search counts with another query; a page whose figures are cached reads them from there.
  if (q !== undefined || cachedMentions || cachedSummary) {
    const [mentions, reviewDetail, alternatives] = await Promise.all([
      cache.get(mentionsKey, () => countReviewMentions(db, companyId, { q, includeAi })),
      cache.get(summaryKey, () => getReviewDetailSummary(db, companyId)),
      listAlternatives(db, companyId, { limit: alternativesLimit }),
    ]);
    return { mentions, reviewDetail, alternatives };
  }
  const since = cache.generation;
  const batch = await readBatch(db, { companyId, includeAi });
  const mentions = mentionsOf(batch.mentions[0]);
  const reviewDetail = reviewDetailSummaryOf(batch.summary[0]);
  cache.store(mentionsKey, mentions, since);
  cache.store(summaryKey, reviewDetail, since);
  const alternatives = await alternativesFromStored(db, companyId, batch.alternatives, alternativesLimit);
  return { mentions, reviewDetail, alternatives };
}
