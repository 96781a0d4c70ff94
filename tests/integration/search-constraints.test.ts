import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient } from "#tests/support/test-app.ts";

// Constraints kept, not nudged (issue #38): an understood platform, kind, free plan, price ceiling or
// integration is a filter on the first results. Companies that meet every one come first; the rest
// follow only with what they miss; "no exact matches" is said when none meets them. Checked against
// the stored facts, from outside over HTTP.

type Constraint = { kind: string; label: string; missing: string };
type SearchBody = {
  interpretation: { categories: { slug: string }[]; integrations: { id: number; name: string }[] };
  results: { id: number; name: string; missing: string[] }[];
  constraints: { asked: Constraint[]; exactMatches: number; note: string | null };
  total: number;
};

const { database, app } = prepareTestApp();

async function search(q: string) {
  const response = await createClient(app).request(`/api/v1/search?q=${encodeURIComponent(q)}&limit=50`);
  expect(response.status).toBe(200);
  return (await response.json()) as SearchBody;
}

type Facts = {
  id: number;
  kind: string;
  platforms: string[];
  free_plan: boolean | null;
  pricing_model: string | null;
  cost_band: string | null;
  starting_price_amount: string | null;
  starting_price_currency: string | null;
  starting_price_unit: string | null;
  categories: string[];
  partners: number[];
};

async function factsOf(ids: number[]) {
  const result = await database.db.execute<Facts>(sql`
    select c.id, c.kind, c.platforms, c.free_plan, c.pricing_model, c.cost_band,
      c.starting_price_amount, c.starting_price_currency, c.starting_price_unit,
      array(select k.slug from company_categories cc join categories k on k.id = cc.category_id
        where cc.company_id = c.id) as categories,
      array(select i.partner_id from company_integrations i where i.company_id = c.id
        union select i.company_id from company_integrations i where i.partner_id = c.id) as partners
    from companies c where c.id = any(${sql.param(ids)}::int[])`);
  return new Map(result.rows.map((row) => [row.id, row]));
}

/** The first `exactMatches` results meet `meets`; every later one misses something and says what. */
async function expectKept(body: SearchBody, kind: string, meets: (facts: Facts) => boolean) {
  const asked = body.constraints.asked.find((constraint) => constraint.kind === kind);
  expect(asked, `a ${kind} constraint is understood`).toBeDefined();
  const facts = await factsOf(body.results.map((result) => result.id));
  const exact = body.results.slice(0, body.constraints.exactMatches);
  const rest = body.results.slice(body.constraints.exactMatches);
  for (const result of exact) {
    expect(meets(facts.get(result.id) as Facts), `${result.name} meets ${kind}`).toBe(true);
    expect(result.missing).toEqual([]);
  }
  for (const result of rest) {
    expect(result.missing.length, `${result.name} says what it misses`).toBeGreaterThan(0);
    const row = facts.get(result.id) as Facts;
    if (!meets(row)) expect(result.missing).toContain(asked?.missing);
  }
  if (body.constraints.exactMatches === 0) expect(body.constraints.note).toMatch(/^No exact matches/);
  return { exact, rest, asked: asked as Constraint };
}

describe("search keeps understood constraints as filters on the first results", () => {
  it("platform and price ceiling: WooCommerce subscription apps under $100 a month first, the rest under what they miss", async () => {
    const body = await search("subscription app for WooCommerce with a customer portal under $100 a month");
    const { exact, rest, asked } = await expectKept(body, "platform", (facts) =>
      facts.platforms.includes("woocommerce"),
    );
    expect(asked.missing).toBe("Not listed for WooCommerce");
    const priceCap = body.constraints.asked.find((constraint) => constraint.kind === "priceCap");
    expect(priceCap?.missing).toBe("No price under $100 a month listed");
    expect(exact.length + rest.length).toBeGreaterThan(0);
    const facts = await factsOf(exact.map((result) => result.id));
    for (const result of exact) expect(facts.get(result.id)?.categories).toContain("subscriptions");
  });

  it("free plan: a free reviews app lists a free plan, or says it lists none", async () => {
    const body = await search("free reviews app");
    const { exact, asked } = await expectKept(
      body,
      "freePlan",
      (facts) =>
        facts.free_plan === true ||
        (facts.free_plan !== false && (facts.pricing_model === "free" || facts.pricing_model === "freemium")),
    );
    expect(asked.missing).toBe("No free plan listed");
    expect(exact.length).toBeGreaterThan(0);
  });

  it("price ceiling: a help desk under $100 a month meets it by its listed price, free plan or typical cost", async () => {
    const body = await search("help desk under $100 a month");
    const { exact } = await expectKept(body, "priceCap", (facts) => {
      if (facts.free_plan === true || facts.pricing_model === "free" || facts.pricing_model === "freemium") return true;
      if (facts.starting_price_amount !== null && facts.starting_price_currency === "USD") {
        return facts.starting_price_unit === "month" && Number(facts.starting_price_amount) <= 100;
      }
      return facts.cost_band === "under-100";
    });
    expect(exact.length).toBeGreaterThan(0);
  });

  it("kind: a question for software keeps agencies out of the first results", async () => {
    const body = await search("email marketing software for a shopify store");
    await expectKept(body, "kind", (facts) => facts.kind === "software");
  });

  it("integration keeps the asked category: reviews apps that integrate with Klaviyo, not Klaviyo's other partners", async () => {
    const body = await search("reviews app that integrates with Klaviyo");
    const klaviyo = body.interpretation.integrations.find((company) => company.name === "Klaviyo");
    expect(klaviyo).toBeDefined();
    const { exact } = await expectKept(body, "integration", (facts) => facts.partners.includes(klaviyo?.id ?? 0));
    expect(exact.length).toBeGreaterThan(0);
    const { exact: inCategory } = await expectKept(body, "category", (facts) =>
      facts.categories.includes("reviews-ugc"),
    );
    expect(inCategory).toEqual(exact);
    // After the exact matches, the category asked for still comes first: a reviews app that does not list
    // Klaviyo answers the question better than a Klaviyo partner that is no reviews app.
    const categories = await factsOf(body.results.map((result) => result.id));
    const inAskedCategory = body.results.map((result) => categories.get(result.id)?.categories.includes("reviews-ugc"));
    expect(inAskedCategory.indexOf(false), "the first result outside Reviews & UGC").toBeGreaterThan(exact.length);
    expect(inAskedCategory.slice(inAskedCategory.indexOf(false))).not.toContain(true);

    const shipping = await search("shipping app that integrates with Gorgias");
    const gorgias = shipping.interpretation.integrations.find((company) => company.name === "Gorgias");
    const kept = await expectKept(shipping, "integration", (facts) => facts.partners.includes(gorgias?.id ?? 0));
    await expectKept(shipping, "category", (facts) => facts.categories.includes("shipping-fulfilment"));
    const firstTen = await factsOf(kept.exact.slice(0, 10).map((result) => result.id));
    for (const facts of firstTen.values()) expect(facts.categories).toContain("shipping-fulfilment");
  });

  it("says honestly when no company meets everything asked", async () => {
    const body = await search("free subscription app for Wix under $5 a month that integrates with Gorgias");
    expect(body.constraints.asked.length).toBeGreaterThan(1);
    expect(body.constraints.exactMatches).toBe(0);
    expect(body.constraints.note).toMatch(/^No exact matches/);
  });

  it("shows the split on the search page without JavaScript: exact matches, then headings that say what the rest miss", async () => {
    const client = createClient(app);
    const html = await (await client.request("/search-results?q=free%20reviews%20app")).text();
    expect(html).toContain("Matches everything you asked");
    expect(html).toMatch(/<h3[^>]*>No free plan listed<\/h3>/);
    const none = await (
      await client.request(
        `/search-results?q=${encodeURIComponent("free subscription app for Wix under $5 a month that integrates with Gorgias")}`,
      )
    ).text();
    expect(none).toContain("No exact matches");
  });
});
