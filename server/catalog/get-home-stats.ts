import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

/**
 * Home page figures, from published reviews written by people (AI-generated
 * reviews never count): companies with at least one review, the number of
 * reviews, and the share rated 4 or 5. Read from company_review_stats; companies not (yet) in
 * the public catalog do not count (decision 056).
 */
export async function getHomeStats(db: Database) {
  const result = await db.execute<{ tools_reviewed: number; user_reviews: number; recommended: number }>(sql`
    select
      count(*) filter (where review_count > 0)::int as tools_reviewed,
      coalesce(sum(review_count), 0)::int as user_reviews,
      coalesce(sum(rating_4 + rating_5), 0)::int as recommended
    from company_review_stats s
    where not exists (select 1 from companies c where c.id = s.company_id and c.listing_status <> 'listed')
  `);
  const row = result.rows[0] ?? { tools_reviewed: 0, user_reviews: 0, recommended: 0 };
  return {
    toolsReviewed: row.tools_reviewed,
    userReviews: row.user_reviews,
    recommendationRate: row.user_reviews > 0 ? row.recommended / row.user_reviews : null,
  };
}
