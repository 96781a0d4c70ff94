// The features a company can be tagged with (the suggest-an-edit form's choices for its features group).
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

type Runner = Pick<Database, "execute">;

/** The features a company can be tagged with: those of its categories, primary first. */
export async function listFeatureChoices(db: Runner, companyId: number) {
  const result = await db.execute<{ slug: string; name: string; category: string }>(sql`
    select f.slug, f.name, k.name as category from category_features f
    join company_categories cc on cc.category_id = f.category_id and cc.company_id = ${companyId}
    join categories k on k.id = f.category_id
    order by cc.is_primary desc, k.sort_order, f.sort_order`);
  return result.rows;
}
