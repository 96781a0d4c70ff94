import { describe, expect, it } from "vitest";
import { readCatalog } from "#server/db/seed/catalog-files.ts";
import type { SearchVocabulary } from "#server/search/search-vocabulary.ts";
import { parseQuery } from "#server/search/understand-query.ts";
import { categoriesByText, isCatalogPhrase, wordRarityOf } from "#server/search/understanding/category-text.ts";
import { findMentions } from "#server/search/understanding/find-mentions.ts";
import { readPriceCap } from "#server/search/understanding/read-price-cap.ts";
import { wordStems } from "#server/search/understanding/read-words.ts";
import { withinEdits } from "#server/search/understanding/within-edits.ts";
import { featureSynonyms } from "#server/search/vocabulary/feature-words.ts";
import { regionDescriptionWords } from "#server/search/vocabulary/region-words.ts";
import { catalogSearchVocabulary } from "#tests/support/search-vocabulary.ts";

const vocabulary = catalogSearchVocabulary();

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
    expect(parsed.brandSize).toBe("sevenFigures");
    expect(parsed.platforms).toEqual(["shopify-plus"]);
    expect(parsed.priceSensitivity).toBe("low");
    expect(parsed.kind).toBe("software");
    expect(parsed.categories).toEqual(["email-marketing"]);
    expect(parseQuery("enterprise search", vocabulary).brandSize).toBe("nineFiguresPlus");
    expect(parseQuery("free helpdesk for startups", vocabulary)).toMatchObject({
      brandSize: "startup",
      priceSensitivity: "free",
    });
    // A platform inside a category phrase still counts.
    expect(parseQuery("woocommerce developer", vocabulary).platforms).toEqual(["woocommerce"]);
  });

  it("reads what the query asks about: its head's topics, then the qualifiers after a linking word", () => {
    expect(parseQuery("a/b testing tool for landing pages", vocabulary)).toMatchObject({
      topics: ["a/b", "testing"],
      qualifiers: ["landing", "page"],
    });
    // "Program" is what the brand runs, not what it looks for ("referral program" = a referral tool):
    // a loyalty programme app is no answer for saying "programme".
    expect(parseQuery("referral program software", vocabulary)).toMatchObject({ topics: ["referral"], qualifiers: [] });
    expect(parseQuery("affiliate programme for shopify", vocabulary)).toMatchObject({ topics: ["affiliate"] });
    // Platforms, brand sizes, prices, kinds and fillers are facets, not topics.
    expect(parseQuery("cheap sms marketing app for 8-figure Shopify brands", vocabulary)).toMatchObject({
      topics: ["sms", "marketing"],
      qualifiers: [],
    });
    // A region is a facet, not a topic.
    expect(parseQuery("payment gateway for europe", vocabulary)).toMatchObject({
      region: "europe",
      topics: ["payment", "gateway"],
      qualifiers: [],
    });
    // Intent verbs are no topics; "an online store" qualifies an agency (one for e-commerce), not a tool.
    expect(parseQuery("build and launch an online store", vocabulary)).toMatchObject({ topics: [], qualifiers: [] });
    expect(parseQuery("seo agency for an online store", vocabulary)).toMatchObject({
      topics: ["seo"],
      qualifiers: ["e-commerce"],
    });
  });

  it("reads the region an operator sells in, and no region from a language", () => {
    expect(parseQuery("vat compliance for a european store", vocabulary).region).toBe("europe");
    expect(parseQuery("3PL in the UK", vocabulary).region).toBe("uk-ireland");
    expect(parseQuery("payments for Latin America", vocabulary).region).toBe("latin-america");
    expect(parseQuery("shipping to Australia", vocabulary).region).toBe("asia-pacific");
    expect(parseQuery("translate my store into french", vocabulary).region).toBeNull();
    expect(parseQuery("eu vat", vocabulary)).toMatchObject({ region: "europe", categories: ["tax"], topics: ["vat"] });
    // A description's words as evidence: "US" the country, not the pronoun; Latin American is not North American.
    expect(regionDescriptionWords["north-america"].test("Payments for US brands")).toBe(true);
    expect(regionDescriptionWords["north-america"].test("Built by us for merchants")).toBe(false);
    expect(regionDescriptionWords["north-america"].test("Checkout for Latin American merchants")).toBe(false);
    expect(regionDescriptionWords.europe.test("European payment service provider")).toBe(true);
  });

  it("turns software categories into the matching service categories for agencies and freelancers", () => {
    expect(parseQuery("email marketing agency", vocabulary)).toMatchObject({
      kind: "agency",
      categories: ["email-marketing-agencies"],
    });
    expect(parseQuery("freelancer to fix my shopify store", vocabulary).kind).toBe("freelance");
  });

  it("reads a service word as the service kind that has a category for what it is about", () => {
    expect(parseQuery("outsourced customer support for a shopify brand", vocabulary)).toMatchObject({
      kind: "freelance",
      categories: ["virtual-assistants"],
    });
    expect(parseQuery("managed services for email marketing", vocabulary)).toMatchObject({
      kind: "agency",
      categories: ["email-marketing-agencies"],
    });
    // Inside a feature it is the feature's word, and with no service category for it, nothing.
    expect(parseQuery("outsourced fulfilment", vocabulary)).toMatchObject({
      kind: null,
      categories: ["shipping-fulfilment"],
    });
    expect(parseQuery("outsourcing software", vocabulary).kind).toBe("software");
  });

  it("reads 'free' right after a word of what the thing is as a compound, not a price", () => {
    expect(parseQuery("hassle free returns portal", vocabulary).priceSensitivity).toBeNull();
    expect(parseQuery("gluten free snacks subscription app", vocabulary).priceSensitivity).toBeNull();
    expect(parseQuery("free returns app", vocabulary).priceSensitivity).toBe("free");
    expect(parseQuery("helpdesk that is free", vocabulary).priceSensitivity).toBe("free");
    expect(parseQuery("completely free crm", vocabulary).priceSensitivity).toBe("free");
    expect(parseQuery("cost free helpdesk", vocabulary).priceSensitivity).toBe("free");
    expect(parseQuery("helpdesk with a free plan", vocabulary).priceSensitivity).toBe("free");
  });

  it("accepts one typo in a longer category word", () => {
    expect(parseQuery("helpdsk", vocabulary).categories).toEqual(["customer-support"]);
    expect(withinEdits("gorgais", "gorgias", 1)).toBe(true);
    expect(withinEdits("klavio", "klaviyo", 1)).toBe(true);
    expect(withinEdits("shopify", "spotify", 1)).toBe(false);
    // A category word with a letter before it is another word, no typo; nor is a word of the catalog's own text.
    expect(parseQuery("engraving with a photo preview", vocabulary).categories).toEqual([]);
    expect(parseQuery("ai shopping assistant", vocabulary).categories).toEqual([]);
  });

  it("reads platforms and features through one typo in a longer word, not words of the catalog's text", () => {
    expect(parseQuery("reviews app for woocomerce", vocabulary).platforms).toEqual(["woocommerce"]);
    expect(parseQuery("upsell app with product recomendations", vocabulary).features).toContain(
      "product recommendations",
    );
    // "spreadsheets" is no typo of a phrase's word: it stays a word of the question.
    expect(parseQuery("erp for a brand outgrowing spreadsheets", vocabulary).keywords).toContain("spreadsheets");
  });

  it("keeps the countries a region is named by ('for a new zealand store'), not the region's other words", () => {
    const parsed = parseQuery("afterpay alternative for a new zealand store", vocabulary);
    expect(parsed.region).toBe("asia-pacific");
    expect(parsed.countries).toEqual(["new zealand"]);
    expect(parseQuery("payment gateway for europe", vocabulary).countries).toEqual([]);
  });

  it("finds company mentions for alternatives, comparisons and integrations", () => {
    expect(findMentions("cheaper alternative to klaviyo for a 7-figure brand")).toContainEqual({
      role: "alternative",
      text: "klaviyo",
    });
    expect(findMentions("recharge alternatives")).toContainEqual({ role: "alternative", text: "recharge" });
    // "… alternative for a Shopify store": what the alternative is for, never the company replaced.
    const forAStore = findMentions("klarna alternative for a shopify store").filter((m) => m.role === "alternative");
    expect(forAStore.map((mention) => mention.text)).toEqual(["klarna"]);
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

  it("reads a price ceiling with its currency and unit, and leaves its words out of the keywords", () => {
    expect(parseQuery("help desk under $100 a month", vocabulary)).toMatchObject({
      priceCap: { amount: 100, currency: "USD", unit: "month" },
      keywords: [],
    });
    expect(parseQuery("shipping app below €50/month", vocabulary).priceCap).toEqual({
      amount: 50,
      currency: "EUR",
      unit: "month",
    });
    expect(readPriceCap("agency under 2k per month")?.cap).toEqual({ amount: 2000, currency: "USD", unit: "month" });
    expect(readPriceCap("agency under $2k per month")?.cap).toEqual({ amount: 2000, currency: "USD", unit: "month" });
    expect(readPriceCap("developer under $80 an hour")?.cap).toEqual({ amount: 80, currency: "USD", unit: "hour" });
    expect(parseQuery("a tool for teams under 10 people", vocabulary).priceCap).toBeNull();
  });

  it("reads pricing models said in words", () => {
    expect(
      parseQuery("payment gateway with no monthly fee, just per-transaction pricing", vocabulary).pricingModels,
    ).toEqual(["transaction-fee", "commission", "usage-based"]);
    expect(parseQuery("seo agency on retainer", vocabulary).pricingModels).toEqual(["retainer"]);
  });

  it("reads features from the taxonomy and its synonyms, and the categories they belong to", () => {
    const replay = parseQuery("session replay tool", vocabulary);
    expect(replay.features).toEqual(["session recordings"]);
    expect(replay.featureCategories).toEqual(["cro-page-builders"]);
    expect(parseQuery("see where visitors click on my product pages", vocabulary).features).toEqual(["heatmaps"]);
    // An agency's feature for "agency", a tool's for a tool.
    expect(parseQuery("a/b testing agency", vocabulary).featureCategories).toEqual(["cro-agencies"]);
    expect(parseQuery("a/b testing tool", vocabulary).featureCategories).toContain("cro-page-builders");
  });

  it("lets a longer feature phrase outweigh a shorter category word of another category inside it", () => {
    const tracking = parseQuery("shipment tracking emails through Klaviyo", vocabulary);
    expect(tracking.categories).toEqual([]);
    expect(tracking.features).toEqual(["delivery notifications"]);
    expect(tracking.featureCategories).toEqual(["shipping-fulfilment"]);
    // The same category's feature keeps the category named: "live chat widget" is still live chat.
    expect(parseQuery("free live chat widget", vocabulary).categories).toEqual(["live-chat"]);
  });

  it("reads American spellings of the catalog's British words, and British ones of American words", () => {
    expect(parseQuery("content personalization", vocabulary).features).toEqual(["content personalisation"]);
    expect(parseQuery("interest-free installments", vocabulary).features).toEqual(["interest-free instalments"]);
    expect(parseQuery("media mix modeling", vocabulary).features).toEqual(["media mix modelling"]);
    expect(parseQuery("3pl fulfillment", vocabulary).features).toEqual(["outsourced warehouse fulfilment"]);
    expect(parseQuery("speed optimization agency", vocabulary).features).toEqual(["speed optimisation"]);
    // The same word either way; a word that only looks British is changed on both sides alike.
    expect(wordStems("Personalised catalogue, colour and centre")).toEqual(
      wordStems("personalized catalog, color and center"),
    );
    expect(parseQuery("enterprise search", vocabulary).brandSize).toBe("nineFiguresPlus");
  });

  it("groups features read from overlapping words into one need, and keeps separate asks apart", () => {
    // "order tracking page": Returns' "order tracking" and Shipping's "branded tracking pages", one need.
    const tracking = parseQuery("branded order tracking page", vocabulary);
    expect(tracking.features).toEqual(expect.arrayContaining(["branded tracking pages", "order tracking"]));
    expect(tracking.featureNeeds).toHaveLength(1);
    expect([...(tracking.featureNeeds?.[0] ?? [])].sort()).toEqual(["branded tracking pages", "order tracking"]);
    // Two things asked for are two needs.
    const reviews = parseQuery("product reviews with customer questions and answers", vocabulary);
    expect(reviews.featureNeeds).toEqual([["product reviews"], ["questions and answers"]]);
  });

  it("reads a first store as e-commerce platforms with the features a first store needs", () => {
    for (const query of ["set up my first shop", "build and launch an online store", "start selling online"]) {
      const parsed = parseQuery(query, vocabulary);
      expect(parsed.categories, query).toEqual(["ecommerce-platforms"]);
      expect(parsed.features, query).toEqual(expect.arrayContaining(["hosted saas", "theme templates"]));
    }
  });

  it("reads a platform with an agency or a freelancer as someone to build on it", () => {
    expect(parseQuery("Magento agency", vocabulary)).toMatchObject({
      kind: "agency",
      platforms: ["magento"],
      categories: ["ecommerce-development-agencies"],
    });
    expect(parseQuery("hire a Shopify freelancer", vocabulary)).toMatchObject({
      kind: "freelance",
      categories: ["ecommerce-developers"],
    });
  });

  it("finds loose integration mentions and discontinued products, without repeating a stronger mention", () => {
    expect(findMentions("shipment tracking emails through klaviyo")).toContainEqual({
      role: "integration",
      text: "klaviyo",
      weak: true,
    });
    expect(findMentions("sync my store's sales to xero")).toContainEqual({
      role: "integration",
      text: "xero",
      weak: true,
    });
    expect(findMentions("what to use now that google optimize is gone")).toContainEqual({
      role: "alternative",
      text: "google optimize",
    });
    const mentions = findMentions("cheaper alternative to klaviyo");
    expect(mentions.filter((mention) => mention.text === "klaviyo")).toEqual([
      { role: "alternative", text: "klaviyo" },
    ]);
  });

  it("counts the parts of a company's hyphenated words when it measures how rare a word is in the catalog", () => {
    const texts = (...lines: string[]) => ({
      ...vocabulary,
      companyTexts: lines.map((text) => ({ category: "analytics-attribution", text })),
    });
    // Three companies of four say "privacy", two of them only inside "privacy-friendly": as common as if said alone.
    const hyphenated = texts(
      "Privacy-friendly web analytics.",
      "Privacy-first tracking.",
      "Privacy tools.",
      "Dashboards.",
    );
    const plain = texts("Privacy friendly web analytics.", "Privacy first tracking.", "Privacy tools.", "Dashboards.");
    const rarity = (of: SearchVocabulary) => [...wordRarityOf(wordStems("privacy"), of).values()][0];
    expect(rarity(hyphenated)).toBeCloseTo(Math.log(1 + 4 / (1 + 3)));
    expect(rarity(hyphenated)).toBeCloseTo(rarity(plain) ?? 0);
  });

  it("places a query no word names by the categories' own text, and gives no category when the match is weak or split", () => {
    // Words of a feature's name, in another form ("repricer" / "repricing"), or its short name ("pos").
    expect(categoriesByText(["repricer"], vocabulary)).toEqual(["product-feeds-marketplaces"]);
    expect(categoriesByText(["maintenance", "plan", "site"], vocabulary)).toEqual(["ecommerce-developers"]);
    // A word of a longer name says only a share of it: "buy" is no buy-now-pay-later question.
    expect(categoriesByText(["still", "around", "buy"], vocabulary)).toEqual([]);
    // Words every category says place nothing.
    expect(categoriesByText(["customers", "products"], vocabulary)).toEqual([]);
    // Only when nothing else placed the query: a category or a feature read wins.
    expect(parseQuery("wordpress maintenance plan for our woocommerce site", vocabulary)).toMatchObject({
      categories: [],
      textCategories: ["ecommerce-developers"],
    });
    expect(parseQuery("helpdesk with phone support", vocabulary).textCategories).toEqual([]);
    // A category the vocabulary has no words for is found by its name, description and features.
    const withGiftCards = {
      ...vocabulary,
      categories: [
        ...vocabulary.categories,
        {
          id: 999,
          slug: "gift-cards",
          name: "Gift Cards",
          group: "saas" as const,
          description: "Sell, send and redeem digital gift cards and vouchers.",
        },
      ],
      taxonomy: [
        ...vocabulary.taxonomy,
        { slug: "gift-cards-balance", name: "gift card balance", category: "gift-cards" },
      ],
    };
    expect(categoriesByText(["voucher", "redeem"], withGiftCards)).toEqual(["gift-cards"]);
  });

  it("reads the company after 'X alternative for' as what the alternative is for", () => {
    const alternatives = (query: string) =>
      findMentions(query)
        .filter((mention) => mention.role === "alternative")
        .map((mention) => mention.text);
    expect(alternatives("recharge alternative for shopify under $100 a month")).toEqual(["recharge"]);
    expect(alternatives("a cheaper alternative for klaviyo")).toContain("klaviyo");
    expect(alternatives("alternative for gorgias")).toEqual(["gorgias"]);
  });

  it("does not read a category the operator says they already have ('… to train my va')", () => {
    expect(parseQuery("record quick screen videos to train my va", vocabulary).categories).toEqual([]);
    expect(parseQuery("loyalty app that works with our helpdesk", vocabulary).categories).toEqual([
      "loyalty-referrals",
    ]);
    expect(parseQuery("my helpdesk is too expensive", vocabulary).categories).toEqual(["customer-support"]);
  });

  it("reads a category named only after the head, when the head names one, as a qualifier", () => {
    // (Not "in spanish": the three catalog companies that say "spanish" are none of them translation tools, and one is
    // an email tool that says "Spanish-speaking", so the word goes with email marketing, as a generic word does.)
    expect(parseQuery("email marketing tool in german for a dach store", vocabulary)).toMatchObject({
      categories: ["email-marketing"],
      qualifierCategories: ["translation"],
    });
    expect(parseQuery("sms tool that works with recharge for subscription texts", vocabulary)).toMatchObject({
      categories: ["sms-marketing"],
      qualifierCategories: ["subscriptions"],
    });
    // A feature in the head names what is asked as a category would; its own categories stay asked.
    expect(parseQuery("quiz builder with email capture", vocabulary)).toMatchObject({
      categories: [],
      featureCategories: ["upsell-personalisation"],
      qualifierCategories: ["email-marketing"],
    });
    expect(parseQuery("a/b testing tool for landing pages", vocabulary)).toMatchObject({
      categories: ["cro-page-builders"],
      qualifierCategories: [],
    });
    // With no category in the head, a category after it is what is asked.
    expect(parseQuery("something for returns", vocabulary)).toMatchObject({
      categories: ["returns"],
      qualifierCategories: [],
    });
  });

  it("leaves a feature inside a longer phrase that names another category to that phrase", () => {
    expect(parseQuery("monthly bookkeeping service for an amazon seller", vocabulary)).toMatchObject({
      categories: ["fractional-talent"],
      features: [],
    });
    expect(parseQuery("bookkeeping software", vocabulary).features).toContain("bookkeeping");
  });

  it("does not read an agency or a freelancer said as whom the thing serves", () => {
    expect(parseQuery("free time tracking for freelancers and agencies", vocabulary).kind).toBeNull();
    expect(parseQuery("seo agency for an online store", vocabulary).kind).toBe("agency");
    expect(parseQuery("looking for a freelancer", vocabulary).kind).toBe("freelance");
  });

  it("reads a generic category word as the category the rest of the question names, when its companies say it more", () => {
    // Lenders' descriptions say "financing" more than accounting tools' do; "lease to own" is a lender's feature.
    expect(parseQuery("lease to own financing for shoppers", vocabulary).categories).toEqual(["buy-now-pay-later"]);
    // Help desks say "shared" and "inbox" more than team chat tools do.
    expect(parseQuery("shared inbox for our customer support team", vocabulary).categories).toEqual([
      "customer-support",
    ]);
    // A phrase its own category's companies say most stays with it.
    expect(parseQuery("abandoned cart recovery emails", vocabulary).categories).toEqual(["email-marketing"]);
    expect(parseQuery("financing for inventory", vocabulary).categories).toEqual(["accounting"]);
  });

  it("asks, of several categories read alike, those the leftover words' companies say, and the others qualify", () => {
    // Lenders' companies say "split"; payment gateways' do not.
    expect(parseQuery("split payments into installments at checkout", vocabulary)).toMatchObject({
      categories: ["buy-now-pay-later"],
      qualifierCategories: ["payments"],
    });
    // Nothing left over to tell them apart: both stay asked.
    expect(parseQuery("email and sms marketing for shopify", vocabulary).categories).toEqual([
      "sms-marketing",
      "email-marketing",
    ]);
  });

  it("reads no comparison in 'X or other Y', and what a service word hands over as what is asked", () => {
    expect(findMentions("interim coo or other interim exec for a few months")).toEqual([]);
    expect(findMentions("fractional cfo or any finance lead")).toEqual([]);
    expect(findMentions("klaviyo or omnisend for a small store")).toEqual([
      { role: "compare", text: "klaviyo" },
      { role: "compare", text: "omnisend" },
    ]);
    expect(parseQuery("outsource our email marketing", vocabulary)).toMatchObject({
      categories: ["email-marketing-agencies"],
      kind: "agency",
    });
    // Without a service word, "our X" is still what they have.
    expect(parseQuery("loyalty app that works with our helpdesk", vocabulary).categories).toEqual([
      "loyalty-referrals",
    ]);
  });

  it("tells the catalog's ordinary words from a company name", () => {
    expect(isCatalogPhrase("order processing", vocabulary)).toBe(true);
    expect(isCatalogPhrase("gorgais", vocabulary)).toBe(false);
    expect(isCatalogPhrase("loop returns", vocabulary)).toBe(false);
  });

  it("leaves only meaningful words as keywords", () => {
    expect(parseQuery("I need the best tool for photo reviews", vocabulary).keywords).toEqual([]);
    expect(parseQuery("something for wholesale orders", vocabulary).keywords).toEqual(["wholesale", "orders"]);
  });
});

describe("the search vocabulary", () => {
  it("names only catalog features in its feature synonyms", () => {
    const slugs = new Set(readCatalog().categories.flatMap((category) => category.features.map((f) => f.slug)));
    for (const slug of Object.keys(featureSynonyms)) expect(slugs.has(slug), slug).toBe(true);
    for (const phrases of Object.values(featureSynonyms)) expect(phrases.length).toBeGreaterThan(0);
  });
});
