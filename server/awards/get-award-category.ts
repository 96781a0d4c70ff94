import { sql } from "drizzle-orm";
import { categoryIcon } from "../catalog/category-display.ts";
import type { Database } from "../db/client.ts";

/** The award category page's category, or null for an unknown slug. */
export async function getAwardCategory(db: Database, slug: string) {
  const result = await db.execute<{ id: number; name: string; description: string; icon: string }>(
    sql`select id, name, description, icon from categories where slug = ${slug}`,
  );
  const row = result.rows[0];
  return row ? { ...row, icon: categoryIcon(row.name, row.icon) } : null;
}
