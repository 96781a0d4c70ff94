import { sql } from "drizzle-orm";
import { highestRatedMinimumReviews } from "#contracts/catalog-options.ts";
import { averageRatingOf } from "#contracts/rating.ts";
import type { Database } from "../db/client.ts";
import { reviewerDisplayName } from "../reviews/review-display.ts";

/** How many recent reviews and top-rated companies the home page shows. */
const highlightCount = 6;
const excerptLength = 180;

/**
 * The home page's highlights (issue #35): the newest published reviews written by people, and the companies with
 * the best shown rating from at least `highestRatedMinimumReviews` reviews, both of companies in the public
 * catalog only (decision 056). Kept in the read cache beside the home figures, and dropped with them on a write.
 */
export async function getHomeHighlights(db: Database) {
  const [recent, topRated] = await Promise.all([
    db.execute<{
      id: number;
      title: string;
      content: string;
      rating: number;
      created_at: Date | string;
      reviewer_first_name: string | null;
      reviewer_surname: string | null;
      company_id: number;
      company_name: string;
      company_slug: string;
    }>(sql`
      select r.id, r.title, r.content, r.rating, r.created_at, r.reviewer_first_name, r.reviewer_surname,
        c.id as company_id, c.name as company_name, c.slug as company_slug
      from reviews r
      join companies c on c.id = r.company_id and c.listing_status = 'listed'
      where r.status = 'published' and not r.is_ai_generated
      order by r.created_at desc, r.id desc
      limit ${highlightCount}`),
    db.execute<{ id: number; name: string; slug: string; rating_sum: number; review_count: number }>(sql`
      select c.id, c.name, c.slug, s.rating_sum, s.review_count
      from company_review_stats s
      join companies c on c.id = s.company_id and c.listing_status = 'listed'
      where s.review_count >= ${highestRatedMinimumReviews}
      order by round(s.rating_sum::numeric * 10 / s.review_count) desc, s.review_count desc, lower(c.name), c.id
      limit ${highlightCount}`),
  ]);
  return {
    recentReviews: recent.rows.map((row) => ({
      id: row.id,
      title: row.title,
      excerpt:
        row.content.length > excerptLength ? `${row.content.slice(0, excerptLength - 1).trimEnd()}…` : row.content,
      rating: row.rating,
      createdAt: new Date(row.created_at).toISOString(),
      reviewer: reviewerDisplayName({
        isAiGenerated: false,
        reviewerFirstName: row.reviewer_first_name,
        reviewerSurname: row.reviewer_surname,
      }),
      company: { id: row.company_id, name: row.company_name, slug: row.company_slug },
    })),
    topRated: topRated.rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      averageRating: averageRatingOf(Number(row.rating_sum), Number(row.review_count)) ?? 0,
      reviewCount: Number(row.review_count),
    })),
  };
}
