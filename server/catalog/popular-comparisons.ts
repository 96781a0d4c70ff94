import { sql } from "drizzle-orm";
import { comparePath } from "#contracts/compare.ts";
import type { Database } from "../db/client.ts";

/** How many companies of a category its popular comparison sets side by side. */
const comparedPerCategory = 3;

/**
 * The compare page's starting points when nothing is chosen yet (`/compare`): for each software category, in the
 * catalog's order, its most reviewed listed companies (at least two) side by side. Reviews written by people only
 * count as they do everywhere (the stats table); ties go to the name.
 */
export async function popularComparisons(db: Database) {
  const result = await db.execute<{
    category_slug: string;
    category_name: string;
    company_slug: string;
    company_name: string;
  }>(sql`
    select ranked.category_slug, ranked.category_name, ranked.company_slug, ranked.company_name
    from (
      select cat.slug as category_slug, cat.name as category_name, cat.sort_order, c.slug as company_slug,
        c.name as company_name,
        row_number() over (
          partition by cat.id order by coalesce(s.review_count, 0) desc, lower(c.name), c.id
        ) as position
      from categories cat
      join company_categories cc on cc.category_id = cat.id and cc.is_primary
      join companies c on c.id = cc.company_id and c.listing_status = 'listed' and c.kind = 'software'
      left join company_review_stats s on s.company_id = c.id
      where cat."group" = 'saas'
    ) ranked
    where ranked.position <= ${comparedPerCategory}
    order by ranked.sort_order, ranked.category_name, ranked.position`);
  const byCategory = new Map<string, { categoryName: string; companies: { slug: string; name: string }[] }>();
  for (const row of result.rows) {
    const entry = byCategory.get(row.category_slug) ?? { categoryName: row.category_name, companies: [] };
    entry.companies.push({ slug: row.company_slug, name: row.company_name });
    byCategory.set(row.category_slug, entry);
  }
  return [...byCategory.entries()]
    .filter(([, entry]) => entry.companies.length >= 2)
    .map(([categorySlug, entry]) => ({
      categorySlug,
      categoryName: entry.categoryName,
      names: entry.companies.map((company) => company.name),
      path: comparePath(entry.companies.map((company) => company.slug)),
    }));
}
