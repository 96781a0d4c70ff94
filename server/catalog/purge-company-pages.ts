import { eq } from "drizzle-orm";
import { cacheKeys } from "../cache/read-cache.ts";
import { surrogateKeys } from "../cache/surrogate-keys.ts";
import type { Services } from "../context.ts";
import { categories, companyCategories } from "../db/schema/catalog.ts";

/**
 * Purges every page a change to a company's reviews or ratings shows on (decision 095): its own pages, its
 * reviews, the pages of each of its categories and of their Grids (the Grid aggregate is dropped from the read
 * cache too, so the pages are drawn again from the figures of now), and the pages that rank companies across the
 * catalog (home, search, compare, the API's lists). Read from the primary: the categories are those of now. Called
 * after the write and the company's market presence are saved, so that nothing read before them is kept.
 */
export async function purgeCompanyPages(
  services: Pick<Services, "primaryDb" | "purgePages" | "cache">,
  companyId: number,
) {
  const rows = await services.primaryDb
    .select({ id: categories.id, slug: categories.slug })
    .from(companyCategories)
    .innerJoin(categories, eq(categories.id, companyCategories.categoryId))
    .where(eq(companyCategories.companyId, companyId));
  for (const row of rows) services.cache.invalidate(cacheKeys.categoryGrid(row.id), [surrogateKeys.grid(row.slug)]);
  services.purgePages([
    surrogateKeys.company(companyId),
    surrogateKeys.reviews(companyId),
    ...rows.flatMap((row) => [surrogateKeys.category(row.slug), surrogateKeys.grid(row.slug)]),
    surrogateKeys.home,
    surrogateKeys.search,
    surrogateKeys.compare,
    surrogateKeys.companies,
  ]);
}
