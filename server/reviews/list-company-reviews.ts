import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { type ReviewListQuery, reviewsPageSize } from "#app/lib/validation/reviews.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema/auth.ts";
import { reviews } from "../db/schema/reviews.ts";
import { publicReviewColumns, toPublicReview } from "./public-review.ts";

/** Lower bound of the Wilson score interval (95%) of helpful among helpful + not-helpful votes. */
export const wilsonLowerBoundSql = sql<number>`(case when ${reviews.helpfulCount} + ${reviews.notHelpfulCount} = 0 then 0 else
  ((${reviews.helpfulCount}::float8 / (${reviews.helpfulCount} + ${reviews.notHelpfulCount})) + 1.9208 / (${reviews.helpfulCount} + ${reviews.notHelpfulCount})
   - 1.96 * sqrt(((${reviews.helpfulCount}::float8 * ${reviews.notHelpfulCount}) / (${reviews.helpfulCount} + ${reviews.notHelpfulCount})) + 0.9604) / (${reviews.helpfulCount} + ${reviews.notHelpfulCount}))
  / (1 + 3.8416 / (${reviews.helpfulCount} + ${reviews.notHelpfulCount})) end)`;

const orderings: Record<ReviewListQuery["sort"], SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  oldest: [asc(reviews.createdAt), asc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  helpful: [desc(wilsonLowerBoundSql), desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)],
};

export type Distribution = Record<1 | 2 | 3 | 4 | 5, number>;

/**
 * One page of a company's published reviews with filters and sort, all in SQL,
 * plus the average and 5-to-1 distribution of the operator ratings matching the
 * keyword search (AI reviews never count toward them; the rating filter does not
 * change them, so the bars stay comparable).
 */
export async function listCompanyReviews(
  db: Database,
  companyId: number,
  query: ReviewListQuery,
  viewer: { userId: string | null; showAiGeneratedReviews: boolean },
) {
  const base: SQL[] = [eq(reviews.companyId, companyId), eq(reviews.status, "published")];
  if (query.q) base.push(sql`${reviews.searchVector} @@ websearch_to_tsquery('english', ${query.q})`);
  const listed = [...base];
  if (!viewer.showAiGeneratedReviews) listed.push(eq(reviews.isAiGenerated, false));
  if (query.rating) listed.push(eq(reviews.rating, query.rating));

  const offset = (query.page - 1) * reviewsPageSize;
  const [rows, totals, stats] = await Promise.all([
    db
      .select(publicReviewColumns(viewer.userId))
      .from(reviews)
      .leftJoin(users, eq(users.id, reviews.userId))
      .where(and(...listed))
      .orderBy(...orderings[query.sort])
      .limit(reviewsPageSize)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(reviews)
      .where(and(...listed)),
    db
      .select({ rating: reviews.rating, total: sql<number>`count(*)::int` })
      .from(reviews)
      .where(and(...base, eq(reviews.isAiGenerated, false)))
      .groupBy(reviews.rating),
  ]);

  const distribution: Distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let count = 0;
  let sum = 0;
  for (const row of stats) {
    if (row.rating >= 1 && row.rating <= 5) distribution[row.rating as keyof Distribution] = row.total;
    count += row.total;
    sum += row.rating * row.total;
  }
  return {
    reviews: rows.map(toPublicReview),
    total: totals[0]?.total ?? 0,
    page: query.page,
    pageSize: reviewsPageSize,
    average: count > 0 ? Math.round((sum / count) * 10) / 10 : null,
    ratingCount: count,
    distribution,
  };
}
