import { sql } from "drizzle-orm";

// Drizzle leaves columns unqualified in single-table selects, which would bind
// `id` to the subquery's own table; the outer company id is spelled out.
const outerCompanyId = sql`${sql.identifier("companies")}.${sql.identifier("id")}`;

/**
 * Operator ratings of a company: published reviews by people only (AI-generated
 * reviews never count), read from company_review_stats, which a trigger keeps.
 */
export const averageRatingSql = sql<number | null>`(
  select round((s.rating_sum::numeric / nullif(s.review_count, 0)), 2)::float8 from company_review_stats s
  where s.company_id = ${outerCompanyId}
)`;

export const reviewCountSql = sql<number>`coalesce((
  select s.review_count from company_review_stats s where s.company_id = ${outerCompanyId}
), 0)`;
