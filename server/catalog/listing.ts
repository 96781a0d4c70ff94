import { type SQL, sql } from "drizzle-orm";

/**
 * The condition that a company is in the public catalog, on the companies table aliased `alias`.
 * A community-added company is `pending` until an admin approves it, and stays out of listings,
 * search, suggestions and sitemaps until then (docs/decisions/056-community-companies-reviewed.md).
 */
export function isListedSql(alias = "c"): SQL {
  return sql.raw(`${alias}.listing_status = 'listed'`);
}
