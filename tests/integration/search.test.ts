import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearModelUnderstandingCache } from "#server/search/model-understanding.ts";
import { companyIdByDomain, createReview } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { type StubReply, startOpenAiStub } from "#tests/support/openai-stub.ts";
import { createClient, createTestApp } from "#tests/support/test-app.ts";

type SearchBody = {
  query: string;
  interpretation: {
    categories: { slug: string; name: string }[];
    brandSize: string | null;
    platforms: string[];
    priceSensitivity: string | null;
    kind: string | null;
    excluded: { id: number; name: string }[];
    compared: { id: number; name: string }[];
    keywords: string[];
    understoodBy: string;
  };
  summary: string;
  sponsored: { id: number; name: string; matchReason: string }[];
  results: {
    id: number;
    name: string;
    slug: string;
    domain: string | null;
    primaryCategory: { slug: string; name: string } | null;
    averageRating: number | null;
    reviewCount: number;
    pricingModel: string | null;
    platforms: string[];
    matchReason: string;
    score: number;
  }[];
  total: number;
  searchId: string;
};

const { database, app } = prepareTestApp();

async function search(q: string, extra = "") {
  const response = await createClient(app).request(`/api/v1/search?q=${encodeURIComponent(q)}${extra}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SearchBody;
}

async function platformsOf(domain: string) {
  const result = await database.db.execute<{ platforms: string[] }>(
    sql`select platforms from companies where domain = ${domain}`,
  );
  return result.rows[0]?.platforms ?? [];
}

const domains = (body: SearchBody) => body.results.map((result) => result.domain);

/** `first` is listed, and above `second` when that is listed at all (results stop when relevance drops). */
function expectBefore(ranked: (string | null)[], first: string, second: string) {
  expect(ranked).toContain(first);
  const other = ranked.indexOf(second);
  if (other >= 0) expect(ranked.indexOf(first)).toBeLessThan(other);
}

describe("discovery search: query understanding on each intent form", () => {
  it("maps a category synonym to its category (helpdesk, ticketing → customer support; BNPL)", async () => {
    const helpdesk = await search("helpdesk");
    expect(helpdesk.interpretation.categories.map((category) => category.slug)).toEqual(["customer-support"]);
    expect(helpdesk.results.slice(0, 5).every((result) => result.primaryCategory?.slug === "customer-support")).toBe(
      true,
    );
    expect(domains(helpdesk)).toContain("gorgias.com");
    expect(helpdesk.results[0]?.matchReason).toMatch(/^Customer Support/);

    const ticketing = await search("ticketing system");
    expect(ticketing.interpretation.categories.map((category) => category.slug)).toContain("customer-support");

    const bnpl = await search("BNPL");
    expect(bnpl.interpretation.categories.map((category) => category.slug)).toEqual(["buy-now-pay-later"]);
    expect(domains(bnpl).slice(0, 5).sort()).toEqual(
      ["affirm.com", "afterpay.com", "klarna.com", "sezzle.com", "zip.co"].sort(),
    );
  });

  it("ranks the companies that say the question's rare words above those that say only its common ones (decision 118)", async () => {
    // "whatsapp" is said by few companies, "team", "inbox" and "messages" by many: the first five all say WhatsApp
    // (before, two general chat tools that do not were among them).
    const body = await search("team inbox for whatsapp messages");
    const firstFive = body.results.slice(0, 5).map((result) => result.domain ?? "");
    expect(firstFive).toHaveLength(5);
    const texts = await database.db.execute<{ domain: string; text: string }>(
      sql`select domain, description || ' ' || array_to_string(features, ' ') as text from companies
        where domain = any(${sql.param(firstFive)}::text[])`,
    );
    const sayWhatsApp = texts.rows.filter((row) => /whatsapp/i.test(row.text)).map((row) => row.domain);
    expect(firstFive.filter((domain) => !sayWhatsApp.includes(domain))).toEqual([]);
  });

  it("reads the brand size and ranks companies reviewed as good for it higher, saying so", async () => {
    const drip = await companyIdByDomain(database.db, "drip.com");
    const mailchimp = await companyIdByDomain(database.db, "mailchimp.com");
    for (let index = 0; index < 4; index++) {
      await createReview(database.db, { companyId: drip, rating: 4, goodForSevenFigures: true });
      await createReview(database.db, { companyId: mailchimp, rating: 4, goodForStartup: true });
    }
    const body = await search("email marketing for a 7-figure brand");
    expect(body.interpretation.brandSize).toBe("sevenFigures");
    const ranked = domains(body);
    expect(ranked.indexOf("drip.com")).toBeGreaterThanOrEqual(0);
    expectBefore(ranked, "drip.com", "mailchimp.com");
    const dripResult = body.results.find((result) => result.domain === "drip.com");
    expect(dripResult?.matchReason).toContain("good for 7-figure brands");
    expect(dripResult?.matchReason).toContain("rated 4.0 by 4 operators");
    expect(body.results.find((result) => result.domain === "mailchimp.com")?.matchReason ?? "").not.toContain(
      "good for",
    );
  });

  it("reads the platform and puts tools for it first", async () => {
    const body = await search("reviews app for woocommerce");
    expect(body.interpretation.platforms).toEqual(["woocommerce"]);
    const top = body.results.slice(0, 4);
    for (const result of top) expect(await platformsOf(result.domain ?? "")).toContain("woocommerce");
    const ranked = domains(body);
    expectBefore(ranked, "judge.me", "loox.io");
    expect(body.results[0]?.matchReason).toContain("for WooCommerce brands");
  });

  it("reads price sensitivity and favours free plans", async () => {
    const body = await search("free live chat");
    expect(body.interpretation.priceSensitivity).toBe("free");
    const ranked = domains(body);
    expectBefore(ranked, "tidio.com", "livechat.com");
    expectBefore(ranked, "crisp.chat", "intercom.com");
    expect(body.results.find((result) => result.domain === "tidio.com")?.matchReason).toContain("free plan");
    expect((await search("cheap shipping labels")).interpretation.priceSensitivity).toBe("low");
  });

  it("understands 'alternative to X' and 'X alternatives': X excluded, its category favoured", async () => {
    const body = await search("cheaper alternative to Klaviyo for a 7-figure Shopify brand");
    expect(body.interpretation.excluded.map((company) => company.name)).toEqual(["Klaviyo"]);
    expect(body.interpretation.platforms).toEqual(["shopify"]);
    expect(body.interpretation.brandSize).toBe("sevenFigures");
    expect(body.interpretation.priceSensitivity).toBe("low");
    expect(domains(body)).not.toContain("klaviyo.com");
    expect(body.results.slice(0, 5).every((result) => result.primaryCategory?.slug === "email-marketing")).toBe(true);

    const recharge = await search("Recharge alternatives");
    expect(recharge.interpretation.excluded.map((company) => company.name)).toEqual(["Recharge"]);
    expect(domains(recharge)).not.toContain("getrecharge.com");
    expect(recharge.results[0]?.primaryCategory?.slug).toBe("subscriptions");

    // "alternative to Shopify" is about the company, not a Shopify platform filter.
    const shopify = await search("shopify alternative for enterprise");
    expect(shopify.interpretation.platforms).toEqual([]);
    expect(shopify.interpretation.excluded.map((company) => company.name)).toEqual(["Shopify"]);
    expect(shopify.interpretation.brandSize).toBe("nineFiguresPlus");

    // After "Recharge alternative", "for Shopify" says what it is for: Shopify is no second company replaced.
    const forShopify = await search("recharge alternative for shopify");
    expect(forShopify.interpretation.excluded.map((company) => company.name)).toEqual(["Recharge"]);
    expect(forShopify.results[0]?.primaryCategory?.slug).toBe("subscriptions");

    // The catalog's ordinary words are no misspelt company name ("order processing" is not Orderhive).
    const ordinary = await search("virtual assistant for tasks like order processing");
    expect(ordinary.interpretation.excluded).toEqual([]);
  });

  it("understands 'X vs Y': both first, side by side", async () => {
    const body = await search("Gorgias vs Zendesk");
    expect(body.interpretation.compared.map((company) => company.name)).toEqual(["Gorgias", "Zendesk"]);
    expect(domains(body).slice(0, 2).sort()).toEqual(["gorgias.com", "zendesk.com"]);
    expect(body.interpretation.excluded).toEqual([]);
  });

  it("finds companies despite typos", async () => {
    expect(domains(await search("klavio"))[0]).toBe("klaviyo.com");
    expect(domains(await search("gorgais"))[0]).toBe("gorgias.com");
    expect((await search("helpdsk")).interpretation.categories.map((category) => category.slug)).toEqual([
      "customer-support",
    ]);
  });

  it("tells agencies and freelancers from software", async () => {
    const agencies = await search("email marketing agency");
    expect(agencies.interpretation.kind).toBe("agency");
    expect(agencies.interpretation.categories.map((category) => category.slug)).toEqual(["email-marketing-agencies"]);
    const kinds = await database.db.execute<{ kind: string }>(
      sql`select kind from companies where id = any(${sql.param(agencies.results.map((result) => result.id))}::int[])`,
    );
    expect(new Set(kinds.rows.map((row) => row.kind))).toEqual(new Set(["agency"]));

    const freelancers = await search("freelance shopify developer");
    expect(freelancers.interpretation.kind).toBe("freelance");
    // Freelancers are found through the networks that place them (Storetasker places Shopify developers).
    expect(domains(freelancers).slice(0, 2)).toContain("storetasker.com");
    // Freelancers, networks, or a small firm listed first in a freelance category (HeyCarson fixes
    // Shopify stores task by task): the category it is listed in counts as its kind.
    const freelanceKinds = await database.db.execute<{ kind: string; group: string | null }>(sql`
      select c.kind, g."group" from companies c
      left join company_categories cc on cc.company_id = c.id and cc.is_primary
      left join categories g on g.id = cc.category_id
      where c.id = any(${sql.param(freelancers.results.map((result) => result.id))}::int[])`);
    expect(
      freelanceKinds.rows.every(
        (row) => row.kind === "freelance" || row.kind === "network" || row.group === "freelance",
      ),
    ).toBe(true);
    expect(freelanceKinds.rows.some((row) => row.kind === "software")).toBe(false);
  });

  it("returns nothing, honestly, for a question the catalog cannot answer", async () => {
    const body = await search("qqqzzz xyzzyplugh");
    expect(body.results).toEqual([]);
    expect(body.total).toBe(0);
    expect(body.summary).toContain("Nothing in the catalog matched");
  });
});

describe("discovery search reads the catalog's facts (issue #16)", () => {
  type FactBody = SearchBody & {
    interpretation: SearchBody["interpretation"] & {
      priceCap: { amount: number; currency: string; unit: string } | null;
      pricingModels: string[];
      features: string[];
      integrations: { id: number; name: string }[];
      region: string | null;
    };
    chips: { label: string; token: string }[];
    compareUrl: string | null;
  };
  const factSearch = async (q: string) => (await search(q)) as FactBody;

  it("reads a price ceiling and ranks companies whose price facts meet it first, citing them", async () => {
    const body = await factSearch("help desk under $100 a month");
    expect(body.interpretation.priceCap).toEqual({ amount: 100, currency: "USD", unit: "month" });
    expect(body.interpretation.keywords).toEqual([]);
    const top = body.results.slice(0, 3);
    const facts = await database.db.execute<{
      id: number;
      free_plan: boolean | null;
      pricing_model: string | null;
      cost_band: string | null;
    }>(
      sql`select id, free_plan, pricing_model, cost_band from companies where id = any(${sql.param(top.map((result) => result.id))}::int[])`,
    );
    for (const row of facts.rows) {
      const meets =
        row.free_plan === true ||
        row.pricing_model === "free" ||
        row.pricing_model === "freemium" ||
        row.cost_band === "under-100";
      expect(meets, `company ${row.id}`).toBe(true);
    }
    expect(top[0]?.matchReason).toMatch(/free plan|typical cost under \$100\/month/);
    expect(body.summary).toContain("under $100 a month");
  });

  it("reads pricing models said in words", async () => {
    const body = await factSearch("payment gateway with no monthly fee, just per-transaction pricing");
    expect(body.interpretation.pricingModels[0]).toBe("transaction-fee");
    expect(body.results.slice(0, 5).every((result) => result.pricingModel === "transaction-fee")).toBe(true);
    expect(body.results[0]?.matchReason).toContain("priced as percent of revenue or transactions");
  });

  it("reads integrations from the catalog's integration facts, both ways, and cites them", async () => {
    const body = await factSearch("returns app that integrates with Gorgias");
    expect(body.interpretation.integrations.map((company) => company.name)).toEqual(["Gorgias"]);
    expect(body.results[0]?.domain).toBe("loopreturns.com");
    expect(body.results[0]?.matchReason).toContain("integrates with Gorgias");
    // A loose "to Xero" names an integration hub; the companies that sync with it come first.
    const xero = await factSearch("sync my store's sales to Xero");
    expect(xero.interpretation.integrations.map((company) => company.name)).toEqual(["Xero"]);
    const partners = await database.db.execute<{ id: number }>(sql`
      select i.partner_id as id from company_integrations i join companies x on x.id = i.company_id where x.name = 'Xero'
      union select i.company_id from company_integrations i join companies x on x.id = i.partner_id where x.name = 'Xero'`);
    const partnerIds = new Set(partners.rows.map((row) => row.id));
    expect(xero.results.slice(0, 5).every((result) => partnerIds.has(result.id))).toBe(true);
    // "for Shopify" stays a platform, never an integration.
    expect((await factSearch("email marketing for shopify")).interpretation.integrations).toEqual([]);
  });

  it("reads features and their categories from the taxonomy and its synonyms", async () => {
    const body = await factSearch("see where visitors click on my product pages");
    expect(body.interpretation.features).toEqual(["heatmaps"]);
    expect(domains(body).slice(0, 5)).toContain("hotjar.com");
    expect(body.results[0]?.matchReason).toContain("offers heatmaps");
    const replay = await factSearch("session replay tool");
    expect(replay.results[0]?.primaryCategory?.slug).toBe("cro-page-builders");
  });

  it("counts a feature that is part of the one asked for, below the whole, and says which part", async () => {
    // Link My Books reconciles marketplace payouts into Xero or QuickBooks: part of bookkeeping (catalog/features).
    const body = await factSearch("bookkeeping for an amazon seller");
    expect(body.interpretation.features).toEqual(["bookkeeping"]);
    const linkMyBooks = body.results.find((result) => result.domain === "linkmybooks.com");
    expect(linkMyBooks?.matchReason).toContain("offers payout reconciliation (part of bookkeeping)");
    // A tool tagged with bookkeeping itself is cited for it, and is not said to have only a part.
    const finaloop = body.results.find((result) => result.domain === "finaloop.com");
    expect(finaloop?.matchReason).toContain("offers bookkeeping");
    expect(finaloop?.matchReason).not.toContain("part of");
    // Without the link the part would count for nothing: a financing provider with the Amazon platform fact
    // (Wayflyer) would sit above it.
    expectBefore(domains(body), "linkmybooks.com", "wayflyer.com");
  });

  it("ranks first the companies that say they are what is asked for, and those whose description addresses the brand size", async () => {
    // The query's head ("sms marketing") and its brand size: a tool that describes itself for large
    // or mid-market retailers answers an 8-figure brand, with the words quoted in its reason.
    const sms = await factSearch("sms marketing for 8-figure brands");
    expect(domains(sms).slice(0, 3)).toEqual(expect.arrayContaining(["attentive.com", "tatango.com"]));
    const tatango = sms.results.find((result) => result.domain === "tatango.com");
    expect(tatango?.matchReason).toContain("its description says “large”");
    // Every shipping tool offers branded tracking pages; the ones whose description leads with
    // branded tracking come before the label printers.
    const tracking = await factSearch("branded order tracking page");
    expect(domains(tracking).slice(0, 3)).toEqual(expect.arrayContaining(["gomalomo.com", "aftership.com"]));
    expect(domains(tracking).slice(0, 4)).not.toContain("shipbob.com");
  });

  it("takes what a company costs as evidence of the brand sizes it serves, and says so", async () => {
    // SpurIT lists no brand sizes and has no reviews; its typical cost (under $100 a month) is the evidence.
    const body = await factSearch("subscription app for a startup");
    expect(body.interpretation.brandSize).toBe("startup");
    const spurit = body.results.find((result) => result.domain === "spur-i-t.com");
    expect(spurit?.matchReason).toContain("typical cost under $100/month");
    // Without it, a subscription tool that says nothing of size or cost would sit above it.
    expectBefore(domains(body), "spur-i-t.com", "subscribepro.com");
    // For the largest brands it reads the other way: over $1,000 a month is evidence for, under $100 against
    // (neither lists the sizes it serves nor says them in its description).
    const enterprise = await factSearch("enterprise customer data platform with email and push");
    expect(enterprise.interpretation.brandSize).toBe("nineFiguresPlus");
    const optimove = enterprise.results.find((result) => result.domain === "optimove.com");
    expect(optimove?.matchReason).toContain("typical cost over $1,000/month");
    // The same question without a size: asking for the largest brands moves Optimove (over $1,000) up and OneSignal
    // (under $100, a free tier) down. (Their order once rested on a company whose name is close to "push".)
    const unsized = domains(await factSearch("customer data platform with email and push"));
    const sized = domains(enterprise);
    expect(sized.indexOf("optimove.com")).toBeGreaterThanOrEqual(0);
    expect(sized.indexOf("optimove.com")).toBeLessThan(unsized.indexOf("optimove.com"));
    expect(unsized.indexOf("onesignal.com")).toBeGreaterThanOrEqual(0);
    expect(sized.indexOf("onesignal.com")).toBeGreaterThan(unsized.indexOf("onesignal.com"));
    expect(enterprise.results.some((result) => result.matchReason.includes("under $100"))).toBe(false);
    // Sizes between say nothing by cost.
    const mid = await factSearch("subscription app for a 7-figure brand");
    expect(mid.results.some((result) => result.matchReason.includes("typical cost"))).toBe(false);
  });

  it("reads a region: companies whose facts list it first, then those based there, each citing why", async () => {
    const reviews = await factSearch("reviews app for europe");
    expect(reviews.interpretation.region).toBe("europe");
    expect(reviews.chips).toContainEqual({ label: "Serves Europe", token: "region" });
    const listed = await database.db.execute<{ domain: string }>(sql`
      select c.domain from companies c join company_categories cc on cc.company_id = c.id and cc.is_primary
      join categories k on k.id = cc.category_id where k.slug = 'reviews-ugc' and 'europe' = any(c.regions)`);
    expect(listed.rows.length).toBeGreaterThanOrEqual(3);
    const top = reviews.results.slice(0, 6);
    // Every company whose facts say it serves Europe is in the first six, and says so.
    for (const { domain } of listed.rows) {
      expect(top.find((result) => result.domain === domain)?.matchReason, domain).toContain("serves Europe");
    }
    // Without a regions fact, the headquarters is the evidence cited ("based in Amsterdam, Netherlands").
    const payments = await factSearch("payment gateway for europe");
    const first = payments.results.slice(0, 3);
    expect(first.map((result) => result.domain)).toEqual(expect.arrayContaining(["mollie.com", "adyen.com"]));
    expect(first.find((result) => result.domain === "mollie.com")?.matchReason).toContain(
      "based in Amsterdam, Netherlands",
    );
    // The chip removes it: no region, no region reasons.
    const wide = (await search("payment gateway for europe", "&without=region")) as typeof payments;
    expect(wide.interpretation.region).toBeNull();
    expect(wide.results.some((result) => /based in|serves Europe/.test(result.matchReason))).toBe(false);
  });

  it("reads 'set up my first shop' as store platforms and a platform agency as builders on it", async () => {
    for (const query of ["set up my first shop", "build and launch an online store"]) {
      const body = await factSearch(query);
      expect(
        body.interpretation.categories.map((category) => category.slug),
        query,
      ).toEqual(["ecommerce-platforms"]);
      expect(domains(body).slice(0, 3), query).toContain("shopify.com");
    }
    const magento = await factSearch("Magento agency");
    expect(magento.total).toBeGreaterThan(3);
    expect(magento.results.slice(0, 5).every((result) => result.platforms.includes("magento"))).toBe(true);
    const kinds = await database.db.execute<{ kind: string }>(
      sql`select distinct kind from companies where id = any(${sql.param(magento.results.map((result) => result.id))}::int[])`,
    );
    expect(kinds.rows.map((row) => row.kind)).toEqual(["agency"]);
  });

  it("offers the successor of an acquired product asked to be replaced, and links 'X vs Y' to the compare page", async () => {
    const swell = await factSearch("alternative to Swell Rewards");
    const yotpo = swell.results.find((result) => result.domain === "yotpo.com");
    expect(yotpo?.matchReason).toContain("what Swell Rewards became");
    expect(domains(swell).indexOf("yotpo.com")).toBeLessThan(3);
    const versus = await factSearch("Gorgias vs Zendesk");
    expect(versus.compareUrl).toBe("/compare/gorgias-vs-zendesk");
    expect((await factSearch("helpdesk")).compareUrl).toBeNull();
    const page = await (await createClient(app).request("/search-results?q=Gorgias%20vs%20Zendesk")).text();
    expect(page).toContain('href="/compare/gorgias-vs-zendesk"');
  });

  it("stops when relevance drops instead of padding the list", async () => {
    const body = await factSearch("fraud protection with a chargeback guarantee");
    const categoryOf = await database.db.execute<{ id: number }>(sql`
      select cc.company_id as id from company_categories cc join categories c on c.id = cc.category_id where c.slug = 'fraud-chargebacks'`);
    const inCategory = new Set(categoryOf.rows.map((row) => row.id));
    expect(body.results.every((result) => inCategory.has(result.id))).toBe(true);
    expect(body.total).toBeLessThan(inCategory.size);
    const scores = body.results.map((result) => result.score);
    expect(Math.min(...scores)).toBeGreaterThanOrEqual((scores[0] ?? 0) * 0.4);
  });
});

describe("discovery search reads the leading companies' own text (decision 115)", () => {
  const slugsOf = (body: SearchBody) => body.interpretation.categories.map((category) => category.slug);

  it("reads a generic category word as the category the rest of the question names", async () => {
    // "Financing" names Accounting by its words, but lenders' companies say it more, and "lease to own" is theirs.
    const lease = await search("lease to own financing for shoppers with bad credit");
    expect(slugsOf(lease)).toEqual(["buy-now-pay-later"]);
    expect(lease.results[0]?.domain).toBe("katapult.com");
    expect(lease.results.slice(0, 5).every((result) => result.primaryCategory?.slug === "buy-now-pay-later")).toBe(
      true,
    );
    // Of two categories read alike, the one the leftover words' companies say ("split": lenders) is asked.
    const split = await search("split payments into installments at checkout");
    expect(slugsOf(split)).toEqual(["buy-now-pay-later"]);
    const lenders = split.results.slice(0, 5).filter((result) => result.primaryCategory?.slug === "buy-now-pay-later");
    expect(split.results[0]?.primaryCategory?.slug).toBe("buy-now-pay-later");
    expect(lenders.length).toBeGreaterThanOrEqual(4);
  });

  it("reads no company comparison in 'X or other Y', and what a service word hands over as asked", async () => {
    const interim = await search("interim coo or other interim exec for a few months");
    expect(interim.interpretation.compared).toEqual([]);
    const outsourced = (await search("outsource our email marketing")) as SearchBody & {
      interpretation: { kind: string | null };
    };
    expect(slugsOf(outsourced)).toEqual(["email-marketing-agencies"]);
    expect(outsourced.interpretation.kind).toBe("agency");
  });
});

describe("discovery search: facets, sponsored results, API errors and the search log", () => {
  it("drops a removed facet and widens the results", async () => {
    const narrow = await search("reviews app for woocommerce");
    const wide = await search("reviews app for woocommerce", "&without=platform:woocommerce");
    expect(wide.interpretation.platforms).toEqual([]);
    expect(wide.results.some((result) => result.matchReason.includes("WooCommerce"))).toBe(false);
    expect(narrow.results.some((result) => result.matchReason.includes("WooCommerce"))).toBe(true);
    const noCategory = await search("helpdesk", "&without=category:customer-support");
    expect(noCategory.interpretation.categories).toEqual([]);
  });

  it("shows at most 3 sponsored companies, only for their category, labelled, without changing the ranking", async () => {
    const before = await search("email marketing");
    expect(before.sponsored).toEqual([]);
    await database.db.execute(
      sql`update companies set is_sponsored = true where domain in ('omnisend.com', 'drip.com', 'privy.com', 'sendlane.com', 'gorgias.com')`,
    );
    try {
      const after = await search("email marketing");
      expect(after.sponsored.length).toBe(3);
      for (const sponsored of after.sponsored) expect(sponsored.matchReason).toMatch(/^Sponsored · /);
      expect(after.sponsored.map((company) => company.name)).not.toContain("Gorgias");
      expect(after.results.map((result) => result.id)).toEqual(before.results.map((result) => result.id));
      const support = await search("helpdesk");
      expect(support.sponsored.map((company) => company.name)).toEqual(["Gorgias"]);
      expect((await search("klavio")).sponsored).toEqual([]);
    } finally {
      await database.db.execute(sql`update companies set is_sponsored = false`);
    }
  });

  it("answers bad input with a 400 and a clear message", async () => {
    const client = createClient(app);
    const cases: [string, RegExp][] = [
      [`/api/v1/search?q=${"a".repeat(501)}`, /at most 500 characters/],
      ["/api/v1/search?q=email%07marketing", /control characters/],
      ["/api/v1/search?q=email&limit=0", /limit must be a whole number from 1 to 50/],
      ["/api/v1/search?q=email&limit=abc", /limit must be a whole number from 1 to 50/],
      ["/api/v1/search?q=%20%20", /Enter something to search for/],
      ["/api/v1/search", /Enter something to search for|required/],
    ];
    for (const [path, message] of cases) {
      const response = await client.request(path);
      expect(response.status, path).toBe(400);
      const body = await response.json();
      expect(body.error.message, path).toMatch(message);
    }
    const limited = await search("email marketing", "&limit=2");
    expect(limited.results.length).toBe(2);
  });

  it("logs each search without personal data, with its result count and the first clicked result", async () => {
    const body = await search("Loyalty program for shopify");
    const logged = await database.db.execute<{
      query: string;
      result_count: number;
      source: string;
      interpretation: { categories: { slug: string }[] };
      clicked_company_id: number | null;
    }>(sql`select * from search_queries where id = ${body.searchId}`);
    const row = logged.rows[0];
    expect(row?.query).toBe("Loyalty program for shopify");
    expect(row?.result_count).toBe(body.total);
    expect(row?.source).toBe("api");
    expect(row?.interpretation.categories.map((category) => category.slug)).toEqual(["loyalty-referrals"]);
    expect(Object.keys(row ?? {}).some((column) => /user|ip|session|email/.test(column))).toBe(false);

    const client = createClient(app);
    const first = body.results[1];
    const click = await client.postJson("/api/v1/search/clicks", {
      searchId: body.searchId,
      companyId: first?.id,
      rank: 2,
    });
    expect(await click.json()).toEqual({ recorded: true });
    const again = await client.postJson("/api/v1/search/clicks", {
      searchId: body.searchId,
      companyId: body.results[0]?.id,
      rank: 1,
    });
    expect(await again.json()).toEqual({ recorded: false });
    const clicked = await database.db.execute<{ clicked_company_id: number; clicked_rank: number }>(
      sql`select clicked_company_id, clicked_rank from search_queries where id = ${body.searchId}`,
    );
    expect(clicked.rows[0]).toEqual({ clicked_company_id: first?.id, clicked_rank: 2 });
    const bad = await client.postJson("/api/v1/search/clicks", { searchId: "not-a-uuid", companyId: 1, rank: 1 });
    expect(bad.status).toBe(422);

    const zero = await search("qqqzzz nothing here");
    const zeroRow = await database.db.execute<{ result_count: number }>(
      sql`select result_count from search_queries where id = ${zero.searchId}`,
    );
    expect(zeroRow.rows[0]?.result_count).toBe(0);
  });

  it("renders the results page on the server: summary, removable chips, results, empty and no-query states", async () => {
    const client = createClient(app);
    const page = await client.request("/search-results?q=helpdesk%20for%20shopify%20plus");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<title>Search results for “helpdesk for shopify plus” | OperatorStack</title>");
    expect(html).toContain("What we understood");
    expect(html).toContain('aria-label="Remove filter: Customer Support &amp; Helpdesk"');
    expect(html).toContain("/search-results?q=helpdesk+for+shopify+plus&amp;without=platform%3Ashopify-plus");
    expect(html).toContain("More Great Options");
    expect(html).toContain("Gorgias");
    expect(html).toContain('href="/search-with-ai"');

    const none = await (await client.request("/search-results?q=qqqzzz%20xyzzyplugh")).text();
    expect(none).toContain("No results found. Try refining your search or using different keywords.");
    expect(none).toContain("Try Another Search");
    const missing = await (await client.request("/search-results")).text();
    expect(missing).toContain("No search query provided.");
    const blank = await (await client.request("/search-results?q=%20%20")).text();
    expect(blank).toContain("No search query provided.");
    const tooLong = await client.request(`/search-results?q=${"a".repeat(501)}`);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("Search text must be at most 500 characters");

    const discover = await (await client.request("/search-with-ai?q=free%20reviews%20app")).text();
    expect(discover).toContain("How AI Search Works");
    expect(discover).toMatch(/<textarea[^>]*name="q"[^>]*>free reviews app<\/textarea>/);
    expect(discover).toContain('href="/write-review"');
  });
});

describe("discovery search on arbitrary input", () => {
  it("answers every query with results or a 400, never a server error", async () => {
    const client = createClient(app);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 520 }),
          fc.constantFrom(
            "' or 1=1 --",
            "%_\\",
            "<script>alert(1)</script>",
            "a".repeat(501),
            "klaviyo vs",
            "vs vs vs",
            "alternative to",
          ),
        ),
        async (q) => {
          const response = await client.request(`/api/v1/search?q=${encodeURIComponent(q)}&limit=5`);
          expect([200, 400]).toContain(response.status);
          const body = await response.json();
          if (response.status === 200) expect(Array.isArray(body.results)).toBe(true);
          else expect(typeof body.error.message).toBe("string");
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe("discovery search with a language model (a local OpenAI-compatible stub)", () => {
  let reply: (request: { messages: { content: string }[] }) => StubReply = () => ({ kind: "status", status: 500 });
  let stub: Awaited<ReturnType<typeof startOpenAiStub>>;
  let modelApp: Awaited<ReturnType<typeof createTestApp>>["app"];

  beforeAll(async () => {
    stub = await startOpenAiStub((request) => reply(request));
    ({ app: modelApp } = await createTestApp(database, {
      AI_BASE_URL: stub.baseUrl,
      AI_API_KEY: "test-key",
      AI_MODEL: "stub-model",
      AI_TIMEOUT_MS: "500",
    }));
  });
  afterAll(async () => {
    await stub?.close();
  });

  async function modelSearch(q: string) {
    clearModelUnderstandingCache();
    const response = await createClient(modelApp).request(`/api/v1/search?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    return (await response.json()) as SearchBody;
  }

  const facets = {
    categories: ["customer-support"],
    brandSize: "eightFigures",
    platforms: ["shopify-plus"],
    priceSensitivity: null,
    kind: "software",
    alternativeTo: ["Zendesk"],
    compare: [],
    integrations: [],
    keywords: [],
    intentSummary: "A support desk to replace Zendesk for a large Shopify Plus brand.",
  };

  it("uses the model's facets, validated against the catalog, and its summary", async () => {
    reply = () => ({ kind: "json", content: facets });
    const body = await modelSearch("we are outgrowing zendesk, need something for our big shopify plus store");
    expect(body.interpretation.understoodBy).toBe("model");
    expect(body.interpretation.categories.map((category) => category.slug)).toEqual(["customer-support"]);
    expect(body.interpretation.excluded.map((company) => company.name)).toEqual(["Zendesk"]);
    expect(body.interpretation.brandSize).toBe("eightFigures");
    expect(body.summary).toMatch(/^A support desk to replace Zendesk/);
    expect(domains(body)).not.toContain("zendesk.com");
    expect(stub.requests.at(-1)?.model).toBe("stub-model");
  });

  it("falls back to the built-in reading on malformed output, invented facets, errors and timeouts", async () => {
    const cases: StubReply[] = [
      { kind: "text", content: "Sure! You want a helpdesk." },
      { kind: "json", content: { ...facets, categories: ["not-a-category"] } },
      { kind: "json", content: { categories: ["customer-support"] } },
      { kind: "status", status: 500 },
      { kind: "hang" },
    ];
    for (const answer of cases) {
      reply = () => answer;
      const body = await modelSearch("helpdesk for shopify plus");
      expect(body.interpretation.understoodBy, JSON.stringify(answer)).toBe("built-in");
      expect(body.interpretation.categories.map((category) => category.slug)).toEqual(["customer-support"]);
      expect(body.results.length).toBeGreaterThan(0);
    }
  });
});
