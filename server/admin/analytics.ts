import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client.ts";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-01-31");

/** The analytics date range: both ends inclusive, at most two years, default the last 12 weeks. */
export const AnalyticsRangeSchema = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .transform(({ from, to }, context) => {
    const today = new Date().toISOString().slice(0, 10);
    const end = to ?? today;
    const start = from ?? new Date(Date.parse(`${end}T00:00:00Z`) - 83 * 86_400_000).toISOString().slice(0, 10);
    if (Number.isNaN(Date.parse(start)) || Number.isNaN(Date.parse(end))) {
      context.addIssue({ code: "custom", message: "Use real dates", path: ["from"] });
      return z.NEVER;
    }
    if (start > end) {
      context.addIssue({ code: "custom", message: "The start date must be on or before the end date", path: ["from"] });
      return z.NEVER;
    }
    if (Date.parse(end) - Date.parse(start) > 731 * 86_400_000) {
      context.addIssue({ code: "custom", message: "Choose a range of at most two years", path: ["from"] });
      return z.NEVER;
    }
    return { from: start, to: end };
  });

export type AnalyticsRange = z.infer<typeof AnalyticsRangeSchema>;

/** Every figure of the analytics page, from SQL aggregates over the range. */
export async function getAnalytics(db: Database, range: AnalyticsRange) {
  const start = sql`${range.from}::date`;
  const endExclusive = sql`(${range.to}::date + 1)`;
  const weeks = sql`generate_series(date_trunc('week', ${start}::timestamp), date_trunc('week', ${range.to}::date::timestamp), interval '1 week') as w(week)`;
  const [reviewsPerWeek, signUpsPerWeek, ratings, byCategory, topQueries, zeroQueries, viewed, totals] =
    await Promise.all([
      db.execute<{ week: string; human: number; ai: number }>(sql`
      select to_char(w.week, 'YYYY-MM-DD') as week,
        (select count(*) from reviews r where r.created_at >= w.week and r.created_at < w.week + interval '1 week'
           and r.created_at >= ${start} and r.created_at < ${endExclusive} and not r.is_ai_generated and r.status = 'published')::int as human,
        (select count(*) from reviews r where r.created_at >= w.week and r.created_at < w.week + interval '1 week'
           and r.created_at >= ${start} and r.created_at < ${endExclusive} and r.is_ai_generated and r.status = 'published')::int as ai
      from ${weeks} order by w.week`),
      db.execute<{ week: string; signups: number }>(sql`
      select to_char(w.week, 'YYYY-MM-DD') as week,
        (select count(*) from users u where u.created_at >= w.week and u.created_at < w.week + interval '1 week'
           and u.created_at >= ${start} and u.created_at < ${endExclusive})::int as signups
      from ${weeks} order by w.week`),
      db.execute<{ rating: number; total: number }>(sql`
      select s.rating, count(r.id)::int as total from generate_series(1, 5) as s(rating)
      left join reviews r on r.rating = s.rating and r.status = 'published' and not r.is_ai_generated
        and r.created_at >= ${start} and r.created_at < ${endExclusive}
      group by s.rating order by s.rating`),
      db.execute<{ category: string; total: number }>(sql`
      select k.name as category, count(*)::int as total from reviews r
      join company_categories cc on cc.company_id = r.company_id and cc.is_primary
      join categories k on k.id = cc.category_id
      where r.status = 'published' and not r.is_ai_generated and r.created_at >= ${start} and r.created_at < ${endExclusive}
      group by k.name order by total desc, k.name limit 12`),
      db.execute<{ query: string; searches: number; average_results: number; clicks: number }>(sql`
      select lower(query) as query, sum(1 + repeats)::int as searches,
        round(sum(result_count * (1 + repeats))::numeric / sum(1 + repeats))::int as average_results,
        sum(clicks)::int as clicks
      from search_queries where created_at >= ${start} and created_at < ${endExclusive}
      group by lower(query) order by searches desc, query limit 10`),
      db.execute<{ query: string; searches: number }>(sql`
      select lower(query) as query, sum(1 + repeats)::int as searches from search_queries
      where result_count = 0 and created_at >= ${start} and created_at < ${endExclusive}
      group by lower(query) order by searches desc, query limit 10`),
      db.execute<{ id: number; name: string; slug: string; views: number }>(sql`
      select c.id, c.name, c.slug, sum(v.views)::int as views from company_daily_views v join companies c on c.id = v.company_id
      where v.day >= ${start} and v.day <= ${range.to}::date
      group by c.id, c.name, c.slug order by views desc, c.name limit 10`),
      db.execute<{ reviews: number; ai_reviews: number; signups: number; searches: number }>(sql`
      select
        (select count(*) from reviews where status = 'published' and not is_ai_generated and created_at >= ${start} and created_at < ${endExclusive})::int as reviews,
        (select count(*) from reviews where status = 'published' and is_ai_generated and created_at >= ${start} and created_at < ${endExclusive})::int as ai_reviews,
        (select count(*) from users where created_at >= ${start} and created_at < ${endExclusive})::int as signups,
        (select coalesce(sum(1 + repeats), 0) from search_queries where created_at >= ${start} and created_at < ${endExclusive})::int as searches`),
    ]);
  return {
    range,
    totals: totals.rows[0] ?? { reviews: 0, ai_reviews: 0, signups: 0, searches: 0 },
    reviewsPerWeek: reviewsPerWeek.rows,
    signUpsPerWeek: signUpsPerWeek.rows,
    ratingDistribution: ratings.rows,
    reviewsByCategory: byCategory.rows,
    topQueries: topQueries.rows.map((row) => ({
      query: row.query,
      searches: row.searches,
      averageResults: row.average_results,
      clicks: row.clicks,
    })),
    zeroResultQueries: zeroQueries.rows,
    mostViewed: viewed.rows,
  };
}
