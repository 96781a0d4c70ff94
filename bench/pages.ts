// npm run bench:pages — server-side render time (median, p95) of the browse pages on the configured
// database: the largest category and its Grid, the company with the most reviews and its all-reviews page.
// Load scale data first with `npm run db:seed:scale` (PostgreSQL, DATABASE_URL).
//
// BENCH_READ_CACHE=cold empties the in-process read cache before every request, as a write that invalidates a page's
// aggregates would: each page is then measured with everything it reads from the database, nothing served from a
// minute-old aggregate (the result's "readCache" says which). BENCH_PAGES_MATCHING (a substring of the page names,
// e.g. "Grid") measures only those pages, next to the no-data sign-in page. The pages are measured in rounds, one
// request of each per round, so all of them meet the same machine.
import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { writeResults } from "./support/result-file.ts";

// React picks its production build from NODE_ENV when first imported, so the app's modules load after this.
process.env.NODE_ENV = "production";
const { migrateDatabase } = await import("#server/db/migrate.ts");
const { openDatabase } = await import("#server/db/open-database.ts");
const { parseEnv } = await import("#server/env.ts");
const { createHttpApp } = await import("#server/http.ts");
const { createLogger } = await import("#server/logger.ts");
const { createServices } = await import("#server/services.ts");

const runs = Number(process.env.BENCH_RUNS ?? 50);
const readCache = process.env.BENCH_READ_CACHE === "cold" ? "cold" : "warm";
const matching = process.env.BENCH_PAGES_MATCHING;
const buildFile = path.resolve("build/server/index.js");
if (!existsSync(buildFile)) {
  console.error("Build the app first: npm run build");
  process.exit(2);
}

const env = parseEnv({
  LOG_LEVEL: "silent",
  NODE_ENV: "production",
  BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret",
  ...process.env,
  // Render time is what this measures: the page cache (bench:http measures it) stays off.
  PAGE_CACHE_SECONDS: "0",
});
const database = await openDatabase(env);
await migrateDatabase(database.pool);
const services = await createServices({ ...env, LOG_LEVEL: "silent" }, database, createLogger("silent"));
const build = (await import(buildFile)) as ServerBuild;
const app = createHttpApp({ services, build, mode: "production" });

const [counts, bigCompany, bigCategory] = await Promise.all([
  database.db.execute<{ companies: number; reviews: number }>(
    sql`select (select count(*) from companies)::int as companies, (select count(*) from reviews)::int as reviews`,
  ),
  database.db.execute<{ id: number; slug: string; total: number }>(
    sql`select r.company_id as id, c.slug, count(*)::int as total from reviews r join companies c on c.id = r.company_id
      group by r.company_id, c.slug order by total desc limit 1`,
  ),
  database.db.execute<{ slug: string; total: number }>(
    sql`select c.slug, count(*)::int as total from company_categories cc join categories c on c.id = cc.category_id group by c.slug order by total desc limit 1`,
  ),
]);
const companyId = bigCompany.rows[0]?.id;
const companySlug = bigCompany.rows[0]?.slug;
const categorySlug = bigCategory.rows[0]?.slug;
if (!companyId || !categorySlug) throw new Error("No data: seed the database first");
// Facet and compare pages (issue #16): a feature of the largest category, and four companies that share it.
const [feature, compareSet] = await Promise.all([
  database.db.execute<{
    slug: string;
  }>(sql`select f.slug from category_features f join categories c on c.id = f.category_id
    where c.slug = ${categorySlug} order by f.sort_order limit 1`),
  database.db.execute<{
    slug: string;
  }>(sql`select c.slug from company_categories cc join companies c on c.id = cc.company_id
    join categories k on k.id = cc.category_id where k.slug = ${categorySlug} order by cc.company_quality desc, c.id limit 4`),
]);
const featureFilter = feature.rows[0] ? `&feature=${feature.rows[0].slug}` : "";
const compareSlugs = compareSet.rows
  .map((row) => row.slug)
  .sort()
  .join("-vs-");

const pages = [
  { name: "sign-in (no data; SSR baseline)", path: "/sign-in" },
  { name: "home", path: "/" },
  { name: "category (largest)", path: `/categories/${categorySlug}` },
  { name: "category page 50, by name", path: `/categories/${categorySlug}?sort=name&page=50` },
  // The category Grid (issue #38, decision 098): target under 10 ms at 100k companies.
  { name: "category Grid (largest)", path: `/categories/${categorySlug}/grid` },
  { name: "category Grid, one brand size", path: `/categories/${categorySlug}/grid?size=sevenFigures` },
  {
    name: "category, three facets",
    path: `/categories/${categorySlug}?platform=shopify&price=under-100${featureFilter}`,
  },
  { name: "company (most reviews)", path: `/company/${companySlug}` },
  { name: "alternatives (most reviews)", path: `/company/${companySlug}/alternatives` },
  { name: "compare, four companies", path: `/compare/${compareSlugs}` },
  { name: "company, keyword filter", path: `/company/${companySlug}?q=pricing` },
  { name: "all reviews", path: `/company/${companySlug}/reviews` },
  { name: "all reviews, helpful, page 100", path: `/company/${companySlug}/reviews?sort=helpful&page=100` },
  { name: "all reviews, 5 stars + keyword", path: `/company/${companySlug}/reviews?rating=5&q=support` },
  { name: "API reviews", path: `/api/v1/companies/${companyId}/reviews?sort=helpful` },
  { name: "API suggest", path: "/api/v1/suggest?q=scale%20co%2012" },
];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const measured = matching ? pages.filter((page) => page.path === "/sign-in" || page.name.includes(matching)) : pages;

async function request(page: (typeof pages)[number]) {
  if (readCache === "cold") services.cache.invalidate("");
  const started = performance.now();
  const response = await app.request(`http://localhost${page.path}`);
  await response.text();
  return { ms: performance.now() - started, status: response.status };
}

for (const page of measured) for (let warmup = 0; warmup < 3; warmup++) await request(page);
// The pages take turns, one request each per round: on a shared machine whose load changes from second to second,
// each page (the no-data baseline too) meets the same load, so a page's figure read against the baseline's holds.
const times = measured.map(() => [] as number[]);
const statuses = measured.map(() => 0);
for (let run = 0; run < runs; run++) {
  for (const [index, page] of measured.entries()) {
    const { ms, status } = await request(page);
    times[index]?.push(ms);
    statuses[index] = status;
  }
}
const results = measured.map((page, index) => {
  const sorted = [...(times[index] ?? [])].sort((a, b) => a - b);
  return {
    page: page.name,
    path: page.path,
    status: statuses[index],
    "median ms": Number(percentile(sorted, 50).toFixed(1)),
    "p95 ms": Number(percentile(sorted, 95).toFixed(1)),
  };
});

const summary = {
  benchmark: "pages",
  date: new Date().toISOString(),
  database: database.kind,
  companies: counts.rows[0]?.companies,
  reviews: counts.rows[0]?.reviews,
  largestCompanyReviews: bigCompany.rows[0]?.total,
  largestCategoryCompanies: bigCategory.rows[0]?.total,
  runs,
  readCache,
  results,
};
console.log(
  `${summary.database}: ${summary.companies} companies, ${summary.reviews} reviews; company ${companyId} has ${summary.largestCompanyReviews} reviews, category ${categorySlug} ${summary.largestCategoryCompanies} companies`,
);
console.table(results);
await writeResults(`pages-${database.kind}`, summary.date, summary);
await database.close();
