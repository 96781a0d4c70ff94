import { describe, expect, it } from "vitest";
import { readCatalog } from "#server/db/seed/catalog-files.ts";
import { findMentions, parseQuery, type SearchVocabulary, withinEdits } from "#server/search/understand-query.ts";
import { judgedQueries } from "../../bench/search/judged-queries.ts";

const vocabulary: SearchVocabulary = {
  categories: readCatalog().categories.map((category, index) => ({
    id: index + 1,
    slug: category.slug,
    name: category.name,
    group: category.group,
  })),
  features: [...new Set(readCatalog().companies.flatMap((company) => company.features))].sort(),
};

describe("query understanding (built in, deterministic)", () => {
  it("reads categories from names and synonyms, longest phrase first", () => {
    expect(parseQuery("helpdesk", vocabulary).categories).toEqual(["customer-support"]);
    expect(parseQuery("a ticketing system", vocabulary).categories).toEqual(["customer-support"]);
    expect(parseQuery("BNPL", vocabulary).categories).toEqual(["buy-now-pay-later"]);
    expect(parseQuery("buy now, pay later", vocabulary).categories).toEqual(["buy-now-pay-later"]);
    expect(parseQuery("live chat widget", vocabulary).categories).toEqual(["live-chat"]);
    expect(parseQuery("team chat", vocabulary).categories).toEqual(["communication"]);
  });

  it("reads brand sizes, platforms, price and kind", () => {
    const parsed = parseQuery("Cheap email marketing app for a 7-figure Shopify Plus brand", vocabulary);
    expect(parsed.brandSize).toBe("seven-figures");
    expect(parsed.platforms).toEqual(["shopify-plus"]);
    expect(parsed.priceSensitivity).toBe("low");
    expect(parsed.kind).toBe("software");
    expect(parsed.categories).toEqual(["email-marketing"]);
    expect(parseQuery("enterprise search", vocabulary).brandSize).toBe("nine-figures-plus");
    expect(parseQuery("free helpdesk for startups", vocabulary)).toMatchObject({
      brandSize: "startup",
      priceSensitivity: "free",
    });
    // A platform inside a category phrase still counts.
    expect(parseQuery("woocommerce developer", vocabulary).platforms).toEqual(["woocommerce"]);
  });

  it("turns software categories into the matching service categories for agencies and freelancers", () => {
    expect(parseQuery("email marketing agency", vocabulary)).toMatchObject({
      kind: "agency",
      categories: ["email-marketing-agencies"],
    });
    expect(parseQuery("freelancer to fix my shopify store", vocabulary).kind).toBe("freelance");
  });

  it("accepts one typo in a longer category word", () => {
    expect(parseQuery("helpdsk", vocabulary).categories).toEqual(["customer-support"]);
    expect(withinEdits("gorgais", "gorgias", 1)).toBe(true);
    expect(withinEdits("klavio", "klaviyo", 1)).toBe(true);
    expect(withinEdits("shopify", "spotify", 1)).toBe(false);
  });

  it("finds company mentions for alternatives, comparisons and integrations", () => {
    expect(findMentions("cheaper alternative to klaviyo for a 7-figure brand")).toContainEqual({
      role: "alternative",
      text: "klaviyo",
    });
    expect(findMentions("recharge alternatives")).toContainEqual({ role: "alternative", text: "recharge" });
    expect(findMentions("gorgias vs zendesk")).toEqual(
      expect.arrayContaining([
        { role: "compare", text: "gorgias" },
        { role: "compare", text: "zendesk" },
      ]),
    );
    expect(findMentions("reviews app that integrates with klaviyo")).toContainEqual({
      role: "integration",
      text: "klaviyo",
    });
  });

  it("leaves only meaningful words as keywords", () => {
    expect(parseQuery("I need the best tool for photo reviews", vocabulary).keywords).toEqual([]);
    expect(parseQuery("something for wholesale orders", vocabulary).keywords).toEqual(["wholesale", "orders"]);
  });
});

describe("the judged relevance set", () => {
  it("has at least 40 queries, each judging only companies of the catalog", () => {
    const domains = new Set(
      readCatalog().companies.map((company) => new URL(company.websiteUrl).hostname.replace(/^www\./, "")),
    );
    expect(judgedQueries.length).toBeGreaterThanOrEqual(40);
    for (const judged of judgedQueries) {
      for (const domain of [...Object.keys(judged.relevant), ...(judged.excluded ?? [])]) {
        expect(domains.has(domain), `${judged.query}: ${domain}`).toBe(true);
      }
      expect(
        Object.values(judged.relevant).some((grade) => grade === 3),
        judged.query,
      ).toBe(true);
    }
  });
});
