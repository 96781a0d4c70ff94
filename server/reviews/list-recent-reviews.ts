import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { prepareBuilt } from "../db/prepared-query.ts";
import { users } from "../db/schema/auth.ts";
import { reviews } from "../db/schema/reviews.ts";
import { companyKeywordMatch } from "./keyword-match.ts";
import { publicReviewColumns, toPublicReview } from "./public-review.ts";

/** Without a keyword (every page view) the query has one shape: assembled once, planned once per connection. */
const selectRecentReviews = prepareBuilt("recent-reviews", (db, name) =>
  db
    .select(publicReviewColumns(sql.placeholder("viewerId")))
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(
      and(
        eq(reviews.companyId, sql.placeholder("companyId")),
        eq(reviews.status, "published"),
        sql`(${sql.placeholder("includeAi")}::boolean or not ${reviews.isAiGenerated})`,
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(sql.placeholder("limit"))
    .prepare(name),
);

/** The newest published reviews of a company, optionally matching a keyword search (AI ones only if the viewer shows them). */
export async function listRecentReviews(
  db: Database,
  companyId: number,
  viewer: { userId: string | null; showAiGeneratedReviews: boolean },
  options: { q?: string | undefined; limit?: number } = {},
) {
  const limit = options.limit ?? 3;
  if (!options.q) {
    const rows = await selectRecentReviews(db).execute({
      companyId,
      includeAi: viewer.showAiGeneratedReviews,
      viewerId: viewer.userId,
      limit,
    });
    return rows.map(toPublicReview);
  }
  const conditions: SQL[] = [
    eq(reviews.companyId, companyId),
    eq(reviews.status, "published"),
    companyKeywordMatch(options.q),
  ];
  if (!viewer.showAiGeneratedReviews) conditions.push(eq(reviews.isAiGenerated, false));
  const rows = await db
    .select(publicReviewColumns(viewer.userId))
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(and(...conditions))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map(toPublicReview);
}
