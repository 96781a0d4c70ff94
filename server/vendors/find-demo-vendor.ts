import { sql } from "drizzle-orm";
import { demoVendorDomain } from "#contracts/demo-accounts.ts";
import type { Database } from "../db/client.ts";

/**
 * The slug of the demo's fictitious vendor, which the demo banner invites visitors to claim (decision 074); null
 * without it.
 */
export async function findDemoVendorSlug(db: Database) {
  const result = await db.execute<{ slug: string }>(
    sql`select slug from companies where lower(domain) = ${demoVendorDomain} and listing_status = 'listed' limit 1`,
  );
  return result.rows[0]?.slug ?? null;
}
