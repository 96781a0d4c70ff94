import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companyIdByDomain } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient } from "#tests/support/test-app.ts";

/** Classic injection attempts: quotes, comments, stacked statements, unions, casts and LIKE wildcards. */
const attempts = [
  "' OR '1'='1",
  "'; DROP TABLE reviews; --",
  "1; DELETE FROM companies",
  "' UNION SELECT email, password FROM users --",
  "1' AND pg_sleep(1) IS NULL --",
  "%' OR 1=1 --",
  "\\'; select 1; --",
  "_%_%_",
  "$$; drop table users; $$",
  "1::int; drop table companies",
];

const { database, app } = prepareTestApp();

async function counts() {
  const result = await database.db.execute<{
    companies: number;
    reviews: number;
    users: number;
    categories: number;
  }>(sql`
    select (select count(*) from companies)::int as companies, (select count(*) from reviews)::int as reviews,
      (select count(*) from users)::int as users, (select count(*) from categories)::int as categories`);
  return result.rows[0];
}

describe("SQL injection attempts", () => {
  it("find nothing in search, suggest, filters, sorts and ids, and change nothing", async () => {
    const before = await counts();
    const klaviyo = await companyIdByDomain(database.db, "klaviyo.com");
    const client = createClient(app);
    for (const attempt of attempts) {
      const value = encodeURIComponent(attempt);
      const paths = [
        `/api/v1/search?q=${value}`,
        `/search-results?q=${value}`,
        `/api/v1/suggest?q=${value}`,
        `/api/v1/companies?q=${value}`,
        `/api/v1/companies/${klaviyo}/reviews?q=${value}`,
        `/api/v1/companies/${klaviyo}/reviews?sort=${value}`,
        `/api/v1/companies/${klaviyo}/reviews?rating=${value}`,
        `/api/v1/categories/email-marketing/companies?sort=${value}`,
        `/categories/${value}`,
        `/company/${value}`,
        `/api/v1/companies/${value}`,
        `/operator-stacks?category=${value}&size=${value}`,
        `/expert-reviews/${value}`,
      ];
      for (const path of paths) {
        const response = await client.request(path);
        expect(response.status, path).toBeLessThan(500);
        const text = await response.text();
        // Nothing from the users table ever comes back, whatever the query says.
        expect(text, path).not.toMatch(/\$scrypt|password_hash|"email":"[^"]*@example\.com"/);
      }
    }
    expect(await counts()).toEqual(before);
  });
});
