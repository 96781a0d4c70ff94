// One page of a category's companies with its facet counts, for the category page and its API (issue #16;
// issue #18 for the cost). Both read the category's facet snapshot (server/catalog/category-facets.ts): a
// filtered page is counted and cut from it; an unfiltered one is cut from its precomputed order, with the
// counts of no filter kept in the read cache. The companies' cards are then one query by id.
import type { CompanySort } from "#contracts/catalog-options.ts";
import type { CategoryFacets } from "#contracts/validation/category-facets.ts";
import { hasFacets } from "#contracts/validation/category-facets.ts";
import { cacheKeys, type ReadCache } from "../cache/read-cache.ts";
import type { Database } from "../db/client.ts";
import { categoryFacets, unfilteredCategoryPage } from "./category-facets.ts";
import { companyCards } from "./company-cards.ts";
import { getCategoryBySlug } from "./get-category.ts";

type Reader = { db: Database; cache: ReadCache };

/**
 * A category by its slug, kept in the read cache on its own (one query less per page). Not from the cached list of
 * every category: that list counts the companies of each, a scan of company_categories (30–100 ms at 100k
 * companies) that a category page or Grid found cold paid for one name (decision 110). An unknown slug is not kept.
 */
export async function findCategoryBySlug({ db, cache }: Reader, slug: string) {
  return cache.get(cacheKeys.categoryBySlug(slug), () => getCategoryBySlug(db, slug));
}

export async function categoryCompaniesPage(
  reader: Reader,
  input: {
    categoryId: number;
    facets: CategoryFacets;
    showAiGeneratedCompanies: boolean;
    sort: CompanySort;
    offset: number;
    limit: number;
  },
) {
  const { db, cache } = reader;
  const { categoryId, facets, showAiGeneratedCompanies, sort, offset, limit } = input;
  const filtered = hasFacets(facets);
  const [counted, unfiltered] = await Promise.all([
    filtered
      ? categoryFacets(db, { categoryId, facets, showAiGeneratedCompanies, page: { sort, offset, limit }, cache })
      : cache.get(cacheKeys.categoryFacets(categoryId, showAiGeneratedCompanies), () =>
          categoryFacets(db, { categoryId, facets, showAiGeneratedCompanies, cache }),
        ),
    filtered
      ? undefined
      : unfilteredCategoryPage(db, { categoryId, showAiGeneratedCompanies, sort, offset, limit, cache }),
  ]);
  const { ids, total } = unfiltered ?? counted;
  return {
    filtered,
    companies: await companyCards(db, ids),
    total,
    counts: counted.counts,
    features: counted.features,
    applied: counted.applied,
  };
}
