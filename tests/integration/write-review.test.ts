import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ReviewFormSchema } from "#contracts/validation/review-form.ts";
import { createReview } from "#server/reviews/create-review.ts";
import { updateReview } from "#server/reviews/update-review.ts";
import { createCompany, createUser, createReview as insertReview, reviewSubmission } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient, signedUpClient, uniqueEmail } from "#tests/support/test-app.ts";

const password = "write review password";

const { database, app } = prepareTestApp();

/** A signed-in writer whose address is confirmed (unconfirmed authors are held: verified-reviewers.test.ts). */
function signedIn(firstName = "Writer", email = uniqueEmail(firstName.toLowerCase())) {
  return signedUpClient(app, { firstName, email, password, confirmIn: database.db });
}

async function stats(companyId: number) {
  const result = await database.db.execute<{ review_count: number; rating_sum: number }>(
    sql`select review_count, rating_sum from company_review_stats where company_id = ${companyId}`,
  );
  return result.rows[0] ?? { review_count: 0, rating_sum: 0 };
}

describe("review form schema", () => {
  it("gives a clear message for every rule", () => {
    const messages = (changes: Record<string, unknown>) => {
      const result = ReviewFormSchema.safeParse(reviewSubmission(1, changes));
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages({})).toEqual([]);
    expect(messages({ rating: null })).toEqual(["Please choose a rating"]);
    expect(messages({ rating: 6 })).toEqual(["Please choose a rating"]);
    expect(messages({ title: "   " })).toEqual(["Please add a title"]);
    expect(messages({ title: "x".repeat(151) })).toEqual(["The title must be at most 150 characters"]);
    expect(messages({ content: " too short " })).toEqual(["Your review must be at least 30 characters"]);
    expect(messages({ content: "x".repeat(10_001) })).toEqual(["Your review must be at most 10,000 characters"]);
    expect(messages({ firstName: "" })).toEqual(["Please add your first name"]);
    expect(messages({ businessWebsite: "" })).toEqual(["Please add your business website"]);
    expect(messages({ businessWebsite: "not a site" })).toEqual(["Please enter a valid website, like yourbrand.com"]);
    expect(messages({ categories: [] })).toEqual(["Please choose at least one category"]);
    expect(messages({ roleInCompany: "Wizard" })).toEqual(["Please choose a role from the list"]);
    expect(
      ReviewFormSchema.parse(reviewSubmission(1, { businessWebsite: " Brand.example/shop " })).businessWebsite,
    ).toBe("https://brand.example/shop");
  });
});

describe("writing a review over the JSON API", () => {
  it("publishes it at once: company figures, the company page and My Reviews all show it", async () => {
    const companyId = await createCompany(database.db);
    const client = await signedIn();
    const response = await client.postJson("/api/v1/reviews", reviewSubmission(companyId));
    expect(response.status).toBe(201);
    const { review } = await response.json();
    expect(review).toMatchObject({ status: "published", companyId });
    expect(await stats(companyId)).toEqual({ review_count: 1, rating_sum: 4 });
    expect(await (await client.request(`/company/${companyId}`)).text()).toContain("Solid email platform");
    const mine = await (await client.request("/my-reviews")).text();
    expect(mine).toContain("Solid email platform");
    expect(mine).toContain("4/5 stars");
    expect(mine).toContain("7 figures");
  });

  it("allows one review per account per company and points to the existing one", async () => {
    const companyId = await createCompany(database.db);
    const client = await signedIn();
    const first = await (await client.postJson("/api/v1/reviews", reviewSubmission(companyId))).json();
    const second = await client.postJson("/api/v1/reviews", reviewSubmission(companyId, { title: "Again" }));
    expect(second.status).toBe(409);
    const body = await second.json();
    expect(body.error.message).toBe("You have already reviewed this company. You can edit your review instead.");
    expect(body.error.fields.existingReviewId).toBe(String(first.review.id));
  });

  it("creates exactly one review when the same account submits twice at once", async () => {
    const companyId = await createCompany(database.db);
    const author = await createUser(database.db);
    const input = ReviewFormSchema.parse(reviewSubmission(companyId));
    const results = await Promise.allSettled([
      createReview(database.db, { id: author.id, email: author.email }, input),
      createReview(database.db, { id: author.id, email: author.email }, input),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect((await stats(companyId)).review_count).toBe(1);
  });

  it("returns field errors and refuses unknown companies and categories", async () => {
    const client = await signedIn();
    const invalid = await client.postJson("/api/v1/reviews", reviewSubmission(1, { title: "", content: "short" }));
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).error.fields).toMatchObject({
      title: "Please add a title",
      content: "Your review must be at least 30 characters",
    });
    const noCompany = await client.postJson("/api/v1/reviews", reviewSubmission(99_999_999));
    expect((await noCompany.json()).error.fields.companyId).toBe("This company doesn't exist");
    const companyId = await createCompany(database.db);
    const badCategory = await client.postJson(
      "/api/v1/reviews",
      reviewSubmission(companyId, { categories: ["not-a-category"] }),
    );
    expect((await badCategory.json()).error.fields.categories).toBe("Unknown category");
    expect((await createClient(app).postJson("/api/v1/reviews", reviewSubmission(companyId))).status).toBe(401);
  });

  it("holds a review as pending when the reviewer works for the company (conflict of interest)", async () => {
    const companyId = await createCompany(database.db, "Insider Tools");
    const client = await signedIn("Insider", "founder@insider-tools.example");
    const { review } = await (
      await client.postJson("/api/v1/reviews", reviewSubmission(companyId, { rating: 5 }))
    ).json();
    expect(review.status).toBe("pending");
    expect((await stats(companyId)).review_count).toBe(0);
    expect((await (await client.request(`/company/${companyId}`)).text()).includes("Solid email platform")).toBe(false);
    expect(await (await client.request("/my-reviews")).text()).toMatch(/>pending</);
  });

  it("holds reviews from a burst of new accounts on one company", async () => {
    const companyId = await createCompany(database.db);
    const statuses: string[] = [];
    for (let index = 0; index < 5; index++) {
      const author = await createUser(database.db);
      const created = await createReview(
        database.db,
        { id: author.id, email: author.email },
        ReviewFormSchema.parse(reviewSubmission(companyId)),
      );
      statuses.push(created.status);
    }
    expect(statuses).toEqual(["published", "published", "published", "published", "pending"]);
  });

  it("limits how many reviews one account writes in a day", async () => {
    const client = await signedIn("Busy");
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) {
      const companyId = await createCompany(database.db);
      statuses.push((await client.postJson("/api/v1/reviews", reviewSubmission(companyId))).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("editing and deleting your own review", () => {
  it("edits keep the original date, show edited, and update the figures", async () => {
    const companyId = await createCompany(database.db);
    const client = await signedIn();
    const { review } = await (
      await client.postJson("/api/v1/reviews", reviewSubmission(companyId, { rating: 2 }))
    ).json();
    await database.db.execute(sql`update reviews set created_at = '2026-01-02T00:00:00Z' where id = ${review.id}`);
    const edited = await client.postJson("/api/v1/reviews", {
      ...reviewSubmission(companyId, { rating: 5, title: "Changed my mind" }),
      reviewId: review.id,
    });
    expect(edited.status).toBe(201);
    const row = await database.db.execute<{ created_at: Date; edited_at: Date | null; title: string }>(
      sql`select created_at, edited_at, title from reviews where id = ${review.id}`,
    );
    expect(row.rows[0]?.title).toBe("Changed my mind");
    expect(new Date(row.rows[0]?.created_at ?? 0).toISOString()).toBe("2026-01-02T00:00:00.000Z");
    expect(row.rows[0]?.edited_at).not.toBeNull();
    expect(await stats(companyId)).toEqual({ review_count: 1, rating_sum: 5 });
    expect(await (await client.request(`/review/${review.id}`)).text()).toContain("· edited");
  });

  it("never lets one user edit or delete another user's review (404)", async () => {
    const companyId = await createCompany(database.db);
    const owner = await createUser(database.db);
    const theirs = await insertReview(database.db, { companyId, userId: owner.id });
    const intruder = await signedIn("Intruder");
    const edit = await intruder.postJson("/api/v1/reviews", { ...reviewSubmission(companyId), reviewId: theirs.id });
    expect(edit.status).toBe(404);
    const remove = await intruder.request(`/api/v1/reviews/${theirs.id}`, { method: "DELETE" });
    expect(remove.status).toBe(404);
    const form = await intruder.postForm("/my-reviews", { intent: "delete", reviewId: String(theirs.id) });
    expect(form.status).toBe(404);
    const author = { id: owner.id, email: owner.email };
    await expect(
      updateReview(
        database.db,
        { ...author, id: "someone-else" },
        theirs.id,
        ReviewFormSchema.parse(reviewSubmission(companyId)),
      ),
    ).rejects.toMatchObject({ code: "not_found" });
  });

  it("deletes your review with its votes and updates the figures", async () => {
    const companyId = await createCompany(database.db);
    const client = await signedIn();
    const { review } = await (await client.postJson("/api/v1/reviews", reviewSubmission(companyId))).json();
    const voter = await createUser(database.db);
    await database.db.execute(
      sql`insert into review_votes (review_id, user_id, value) values (${review.id}, ${voter.id}, 'helpful')`,
    );
    const response = await client.request(`/api/v1/reviews/${review.id}`, { method: "DELETE" });
    expect(await response.json()).toEqual({ deleted: true });
    expect(await stats(companyId)).toEqual({ review_count: 0, rating_sum: 0 });
    const votes = await database.db.execute<{ total: number }>(
      sql`select count(*)::int as total from review_votes where review_id = ${review.id}`,
    );
    expect(votes.rows[0]?.total).toBe(0);
  });
});

describe("the write-review page without JavaScript", () => {
  it("chooses a company by search, posts the form, and shows the thank-you screen", async () => {
    const client = await signedIn("Plain");
    const choose = await (await client.request("/write-review?q=klav")).text();
    const companyId = Number(choose.match(/href="\/write-review\?companyId=(\d+)"/)?.[1]);
    expect(choose).toContain("Klaviyo");
    const page = await (await client.request(`/write-review?companyId=${companyId}`)).text();
    expect(page).toContain("Reviewing Klaviyo");
    expect(page).toContain("Change Company");
    const form = new URLSearchParams({
      intent: "create",
      companyId: String(companyId),
      rating: "5",
      title: "Flows that pay for themselves",
      content: "Our abandoned cart flow alone covers the subscription every month.",
      firstName: "Plain",
      surname: "",
      roleInCompany: "",
      businessWebsite: "plain-goods.example",
    });
    form.append("categories", "email-marketing");
    form.append("goodFor", "startup");
    const posted = await client.request("/write-review", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    expect(posted.status).toBe(302);
    const thanks = await (await client.request(posted.headers.get("Location") ?? "/")).text();
    expect(thanks).toContain("Thank you for your review!");
    expect(thanks).toContain("Return to Home");
    const again = await (await client.request(`/write-review?companyId=${companyId}`)).text();
    expect(again).toContain("You have already reviewed Klaviyo.");
  });

  it("shows field errors on the page and keeps the gate for visitors", async () => {
    const companyId = await createCompany(database.db);
    const visitor = await (await createClient(app).request(`/write-review?companyId=${companyId}`)).text();
    expect(visitor).toContain("Please sign in to write your review.");
    const client = await signedIn("Errors");
    const response = await client.postForm("/write-review", {
      intent: "create",
      companyId: String(companyId),
      rating: "3",
      title: "",
      content: "short",
      firstName: "E",
      businessWebsite: "x",
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("Please add a title");
    expect(html).toContain("Your review must be at least 30 characters");
    const unknown = await (await client.request("/write-review?companyId=99999999")).text();
    expect(unknown).toContain("Which company are you reviewing?");
  });
});
