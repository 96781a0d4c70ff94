import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { prepareSql } from "../db/prepared-query.ts";
import { reviewerDisplayName } from "./review-display.ts";
import { type SubRatingSums, subRatingAverages } from "./sub-rating-averages.ts";

/** How many of a company's most helpful reviews the pros-and-cons summary reads: a bounded slice of an index. */
const prosConsCandidateCount = 50;
/** Pros (and cons) the summary shows. */
const prosConsShown = 3;
export type ProsConsQuote = { reviewId: number; reviewer: string; text: string; helpfulCount: number };

type Candidate = {
  id: number;
  isAiGenerated: boolean;
  reviewerFirstName: string | null;
  reviewerSurname: string | null;
  pros: string | null;
  cons: string | null;
  helpfulCount: number;
};

export type SummaryRow = SubRatingSums & { candidates: Candidate[] };

/**
 * Read on every company page, in one round trip: the sub-rating sums kept by the trigger and the pros and cons of
 * the most helpful reviews (assembled once, planned once per connection: server/db/prepared-query.ts). The first
 * ids come from reviews_company_helpful_idx alone, in its order. One row; also a part of the company page's batch
 * (server/catalog/company-page-reads.ts).
 */
export const reviewDetailSummarySql =
  () => sql`select s.ease_of_use_sum, s.ease_of_use_count, s.support_sum, s.support_count, s.value_sum, s.value_count,
      s.features_sum, s.features_count,
      coalesce((
        select json_agg(json_build_object('id', r.id, 'isAiGenerated', r.is_ai_generated,
            'reviewerFirstName', r.reviewer_first_name, 'reviewerSurname', r.reviewer_surname,
            'pros', r.pros, 'cons', r.cons, 'helpfulCount', r.helpful_count)
          order by r.helpful_score desc, r.helpful_count desc, r.created_at desc, r.id desc)
        from (
          select id from reviews
          where company_id = ${sql.placeholder("companyId")} and status = 'published'
          order by helpful_score desc, helpful_count desc, created_at desc, id desc
          limit ${sql.raw(String(prosConsCandidateCount))}
        ) top
        join reviews r on r.id = top.id
        where not r.is_ai_generated and (r.pros is not null or r.cons is not null)
      ), '[]'::json) as candidates
    from (select ${sql.placeholder("companyId")}::int as company_id) k
    left join company_review_stats s on s.company_id = k.company_id`;

const selectSummary = prepareSql<SummaryRow>("review-detail-summary", reviewDetailSummarySql);

/**
 * The company page's sub-rating averages and pros-and-cons summary (docs/decisions/061-review-detail.md).
 * Averages come from company_review_stats (kept by a trigger), shown only from `subRatingMinimumCount` ratings.
 * The summary quotes the pros and the cons of the most helpful reviews by people: the first
 * `prosConsCandidateCount` ids come from reviews_company_helpful_idx alone, so a company with 20,000 reviews
 * costs the same as one with 20.
 */
export async function getReviewDetailSummary(db: Database, companyId: number) {
  const [row] = await selectSummary(db, { companyId });
  return reviewDetailSummaryOf(row);
}

/** The summary from its query's row (undefined: nothing to summarise). */
export function reviewDetailSummaryOf(row: SummaryRow | undefined) {
  const candidates = row?.candidates ?? [];
  const subRatings = subRatingAverages(row);
  const quotes = (side: "pros" | "cons"): ProsConsQuote[] =>
    candidates.flatMap((row) => {
      const text = row[side];
      return text
        ? [{ reviewId: row.id, reviewer: reviewerDisplayName(row), text, helpfulCount: row.helpfulCount }]
        : [];
    });
  return {
    subRatings,
    pros: quotes("pros").slice(0, prosConsShown),
    cons: quotes("cons").slice(0, prosConsShown),
  };
}
