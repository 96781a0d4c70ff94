// Bad page numbers get a clear answer on every paged page: what was wrong, never raw validation text, and
// never the title of a page that does not exist (issue #21).
import { describe, expect, it } from "vitest";
import { createCompany, createReview } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient } from "#tests/support/test-app.ts";

const { database, app } = prepareTestApp();

async function page(path: string) {
  const response = await createClient(app).request(path);
  const html = await response.text();
  return { status: response.status, title: html.match(/<title>([^<]*)<\/title>/)?.[1], html };
}

describe("page numbers in the address", () => {
  it("answer a non-number, a fraction, zero or a negative with 400 and what is wrong", async () => {
    const companyId = await createCompany(database.db);
    await createReview(database.db, { companyId });
    const cases = [
      [`/company/${companyId}/reviews?page=abc`, "The page must be a number, like ?page=2"],
      [`/company/${companyId}/reviews?page=1.5`, "The page must be a whole number, like ?page=2"],
      [`/company/${companyId}/reviews?page=0`, "Page numbers start at 1"],
      ["/categories/email-marketing?page=-1", "Page numbers start at 1"],
      ["/categories/email-marketing?page=1e999", "The page must be a number, like ?page=2"],
    ] as const;
    for (const [path, message] of cases) {
      const result = await page(path);
      expect(result.status, path).toBe(400);
      expect(result.title, path).toBe("Invalid request | OperatorStack");
      expect(result.html, path).toContain(message);
      expect(result.html, path).not.toMatch(/Invalid input|expected number|NaN|Not Found|Something went wrong/);
    }
  });

  it("say which pages exist when the page is past the end", async () => {
    const companyId = await createCompany(database.db);
    for (let index = 0; index < 12; index++) await createReview(database.db, { companyId });
    const reviews = await page(`/company/${companyId}/reviews?page=99`);
    expect(reviews.status).toBe(400);
    expect(reviews.html).toContain("There is no page 99: this company&#x27;s reviews have 2 pages.");
    expect(reviews.html).not.toContain("No reviews yet");
    expect((await page(`/company/${companyId}/reviews?page=2`)).status).toBe(200);
    const filtered = await page(`/company/${companyId}/reviews?rating=1&page=2`);
    expect(filtered.html).toContain("There is no page 2: there is nothing to list here yet.");
    for (const rating of ["abc", "9", "2.5"]) {
      const badFilter = await page(`/company/${companyId}/reviews?rating=${rating}`);
      expect(badFilter.status).toBe(400);
      expect(badFilter.html).toContain("Rating must be a whole number from 1 to 5");
    }
    const badSort = await page("/categories/email-marketing?sort=bogus");
    expect(badSort.status).toBe(400);
    expect(badSort.html).toContain("Sort must be one of: featured, rating, reviews, name, newest");
    const category = await page("/categories/email-marketing?page=500");
    expect(category.status).toBe(400);
    expect(category.html).toMatch(/There is no page 500: this category&#x27;s companies have \d+ pages?\./);
    expect(category.title).toBe("Invalid request | OperatorStack");
  });
});
