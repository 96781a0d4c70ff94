import { eq } from "drizzle-orm";
import { surrogateKeys } from "../cache/surrogate-keys.ts";
import type { Services } from "../context.ts";
import { categories, companyCategories } from "../db/schema/catalog.ts";

/**
 * Purges every page a change to a company's reviews or ratings shows on (decision 095): its own pages, its
 * reviews, the pages of each of its categories, and the pages that rank companies across the catalog (home,
 * search, compare, the API's lists). Read from the primary: the categories are those of now.
 */
export async function purgeCompanyPages(services: Pick<Services, "primaryDb" | "purgePages">, companyId: number) {
  const rows = await services.primaryDb
    .select({ slug: categories.slug })
    .from(companyCategories)
    .innerJoin(categories, eq(categories.id, companyCategories.categoryId))
    .where(eq(companyCategories.companyId, companyId));
  services.purgePages([
    surrogateKeys.company(companyId),
    surrogateKeys.reviews(companyId),
    ...rows.map((row) => surrogateKeys.category(row.slug)),
    surrogateKeys.home,
    surrogateKeys.search,
    surrogateKeys.compare,
    surrogateKeys.companies,
  ]);
}
