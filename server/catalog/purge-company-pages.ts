import { sql } from "drizzle-orm";
import { cacheKeys } from "../cache/read-cache.ts";
import { surrogateKeys } from "../cache/surrogate-keys.ts";
import type { Services } from "../context.ts";
import type { Runner } from "../jobs/job-queue.ts";

/**
 * The pages a change to a company's reviews or ratings shows on (decision 095): its own pages, its reviews, the
 * pages of each of its categories and of their Grids, and the pages that rank companies across the catalog (home,
 * search, compare, the API's lists). Read through `runner`: in the write's transaction, the categories of then.
 */
async function companyPages(runner: Pick<Runner, "execute">, companyId: number) {
  const rows = (
    await runner.execute<{ id: number; slug: string }>(sql`
      select k.id, k.slug from company_categories cc join categories k on k.id = cc.category_id
      where cc.company_id = ${companyId}`)
  ).rows;
  const keys = [
    surrogateKeys.company(companyId),
    surrogateKeys.reviews(companyId),
    ...rows.flatMap((row) => [surrogateKeys.category(row.slug), surrogateKeys.grid(row.slug)]),
    surrogateKeys.home,
    surrogateKeys.search,
    surrogateKeys.compare,
    surrogateKeys.companies,
  ];
  return { categories: rows.map((row) => ({ id: Number(row.id), slug: row.slug })), keys };
}

/**
 * Inside the write's transaction: records the shared cache's purge of the company's pages, so the purge exists
 * exactly when the write commits and runs only after it (decision 095).
 */
export async function recordCompanyPagesPurge(
  services: Pick<Services, "purgePagesWith">,
  tx: Runner,
  companyId: number,
) {
  await services.purgePagesWith(tx, (await companyPages(tx, companyId)).keys);
}

/**
 * After the write (and the company's market presence) is saved: drops its categories' Grid aggregates from the
 * read cache, so they are drawn again from the figures of now, and purges the company's pages in this process and
 * the others (and in the shared cache, unless the write recorded that purge itself). Read from the primary.
 */
export async function purgeCompanyPages(
  services: Pick<Services, "primaryDb" | "purgePages" | "cache">,
  companyId: number,
) {
  const { categories, keys } = await companyPages(services.primaryDb, companyId);
  for (const category of categories)
    services.cache.invalidate(cacheKeys.categoryGrid(category.id), [surrogateKeys.grid(category.slug)]);
  services.purgePages(keys);
}
