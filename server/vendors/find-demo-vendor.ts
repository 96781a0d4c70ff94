import { sql } from "drizzle-orm";
import { demoVendorDomain } from "#contracts/demo-accounts.ts";
import type { Database } from "../db/client.ts";

/** The demo's fictitious vendor, which the demo banner invites visitors to claim (decision 074); null without it. */
export async function findDemoVendorCompanyId(db: Database) {
  const result = await db.execute<{ id: number }>(
    sql`select id from companies where lower(domain) = ${demoVendorDomain} and listing_status = 'listed' limit 1`,
  );
  return result.rows[0]?.id ?? null;
}
