import { describe, expect, it } from "vitest";
import { domainFromWebsite } from "#server/catalog/domain.ts";
import { readCatalog } from "#server/db/seed/catalog-files.ts";
import { factQueries } from "../../bench/search/judged-fact-queries.ts";
import { judgedQueries } from "../../bench/search/judged-queries.ts";

const catalog = readCatalog().companies;
const domains = new Set(catalog.map((company) => domainFromWebsite(company.websiteUrl)));

describe("the judged relevance sets (issue #16)", () => {
  it("has at least 40 queries in each set, no fact-based query repeating one of the first set", () => {
    expect(judgedQueries.length).toBeGreaterThanOrEqual(40);
    expect(factQueries.length).toBeGreaterThanOrEqual(40);
    const first = new Set(judgedQueries.map((judged) => judged.query.toLowerCase()));
    const queries = factQueries.map((judged) => judged.query.toLowerCase());
    expect(queries.filter((query) => first.has(query))).toEqual([]);
    expect(new Set(queries).size).toBe(queries.length);
  });

  it("judges only catalog companies, each query with at least one company graded 3", () => {
    for (const set of [judgedQueries, factQueries]) {
      for (const judged of set) {
        for (const domain of [...Object.keys(judged.relevant), ...(judged.excluded ?? [])]) {
          expect(domains.has(domain), `${judged.query}: ${domain}`).toBe(true);
        }
        expect(
          Object.values(judged.relevant).some((grade) => grade === 3),
          judged.query,
        ).toBe(true);
        for (const domain of judged.excluded ?? []) expect(judged.relevant[domain], judged.query).toBeUndefined();
      }
    }
  });

  it("grades 3 in a fact query only companies that have the fact in the catalog files", () => {
    const byDomain = new Map(catalog.map((company) => [domainFromWebsite(company.websiteUrl), company]));
    const withFeature = (feature: string) =>
      [...byDomain].filter(([, company]) => company.features.includes(feature)).map(([domain]) => domain);
    const graded3 = (query: string) =>
      Object.entries(factQueries.find((judged) => judged.query === query)?.relevant ?? {})
        .filter(([, grade]) => grade === 3)
        .map(([domain]) => domain)
        .sort();
    expect(graded3("email tool with predictive analytics")).toEqual(
      withFeature("email-marketing-predictive-analytics").sort(),
    );
    expect(graded3("session replay tool")).toEqual(withFeature("cro-page-builders-session-recordings").sort());
    for (const domain of graded3("free email marketing tool")) expect(byDomain.get(domain)?.freePlan).toBe(true);
    for (const domain of graded3("reviews app for BigCommerce"))
      expect(byDomain.get(domain)?.platforms).toContain("bigcommerce");
    for (const domain of graded3("Shopify development agency")) expect(byDomain.get(domain)?.kind).toBe("agency");
  });
});
