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
};

/** The catalog's part of the search vocabulary: category names, feature phrases and the feature taxonomy (cached for a minute). */
export function loadSearchVocabulary(db: Database, cache: ReadCache): Promise<SearchVocabulary> {
  return cache.get("search:vocabulary", async () => {
    const [categoryRows, featureRows, taxonomyRows] = await Promise.all([
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
    ]);
    return {
      categories: categoryRows.rows,
      features: featureRows.rows.map((row) => row.feature).sort(),
      taxonomy: taxonomyRows.rows,
    };
  });
}
