// The black-box probe's findings (issue #20, finding 3), each a clear 4xx that names the field.
import { describe, expect } from "vitest";
import { createCompany, createReview } from "#tests/support/factories.ts";
import { test } from "#tests/support/fixtures.ts";
import { createClient, uniqueEmail } from "#tests/support/test-app.ts";

const password = "hostile input pass 1";

/** What the sign-up API answers a new visitor giving these names. */
function signUpNamed(app: Parameters<typeof createClient>[0], firstName: string, lastName: string) {
  return createClient(app).postJson("/api/v1/auth/sign-up", {
    firstName,
    lastName,
    email: uniqueEmail("named"),
    password,
  });
}

describe("hostile input", () => {
  test("names the field that holds a NUL, in bodies, forms and query strings", async ({
    app,
    database,
    member: client,
  }) => {
    const companyId = await createCompany(database.db);
    const review = await client.postJson("/api/v1/reviews", {
      companyId,
      rating: 5,
      title: "Good\u0000tool",
      content: "A long enough review text for the form to accept it as it is.",
    });
    expect(review.status).toBe(422);
    expect((await review.json()).error).toMatchObject({ fields: { title: expect.stringContaining("“title”") } });

    const { id: reviewId } = await createReview(database.db, { companyId });
    const report = await client.postJson(`/api/v1/reviews/${reviewId}/report`, { reason: "spam", note: "a\u0000b" });
    expect(report.status).toBe(422);
    expect((await report.json()).error.message).toContain("“note”");

    const profile = await client.postForm("/account-settings", {
      intent: "profile",
      firstName: "Ann\u0000",
      lastName: "B",
    });
    expect(profile.status).toBe(400);
    expect(await profile.text()).toContain("“firstName”");

    const suggest = await createClient(app).request("/api/v1/suggest?q=kla%00viyo");
    expect(suggest.status).toBe(400);
    expect((await suggest.json()).error.fields).toHaveProperty("q");

    const signUp = await signUpNamed(app, "Nul\u0000", "Name");
    expect(signUp.status).toBe(422);
    expect((await signUp.json()).error.message).toContain("“firstName”");
  });

  test("refuses a tab or line break in a name, and a broken address, with a sentence", async ({ app }) => {
    const signUp = await signUpNamed(app, "Tab\tName", "X");
    expect(signUp.status).toBe(422);
    expect((await signUp.json()).error.fields.firstName).toBe(
      "The first name must be one line of text, without control characters",
    );
    const broken = await createClient(app).request("/categories/%ED%A0%80");
    expect(broken.status).toBe(400);
    expect(await broken.text()).toMatch(/broken %-escape/);
  });

  test("checks ids against the column's range before any query", async ({ member: client }) => {
    const huge = await client.postJson("/api/v1/reviews", {
      companyId: 99_999_999_999_999,
      rating: 5,
      title: "Title",
      content: "A long enough review text for the form to accept it as it is.",
    });
    expect(huge.status).toBe(422);
    expect((await huge.json()).error.fields.companyId).toBe("Please choose a company");
    expect((await client.postJson("/api/v1/reviews/1.5/vote", { value: "helpful" })).status).toBeLessThan(500);
    expect((await client.request("/company/99999999999999")).status).toBe(404);
    // Digits past the id column's range name no company: not found, without a query (decision 086).
    const api = await client.request("/api/v1/companies/99999999999999");
    expect(api.status).toBe(404);
    expect((await api.json()).error.message).toMatch(/[a-z]{3,} [a-z]{3,}/i);
  });

  test("answers a page action sent something other than a form with 415", async ({ visitor }) => {
    const response = await visitor.request("/sign-in", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "a@example.com", password }),
    });
    expect(response.status).toBe(415);
    expect(await response.text()).toMatch(/accepts form submissions only/);
  });
});
