import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCompany, createReview, createReviews } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient, signedUpClient } from "#tests/support/test-app.ts";

const password = "reviews password 1";

const { database, app } = prepareTestApp();

function signedIn(firstName = "Rita") {
  return signedUpClient(app, { firstName, lastName: "Reader", password });
}

describe("review list API", () => {
  it("answers with reviews, total, page, pageSize, average and distribution", async () => {
    const companyId = await createCompany(database.db);
    await createReview(database.db, { companyId, rating: 5 });
    await createReview(database.db, { companyId, rating: 3 });
    const body = await (await createClient(app).request(`/api/v1/companies/${companyId}/reviews?sort=highest`)).json();
    expect(Object.keys(body).sort()).toEqual(["average", "distribution", "page", "pageSize", "reviews", "total"]);
    expect(body).toMatchObject({
      total: 2,
      page: 1,
      pageSize: 10,
      average: 4,
      distribution: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 1 },
    });
    expect(body.reviews[0].rating).toBe(5);
    expect(body.reviews[0]).not.toHaveProperty("userId");
    const bad = await createClient(app).request(`/api/v1/companies/${companyId}/reviews?sort=loudest&rating=9`);
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields).toMatchObject({
      sort: expect.any(String),
      rating: "Rating must be a whole number from 1 to 5",
    });
    expect((await createClient(app).request("/api/v1/companies/99999999/reviews")).status).toBe(404);
  });
});

describe("votes and reports over HTTP", () => {
  it("needs a session, then counts one vote per user", async () => {
    const companyId = await createCompany(database.db);
    const review = await createReview(database.db, { companyId });
    const anonymous = await createClient(app).postJson(`/api/v1/reviews/${review.id}/vote`, { value: "helpful" });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.message).toBe("Please sign in to vote on reviews.");

    const client = await signedIn();
    const first = await client.postJson(`/api/v1/reviews/${review.id}/vote`, { value: "helpful" });
    expect(await first.json()).toEqual({ helpfulCount: 1, notHelpfulCount: 0, viewerVote: "helpful" });
    const invalid = await client.postJson(`/api/v1/reviews/${review.id}/vote`, { value: "love" });
    expect(invalid.status).toBe(422);
    const cleared = await client.postJson(`/api/v1/reviews/${review.id}/vote`, { value: null });
    expect(await cleared.json()).toEqual({ helpfulCount: 0, notHelpfulCount: 0, viewerVote: null });
    expect((await client.request(`/api/v1/reviews/${review.id}/vote`)).status).toBe(405);
  });

  it("votes with a plain form post and returns to the page (no JavaScript)", async () => {
    const companyId = await createCompany(database.db);
    const review = await createReview(database.db, { companyId });
    const client = await signedIn("Form");
    const response = await client.postForm(`/review/${review.id}`, {
      intent: "vote",
      value: "helpful",
      returnTo: `/company/${companyId}/reviews`,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/company/${companyId}/reviews`);
    const page = await (await client.request(`/company/${companyId}/reviews`)).text();
    expect(page).toContain('aria-pressed="true"');
    const anonymous = await createClient(app).postForm(`/review/${review.id}`, { intent: "vote", value: "helpful" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/sign-in\?returnTo=/);
  });

  it("files a report once and says so", async () => {
    const companyId = await createCompany(database.db);
    const review = await createReview(database.db, { companyId });
    const client = await signedIn("Reporter");
    const created = await client.postJson(`/api/v1/reviews/${review.id}/report`, {
      reason: "fake_or_conflict",
      note: "Works for the vendor",
    });
    expect(created.status).toBe(201);
    expect((await created.json()).message).toBe("Thank you. Our moderators will review this report.");
    const again = await client.postJson(`/api/v1/reviews/${review.id}/report`, { reason: "spam" });
    expect(again.status).toBe(409);
    const noReason = await client.postJson(`/api/v1/reviews/${review.id}/report`, { note: "?" });
    expect((await noReason.json()).error.message).toBe("Please choose a reason");
    const stored = await database.db.execute<{ reason: string; status: string }>(
      sql`select reason, status from review_reports where review_id = ${review.id}`,
    );
    expect(stored.rows).toEqual([{ reason: "fake_or_conflict", status: "open" }]);
  });
});

describe("AI-content preferences", () => {
  it("reads the defaults before any save, saves changes, and filters AI reviews on the server", async () => {
    const companyId = await createCompany(database.db);
    await createReview(database.db, { companyId, title: "Written by a person" });
    await createReview(database.db, {
      companyId,
      title: "Drafted by the model",
      isAiGenerated: true,
      reviewerFirstName: null,
    });
    const client = await signedIn("Pref");
    const initial = await (await client.request("/api/v1/preferences")).json();
    expect(initial.preferences).toEqual({
      showAiGeneratedReviews: true,
      showAiGeneratedCompanies: true,
      showAiSummaries: true,
    });
    expect(await (await client.request(`/company/${companyId}`)).text()).toContain("Drafted by the model");

    const saved = await client.request("/api/v1/preferences", {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ showAiGeneratedReviews: false }),
    });
    expect((await saved.json()).preferences.showAiGeneratedReviews).toBe(false);
    const page = await (await client.request(`/company/${companyId}`)).text();
    expect(page.includes("Drafted by the model")).toBe(false);
    expect(page).toContain("Written by a person");
    const list = await (await client.request(`/api/v1/companies/${companyId}/reviews`)).json();
    expect(list.total).toBe(1);

    const unknown = await client.request("/api/v1/preferences", {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ isAdmin: true }),
    });
    expect(unknown.status).toBe(422);
    expect((await createClient(app).request("/api/v1/preferences")).status).toBe(401);
  });

  it("hides the AI summary card when summaries are turned off", async () => {
    const companyId = await createCompany(database.db);
    await database.db.execute(
      sql`update companies set ai_summary = 'Operators like the flows.', ai_summary_generated_at = now() where id = ${companyId}`,
    );
    const client = await signedIn("Summary");
    expect(await (await client.request(`/company/${companyId}`)).text()).toContain("Operators like the flows.");
    await client.postForm(`/company/${companyId}`, {
      intent: "preferences",
      showAiGeneratedReviews: "true",
      showAiGeneratedCompanies: "true",
    });
    const page = await (await client.request(`/company/${companyId}`)).text();
    expect(page.includes("Operators like the flows.")).toBe(false);
    expect(page.includes("AI summary")).toBe(false);
  });
});

describe("company page", () => {
  it("renders JSON-LD with the operator rating, escaped, and a canonical URL", async () => {
    const companyId = await createCompany(database.db, "Script Test Co");
    await createReview(database.db, { companyId, rating: 5, title: "</script><script>alert(1)</script>" });
    await createReview(database.db, {
      companyId,
      rating: 3,
      isAiGenerated: true,
      reviewerFirstName: null,
      title: "AI take",
    });
    const html = await (await createClient(app).request(`/company/${companyId}`)).text();
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain("</script>");
    const data = JSON.parse(json ?? "{}");
    expect(data["@type"]).toBe("SoftwareApplication");
    expect(data.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 1 });
    expect(data.review.map((review: { name: string }) => review.name)).toEqual(["</script><script>alert(1)</script>"]);
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/company/script-test-co"/>');
    expect(html).not.toContain("<script>alert(1)</script>");
  });

  it("filters by keyword, with the average over the filtered reviews and a clear-filter link", async () => {
    const companyId = await createCompany(database.db);
    await createReviews(database.db, companyId, [
      { rating: 5, content: "The onboarding was smooth and the team helped us." },
      { rating: 1, content: "Pricing went up twice this year without warning at all." },
    ]);
    const html = await (await createClient(app).request(`/company/${companyId}?q=pricing`)).text();
    expect(html).toContain("Filtered by:");
    expect(html).toContain("Clear filter");
    expect(html).toMatch(/1\.0<\/span>/);
    expect(html).not.toContain("The onboarding was smooth");
  });

  it("pages the all-reviews list with the state in the URL", async () => {
    const companyId = await createCompany(database.db);
    for (let index = 0; index < 23; index++) await createReview(database.db, { companyId, title: `Numbered ${index}` });
    const client = createClient(app);
    const pageThree = await (await client.request(`/company/${companyId}/reviews?page=3`)).text();
    expect(pageThree).toContain('aria-current="page"');
    expect(pageThree).toMatch(
      /aria-label="Page 3"[^>]*aria-current="page"|aria-current="page"[^>]*aria-label="Page 3"/,
    );
    expect(pageThree).toContain(">Previous<");
    expect(pageThree).not.toContain(">Next<");
    const empty = await (await client.request(`/company/${companyId}/reviews?rating=1`)).text();
    expect(empty).toContain("No reviews match your current filters.");
    expect(empty).toContain("Clear Filters");
  });
});
