import { sql } from "drizzle-orm";
import { reviews } from "../db/schema/reviews.ts";

/**
 * Keyword match for searches inside one company's reviews. `ts_match_vq` is what
 * `@@` calls, but written as a function the planner does not use the global GIN
 * index: for a common word that index yields hundreds of thousands of rows across
 * all companies, while filtering the company's own rows (via its btree index) is
 * bounded by the company's review count. Global search keeps using `@@` and GIN.
 */
export function companyKeywordMatch(q: string) {
  return sql`ts_match_vq(${reviews.searchVector}, websearch_to_tsquery('english', ${q}))`;
}
