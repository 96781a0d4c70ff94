// The catalog's facts checked and measured (issue #37, decision 099; `npm run catalog:validate`): every fact value
// has a citation (a page and a date, or, for a value kept from before per-fact citations, its group's known
// source), every value fits its fact's one definition, domains are unique, every category has companies; and the
// coverage table of the facts operators compare, for the 300 companies they ask about most and for the catalog.
import { type FactKey, factDefinitions, parseFact, type StoredFactKey } from "#contracts/facts/fact-definitions.ts";
import { domainFromWebsite } from "../../catalog/domain.ts";
import { factsWithValues, type SeedCategory, type SeedCompany } from "./catalog-files.ts";

/** The least number of companies a category lists before it counts as populated. */
const minimumCompaniesPerCategory = 15;

/** Each fact with a field of its own, read from a catalog record (a fact without one is in `facts`). */
const fieldValues: { [K in Exclude<FactKey, StoredFactKey>]: (company: SeedCompany) => unknown } = {
  pricingModel: (company) => company.pricingModel,
  freePlan: (company) => company.freePlan,
  freeTrialDays: (company) => company.freeTrialDays,
  startingPrice: (company) => company.startingPrice,
  costBand: (company) => company.costBand,
  platforms: (company) => company.platforms,
  integrations: (company) => company.integrations,
  features: (company) => company.features,
  brandSizes: (company) => company.brandSizes,
  regions: (company) => company.regions,
  languages: (company) => company.languages,
  employees: (company) => company.employees,
  status: (company) => company.status,
};

function recordValueOf(company: SeedCompany, fact: FactKey): unknown {
  if (factDefinitions[fact].storage.kind === "value") return company.facts[fact]?.value;
  return isFieldFact(fact) ? fieldValues[fact](company) : undefined;
}

function isFieldFact(fact: FactKey): fact is Exclude<FactKey, StoredFactKey> {
  return fact in fieldValues;
}

const coverageRows = [
  "pricing model",
  "free plan stated",
  "trial length",
  "dated starting price",
  "platforms",
  "3+ integrations",
  "brand sizes",
] as const;
type CoverageRow = (typeof coverageRows)[number];
type Coverage = { companies: number; counts: Record<CoverageRow, number> };

/** How many of `list` have each fact the coverage table counts (integrations counted both ways). */
function measureCoverage(list: readonly SeedCompany[], integrationCounts: Map<string, number>): Coverage {
  const count = (has: (company: SeedCompany) => boolean) => list.filter(has).length;
  return {
    companies: list.length,
    counts: {
      "pricing model": count((company) => company.pricingModel !== null),
      "free plan stated": count((company) => company.freePlan !== null),
      "trial length": count((company) => company.freeTrialDays !== null),
      "dated starting price": count(
        (company) => company.startingPrice !== null && company.facts.startingPrice !== undefined,
      ),
      platforms: count((company) => company.platforms.length > 0),
      "3+ integrations": count((company) => (integrationCounts.get(company.name) ?? 0) >= 3),
      "brand sizes": count((company) => company.brandSizes.length > 0),
    },
  };
}

export type CatalogCheck = {
  errors: string[];
  /** Fact values with their group's known source but no page of their own yet, by source note. */
  keptWithGroupSource: Map<string, number>;
  citedValues: number;
  detectionValues: number;
  categoryCounts: Map<string, number>;
  top300: Coverage & { missing: string[] };
  catalog: Coverage;
};

export function checkCatalogFacts(
  catalog: { categories: readonly SeedCategory[]; companies: readonly SeedCompany[] },
  top300: readonly { name: string; domain: string }[],
): CatalogCheck {
  const errors: string[] = [];
  const keptWithGroupSource = new Map<string, number>();
  let citedValues = 0;
  let detectionValues = 0;
  const domains = new Map<string, string>();
  const integrationCounts = new Map<string, number>();
  for (const company of catalog.companies) {
    const domain = domainFromWebsite(company.websiteUrl) ?? company.websiteUrl;
    const other = domains.get(domain);
    if (other) errors.push(`${company.name}: the domain ${domain} is also ${other}'s`);
    domains.set(domain, company.name);
    for (const partner of company.integrations) {
      integrationCounts.set(company.name, (integrationCounts.get(company.name) ?? 0) + 1);
      integrationCounts.set(partner, (integrationCounts.get(partner) ?? 0) + 1);
    }
    for (const fact of factsWithValues(company)) {
      if (parseFact(fact, recordValueOf(company, fact)) === null)
        errors.push(`${company.name}: the ${fact} value is not one its definition allows`);
      const own = company.facts[fact];
      if (own) {
        citedValues += 1;
        if (own.isFromDetection) detectionValues += 1;
        continue;
      }
      const group = factDefinitions[fact].group;
      const source = company.sources.find((candidate) => candidate.facts.includes(group));
      if (!source) errors.push(`${company.name}: the ${fact} value has no citation (a page and a date)`);
      else keptWithGroupSource.set(source.note, (keptWithGroupSource.get(source.note) ?? 0) + 1);
    }
  }
  const categoryCounts = new Map(catalog.categories.map((category) => [category.slug, 0]));
  for (const company of catalog.companies) {
    for (const slug of [company.primaryCategory, ...company.otherCategories])
      categoryCounts.set(slug, (categoryCounts.get(slug) ?? 0) + 1);
  }
  for (const [slug, count] of categoryCounts) {
    if (count < minimumCompaniesPerCategory)
      errors.push(`the category ${slug} lists ${count} companies (at least ${minimumCompaniesPerCategory})`);
  }
  const byDomain = new Map(catalog.companies.map((company) => [domainFromWebsite(company.websiteUrl), company]));
  const ranked = top300.flatMap((entry) => {
    const company = byDomain.get(entry.domain);
    return company ? [company] : [];
  });
  const missing = top300.filter((entry) => !byDomain.has(entry.domain)).map((entry) => entry.name);
  return {
    errors,
    keptWithGroupSource,
    citedValues,
    detectionValues,
    categoryCounts,
    top300: { ...measureCoverage(ranked, integrationCounts), missing },
    catalog: measureCoverage(catalog.companies, integrationCounts),
  };
}

/** The coverage table as Markdown: one row per fact, a column for the 300 and one for the catalog. */
export function coverageTable(check: CatalogCheck): string {
  const percent = (count: number, total: number) =>
    `${count} (${total === 0 ? 0 : Math.round((count / total) * 1000) / 10}%)`;
  const lines = [
    `| fact | top 300 (${check.top300.companies} in the catalog) | catalog (${check.catalog.companies}) |`,
    "| --- | --- | --- |",
    ...coverageRows.map(
      (row) =>
        `| ${row} | ${percent(check.top300.counts[row], check.top300.companies)} | ${percent(check.catalog.counts[row], check.catalog.companies)} |`,
    ),
  ];
  return lines.join("\n");
}
