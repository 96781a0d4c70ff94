import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { categoryIcon } from "./category-display.ts";

export const SuggestQuerySchema = z.object({
  q: z.string().trim().max(100, "Search text must be at most 100 characters").default(""),
});

function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Hero-search suggestions once the query has 2 characters: at most 3 categories
 * (name or description contains it, case-insensitive) and 5 tools (name or
 * primary category contains it), name-prefix matches first, then by review count.
 * ILIKE on names uses the trigram index.
 */
export async function suggest(db: Database, q: string, options: { showAiGeneratedCompanies: boolean }) {
  if (q.length < 2) return { categories: [], tools: [] };
  const pattern = likePattern(q);
  const prefix = `${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const [categoryRows, toolRows] = await Promise.all([
    db.execute<{ id: number; name: string; slug: string; icon: string }>(sql`
      select id, name, slug, icon from categories
      where name ilike ${pattern} or description ilike ${pattern}
      order by (name ilike ${prefix}) desc, (name ilike ${pattern}) desc, sort_order
      limit 3`),
    db.execute<{ id: number; name: string; domain: string | null; category: string | null; review_count: number }>(sql`
      select c.id, c.name, c.domain, pc.name as category,
        (select count(*)::int from reviews r where r.company_id = c.id and r.status = 'published' and not r.is_ai_generated) as review_count
      from companies c
      left join company_categories cc on cc.company_id = c.id and cc.is_primary
      left join categories pc on pc.id = cc.category_id
      where (c.name ilike ${pattern} or pc.name ilike ${pattern})
        ${options.showAiGeneratedCompanies ? sql`` : sql`and not c.is_ai_generated`}
      order by (c.name ilike ${prefix}) desc, (c.name ilike ${pattern}) desc, review_count desc, c.name
      limit 5`),
  ]);
  return {
    categories: categoryRows.rows.map((row) => ({ ...row, icon: categoryIcon(row.name, row.icon) })),
    tools: toolRows.rows.map((row) => ({
      id: row.id,
      name: row.name,
      domain: row.domain,
      category: row.category,
      reviewCount: row.review_count,
    })),
  };
}
