import { sql } from "drizzle-orm";

// Drizzle leaves columns unqualified in single-table selects, which would bind
// `id` to the subquery's own table; the outer company id is spelled out.
const outerCompanyId = sql`${sql.identifier("companies")}.${sql.identifier("id")}`;

/**
 * Operator ratings of a company: published reviews by people only. AI-generated
 * reviews never count toward a rating shown as an operator rating.
 */
export const averageRatingSql = sql<number | null>`(
  select round(avg(r.rating)::numeric, 2)::float8 from reviews r
  where r.company_id = ${outerCompanyId} and r.status = 'published' and not r.is_ai_generated
)`;

export const reviewCountSql = sql<number>`(
  select count(*)::int from reviews r
  where r.company_id = ${outerCompanyId} and r.status = 'published' and not r.is_ai_generated
)`;
