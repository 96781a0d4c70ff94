import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { type ReviewListQuery, reviewsPageSize } from "#contracts/validation/reviews.ts";
import type { Database } from "../db/client.ts";
import { prepareBuilt, prepareSql } from "../db/prepared-query.ts";
import { users } from "../db/schema/auth.ts";
import { companyReviewStats, reviews } from "../db/schema/reviews.ts";
import { companyKeywordMatch } from "./keyword-match.ts";
import { type PublicReviewRow, publicReviewColumns, toPublicReview } from "./public-review.ts";

// "Most helpful" ranks by reviews.helpful_score: the lower bound of the 95% Wilson
// interval of helpful among helpful + not-helpful votes (a generated, indexed column).
const orderings: Record<ReviewListQuery["sort"], SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  oldest: [asc(reviews.createdAt), asc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  helpful: [desc(reviews.helpfulScore), desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)],
};

type Distribution = Record<1 | 2 | 3 | 4 | 5, number>;

/** Without a keyword the figures come from company_review_stats (kept by a trigger), not from a scan. */
const selectStoredDistribution = prepareBuilt("company-rating-distribution", (db, name) =>
  db
    .select({
      rating1: companyReviewStats.rating1,
      rating2: companyReviewStats.rating2,
      rating3: companyReviewStats.rating3,
      rating4: companyReviewStats.rating4,
      rating5: companyReviewStats.rating5,
    })
    .from(companyReviewStats)
    .where(eq(companyReviewStats.companyId, sql.placeholder("companyId")))
    .limit(1)
    .prepare(name),
);

async function readStoredDistribution(db: Database, companyId: number) {
  const [stats] = await selectStoredDistribution(db).execute({ companyId });
  return stats ? distributionRows(stats) : [];
}

/** A company's published reviews, AI ones only when asked for: the unfiltered list every visitor lands on. */
function unfilteredConditions() {
  return and(
    eq(reviews.companyId, sql.placeholder("companyId")),
    eq(reviews.status, "published"),
    sql`(${sql.placeholder("includeAi")}::boolean or not ${reviews.isAiGenerated})`,
  );
}

/** The unfiltered list in one sort order, a prepared query (server/db/prepared-query.ts). */
function prepareUnfilteredPage(sort: ReviewListQuery["sort"]) {
  const ordering = orderings[sort];
  return prepareBuilt(`company-reviews-${sort}`, (db, name) => {
    const pageIds = db
      .select({ id: reviews.id })
      .from(reviews)
      .where(unfilteredConditions())
      .orderBy(...ordering)
      .limit(reviewsPageSize)
      .offset(sql.placeholder("offset"))
      .as("page_ids");
    return db
      .select(publicReviewColumns(sql.placeholder("viewerId")))
      .from(pageIds)
      .innerJoin(reviews, eq(reviews.id, pageIds.id))
      .leftJoin(users, eq(users.id, reviews.userId))
      .orderBy(...ordering)
      .prepare(name);
  });
}

const selectUnfilteredPage = {
  newest: prepareUnfilteredPage("newest"),
  oldest: prepareUnfilteredPage("oldest"),
  highest: prepareUnfilteredPage("highest"),
  lowest: prepareUnfilteredPage("lowest"),
  helpful: prepareUnfilteredPage("helpful"),
} satisfies Record<ReviewListQuery["sort"], unknown>;

/**
 * The unfiltered list's count and the stored distribution, in one round trip: the count of the reviews this
 * viewer is shown, and the 5-to-1 figures kept by the trigger (null when the company has no figures yet).
 */
const selectUnfilteredFigures = prepareSql<{
  total: number;
  rating1: number | null;
  rating2: number | null;
  rating3: number | null;
  rating4: number | null;
  rating5: number | null;
}>(
  "company-reviews-figures",
  () => sql`select (select count(*)::int from reviews r
        where r.company_id = k.company_id and r.status = 'published'
          and (${sql.placeholder("includeAi")}::boolean or not r.is_ai_generated)) as total,
      s.rating_1 as "rating1", s.rating_2 as "rating2", s.rating_3 as "rating3", s.rating_4 as "rating4",
      s.rating_5 as "rating5"
    from (select ${sql.placeholder("companyId")}::int as company_id) k
    left join company_review_stats s on s.company_id = k.company_id`,
);

function distributionRows(stats: Record<`rating${1 | 2 | 3 | 4 | 5}`, number | null>) {
  if (stats.rating1 === null) return [];
  return ([1, 2, 3, 4, 5] as const).map((rating) => ({ rating, total: stats[`rating${rating}`] ?? 0 }));
}

function isUnfiltered(query: ReviewListQuery) {
  return !query.q && !query.rating && !query.brandSize && !query.role && !query.platform;
}

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
  if (query.q) base.push(companyKeywordMatch(query.q));
  const listed = [...base];
  if (!viewer.showAiGeneratedReviews) listed.push(eq(reviews.isAiGenerated, false));
  if (query.rating) listed.push(eq(reviews.rating, query.rating));
  // Who wrote it (issue #16; docs/decisions/061-review-detail.md): combined with the other filters and any sort.
  if (query.brandSize) listed.push(eq(reviews.reviewerBrandSize, query.brandSize));
  if (query.role) listed.push(eq(reviews.reviewerRole, query.role));
  if (query.platform) listed.push(eq(reviews.reviewerPlatform, query.platform));

  const offset = (query.page - 1) * reviewsPageSize;
  if (isUnfiltered(query)) {
    const values = { companyId, includeAi: viewer.showAiGeneratedReviews, offset, viewerId: viewer.userId };
    const [rows, [figures]] = await Promise.all([
      selectUnfilteredPage[query.sort](db).execute(values),
      selectUnfilteredFigures(db, values),
    ]);
    const stats = figures ? distributionRows(figures) : [];
    return summarise(query, rows, figures?.total ?? 0, stats);
  }
  const pageIds = db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(...listed))
    .orderBy(...orderings[query.sort])
    .limit(reviewsPageSize)
    .offset(offset)
    .as("page_ids");
  // The page of ids comes from the index alone; the per-row extras are computed for those 10 rows only.
  const page = db
    .select(publicReviewColumns(viewer.userId))
    .from(pageIds)
    .innerJoin(reviews, eq(reviews.id, pageIds.id))
    .leftJoin(users, eq(users.id, reviews.userId))
    .orderBy(...orderings[query.sort]);
  if (query.q) {
    // A keyword's figures are counted, not stored: the distribution (operators' reviews with the keyword) and
    // the total under every filter come from one pass over the company's matching reviews, not two.
    const extras = listed.slice(base.length);
    const listedCount =
      extras.length > 0 ? sql<number>`(count(*) filter (where ${and(...extras)}))::int` : sql<number>`count(*)::int`;
    const [rows, figures] = await Promise.all([
      page,
      db
        .select({
          rating: reviews.rating,
          total: sql<number>`(count(*) filter (where not ${reviews.isAiGenerated}))::int`,
          listed: listedCount,
        })
        .from(reviews)
        .where(and(...base))
        .groupBy(reviews.rating),
    ]);
    const total = figures.reduce((sum, row) => sum + row.listed, 0);
    return summarise(query, rows, total, figures);
  }
  const [rows, totals, stats] = await Promise.all([
    page,
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(reviews)
      .where(and(...listed)),
    readStoredDistribution(db, companyId),
  ]);

  return summarise(query, rows, totals[0]?.total ?? 0, stats);
}

function summarise(
  query: ReviewListQuery,
  rows: PublicReviewRow[],
  total: number,
  stats: { rating: number; total: number }[],
) {
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
    total,
    page: query.page,
    pageSize: reviewsPageSize,
    average: count > 0 ? Math.round((sum / count) * 10) / 10 : null,
    ratingCount: count,
    distribution,
  };
}
