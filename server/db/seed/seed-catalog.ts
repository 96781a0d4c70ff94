import { inArray, sql } from "drizzle-orm";
import { domainFromWebsite, slugify } from "../../catalog/domain.ts";
import type { Database } from "../client.ts";
import { categories, companies, companyCategories } from "../schema/catalog.ts";
import { readCatalog, type SeedCompany } from "./catalog-files.ts";
import { seedExpertReviewsData } from "./expert-reviews.ts";

export function chunk<T>(items: readonly T[], size: number) {
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += size) chunks.push(items.slice(index, index + size));
  return chunks;
}

/**
 * Loads the real catalog (categories and companies with facts only). Idempotent:
 * existing categories (by slug) and companies (by domain) are left as they are.
 */
export async function seedCatalog(db: Database) {
  const { categories: seedCategories, companies: seedCompanies } = readCatalog();
  await db
    .insert(categories)
    .values(seedCategories.map((category) => ({ ...category })))
    .onConflictDoNothing({ target: categories.slug });
  const categoryRows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const categoryIds = new Map(categoryRows.map((row) => [row.slug, row.id]));

  const rows = seedCompanies.map((company) => ({
    name: company.name,
    slug: slugify(company.name),
    description: company.description,
    websiteUrl: company.websiteUrl,
    domain: domainFromWebsite(company.websiteUrl),
    foundedYear: company.foundedYear,
    headquarters: company.headquarters,
    pricingModel: company.pricingModel,
    kind: company.kind,
    platforms: [...company.platforms],
    features: [...company.features],
  }));
  for (const batch of chunk(rows, 100)) {
    await db.insert(companies).values(batch).onConflictDoNothing();
  }

  const companyIds = await companyIdsBySeedIndex(db);
  const links = seedCompanies.flatMap((company, index) => {
    const companyId = companyIds[index];
    if (companyId === undefined) return [];
    const slugs = [
      company.primaryCategory,
      ...company.otherCategories.filter((slug) => slug !== company.primaryCategory),
    ];
    return slugs.flatMap((slug, position) => {
      const categoryId = categoryIds.get(slug);
      return categoryId === undefined ? [] : [{ companyId, categoryId, isPrimary: position === 0 }];
    });
  });
  for (const batch of chunk(links, 500)) {
    await db.insert(companyCategories).values(batch).onConflictDoNothing();
  }
  await seedExpertReviewsData(db);
  return { categories: seedCategories.length, companies: seedCompanies.length };
}

/** Database ids of the seed companies, in the catalog's order (matched by domain). */
export async function companyIdsBySeedIndex(db: Database, list: readonly SeedCompany[] = readCatalog().companies) {
  const domains = list.map((company) => domainFromWebsite(company.websiteUrl) ?? "");
  const rows = await db
    .select({ id: companies.id, domain: companies.domain })
    .from(companies)
    .where(inArray(sql`lower(${companies.domain})`, domains));
  const byDomain = new Map(rows.map((row) => [row.domain, row.id]));
  return domains.map((domain) => byDomain.get(domain));
}

export async function isCatalogEmpty(db: Database) {
  const rows = await db.select({ id: categories.id }).from(categories).limit(1);
  return rows.length === 0;
}
