import { type SQL, sql } from "drizzle-orm";

// Drizzle leaves columns unqualified in single-table selects, which would bind
// `id` to the subquery's own table; the outer company id is spelled out.
const outerCompanyId = sql`${sql.identifier("companies")}.${sql.identifier("id")}`;

/** The average of `count` ratings summing to `sum`, rounded as `averageRatingOf` (contracts/rating.ts) rounds. */
export function roundedAverageSql(sum: SQL, count: SQL) {
  return sql<number | null>`(round(${sum}::numeric * 10 / nullif(${count}, 0)) / 10)::float8`;
}

/**
 * Operator ratings of a company: published reviews by people only (AI-generated
 * reviews never count), read from company_review_stats, which a trigger keeps.
 */
export const averageRatingSql = sql<number | null>`(
  select ${roundedAverageSql(sql`s.rating_sum`, sql`s.review_count`)} from company_review_stats s
  where s.company_id = ${outerCompanyId}
)`;

export const reviewCountSql = sql<number>`coalesce((
  select s.review_count from company_review_stats s where s.company_id = ${outerCompanyId}
), 0)`;
