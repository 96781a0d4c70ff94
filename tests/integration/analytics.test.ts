import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companyIdByDomain, createReview } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient, uniqueEmail } from "#tests/support/test-app.ts";

const adminEmail = uniqueEmail("analyst");
const password = "analyst password 12";
const browser = {
  "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
};

const { database, app, services } = prepareTestApp({ ADMIN_EMAILS: adminEmail });

describe("admin analytics", () => {
  it("shows reviews (operators vs AI), ratings, categories, searches and most viewed companies from SQL aggregates", async () => {
    const klaviyo = await companyIdByDomain(database.db, "klaviyo.com");
    for (const rating of [5, 5, 4, 1]) await createReview(database.db, { companyId: klaviyo, rating });
    await createReview(database.db, { companyId: klaviyo, rating: 4, isAiGenerated: true });
    const visitor = createClient(app);
    for (let view = 0; view < 3; view++) await visitor.request(`/company/${klaviyo}`, { headers: browser });
    await visitor.request(`/company/${klaviyo}`, {
      headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    });
    await visitor.request("/api/v1/search?q=email%20marketing");
    const { searchId } = await (await visitor.request("/api/v1/search?q=email%20marketing")).json();
    await visitor.request("/api/v1/search?q=qqqzzz%20nothing");
    // Two visitors were shown a cached copy of that search's results page, and one chose a result.
    services.activity.repeatSearch(searchId);
    services.activity.repeatSearch(searchId);
    await services.activity.flush();
    await visitor.postJson("/api/v1/search/clicks", { searchId, companyId: klaviyo, rank: 1 });

    const client = createClient(app);
    await client.signUp({ firstName: "Ana", lastName: "Lyst", email: adminEmail, password });
    await services.activity.flush();
    await expect
      .poll(async () => {
        const result = await database.db.execute<{ views: number }>(
          sql`select coalesce(sum(views), 0)::int as views from company_daily_views where company_id = ${klaviyo}`,
        );
        return result.rows[0]?.views;
      })
      .toBe(3);
    const response = await client.request("/admin/analytics");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Reviews per week (operators vs AI)");
    expect(html).toMatch(/Operator reviews<\/p><p[^>]*>4</);
    expect(html).toMatch(/AI reviews<\/p><p[^>]*>1</);
    expect(html).toContain("recharts-wrapper"); // drawn in the browser; the data table is server-rendered
    expect(html).toMatch(/<th scope="row"[^>]*>5 ★<\/th><td[^>]*>2<\/td>/);
    expect(html).toMatch(/<th scope="row"[^>]*>Email Marketing<\/th><td[^>]*>4<\/td>/);
    expect(html).toMatch(/email marketing<\/a><\/td><td[^>]*>4<\/td><td[^>]*>1<\/td>/);
    expect(html).toContain("qqqzzz nothing (1)");
    expect(html).toContain("Klaviyo</a> · 3 views");

    const bad = await client.request("/admin/analytics?from=2026-05-01&to=2026-01-01");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("The start date must be on or before the end date");
    const old = await (await client.request("/admin/analytics?from=2020-01-01&to=2020-03-01")).text();
    expect(old).toContain("No data in this range.");
  });
});
