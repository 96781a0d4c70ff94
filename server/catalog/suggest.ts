import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { categoryIcon } from "./category-display.ts";
import { isListedSql } from "./listing.ts";

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
  const hideAi = options.showAiGeneratedCompanies ? sql`` : sql`and not c.is_ai_generated`;
  const [categoryRows, toolRows] = await Promise.all([
    db.execute<{ id: number; name: string; slug: string; icon: string }>(sql`
      select id, name, slug, icon from categories
      where name ilike ${pattern} or description ilike ${pattern}
      order by (name ilike ${prefix}) desc, (name ilike ${pattern}) desc, sort_order
      limit 3`),
    db.execute<{ id: number; name: string; domain: string | null; category: string | null; review_count: number }>(sql`
      with by_name as (
        select c.id from companies c left join company_review_stats s on s.company_id = c.id
        where c.name ilike ${pattern} and ${isListedSql()} ${hideAi}
        order by (c.name ilike ${prefix}) desc, coalesce(s.review_count, 0) desc, c.name
        limit 20
      ), by_category as (
        select cc.company_id as id from categories pc
        join company_categories cc on cc.category_id = pc.id and cc.is_primary
        join companies c on c.id = cc.company_id
        left join company_review_stats s on s.company_id = c.id
        where pc.name ilike ${pattern} ${hideAi}
        order by coalesce(s.review_count, 0) desc
        limit 20
      )
      select c.id, c.name, c.domain, pc.name as category, coalesce(s.review_count, 0)::int as review_count
      from (select id from by_name union select id from by_category) k
      join companies c on c.id = k.id
      left join company_categories cc on cc.company_id = c.id and cc.is_primary
      left join categories pc on pc.id = cc.category_id
      left join company_review_stats s on s.company_id = c.id
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
