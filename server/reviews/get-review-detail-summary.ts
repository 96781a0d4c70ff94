import { and, desc, eq, sql } from "drizzle-orm";
import { type SubRatingKey, subRatingKeys, subRatingMinimumCount } from "#contracts/review-details.ts";
import type { Database } from "../db/client.ts";
import { prepareBuilt } from "../db/prepared-query.ts";
import { companyReviewStats, reviews } from "../db/schema/reviews.ts";
import { reviewerDisplayName } from "./review-display.ts";

/** How many of a company's most helpful reviews the pros-and-cons summary reads: a bounded slice of an index. */
export const prosConsCandidateCount = 50;
/** Pros (and cons) the summary shows. */
export const prosConsShown = 3;

export type SubRatingAverage = { key: SubRatingKey; average: number | null; count: number };
export type ProsConsQuote = { reviewId: number; reviewer: string; text: string; helpfulCount: number };

// Read on every company page: assembled once, planned once per connection (server/db/prepared-query.ts).
const selectSubRatingSums = prepareBuilt("sub-rating-sums", (db, name) =>
  db
    .select({
      easeOfUseSum: companyReviewStats.easeOfUseSum,
      easeOfUseCount: companyReviewStats.easeOfUseCount,
      supportSum: companyReviewStats.supportSum,
      supportCount: companyReviewStats.supportCount,
      valueSum: companyReviewStats.valueSum,
      valueCount: companyReviewStats.valueCount,
      featuresSum: companyReviewStats.featuresSum,
      featuresCount: companyReviewStats.featuresCount,
    })
    .from(companyReviewStats)
    .where(eq(companyReviewStats.companyId, sql.placeholder("companyId")))
    .limit(1)
    .prepare(name),
);

const selectProsConsCandidates = prepareBuilt("pros-cons-candidates", (db, name) => {
  const topIds = db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.companyId, sql.placeholder("companyId")), eq(reviews.status, "published")))
    .orderBy(desc(reviews.helpfulScore), desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id))
    .limit(prosConsCandidateCount)
    .as("top_ids");
  return db
    .select({
      id: reviews.id,
      isAiGenerated: reviews.isAiGenerated,
      reviewerFirstName: reviews.reviewerFirstName,
      reviewerSurname: reviews.reviewerSurname,
      pros: reviews.pros,
      cons: reviews.cons,
      helpfulCount: reviews.helpfulCount,
    })
    .from(topIds)
    .innerJoin(reviews, eq(reviews.id, topIds.id))
    .where(and(eq(reviews.isAiGenerated, false), sql`(${reviews.pros} is not null or ${reviews.cons} is not null)`))
    .orderBy(desc(reviews.helpfulScore), desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id))
    .prepare(name);
});

/**
 * The company page's sub-rating averages and pros-and-cons summary (docs/decisions/061-review-detail.md).
 * Averages come from company_review_stats (kept by a trigger), shown only from `subRatingMinimumCount` ratings.
 * The summary quotes the pros and the cons of the most helpful reviews by people: the first
 * `prosConsCandidateCount` ids come from reviews_company_helpful_idx alone, so a company with 20,000 reviews
 * costs the same as one with 20.
 */
export async function getReviewDetailSummary(db: Database, companyId: number) {
  const [statsRows, candidates] = await Promise.all([
    selectSubRatingSums(db).execute({ companyId }),
    selectProsConsCandidates(db).execute({ companyId }),
  ]);
  const stats = statsRows[0];
  const sums: Record<SubRatingKey, [number, number]> = {
    easeOfUse: [stats?.easeOfUseSum ?? 0, stats?.easeOfUseCount ?? 0],
    support: [stats?.supportSum ?? 0, stats?.supportCount ?? 0],
    value: [stats?.valueSum ?? 0, stats?.valueCount ?? 0],
    features: [stats?.featuresSum ?? 0, stats?.featuresCount ?? 0],
  };
  const subRatings: SubRatingAverage[] = subRatingKeys.map((key) => {
    const [sum, count] = sums[key];
    return {
      key,
      average: count >= subRatingMinimumCount ? Math.round((sum / count) * 10) / 10 : null,
      count,
    };
  });
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
