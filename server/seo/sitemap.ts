import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import { type CompanyPage, companyPath } from "#contracts/company-paths.ts";
import type { Database } from "../db/client.ts";
import { categories, companies } from "../db/schema/catalog.ts";
import { reviews } from "../db/schema/reviews.ts";

/** URLs per sitemap file (the protocol allows 50,000). */
const sitemapChunkSize = 40_000;

/**
 * Each listed company's pages in the sitemaps; compare pages are left out (one per pair would grow with the square
 * of the catalog; they are linked from these pages instead: docs/decisions/062-alternatives-and-compare.md).
 */
const companyPages: (CompanyPage | undefined)[] = [undefined, "reviews", "alternatives"];
/** Companies per sitemap file, so that all their pages fit in one file's 50,000 URLs. */
const companiesPerSitemap = Math.floor(50_000 / companyPages.length);

const staticPaths = [
  "/",
  "/categories",
  "/trust",
  "/award-winners",
  "/monthly-award-winners",
  "/annual-award-winners",
  "/search-with-ai",
  "/expert-reviews",
  "/operator-stacks",
];

function escapeXml(text: string) {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

function urlSet(urls: { loc: string; lastmod?: Date }[]) {
  const entries = urls.map(
    (url) =>
      `<url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod.toISOString().slice(0, 10)}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join("")}</urlset>\n`;
}

// Companies not (yet) in the public catalog stay out of the sitemaps, and so do their reviews (decision 056).
const listedCompany = eq(companies.listingStatus, "listed");
function publishedReviewOfListedCompany(db: Database) {
  const unlisted = db.select({ id: companies.id }).from(companies).where(sql`${companies.listingStatus} <> 'listed'`);
  return and(eq(reviews.status, "published"), notInArray(reviews.companyId, unlisted));
}

/** The sitemap index: pages and categories in one file, companies and reviews split into chunks. */
export async function buildSitemapIndex(db: Database, origin: string) {
  const [companyCount, reviewCount] = await Promise.all([
    db.$count(companies, listedCompany),
    db.$count(reviews, publishedReviewOfListedCompany(db)),
  ]);
  const files = [`${origin}/sitemaps/pages.xml`];
  for (let chunk = 0; chunk * companiesPerSitemap < companyCount; chunk++)
    files.push(`${origin}/sitemaps/companies-${chunk}.xml`);
  for (let chunk = 0; chunk * sitemapChunkSize < reviewCount; chunk++)
    files.push(`${origin}/sitemaps/reviews-${chunk}.xml`);
  const entries = files.map((file) => `<sitemap><loc>${escapeXml(file)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join("")}</sitemapindex>\n`;
}

/** One sitemap file, or null when the name is not one of ours. */
export async function buildSitemapFile(db: Database, origin: string, name: string): Promise<string | null> {
  if (name === "pages") {
    const rows = await db
      .select({ slug: categories.slug, updatedAt: categories.updatedAt })
      .from(categories)
      .orderBy(asc(categories.sortOrder));
    return urlSet([
      ...staticPaths.map((path) => ({ loc: `${origin}${path}` })),
      ...rows.map((row) => ({ loc: `${origin}/categories/${row.slug}`, lastmod: row.updatedAt })),
    ]);
  }
  const match = /^(companies|reviews)-(\d{1,5})$/.exec(name);
  if (!match) return null;
  if (match[1] === "companies") {
    const rows = await db
      .select({ slug: companies.slug, updatedAt: companies.updatedAt })
      .from(companies)
      .where(listedCompany)
      .orderBy(asc(companies.id))
      .limit(companiesPerSitemap)
      .offset(Number(match[2]) * companiesPerSitemap);
    if (rows.length === 0) return null;
    return urlSet(
      rows.flatMap((row) =>
        companyPages.map((page) => ({ loc: `${origin}${companyPath(row.slug, page)}`, lastmod: row.updatedAt })),
      ),
    );
  }
  const offset = Number(match[2]) * sitemapChunkSize;
  const rows = await db
    .select({ id: reviews.id, updatedAt: reviews.updatedAt })
    .from(reviews)
    .where(publishedReviewOfListedCompany(db))
    .orderBy(asc(reviews.id))
    .limit(sitemapChunkSize)
    .offset(offset);
  if (rows.length === 0) return null;
  return urlSet(rows.map((row) => ({ loc: `${origin}/review/${row.id}`, lastmod: row.updatedAt })));
}
