import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { suggest } from "#server/catalog/suggest.ts";
import { createReview } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient, signedUpClient } from "#tests/support/test-app.ts";

const { database, app } = prepareTestApp();
beforeAll(async () => {
  await database.db.execute(sql`
    insert into categories (name, slug, "group", sort_order) values ('Test Widgets', 'test-widgets', 'saas', 99)`);
  const category = await database.db.execute<{ id: number }>(
    sql`select id from categories where slug = 'test-widgets'`,
  );
  const categoryId = category.rows[0]?.id;
  // 30 companies: 2 AI-discovered, the rest named Widget 01..28.
  for (let index = 1; index <= 30; index++) {
    const isAi = index > 28;
    const name = isAi ? `Zeta AI Widget ${index}` : `Widget ${String(index).padStart(2, "0")}`;
    const created = new Date(Date.UTC(2025, 0, index));
    const inserted = await database.db.execute<{ id: number }>(sql`
      insert into companies (name, slug, domain, is_ai_generated, ai_source, created_at)
      values (${name}, ${`widget-${index}`}, ${`widget-${index}.example`}, ${isAi}, ${isAi ? "built-in discovery" : null}, ${created})
      returning id`);
    await database.db.execute(
      sql`insert into company_categories (company_id, category_id, is_primary) values (${inserted.rows[0]?.id}, ${categoryId}, true)`,
    );
    // Reviews: Widget 07 has the most (8 × 4 stars), Widget 05 the best rating from enough (6 × 5), Widget 10 a
    // perfect rating from too few to lead "Highest rated" (3 × 5).
    const ratings: Record<number, number[]> = { 5: Array(6).fill(5), 7: Array(8).fill(4), 10: Array(3).fill(5) };
    for (const rating of ratings[index] ?? []) {
      await createReview(database.db, { companyId: inserted.rows[0]?.id ?? 0, rating });
    }
  }
});

describe("category page and API", () => {
  it("sorts featured (by market presence; companies not yet scored by reviews), by name, and newest first", async () => {
    const client = createClient(app);
    const featured = await (await client.request("/api/v1/categories/test-widgets/companies?limit=4")).json();
    expect(featured.companies.map((company: { name: string }) => company.name)).toEqual([
      "Widget 07",
      "Widget 05",
      "Widget 10",
      "Widget 01",
    ]);
    const byName = await (await client.request("/api/v1/categories/test-widgets/companies?sort=name&limit=2")).json();
    expect(byName.companies.map((company: { name: string }) => company.name)).toEqual(["Widget 01", "Widget 02"]);
    const newest = await (await client.request("/api/v1/categories/test-widgets/companies?sort=newest&limit=1")).json();
    expect(newest.companies[0].name).toBe("Zeta AI Widget 30");
    expect(featured.total).toBe(30);
  });

  it("sorts by highest rated (from 5 reviews, said on the page) and by most reviewed", async () => {
    const client = createClient(app);
    const names = async (sort: string) =>
      (
        (await (await client.request(`/api/v1/categories/test-widgets/companies?sort=${sort}&limit=4`)).json()) as {
          companies: { name: string }[];
        }
      ).companies.map((company) => company.name);
    // Widget 10's three 5-star reviews are too few to lead: companies with 5 or more come first.
    expect(await names("rating")).toEqual(["Widget 05", "Widget 07", "Widget 10", "Widget 01"]);
    expect(await names("reviews")).toEqual(["Widget 07", "Widget 05", "Widget 10", "Widget 01"]);
    const page = await (await client.request("/categories/test-widgets?sort=rating")).text();
    expect(page).toContain("Highest rated lists companies with at least 5 reviews first");
    expect(page).toContain('<option value="reviews">Most reviewed</option>');
  });

  it("sorts names as people read them, not by byte order", async () => {
    const client = createClient(app);
    const page = (await (
      await client.request("/api/v1/categories/email-marketing/companies?sort=name&limit=100")
    ).json()) as { companies: { name: string }[] };
    const order = page.companies.map((company) => company.name);
    expect(order.indexOf("ActiveCampaign")).toBeLessThan(order.indexOf("AWeber"));
    expect(order.indexOf("Mailchimp")).toBeLessThan(order.indexOf("MailPoet"));
  });

  it("pages with an opaque cursor through every company once", async () => {
    const client = createClient(app);
    const names: string[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page: { companies: { name: string }[]; nextCursor: string | null } = await (
        await client.request(
          `/api/v1/categories/test-widgets/companies?sort=name&limit=7${cursor ? `&cursor=${cursor}` : ""}`,
        )
      ).json();
      names.push(...page.companies.map((company) => company.name));
      cursor = page.nextCursor;
    }
    expect(names).toHaveLength(30);
    expect(new Set(names).size).toBe(30);
  });

  it("renders the page with a New badge, a count and server-side pagination", async () => {
    const client = createClient(app);
    const first = await (await client.request("/categories/test-widgets?sort=newest")).text();
    expect(first).toContain("30 companies");
    expect(first).toContain("Zeta AI Widget 29");
    expect(first).toMatch(/Zeta AI Widget 29<span[^>]*>New<\/span>/);
    expect(first).toContain('aria-label="Page 2"');
    const second = await (await client.request("/categories/test-widgets?page=2&sort=name")).text();
    expect(second).toContain("Widget 25");
    expect(second.includes("Widget 01<")).toBe(false);
    expect((await client.request("/categories/test-widgets?sort=sideways")).status).toBe(400);
  });

  it("hides AI-generated companies from users who turned them off", async () => {
    const client = await signedUpClient(app, { firstName: "No", lastName: "Ai", password: "password for no ai" });
    await client.request("/api/v1/preferences", {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ showAiGeneratedCompanies: false }),
    });
    const page = await (await client.request("/categories/test-widgets")).text();
    expect(page).toContain("28 companies");
    expect(page.includes("Zeta AI Widget")).toBe(false);
    const suggestions = await (await client.request("/api/v1/suggest?q=zeta")).json();
    expect(suggestions.tools).toEqual([]);
  });

  it("says so when a category has no companies, and 404s an unknown one", async () => {
    await database.db.execute(
      sql`insert into categories (name, slug, "group") values ('Empty Shelf', 'empty-shelf', 'agency')`,
    );
    const client = createClient(app);
    expect(await (await client.request("/categories/empty-shelf")).text()).toContain(
      "No companies found in this category yet.",
    );
    const missing = await client.request("/api/v1/categories/nope/companies");
    expect(missing.status).toBe(404);
  });
});

describe("hero search suggestions", () => {
  it("needs two characters, returns at most 3 categories and 5 tools, name prefixes first", async () => {
    expect(await suggest(database.db, "k", { showAiGeneratedCompanies: true })).toEqual({ categories: [], tools: [] });
    const widgets = await suggest(database.db, "widget", { showAiGeneratedCompanies: true });
    expect(widgets.tools).toHaveLength(5);
    expect(widgets.categories[0]?.slug).toBe("test-widgets"); // name matches before description matches
    const klaviyo = await suggest(database.db, "KLAV", { showAiGeneratedCompanies: true });
    expect(klaviyo.tools[0]?.name).toBe("Klaviyo");
    const byDescription = await suggest(database.db, "subscriber", { showAiGeneratedCompanies: true });
    expect(byDescription.categories.map((category) => category.slug)).toContain("email-marketing");
    expect(
      (await suggest(database.db, "mark", { showAiGeneratedCompanies: true })).categories.length,
    ).toBeLessThanOrEqual(3);
    // Two characters match the start of a name (an index range), not anywhere in it (a scan of every name):
    // "om" starts two names and sits inside dozens ("Bloomreach"), which are not suggested for it.
    const twoLetters = await suggest(database.db, "Om", { showAiGeneratedCompanies: true });
    expect(twoLetters.tools.map((tool) => tool.name)).toContain("Omnisend");
    for (const tool of twoLetters.tools) {
      expect(tool.name.toLowerCase().startsWith("om") || tool.category?.toLowerCase().includes("om"), tool.name).toBe(
        true,
      );
    }
    const inside = await database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from companies where name ilike '_%om%' and name not ilike 'om%'`,
    );
    expect(inside.rows[0]?.count).toBeGreaterThan(5);
    const wildcard = await suggest(database.db, "%_", { showAiGeneratedCompanies: true });
    expect(wildcard).toEqual({ categories: [], tools: [] });
  });

  it("orders equally good name matches by review count", async () => {
    const widgetTwo = await database.db.execute<{ id: number }>(sql`select id from companies where slug = 'widget-2'`);
    const companyId = widgetTwo.rows[0]?.id ?? 0;
    // More reviews than any other widget (Widget 07 has 8).
    for (let count = 0; count < 9; count++) await createReview(database.db, { companyId });
    const result = await suggest(database.db, "Widget", { showAiGeneratedCompanies: true });
    expect(result.tools[0]?.name).toBe("Widget 02");
  });
});

describe("categories page", () => {
  it("filters on the server too, for browsers without JavaScript", async () => {
    const html = await (await createClient(app).request("/categories?q=returns")).text();
    expect(html).toContain("Returns &amp; Exchanges");
    expect(html.includes("Email Marketing</span>")).toBe(false);
  });
});

describe("search engines", () => {
  it("serves robots.txt with the sitemap and a sitemap index whose files list every company", async () => {
    const client = createClient(app);
    const robots = await (await client.request("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    const index = await (await client.request("/sitemap.xml")).text();
    expect(index).toContain("<sitemapindex");
    expect(index).toContain("http://localhost:3000/sitemaps/companies-0.xml");
    const companies = await (await client.request("/sitemaps/companies-0.xml")).text();
    const total = await database.db.execute<{ total: number }>(sql`select count(*)::int as total from companies`);
    expect(companies.match(/<loc>http:\/\/localhost:3000\/company\/[a-z0-9-]+<\/loc>/g)?.length).toBe(
      total.rows[0]?.total,
    );
    const pages = await (await client.request("/sitemaps/pages.xml")).text();
    expect(pages).toContain("http://localhost:3000/categories/email-marketing");
    expect((await client.request("/sitemaps/nothing-1.xml")).status).toBe(404);
  });
});
