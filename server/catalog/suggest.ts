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
 * primary category contains it, the category's 20 best by quality; with 2
 * characters, name starts with it), name-prefix matches first, then by review count. ILIKE on names uses the
 * trigram index; a 2-character prefix the `lower(name)` prefix index.
 */
export async function suggest(db: Database, q: string, options: { showAiGeneratedCompanies: boolean }) {
  if (q.length < 2) return { categories: [], tools: [] };
  const pattern = likePattern(q);
  const prefix = `${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const hideAi = options.showAiGeneratedCompanies ? sql`` : sql`and not c.is_ai_generated`;
  // Two characters are too few for the trigram index: a "contains" match would read every name (86 ms at
  // 100,000 companies). They match the start of a name instead, the first 200 in the prefix index's order
  // (`using ~<~` is that index's byte order: sorted by the collation instead, every match is read and sorted).
  const nameMatches =
    q.length < 3
      ? sql`c.id in (select p.id from companies p where lower(p.name) like ${prefix.toLowerCase()}
          order by lower(p.name) using ~<~ limit 200)`
      : sql`c.name ilike ${pattern}`;
  const [categoryRows, toolRows] = await Promise.all([
    db.execute<{ id: number; name: string; slug: string; icon: string }>(sql`
      select id, name, slug, icon from categories
      where name ilike ${pattern} or description ilike ${pattern}
      order by (name ilike ${prefix}) desc, (name ilike ${pattern}) desc, sort_order
      limit 3`),
    db.execute<{
      id: number;
      name: string;
      slug: string;
      domain: string | null;
      category: string | null;
      review_count: number;
    }>(sql`
      with by_name as (
        select c.id from companies c left join company_review_stats s on s.company_id = c.id
        where ${nameMatches} and ${isListedSql()} ${hideAi}
        order by (c.name ilike ${prefix}) desc, coalesce(s.review_count, 0) desc, c.name
        limit 20
      ), by_category as (
        -- The best of each matching category, read in its quality index's order (not all of its companies sorted).
        select m.id from categories pc
        cross join lateral (
          select cc.company_id as id from company_categories cc
          join companies c on c.id = cc.company_id
          where cc.category_id = pc.id and cc.is_primary ${hideAi}
          order by cc.is_primary desc nulls last, cc.company_quality desc nulls last, cc.company_id
          limit 20
        ) m
        where pc.name ilike ${pattern}
      )
      select c.id, c.name, c.slug, c.domain, pc.name as category, coalesce(s.review_count, 0)::int as review_count
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
      slug: row.slug,
      domain: row.domain,
      category: row.category,
      reviewCount: row.review_count,
    })),
  };
}
