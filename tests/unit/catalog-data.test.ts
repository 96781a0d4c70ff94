// The catalog's data files (catalog/, format in catalog/README.md) are valid and consistent: every file
// matches its schema, names, slugs and domains are unique, every category is populated, every reference
// resolves, records keep one key order, and the phrase templates fit the generator that fills them.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { companySlugBase } from "#server/catalog/company-slug.ts";
import { domainFromWebsite } from "#server/catalog/domain.ts";
import {
  catalogFolder,
  checkFeatureParts,
  DiscoveryCandidateSchema,
  factGroupsWithValues,
  parseCatalogFile,
  readCatalog,
  readDiscoveryCandidates,
  readSampleReviewPhrases,
  SeedCategorySchema,
  SeedCompanySchema,
} from "#server/db/seed/catalog-files.ts";
import { seedExpertReviews } from "#server/db/seed/expert-reviews.ts";
import { demoSponsoredDomains } from "#server/db/seed/seed-demo.ts";

const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe("catalog data files", () => {
  const { categories, companies } = readCatalog();
  const slugs = new Set(categories.map((category) => category.slug));

  it("have unique category slugs, names and sort orders", () => {
    expect(duplicates(categories.map((category) => category.slug))).toEqual([]);
    expect(duplicates(categories.map((category) => category.name))).toEqual([]);
    expect(duplicates(categories.map((category) => String(category.sortOrder)))).toEqual([]);
  });

  it("have companies with unique names and domains", () => {
    expect(companies.length).toBeGreaterThanOrEqual(1000);
    expect(duplicates(companies.map((company) => company.name.toLowerCase()))).toEqual([]);
    const domains = companies.map((company) => domainFromWebsite(company.websiteUrl) ?? `(none: ${company.name})`);
    expect(duplicates(domains)).toEqual([]);
  });

  // The seed inserts companies with "on conflict do nothing": a second company with the same slug would be
  // dropped without a word (and its demo reviews with it), and a slug the database's format check refuses
  // would stop the seed.
  it("have company names that make distinct, valid slugs", () => {
    const companySlugs = companies.map((company) => companySlugBase(company.name));
    const invalid = companies.filter((_, index) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(companySlugs[index] ?? ""));
    expect(invalid.map((company) => company.name)).toEqual([]);
    const clashes = duplicates(companySlugs).map((clash) => {
      const names = companies
        .filter((company) => companySlugBase(company.name) === clash)
        .map((company) => company.name);
      return `"${names.join('" and "')}" both make the slug ${clash}`;
    });
    expect(clashes).toEqual([]);
  });

  it("write every record's keys in the documented order, so diffs stay aligned", () => {
    const folder = catalogFolder();
    const files = [
      { file: "categories.json", keys: Object.keys(SeedCategorySchema.shape) },
      { file: "discovery-candidates.json", keys: Object.keys(DiscoveryCandidateSchema.shape) },
      ...readdirSync(path.join(folder, "companies")).map((name) => ({
        file: `companies/${name}`,
        keys: Object.keys(SeedCompanySchema.shape),
      })),
    ];
    const misordered = files.flatMap(({ file, keys }) => {
      const records: Record<string, unknown>[] = JSON.parse(readFileSync(path.join(folder, file), "utf8"));
      return records.flatMap((record, index) =>
        Object.keys(record).join() === keys.join()
          ? []
          : [`catalog/${file} record ${index} (${String(record.name)}): ${Object.keys(record)}; expected ${keys}`],
      );
    });
    expect(misordered).toEqual([]);
  });

  it("hold every company the seed code names by domain", () => {
    const catalogDomains = new Set(companies.map((company) => domainFromWebsite(company.websiteUrl)));
    const named = [
      ...demoSponsoredDomains.map((domain) => ({ domain, use: "demo sponsorship" })),
      ...seedExpertReviews.flatMap((review) =>
        review.companyDomain === null ? [] : [{ domain: review.companyDomain, use: `expert review ${review.slug}` }],
      ),
    ];
    expect(named.filter(({ domain }) => !catalogDomains.has(domain))).toEqual([]);
  });

  it("populate every category, and every category a company names exists", () => {
    for (const category of categories) {
      const members = companies.filter(
        (company) => company.primaryCategory === category.slug || company.otherCategories.includes(category.slug),
      );
      expect(members.length, category.slug).toBeGreaterThanOrEqual(15);
    }
    const unknown = companies.flatMap((company) =>
      [company.primaryCategory, ...company.otherCategories]
        .filter((slug) => !slugs.has(slug))
        .map((slug) => `${company.name}: ${slug}`),
    );
    expect(unknown).toEqual([]);
    const repeated = companies.filter(
      (company) =>
        company.otherCategories.includes(company.primaryCategory) || duplicates(company.otherCategories).length > 0,
    );
    expect(repeated.map((company) => company.name)).toEqual([]);
  });

  it("give every category a feature taxonomy of 6 to 15 features, and tag companies only with their categories' features", () => {
    for (const category of categories) {
      expect(category.features.length, category.slug).toBeGreaterThanOrEqual(6);
      expect(category.features.length, category.slug).toBeLessThanOrEqual(15);
      expect(duplicates(category.features.map((feature) => feature.name)), category.slug).toEqual([]);
    }
    // readCatalog() refuses a feature outside the company's categories and an integration or successor that
    // names no catalog company; these records show it does.
    expect(companies.filter((company) => company.features.length > 0).length).toBeGreaterThan(companies.length * 0.9);
  });

  it("link a feature only to a broader feature of its own taxonomy, one level deep", () => {
    const parts = categories.flatMap((category) => category.features.filter((feature) => feature.partOf));
    expect(parts.length).toBeGreaterThan(0); // readCatalog() checked every one of these
    const taxonomy = [
      { slug: "accounting-bookkeeping", name: "bookkeeping" },
      { slug: "accounting-payout-reconciliation", name: "payout reconciliation", partOf: "accounting-bookkeeping" },
    ];
    expect(() => checkFeatureParts("accounting", taxonomy)).not.toThrow();
    expect(() =>
      checkFeatureParts("accounting", [{ slug: "accounting-payroll", name: "payroll", partOf: "crm-deal-pipelines" }]),
    ).toThrow(
      /accounting\.json: feature accounting-payroll, partOf: crm-deal-pipelines is not a feature of this category/,
    );
    expect(() =>
      checkFeatureParts("accounting", [{ slug: "accounting-payroll", name: "payroll", partOf: "accounting-payroll" }]),
    ).toThrow(/not part of itself/);
    expect(() =>
      checkFeatureParts("accounting", [
        ...taxonomy,
        { slug: "accounting-multi-currency", name: "multi-currency", partOf: "accounting-payout-reconciliation" },
      ]),
    ).toThrow(/is itself part of accounting-bookkeeping \(one level only\)/);
  });

  it("source every fact group that has a value, and keep facts within their enumerations", () => {
    const unsourced = companies.flatMap((company) => {
      const covered = new Set(company.sources.flatMap((source) => source.facts));
      return factGroupsWithValues(company)
        .filter((group) => !covered.has(group))
        .map((group) => `${company.name}: ${group}`);
    });
    expect(unsourced).toEqual([]);
    const inactiveWithoutReason = companies.filter(
      (company) => company.status !== "active" && !company.sources.some((source) => source.facts.includes("status")),
    );
    expect(inactiveWithoutReason.map((company) => company.name)).toEqual([]);
    const bad = JSON.stringify([{ ...companies[0], name: "Priced Co", costBand: "cheap" }]);
    expect(() => parseCatalogFile("catalog/companies/x.json", bad, SeedCompanySchema.array())).toThrow(/costBand/);
    const unsourcedRecord = JSON.stringify([
      {
        ...companies[0],
        name: "Unsourced Co",
        freeTrialDays: 14,
        sources: [{ ...companies[0]?.sources[0], facts: ["profile"] }],
      },
    ]);
    expect(() => parseCatalogFile("catalog/companies/x.json", unsourcedRecord, SeedCompanySchema.array())).toThrow(
      /the pricing facts have no source/,
    );
  });

  it("offer discovery only companies that are not in the catalog, in existing categories, once each", () => {
    const candidates = readDiscoveryCandidates();
    expect(candidates.length).toBeGreaterThan(0);
    const catalogDomains = new Set(companies.map((company) => domainFromWebsite(company.websiteUrl)));
    const candidateDomains = candidates.map((candidate) => domainFromWebsite(candidate.websiteUrl) ?? "");
    expect(candidateDomains.filter((domain) => catalogDomains.has(domain))).toEqual([]);
    expect(duplicates(candidateDomains)).toEqual([]);
    expect(candidates.filter((candidate) => !slugs.has(candidate.category)).map((c) => c.name)).toEqual([]);
  });

  it("give the demo reviews phrase material for known categories and placeholders", () => {
    const phrases = readSampleReviewPhrases();
    const keyed = [...Object.keys(phrases.categoryNouns), ...Object.keys(phrases.categoryLines)];
    expect(keyed.filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  // Only these pools go through fill(), with these values; a placeholder anywhere else would be printed as
  // written, and {feature}/{platform} are filled only where the generator has made sure they are not empty.
  it("use placeholders only where the generator fills them", () => {
    const phrases = readSampleReviewPhrases();
    const allowed: Record<string, string[]> = {
      openings: ["name", "noun", "duration", "sizeLabel"],
      closings: ["name", "noun", "duration", "sizeLabel"],
      titles: ["name", "noun", "duration", "sizeLabel"],
      featureLines: ["name", "noun", "duration", "sizeLabel", "feature", "Feature", "feature2"],
      platformLines: ["name", "noun", "duration", "sizeLabel", "platform"],
    };
    const misplaced: string[] = [];
    const visit = (value: unknown, where: string[]) => {
      if (typeof value === "string") {
        for (const [, name] of value.matchAll(/\{(\w+)\}/g)) {
          if (!allowed[where[0] ?? ""]?.includes(name ?? ""))
            misplaced.push(`${where.join(".")}: {${name}} in "${value}"`);
        }
      } else if (value && typeof value === "object") {
        for (const [key, inner] of Object.entries(value)) visit(inner, [...where, key]);
      }
    };
    visit(phrases, []);
    expect(misplaced).toEqual([]);
  });

  // A company with a single feature has no second one: the generator draws again until a template does
  // without {feature2}, so every pool needs one or seeding never ends.
  it("offer feature lines that need only one feature in every pool", () => {
    const pools = Object.entries(readSampleReviewPhrases().featureLines).flatMap(([kind, tones]) =>
      Object.entries(tones).map(([tone, templates]) => ({ pool: `featureLines.${kind}.${tone}`, templates })),
    );
    const stuck = pools.filter(({ templates }) => templates.every((template) => template.includes("{feature2}")));
    expect(stuck.map(({ pool }) => pool)).toEqual([]);
  });

  it("name the file, the record and the field of a bad value", () => {
    const bad = JSON.stringify([
      { ...companies[0], name: "Good Co" },
      { ...companies[0], name: "Bad Co", kind: "bank" },
    ]);
    expect(() => parseCatalogFile("catalog/companies/x.json", bad, SeedCompanySchema.array())).toThrow(
      /catalog\/companies\/x\.json is not valid catalog data:\n {2}record 1 \(Bad Co\), kind: /,
    );
    expect(() => parseCatalogFile("catalog/companies/x.json", "[{", SeedCompanySchema.array())).toThrow(
      /^catalog\/companies\/x\.json: /,
    );
  });
});
