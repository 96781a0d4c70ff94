import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema/auth.ts";
import { reviews } from "../db/schema/reviews.ts";
import { companyKeywordMatch } from "./keyword-match.ts";
import { publicReviewColumns, toPublicReview } from "./public-review.ts";

/** The newest published reviews of a company, optionally matching a keyword search (AI ones only if the viewer shows them). */
export async function listRecentReviews(
  db: Database,
  companyId: number,
  viewer: { userId: string | null; showAiGeneratedReviews: boolean },
  options: { q?: string | undefined; limit?: number } = {},
) {
  const conditions: SQL[] = [eq(reviews.companyId, companyId), eq(reviews.status, "published")];
  if (options.q) conditions.push(companyKeywordMatch(options.q));
  if (!viewer.showAiGeneratedReviews) conditions.push(eq(reviews.isAiGenerated, false));
  const rows = await db
    .select(publicReviewColumns(viewer.userId))
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(and(...conditions))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(options.limit ?? 3);
  return rows.map(toPublicReview);
}
