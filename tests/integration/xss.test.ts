import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createReview } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient, signedInClient, uniqueEmail } from "#tests/support/test-app.ts";

/** Classic stored-XSS payloads: closing tags, event handlers, URLs, SVG, template and JSON breakouts. */
const payloads = [
  `<script>alert("xss-1")</script>`,
  `"><img src=x onerror=alert("xss-2")>`,
  `</script><script>alert("xss-3")</script>`,
  `<svg onload=alert("xss-4")>`,
  `javascript:alert("xss-5")`,
  `<a href="javascript:alert('xss-6')">click</a>`,
  `'><iframe src=javascript:alert("xss-7")>`,
  `\u2028</script><b onmouseover=alert("xss-8")>`,
];

/** No payload may reach the HTML as markup: tags appear only escaped (&lt;…), never raw. */
function expectInert(html: string, where: string) {
  for (const marker of [
    "<script>alert",
    "<img src=x",
    "<svg onload",
    "<iframe src=javascript",
    "<b onmouseover",
    '<a href="javascript:',
  ]) {
    expect(html.includes(marker), `${where}: ${marker}`).toBe(false);
  }
  expect(/href="javascript:/i.test(html), `${where}: javascript: link`).toBe(false);
}

const adminEmail = uniqueEmail("xss-admin");
const password = "xss admin password 1";
let companyId = 0;
const reviewIds: number[] = [];

const { database, app } = prepareTestApp({ ADMIN_EMAILS: adminEmail });
beforeAll(async () => {
  const company = await database.db.execute<{ id: number }>(sql`
    insert into companies (name, slug, domain, description, features, is_community_submitted)
    values (${payloads[0]}, 'xss-company', 'xss-company.example', ${payloads.join(" ")}, ${sql.param(payloads.slice(0, 3))}::text[], true)
    returning id`);
  companyId = company.rows[0]?.id ?? 0;
  const category = await database.db.execute<{ id: number }>(sql`select id from categories where slug = 'returns'`);
  await database.db.execute(
    sql`insert into company_categories (company_id, category_id, is_primary) values (${companyId}, ${category.rows[0]?.id}, true)`,
  );
  for (const payload of payloads) {
    const review = await createReview(database.db, {
      companyId,
      rating: 4,
      title: payload.slice(0, 140),
      content: `${payload} — and more text so the review is long enough to count.`,
      reviewerFirstName: payload.slice(0, 40),
      businessWebsite: "https://brand.example",
    });
    reviewIds.push(review.id);
  }
  const reporter = await database.db.execute<{ id: string }>(
    sql`select user_id as id from reviews where id = ${reviewIds[1]}`,
  );
  await database.db.execute(sql`
    insert into review_reports (review_id, reporter_user_id, reason, note) values (${reviewIds[0]}, ${reporter.rows[0]?.id}, 'spam', ${payloads[1]})`);
  await database.db.execute(
    sql`update expert_reviews set content = ${payloads.join("\n")}, subtitle = ${payloads[3]} where slug = 'postscript'`,
  );
});

describe("stored XSS payloads render inert", () => {
  it("on public pages, JSON-LD, search results and the API", async () => {
    const client = createClient(app);
    const pages = [
      `/company/${companyId}`,
      `/company/${companyId}/reviews`,
      `/review/${reviewIds[0]}`,
      "/categories/returns",
      "/expert-reviews/postscript",
      `/search-results?q=${encodeURIComponent(payloads[0] ?? "")}`,
      `/search-results?q=${encodeURIComponent(payloads[1] ?? "")}`,
      `/search-with-ai?q=${encodeURIComponent(payloads[2] ?? "")}`,
      "/operator-stacks?category=returns",
    ];
    for (const path of pages) {
      const response = await client.request(path);
      expect(response.status, path).toBeLessThan(500);
      expectInert(await response.text(), path);
    }
    const company = await (await client.request(`/company/${companyId}`)).text();
    const jsonLd = company.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(jsonLd).not.toContain("<");
    expect(JSON.parse(jsonLd).name).toBe(payloads[0]);
    const api = await client.request(`/api/v1/companies/${companyId}`);
    expect(api.headers.get("content-type")).toContain("application/json");
    expect((await api.json()).company.name).toBe(payloads[0]);
  });

  it("on admin screens", async () => {
    const admin = await signedInClient(app, { email: adminEmail, password });
    for (const path of [
      "/admin/moderation",
      "/admin/companies?filter=community",
      "/admin/ai-tools?company=xss",
      `/admin/companies/${companyId}/edit`,
      "/admin/audit-log",
      "/admin/analytics",
    ]) {
      const response = await admin.request(path);
      expect(response.status, path).toBe(200);
      expectInert(await response.text(), path);
    }
  });
});
