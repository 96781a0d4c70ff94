// The routes whose anonymous GET answers the page cache may store and serve to every visitor (issue #34,
// docs/decisions/073-page-cache-opt-in.md). A route is stored only if it is named here, and even then never an
// answer that read a cookie (server/web/request-cookies.ts) or set one. A new route is personal until it is added.
// tests/integration/page-cache-routes.test.ts walks every route of app/routes.ts against this list.

import { surrogateKeys } from "./surrogate-keys.ts";

type Params = Record<string, string | undefined>;

const fixed =
  (...keys: string[]) =>
  () =>
    keys;
const byCategorySlug = ({ slug }: Params) =>
  slug ? [surrogateKeys.category(slug), surrogateKeys.categories] : [surrogateKeys.categories];
// A company's pages name the company by its id, which only its address's lookup knows: `resolveCompanyAddress`
// (server/web/company-address.ts) adds `company:<id>` and `reviews:<id>` to the answer.
const companyPage = fixed();

/**
 * Route ids (the route's file under app/, without its extension), each with the surrogate keys its answers carry
 * from the URL alone (decision 095); a route adds what only its loader knows with `tagAnswer`.
 */
const publicRoutes: Record<string, (params: Params) => string[]> = {
  // Pages: the same for every anonymous visitor.
  "routes/public/home": fixed(surrogateKeys.home),
  "routes/public/categories": fixed(surrogateKeys.categories),
  "routes/public/category": byCategorySlug,
  "routes/public/category-grid": (params) =>
    params.slug ? [...byCategorySlug(params), surrogateKeys.grid(params.slug)] : byCategorySlug(params),
  "routes/public/company": companyPage,
  "routes/public/company-reviews": companyPage,
  "routes/public/company-alternatives": companyPage,
  "routes/public/compare-select": fixed(surrogateKeys.compare),
  "routes/public/compare": fixed(surrogateKeys.compare),
  "routes/public/review": ({ id }) => (id && /^\d+$/.test(id) ? [surrogateKeys.review(Number(id))] : []),
  "routes/public/award-winners": fixed(surrogateKeys.awards),
  "routes/public/award-methodology": fixed(surrogateKeys.awards),
  "routes/public/monthly-award-winners": fixed(surrogateKeys.awards),
  "routes/public/monthly-award-category": fixed(surrogateKeys.awards),
  "routes/public/annual-award-winners": fixed(surrogateKeys.awards),
  "routes/public/annual-award-category": fixed(surrogateKeys.awards),
  "routes/public/search-with-ai": fixed(surrogateKeys.search),
  "routes/public/search-results": fixed(surrogateKeys.search),
  "routes/public/operator-stacks": fixed(surrogateKeys.stacks),
  "routes/public/trust": fixed(surrogateKeys.content),
  "routes/public/expert-reviews": fixed(surrogateKeys.content),
  "routes/public/expert-review": fixed(surrogateKeys.content),
  // Badges embedded on companies' own sites (decisions 059 and 098); the Grid badge adds its Grid's key.
  "routes/public/company-badge": companyPage,
  "routes/public/company-grid-badge": companyPage,
  // Sitemaps list every company, review and category page: a change to any purges them (second probe of #39).
  "routes/system/sitemap-index": fixed(surrogateKeys.companies, surrogateKeys.categories),
  "routes/system/sitemap-file": fixed(surrogateKeys.companies, surrogateKeys.categories),
  // JSON API reads of the catalog.
  "routes/api/v1/categories": fixed(surrogateKeys.categories),
  "routes/api/v1/category-companies": byCategorySlug,
  "routes/api/v1/companies": fixed(surrogateKeys.companies),
  "routes/api/v1/company": companyPage,
  "routes/api/v1/company-reviews": companyPage,
  "routes/api/v1/company-alternatives": companyPage,
  "routes/api/v1/compare": fixed(surrogateKeys.compare),
  "routes/api/v1/companies-to-review": fixed(surrogateKeys.companies),
  "routes/api/v1/company-duplicates": fixed(surrogateKeys.companies),
  "routes/api/v1/openapi": fixed(),
};

export const publicRouteIds: ReadonlySet<string> = new Set(Object.keys(publicRoutes));

/** The keys a public route's answer carries from its URL, `all` first; undefined for a route not declared public. */
export function surrogateKeysOfRoute(routeId: string, params: Params): string[] | undefined {
  const keysOf = publicRoutes[routeId];
  return keysOf ? [surrogateKeys.all, ...keysOf(params)] : undefined;
}
