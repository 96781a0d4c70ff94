// Every count on the main pages speaks English for 0, 1 and 2 (one plural helper, contracts/plural.ts).
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCompany, createReview } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient } from "#tests/support/test-app.ts";

const { database, app } = prepareTestApp();
const nouns = ["review", "winner", "vote", "result", "rating", "star", "member", "company", "match"];
const plurals = ["reviews", "winners", "votes", "results", "ratings", "stars", "members", "companies", "matches"];
/** "1 reviews": a plural after exactly one. */
const wrongSingular = new RegExp(`(?<![\\d.,])\\b1 (${plurals.join("|")})\\b`);
/** "0 review", "2 company": a singular after zero or two. */
const wrongPlural = new RegExp(`(?<![\\d.,])\\b[02] (${nouns.join("|")})\\b(?![a-z])`);

function visibleText(html: string) {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/\s+/g, " ");
}

let companies: Record<0 | 1 | 2, number>;
beforeAll(async () => {
  await database.db.execute(sql`
    insert into categories (name, slug, "group", sort_order) values ('Plural Widgets', 'plural-widgets', 'saas', 98)`);
  const ids = {
    0: await createCompany(database.db, "Plural None"),
    1: await createCompany(database.db, "Plural One"),
    2: await createCompany(database.db, "Plural Two"),
  };
  for (const [count, id] of Object.entries(ids)) {
    await database.db.execute(sql`
      insert into company_categories (company_id, category_id, is_primary)
      select ${id}, id, true from categories where slug = 'plural-widgets'`);
    for (let index = 0; index < Number(count); index++) {
      await createReview(database.db, { companyId: id, rating: 5 - index, title: `Plural review ${index}` });
    }
  }
  companies = ids;
});

describe("counts on the main pages", () => {
  it("say 0 reviews, 1 review and 2 reviews, and never 1 reviews or 2 review", async () => {
    const client = createClient(app);
    const pages = [
      "/categories/plural-widgets",
      "/categories",
      "/",
      "/search-results?q=plural%20widgets",
      ...[0, 1, 2].flatMap((count) => [
        `/company/${companies[count as 0 | 1 | 2]}`,
        `/company/${companies[count as 0 | 1 | 2]}/reviews`,
      ]),
    ];
    for (const path of pages) {
      const response = await client.request(path);
      expect(response.status, path).toBe(200);
      const text = visibleText(await response.text());
      expect(text.match(wrongSingular)?.[0], path).toBeUndefined();
      expect(text.match(wrongPlural)?.[0], path).toBeUndefined();
    }
    const category = visibleText(await (await client.request("/categories/plural-widgets")).text());
    expect(category).toContain("3 companies");
    expect(category).toMatch(/Plural One .*?1 review\b/);
    expect(category).toMatch(/Plural Two .*?2 reviews\b/);
    const one = visibleText(await (await client.request(`/company/${companies[1]}/reviews`)).text());
    expect(one).toMatch(/\b1 review\b/);
    expect(one).toMatch(/\b1 star\b/);
  });
});
