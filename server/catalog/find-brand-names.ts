import { sql } from "drizzle-orm";
import { platformLabels } from "#contracts/company-facts.ts";
import type { Database } from "../db/client.ts";
import { isListedSql } from "./listing.ts";

/**
 * The brand names among `phrases` (lower case) as the catalog spells them: listed companies ("Klaviyo") and
 * the store platforms of company facts ("Shopify Plus"). AI Polish gives them their casing. The lookup by
 * lower(name) uses companies_name_prefix_idx, so it costs the same at any catalog size.
 */
export async function findBrandNames(db: Database, phrases: readonly string[]) {
  if (phrases.length === 0) return [];
  const wanted = new Set(phrases);
  const platforms = Object.values(platformLabels).filter((label) => wanted.has(label.toLowerCase()));
  const result = await db.execute<{ name: string }>(sql`
    select c.name from companies c
    where lower(c.name) = any(${sql.param([...wanted])}::text[]) and ${isListedSql()}`);
  return [...platforms, ...result.rows.map((row) => row.name)];
}
