import { inArray, sql } from "drizzle-orm";
import { factDefinitions, parseFact, storedFactKeys } from "#contracts/facts/fact-definitions.ts";
import { formatCount } from "#contracts/plural.ts";
import { companySlugBase } from "../../catalog/company-slug.ts";
import { domainFromWebsite } from "../../catalog/domain.ts";
import { loadPopularitySnapshot } from "../../presence/load-popularity-snapshot.ts";
import { refreshAllMarketPresence } from "../../presence/refresh-market-presence.ts";
import type { Database } from "../client.ts";
import { categories, companies, companyCategories } from "../schema/catalog.ts";
import {
  categoryFeatures,
  companyFactCitations,
  companyFactSources,
  companyFactValues,
  companyFeatures,
  companyIntegrations,
} from "../schema/facts.ts";
import { factsWithValues, readCatalog, type SeedCategory, type SeedCompany } from "./catalog-files.ts";
import { seedExpertReviewsData } from "./expert-reviews.ts";
import { type SeedProgress, silentSeedProgress } from "./seed-progress.ts";

export function chunk<T>(items: readonly T[], size: number) {
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += size) chunks.push(items.slice(index, index + size));
  return chunks;
}

/**
 * Which catalog feature is part of which (catalog/features `partOf`), set on every seed so that an existing
 * database follows the files: the taxonomy is the catalog's own data, not an edited fact.
 */
async function linkFeatureParts(db: Database, seedCategories: SeedCategory[]) {
  const features = seedCategories.flatMap((category) => category.features);
  if (features.length === 0) return;
  await db.execute(sql`
    update category_features f set part_of_id = broader.id
    from unnest(${sql.param(features.map((feature) => feature.slug))}::text[],
                ${sql.param(features.map((feature) => feature.partOf ?? null))}::text[]) as link(slug, part_of)
    left join category_features broader on broader.slug = link.part_of
    where f.slug = link.slug and f.part_of_id is distinct from broader.id`);
}

/**
 * Loads the real catalog (categories and companies with facts only). Idempotent:
 * existing categories (by slug) and companies (by domain) are left as they are.
 */
export async function seedCatalog(db: Database, progress: SeedProgress = silentSeedProgress) {
  const { categories: seedCategories, companies: seedCompanies } = readCatalog();
  const step = "Seeding the catalog";
  progress.start(
    step,
    `${formatCount(seedCategories.length)} categories, ${formatCount(seedCompanies.length)} companies`,
  );
  await db
    .insert(categories)
    .values(seedCategories.map((category) => ({ ...category })))
    .onConflictDoNothing({ target: categories.slug });
  const categoryRows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const categoryIds = new Map(categoryRows.map((row) => [row.slug, row.id]));

  const featureRows = seedCategories.flatMap((category) =>
    category.features.flatMap((feature, position) => {
      const categoryId = categoryIds.get(category.slug);
      return categoryId === undefined
        ? []
        : [{ categoryId, slug: feature.slug, name: feature.name, sortOrder: position }];
    }),
  );
  for (const batch of chunk(featureRows, 500)) {
    await db.insert(categoryFeatures).values(batch).onConflictDoNothing({ target: categoryFeatures.slug });
  }
  await linkFeatureParts(db, seedCategories);
  const featureNames = featureNamesBySlug(seedCategories);

  const rows = seedCompanies.map((company) => ({
    name: company.name,
    slug: companySlugBase(company.name),
    description: company.description,
    websiteUrl: company.websiteUrl,
    domain: domainFromWebsite(company.websiteUrl),
    foundedYear: company.foundedYear,
    headquarters: company.headquarters,
    pricingModel: company.pricingModel,
    kind: company.kind,
    platforms: [...company.platforms],
    features: company.features.map((feature) => featureNames.get(feature) ?? feature),
    status: company.status,
    freePlan: company.freePlan,
    freeTrialDays: company.freeTrialDays,
    startingPriceAmount: company.startingPrice?.amount ?? null,
    startingPriceCurrency: company.startingPrice?.currency ?? null,
    startingPriceUnit: company.startingPrice?.unit ?? null,
    costBand: company.costBand,
    platformAppUrls: { ...company.appStoreUrls },
    brandSizes: [...company.brandSizes],
    regions: [...company.regions],
    languages: [...company.languages],
    employees: company.employees,
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
  await seedCompanyFacts(db, seedCompanies, companyIds);
  await seedExpertReviewsData(db);
  // Market presence reads the facts above (decision 097): the ranking snapshot first, then every company's score.
  await loadPopularitySnapshot(db);
  await refreshAllMarketPresence(db);
  progress.finish(step);
  return { categories: seedCategories.length, companies: seedCompanies.length };
}

function featureNamesBySlug(list: readonly SeedCategory[]) {
  return new Map(list.flatMap((category) => category.features.map((feature) => [feature.slug, feature.name] as const)));
}

/**
 * The facts that live outside the companies row: tagged features, integrations, successors and each fact
 * group's source. Only companies the catalog inserted get them here (existing rows keep what admins made of
 * them: a company whose sources are already there is left alone).
 */
async function seedCompanyFacts(db: Database, list: readonly SeedCompany[], ids: (number | undefined)[]) {
  const sourced = new Set(
    (await db.selectDistinct({ companyId: companyFactSources.companyId }).from(companyFactSources)).map(
      (row) => row.companyId,
    ),
  );
  const idByName = new Map(
    list.flatMap((company, index) => (ids[index] === undefined ? [] : [[company.name, ids[index]]])),
  );
  const featureIds = new Map(
    (await db.select({ id: categoryFeatures.id, slug: categoryFeatures.slug }).from(categoryFeatures)).map((row) => [
      row.slug,
      row.id,
    ]),
  );
  const fresh = list.flatMap((company, index) => {
    const id = ids[index];
    return id === undefined || sourced.has(id) ? [] : [{ company, id }];
  });
  const features = fresh.flatMap(({ company, id }) =>
    company.features.flatMap((slug) => {
      const featureId = featureIds.get(slug);
      return featureId === undefined ? [] : [{ companyId: id, featureId }];
    }),
  );
  const integrations = fresh.flatMap(({ company, id }) =>
    company.integrations.flatMap((name) => {
      const partner = idByName.get(name);
      if (partner === undefined || partner === id) return [];
      return [{ companyId: Math.min(id, partner), partnerId: Math.max(id, partner) }];
    }),
  );
  const sources = fresh.flatMap(({ company, id }) =>
    company.sources.flatMap((source) =>
      source.facts.map((factGroup) => ({
        companyId: id,
        factGroup,
        note: source.note,
        url: source.url,
        asOf: `${source.asOf}-01`,
        origin: "catalog" as const,
      })),
    ),
  );
  for (const batch of chunk(features, 1000)) await db.insert(companyFeatures).values(batch).onConflictDoNothing();
  for (const batch of chunk(integrations, 1000)) {
    await db.insert(companyIntegrations).values(batch).onConflictDoNothing();
  }
  for (const { company, id } of fresh) {
    const successor = company.successor === null ? undefined : idByName.get(company.successor);
    if (successor !== undefined) {
      await db.update(companies).set({ successorCompanyId: successor }).where(sql`${companies.id} = ${id}`);
    }
  }
  for (const batch of chunk(sources, 1000)) await db.insert(companyFactSources).values(batch).onConflictDoNothing();
  const citations = fresh.flatMap(({ company, id }) => factCitationsOf(company, id));
  for (const batch of chunk(citations, 1000)) {
    await db.insert(companyFactCitations).values(batch).onConflictDoNothing();
  }
  const values = fresh.flatMap(({ company, id }) =>
    storedFactKeys.flatMap((fact) => {
      const value = parseFact(fact, company.facts[fact]?.value);
      return value === null ? [] : [{ companyId: id, fact, value }];
    }),
  );
  for (const batch of chunk(values, 1000)) await db.insert(companyFactValues).values(batch).onConflictDoNothing();
}

/**
 * Each fact value's citation: its own (a page and a date) where the record has one, else its group's source
 * (decision 099: a value kept from before per-fact citations keeps its known source, without a link).
 */
function factCitationsOf(company: SeedCompany, companyId: number) {
  return factsWithValues(company).flatMap((fact) => {
    const group = factDefinitions[fact].group;
    const source = company.sources.find((candidate) => candidate.facts.includes(group));
    const own = company.facts[fact];
    if (own) {
      return [
        {
          companyId,
          fact,
          url: own.url,
          asOf: own.asOf.length === 7 ? `${own.asOf}-01` : own.asOf,
          note: source?.url === own.url ? source.note : "The cited page",
          isFromDetection: own.isFromDetection === true,
        },
      ];
    }
    if (!source) return [];
    return [{ companyId, fact, url: source.url, asOf: `${source.asOf}-01`, note: source.note, isFromDetection: false }];
  });
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
