import { sql } from "drizzle-orm";
import type { CategoryGroup } from "#contracts/catalog-options.ts";
import type { ReadCache } from "../cache/read-cache.ts";
import type { Database } from "../db/client.ts";

/** What the catalog contributes to the vocabulary (loaded from the database, cached). */
export type SearchVocabulary = {
  /** The categories, with the description their pages show (read, with their features, to place a query no word names). */
  categories: { id: number; slug: string; name: string; group: CategoryGroup; description: string }[];
  /** Distinct feature phrases of the catalog's companies, lower case. */
  features: string[];
  /** The feature taxonomy (catalog/features): slug, lower-case name and the category it belongs to. */
  taxonomy: { slug: string; name: string; category: string; partOf?: string | null }[];
  /**
   * The own words (description and feature names) of each category's leading companies, by primary category
   * (decision 115): which words several companies of one category say and few elsewhere.
   */
  companyTexts: { category: string; text: string }[];
};

/** How many of a category's companies (its primary listings, by market presence) lend their text to the vocabulary. */
const companyTextsPerCategory = 60;

/** The catalog's part of the search vocabulary: category names, feature phrases and the feature taxonomy (cached for a minute). */
export function loadSearchVocabulary(db: Database, cache: ReadCache): Promise<SearchVocabulary> {
  return cache.get("search:vocabulary", async () => {
    const [categoryRows, featureRows, taxonomyRows, companyTextRows] = await Promise.all([
      db.execute<{ id: number; slug: string; name: string; group: CategoryGroup; description: string }>(
        sql`select id, slug, name, "group", description from categories order by sort_order, id`,
      ),
      db.execute<{ feature: string }>(
        sql`select distinct lower(f) as feature from companies, unnest(features) as f where length(f) between 3 and 60`,
      ),
      db.execute<{ slug: string; name: string; category: string; partOf: string | null }>(
        sql`select f.slug, lower(f.name) as name, c.slug as category, lower(b.name) as "partOf" from category_features f
          join categories c on c.id = f.category_id left join category_features b on b.id = f.part_of_id
          order by c.sort_order, c.id, f.sort_order, f.id`,
      ),
      // A bounded read at any catalog size: company_categories_presence_idx gives each category's first rows.
      db.execute<{ category: string; text: string }>(
        sql`select cat.slug as category, top.text from categories cat cross join lateral (
            select c.description || '. ' || array_to_string(c.features, '. ') as text from company_categories cc
            join companies c on c.id = cc.company_id
            where cc.category_id = cat.id and cc.is_primary and c.listing_status = 'listed'
            order by cc.is_primary desc, cc.company_presence desc nulls last, cc.company_quality desc, cc.company_id
            limit ${companyTextsPerCategory}) top
          order by cat.sort_order, cat.id`,
      ),
    ]);
    return {
      categories: categoryRows.rows,
      features: featureRows.rows.map((row) => row.feature).sort(),
      taxonomy: taxonomyRows.rows,
      companyTexts: companyTextRows.rows,
    };
  });
}
