// The routes whose anonymous GET answers the page cache may store and serve to every visitor (issue #34,
// docs/decisions/073-page-cache-opt-in.md). A route is stored only if it is named here, and even then never an
// answer that read a cookie (server/web/request-cookies.ts) or set one. A new route is personal until it is added.
// tests/integration/page-cache-routes.test.ts walks every route of app/routes.ts against this list.

/** Route ids (the route's file under app/, without its extension). */
export const publicRouteIds: ReadonlySet<string> = new Set([
  // Pages: the same for every anonymous visitor.
  "routes/public/home",
  "routes/public/categories",
  "routes/public/category",
  "routes/public/company",
  "routes/public/company-reviews",
  "routes/public/company-alternatives",
  "routes/public/compare-select",
  "routes/public/compare",
  "routes/public/review",
  "routes/public/award-winners",
  "routes/public/award-methodology",
  "routes/public/monthly-award-winners",
  "routes/public/monthly-award-category",
  "routes/public/annual-award-winners",
  "routes/public/annual-award-category",
  "routes/public/search-with-ai",
  "routes/public/search-results",
  "routes/public/operator-stacks",
  "routes/public/trust",
  "routes/public/expert-reviews",
  "routes/public/expert-review",
  // JSON API reads of the catalog.
  "routes/api/v1/categories",
  "routes/api/v1/category-companies",
  "routes/api/v1/companies",
  "routes/api/v1/company",
  "routes/api/v1/company-reviews",
  "routes/api/v1/company-alternatives",
  "routes/api/v1/compare",
  "routes/api/v1/companies-to-review",
  "routes/api/v1/company-duplicates",
  "routes/api/v1/openapi",
]);
