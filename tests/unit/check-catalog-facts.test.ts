// The catalog validation (issue #37): every fact value cited, values from their one definition, unique domains,
// populated categories, and the coverage table; and the real catalog passes it.
import { describe, expect, it } from "vitest";
import { readCatalog } from "#server/db/seed/catalog-files.ts";
import { checkCatalogFacts, coverageTable } from "#server/db/seed/check-catalog-facts.ts";

const { categories, companies } = readCatalog();
const [first, second] = companies;
if (!first || !second) throw new Error("the catalog has companies");
const category = categories.find((candidate) => candidate.slug === first.primaryCategory);
if (!category) throw new Error("the first company's category exists");

describe("checkCatalogFacts", () => {
  it("passes the catalog as it is and measures the 300 and the whole catalog", () => {
    const check = checkCatalogFacts(readCatalog(), [{ name: first.name, domain: new URL(first.websiteUrl).host }]);
    expect(check.errors).toEqual([]);
    expect(check.catalog.companies).toBe(companies.length);
    expect(check.citedValues).toBeGreaterThan(0);
    expect(coverageTable(check)).toMatch(/\| pricing model \| \d+ \(/);
  });

  it("names a fact value without a citation, a value outside its definition, a shared domain and a thin category", () => {
    const uncited = { ...first, sources: [], pricingModel: "subscription" as const, facts: {} };
    const outside = {
      ...second,
      facts: { soc2Report: { value: "yes", url: "https://a.example.com/trust", asOf: "2026-01" } },
    };
    const twin = { ...second, name: "Twin", facts: {} };
    const check = checkCatalogFacts({ categories: [category], companies: [uncited, outside, twin] }, []);
    expect(check.errors).toEqual(
      expect.arrayContaining([
        `${first.name}: the pricingModel value has no citation (a page and a date)`,
        `${second.name}: the soc2Report value is not one its definition allows`,
        expect.stringMatching(/is also/),
        expect.stringMatching(new RegExp(`the category ${category.slug} lists \\d+ companies`)),
      ]),
    );
  });
});
