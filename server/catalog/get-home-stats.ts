import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

/**
 * Home page figures, from published reviews written by people (AI-generated
 * reviews never count): companies with at least one review, the number of
 * reviews, and the share rated 4 or 5.
 */
export async function getHomeStats(db: Database) {
  const result = await db.execute<{ tools_reviewed: number; user_reviews: number; recommended: number }>(sql`
    select
      count(distinct company_id)::int as tools_reviewed,
      count(*)::int as user_reviews,
      count(*) filter (where rating >= 4)::int as recommended
    from reviews
    where status = 'published' and not is_ai_generated
  `);
  const row = result.rows[0] ?? { tools_reviewed: 0, user_reviews: 0, recommended: 0 };
  return {
    toolsReviewed: row.tools_reviewed,
    userReviews: row.user_reviews,
    recommendationRate: row.user_reviews > 0 ? row.recommended / row.user_reviews : null,
  };
}
