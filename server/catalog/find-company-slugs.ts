import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

/**
 * The current slugs of companies by id, for pages that keep ids of their own (frozen award snapshots): their links
 * follow renames (docs/decisions/086-company-slugs.md). A company deleted since has none.
 */
export async function findCompanySlugs(db: Pick<Database, "execute">, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, string>();
  const result = await db.execute<{ id: number; slug: string }>(
    sql`select id, slug from companies where id = any(${sql.param(unique)}::int[])`,
  );
  return new Map(result.rows.map((row) => [row.id, row.slug]));
}
