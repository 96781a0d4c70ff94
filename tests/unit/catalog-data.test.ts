// The catalog's data files (catalog/, format in catalog/README.md) are valid and consistent: every file
// matches its schema, names and domains are unique, every category is populated, every reference resolves.
import { describe, expect, it } from "vitest";
import { domainFromWebsite } from "#server/catalog/domain.ts";
import {
  parseCatalogFile,
  readCatalog,
  readDiscoveryCandidates,
  readSampleReviewPhrases,
  SeedCompanySchema,
} from "#server/db/seed/catalog-files.ts";

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
    expect(companies.length).toBeGreaterThanOrEqual(150);
    expect(duplicates(companies.map((company) => company.name.toLowerCase()))).toEqual([]);
    const domains = companies.map((company) => domainFromWebsite(company.websiteUrl) ?? `(none: ${company.name})`);
    expect(duplicates(domains)).toEqual([]);
  });

  it("populate every category, and every category a company names exists", () => {
    for (const category of categories) {
      const members = companies.filter(
        (company) => company.primaryCategory === category.slug || company.otherCategories.includes(category.slug),
      );
      expect(members.length, category.slug).toBeGreaterThanOrEqual(3);
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
    const placeholders = new Set(
      JSON.stringify(phrases)
        .match(/\{[a-zA-Z]+\}/g)
        ?.map((placeholder) => placeholder.slice(1, -1)),
    );
    expect([...placeholders].sort()).toEqual([
      "Feature",
      "duration",
      "feature",
      "name",
      "noun",
      "platform",
      "sizeLabel",
    ]);
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
