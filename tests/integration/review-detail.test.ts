// Review detail (issue #16, docs/decisions/061-review-detail.md): optional sub-ratings, pros and cons and who the
// reviewer is, from the form and the API to the cards, the company page's averages and the all-reviews filters.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ReviewFormSchema } from "#contracts/validation/review-form.ts";
import { ReviewListQuerySchema } from "#contracts/validation/reviews.ts";
import { readCatalog } from "#server/db/seed/catalog-files.ts";
import { generateSampleReviewers, generateSampleReviews, roleOfJobTitle } from "#server/db/seed/sample-reviews.ts";
import { getOwnReviewForEditing } from "#server/reviews/get-own-review-for-editing.ts";
import { getReviewDetailSummary } from "#server/reviews/get-review-detail-summary.ts";
import { listCompanyReviews } from "#server/reviews/list-company-reviews.ts";
import { companySlugOf, createCompany, createReview, reviewSubmission } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient, signedUpClient } from "#tests/support/test-app.ts";

const { database, app } = prepareTestApp();

/** A review with the detail fields this file is about: sub-ratings, pros and cons, the reviewer's brand. */
function validForm(companyId: number, changes: Record<string, unknown> = {}) {
  return reviewSubmission(companyId, {
    title: "Flows that pay for themselves",
    content: "We moved our flows here last spring and revenue from automations doubled within a quarter.",
    ratingEaseOfUse: 4,
    ratingSupport: 5,
    ratingValue: 3,
    ratingFeatures: 4,
    pros: "Segmentation is quick\nTemplates look good on mobile",
    cons: "Pricing climbs with list size",
    reviewerBrandSize: "sevenFigures",
    reviewerRole: "marketing",
    reviewerPlatform: "shopify",
    ...changes,
  });
}

/** The checked radio buttons of server-rendered HTML, by name (whatever order the attributes come in). */
function checkedRadios(html: string) {
  const checked: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<input[^>]*type="radio"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(tag)?.[1];
    const value = /value="([^"]*)"/.exec(tag)?.[1];
    if (name && value !== undefined && /checked=""/.test(tag)) checked[name] = value;
  }
  return checked;
}

function signedIn(firstName = "Detail") {
  return signedUpClient(app, { firstName, password: "review detail password", confirmIn: database.db });
}

type StatsRow = {
  ease_of_use_sum: number;
  ease_of_use_count: number;
  support_sum: number;
  support_count: number;
  value_sum: number;
  value_count: number;
  features_sum: number;
  features_count: number;
};

/** The kept sums next to the same sums computed from the reviews themselves. */
async function keptAndRecomputed(companyId: number) {
  const kept = await database.db.execute<StatsRow>(sql`
    select ease_of_use_sum, ease_of_use_count, support_sum, support_count, value_sum, value_count, features_sum, features_count
    from company_review_stats where company_id = ${companyId}`);
  const recomputed = await database.db.execute<StatsRow>(sql`
    select coalesce(sum(rating_ease_of_use), 0)::int as ease_of_use_sum, count(rating_ease_of_use)::int as ease_of_use_count,
           coalesce(sum(rating_support), 0)::int as support_sum, count(rating_support)::int as support_count,
           coalesce(sum(rating_value), 0)::int as value_sum, count(rating_value)::int as value_count,
           coalesce(sum(rating_features), 0)::int as features_sum, count(rating_features)::int as features_count
    from reviews where company_id = ${companyId} and status = 'published' and not is_ai_generated`);
  return { kept: kept.rows[0], recomputed: recomputed.rows[0] };
}

describe("the review form schema's optional detail", () => {
  const issues = (changes: Record<string, unknown>) => {
    const result = ReviewFormSchema.safeParse(validForm(1, changes));
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
  };

  it("takes every field as optional, blank or null meaning not given", () => {
    const blank = ReviewFormSchema.parse(
      validForm(1, {
        ratingEaseOfUse: "",
        ratingSupport: null,
        ratingValue: undefined,
        ratingFeatures: "",
        pros: "   ",
        cons: null,
        reviewerBrandSize: "",
        reviewerRole: null,
        reviewerPlatform: "",
      }),
    );
    expect(blank).toMatchObject({ ratingEaseOfUse: undefined, pros: undefined, reviewerPlatform: undefined });
    const given = ReviewFormSchema.parse(validForm(1, { ratingSupport: "2", pros: "  Fast support  " }));
    expect(given).toMatchObject({ ratingSupport: 2, pros: "Fast support", reviewerRole: "marketing" });
  });

  it("refuses values out of range or off the lists with a message naming the field", () => {
    expect(issues({})).toEqual({});
    expect(issues({ ratingEaseOfUse: 6 })).toEqual({
      ratingEaseOfUse: "Ease of use: please choose from 1 to 5 stars, or Not rated",
    });
    expect(issues({ ratingSupport: 0 })).toEqual({
      ratingSupport: "Customer support: please choose from 1 to 5 stars, or Not rated",
    });
    expect(issues({ ratingValue: 2.5 })).toEqual({
      ratingValue: "Value for money: please choose from 1 to 5 stars, or Not rated",
    });
    expect(issues({ ratingFeatures: "lots" })).toEqual({
      ratingFeatures: "Features: please choose from 1 to 5 stars, or Not rated",
    });
    expect(issues({ pros: "x".repeat(1001) })).toEqual({ pros: "Pros must be at most 1,000 characters" });
    expect(issues({ cons: "bad\u0000byte" })).toEqual({ cons: "Cons can't contain control characters such as NUL" });
    expect(issues({ reviewerBrandSize: "huge" })).toEqual({
      reviewerBrandSize: "Please choose your brand's size from the list",
    });
    expect(issues({ reviewerRole: "wizard" })).toEqual({ reviewerRole: "Please choose your role from the list" });
    expect(issues({ reviewerPlatform: "geocities" })).toEqual({
      reviewerPlatform: "Please choose your store platform from the list",
    });
  });
});

describe("writing and editing a review with detail", () => {
  it("saves it over the JSON API and shows it on every card: company, all reviews, the review, My Reviews, the API", async () => {
    const companyId = await createCompany(database.db);
    const client = await signedIn();
    const response = await client.postJson("/api/v1/reviews", validForm(companyId));
    expect(response.status).toBe(201);
    const { review } = await response.json();
    const row = await database.db.execute(sql`
      select rating_ease_of_use, rating_support, rating_value, rating_features, pros, cons,
             reviewer_brand_size, reviewer_role, reviewer_platform from reviews where id = ${review.id}`);
    expect(row.rows[0]).toEqual({
      rating_ease_of_use: 4,
      rating_support: 5,
      rating_value: 3,
      rating_features: 4,
      pros: "Segmentation is quick\nTemplates look good on mobile",
      cons: "Pricing climbs with list size",
      reviewer_brand_size: "sevenFigures",
      reviewer_role: "marketing",
      reviewer_platform: "shopify",
    });

    for (const page of [
      `/company/${companyId}`,
      `/company/${companyId}/reviews`,
      `/review/${review.id}`,
      "/my-reviews",
    ]) {
      const html = await (await client.request(page)).text();
      // The words a screen reader reads, whichever elements carry them.
      const text = html.replace(/<[^>]*>/g, "");
      expect(text, page).toContain("Ease of use 4 out of 5");
      expect(text, page).toContain("Customer support 5 out of 5");
      expect(text, page).toContain("Value for money 3 out of 5");
      expect(html, page).toMatch(/<dt[^>]*>Pros<\/dt>/);
      expect(html, page).toContain("<li>Templates look good on mobile</li>");
      expect(html, page).toContain("Pricing climbs with list size");
      expect(html, page).toContain("Marketing · 7 figures brand · on Shopify");
    }

    const listed = await (await client.request(`/api/v1/companies/${companyId}/reviews`)).json();
    expect(listed.reviews[0]).toMatchObject({
      subRatings: { easeOfUse: 4, support: 5, value: 3, features: 4 },
      pros: "Segmentation is quick\nTemplates look good on mobile",
      cons: "Pricing climbs with list size",
      reviewerBrandSize: "sevenFigures",
      reviewerRole: "marketing",
      reviewerPlatform: "shopify",
    });
  });

  it("refuses bad detail over the API with a field message and saves nothing", async () => {
    const companyId = await createCompany(database.db);
    const client = await signedIn();
    const response = await client.postJson("/api/v1/reviews", validForm(companyId, { ratingSupport: 9 }));
    expect(response.status).toBe(422);
    const { error } = await response.json();
    expect(error.fields).toEqual({ ratingSupport: "Customer support: please choose from 1 to 5 stars, or Not rated" });
    const tooLong = await client.postJson("/api/v1/reviews", validForm(companyId, { cons: "y".repeat(1001) }));
    expect((await tooLong.json()).error.fields).toEqual({ cons: "Cons must be at most 1,000 characters" });
    const count = await database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from reviews where company_id = ${companyId}`,
    );
    expect(count.rows[0]?.count).toBe(0);
  });

  it("without JavaScript: a refused post shows the message and everything typed, then a good one saves", async () => {
    const companyId = await createCompany(database.db);
    const client = await signedIn("Plain");
    const fields = {
      intent: "create",
      companyId: String(companyId),
      rating: "4",
      title: "Kept after an error",
      content: "Everything I typed here should still be in the form after the error message.",
      firstName: "Plain",
      businessWebsite: "plain-shop.example",
      categories: "email-marketing",
      ratingEaseOfUse: "5",
      ratingSupport: "7",
      ratingValue: "",
      ratingFeatures: "2",
      pros: "Quick to set up",
      cons: "z".repeat(1001),
      reviewerBrandSize: "startup",
      reviewerRole: "founder",
      reviewerPlatform: "woocommerce",
    };
    // The form posts back to its own page, which shows it again when the review is refused.
    const formPage = `/write-review?companyId=${companyId}`;
    expect(await (await client.request(formPage)).text()).toContain(`action="${formPage}"`);
    const refused = await client.postForm(formPage, fields);
    expect(refused.status).toBe(422);
    const html = await refused.text();
    // Shown in the page itself (not only in the data the browser would hydrate from).
    const formStart = html.indexOf(`action="${formPage}"`);
    const form = html.slice(formStart, html.indexOf("</form>", formStart));
    expect(form).toMatch(
      /-ratingSupport-error"[^>]*>Customer support: please choose from 1 to 5 stars, or Not rated<\/p>/,
    );
    expect(form).toMatch(/-cons-error"[^>]*>Cons must be at most 1,000 characters<\/p>/);
    expect(form).toContain('value="Kept after an error"');
    expect(form).toContain(">Everything I typed here should still be in the form after the error message.</textarea>");
    expect(form).toContain(">Quick to set up</textarea>");
    expect(form).toContain(`>${"z".repeat(1001)}</textarea>`);
    // A value no radio button has (7) cannot be shown checked: "Not rated" is, next to the message.
    expect(checkedRadios(form)).toEqual({
      rating: "4",
      ratingEaseOfUse: "5",
      ratingSupport: "",
      ratingValue: "",
      ratingFeatures: "2",
    });
    expect(form).toContain('<option value="woocommerce" selected="">');
    expect(form).toContain('<option value="founder" selected="">');

    const saved = await client.postForm(formPage, { ...fields, ratingSupport: "3", cons: "Reports are basic" });
    expect(saved.status).toBe(302);
    const row = await database.db.execute(sql`
      select rating_ease_of_use, rating_support, rating_value, rating_features, cons, reviewer_platform
      from reviews where company_id = ${companyId}`);
    expect(row.rows).toEqual([
      {
        rating_ease_of_use: 5,
        rating_support: 3,
        rating_value: null,
        rating_features: 2,
        cons: "Reports are basic",
        reviewer_platform: "woocommerce",
      },
    ]);
  });

  it("keeps the detail when editing, changes it, and clears what the writer clears", async () => {
    const companyId = await createCompany(database.db);
    const client = await signedIn("Editor");
    const { review } = await (await client.postJson("/api/v1/reviews", validForm(companyId))).json();
    const page = await (await client.request(`/write-review?reviewId=${review.id}`)).text();
    expect(page).toContain("Segmentation is quick");
    expect(page).toMatch(/<option value="marketing" selected="">/);

    const userId = (
      await database.db.execute<{ user_id: string }>(sql`select user_id from reviews where id = ${review.id}`)
    ).rows[0]?.user_id as string;
    const own = await getOwnReviewForEditing(database.db, userId, review.id);
    expect(own.values).toMatchObject({
      ratingEaseOfUse: 4,
      ratingSupport: 5,
      ratingValue: 3,
      ratingFeatures: 4,
      pros: "Segmentation is quick\nTemplates look good on mobile",
      reviewerBrandSize: "sevenFigures",
      reviewerRole: "marketing",
      reviewerPlatform: "shopify",
    });

    const edited = await client.postJson("/api/v1/reviews", {
      ...validForm(companyId, { ...own.values, ratingSupport: 2, cons: "", reviewerPlatform: "shopify-plus" }),
      reviewId: review.id,
    });
    expect(edited.status).toBe(201);
    const row = await database.db.execute(
      sql`select rating_support, rating_value, pros, cons, reviewer_platform from reviews where id = ${review.id}`,
    );
    expect(row.rows[0]).toEqual({
      rating_support: 2,
      rating_value: 3,
      pros: "Segmentation is quick\nTemplates look good on mobile",
      cons: null,
      reviewer_platform: "shopify-plus",
    });
  });
});

describe("sub-rating figures in company_review_stats", () => {
  it("stay equal to the reviews' own sums on insert, update, delete and status change", async () => {
    const companyId = await createCompany(database.db);
    const first = await createReview(database.db, { companyId, rating: 4, ratingEaseOfUse: 4, ratingSupport: 5 });
    const second = await createReview(database.db, { companyId, rating: 2, ratingEaseOfUse: 2, ratingValue: 1 });
    await createReview(database.db, { companyId, rating: 5, ratingFeatures: 5 });
    await createReview(database.db, { companyId, rating: 3, ratingEaseOfUse: 3, status: "pending" });
    await createReview(database.db, { companyId, rating: 1, ratingSupport: 1, isAiGenerated: true });
    let figures = await keptAndRecomputed(companyId);
    expect(figures.kept).toEqual(figures.recomputed);
    expect(figures.kept).toMatchObject({ ease_of_use_sum: 6, ease_of_use_count: 2, support_sum: 5, support_count: 1 });

    await database.db.execute(
      sql`update reviews set rating_ease_of_use = 5, rating_support = null where id = ${first.id}`,
    );
    figures = await keptAndRecomputed(companyId);
    expect(figures.kept).toEqual(figures.recomputed);
    expect(figures.kept).toMatchObject({ ease_of_use_sum: 7, support_count: 0 });

    await database.db.execute(sql`update reviews set status = 'removed' where id = ${second.id}`);
    figures = await keptAndRecomputed(companyId);
    expect(figures.kept).toEqual(figures.recomputed);
    expect(figures.kept).toMatchObject({ ease_of_use_sum: 5, ease_of_use_count: 1, value_count: 0 });

    await database.db.execute(
      sql`update reviews set status = 'published' where company_id = ${companyId} and status = 'pending'`,
    );
    figures = await keptAndRecomputed(companyId);
    expect(figures.kept).toEqual(figures.recomputed);
    expect(figures.kept).toMatchObject({ ease_of_use_sum: 8, ease_of_use_count: 2 });

    await database.db.execute(sql`delete from reviews where id = ${first.id}`);
    figures = await keptAndRecomputed(companyId);
    expect(figures.kept).toEqual(figures.recomputed);
    expect(figures.kept).toMatchObject({
      ease_of_use_sum: 3,
      ease_of_use_count: 1,
      features_sum: 5,
      features_count: 1,
    });
  });

  it("give averages from three ratings on; fewer say not enough ratings yet", async () => {
    const companyId = await createCompany(database.db);
    for (const stars of [5, 4, 4]) await createReview(database.db, { companyId, rating: stars, ratingValue: stars });
    for (const stars of [2, 3]) await createReview(database.db, { companyId, rating: stars, ratingSupport: stars });
    const summary = await getReviewDetailSummary(database.db, companyId);
    expect(summary.subRatings).toEqual([
      { key: "easeOfUse", average: null, count: 0 },
      { key: "support", average: null, count: 2 },
      { key: "value", average: 4.3, count: 3 },
      { key: "features", average: null, count: 0 },
    ]);
    const html = await (await createClient(app).request(`/company/${companyId}`)).text();
    expect(html).toContain("Ratings by topic");
    // One element for five stars, labelled, drawn by CSS (issue #39).
    expect(html).toMatch(
      /<span class="star-rating[^"]*" style="[^"]*" role="img" aria-label="Rated 4.3 out of 5"><\/span>/,
    );
    expect(html.match(/Not enough ratings yet/g)).toHaveLength(3);
  });
});

describe("the pros-and-cons summary", () => {
  it("quotes the most helpful reviews by people that list pros or cons, best first", async () => {
    const companyId = await createCompany(database.db);
    await createReview(database.db, { companyId, pros: "Unvoted pro", helpfulCount: 0 });
    await createReview(database.db, { companyId, pros: "Top pro", cons: "Top con", helpfulCount: 9 });
    await createReview(database.db, { companyId, cons: "Second con", helpfulCount: 5, notHelpfulCount: 1 });
    await createReview(database.db, { companyId, helpfulCount: 20 });
    await createReview(database.db, { companyId, pros: "AI pro", helpfulCount: 30, isAiGenerated: true });
    await createReview(database.db, { companyId, pros: "Held pro", helpfulCount: 30, status: "pending" });
    const summary = await getReviewDetailSummary(database.db, companyId);
    expect(summary.pros.map((quote) => quote.text)).toEqual(["Top pro", "Unvoted pro"]);
    expect(summary.cons.map((quote) => quote.text)).toEqual(["Top con", "Second con"]);
    const html = await (await createClient(app).request(`/company/${companyId}`)).text();
    expect(html).toContain("Pros and cons");
    expect(html).toContain("9 people found it helpful");
  });
});

describe("all-reviews filters by reviewer", () => {
  async function companyWithReviewers() {
    const companyId = await createCompany(database.db);
    const reviewers = [
      { reviewerBrandSize: "startup", reviewerRole: "founder", reviewerPlatform: "shopify", rating: 5 },
      { reviewerBrandSize: "startup", reviewerRole: "founder", reviewerPlatform: "woocommerce", rating: 3 },
      { reviewerBrandSize: "startup", reviewerRole: "marketing", reviewerPlatform: "shopify", rating: 4 },
      { reviewerBrandSize: "eightFigures", reviewerRole: "marketing", reviewerPlatform: "shopify-plus", rating: 2 },
      { reviewerBrandSize: null, reviewerRole: null, reviewerPlatform: null, rating: 5 },
    ] as const;
    for (const [index, reviewer] of reviewers.entries())
      await createReview(database.db, {
        companyId,
        ...reviewer,
        title: `Reviewer ${index}`,
        helpfulCount: index,
        createdAt: new Date(Date.UTC(2026, 0, index + 1)),
      });
    for (let extra = 0; extra < 11; extra++)
      await createReview(database.db, { companyId, reviewerPlatform: "magento", title: `Magento store ${extra}` });
    await createReview(database.db, { companyId, reviewerPlatform: "shopify", status: "pending", title: "Held" });
    return companyId;
  }

  const viewer = { userId: null, showAiGeneratedReviews: true };
  const query = (params: Record<string, string>) => ReviewListQuerySchema.parse(params);

  it("filters by brand size, role and platform, combined with each other, the rating, sort and pages", async () => {
    const companyId = await companyWithReviewers();
    const titles = async (params: Record<string, string>) => {
      const list = await listCompanyReviews(database.db, companyId, query(params), viewer);
      return { total: list.total, titles: list.reviews.map((review) => review.title) };
    };
    expect(await titles({ brandSize: "startup" })).toEqual({
      total: 3,
      titles: ["Reviewer 2", "Reviewer 1", "Reviewer 0"],
    });
    expect(await titles({ brandSize: "startup", role: "founder" })).toEqual({
      total: 2,
      titles: ["Reviewer 1", "Reviewer 0"],
    });
    expect(await titles({ brandSize: "startup", role: "founder", platform: "shopify" })).toEqual({
      total: 1,
      titles: ["Reviewer 0"],
    });
    expect(await titles({ role: "marketing", sort: "helpful" })).toEqual({
      total: 2,
      titles: ["Reviewer 3", "Reviewer 2"],
    });
    expect(await titles({ role: "marketing", rating: "2" })).toEqual({ total: 1, titles: ["Reviewer 3"] });
    expect(await titles({ platform: "shopify", sort: "oldest" })).toEqual({
      total: 2,
      titles: ["Reviewer 0", "Reviewer 2"],
    });
    expect(await titles({ platform: "wix" })).toEqual({ total: 0, titles: [] });
    const second = await titles({ platform: "magento", page: "2" });
    expect(second.total).toBe(11);
    expect(second.titles).toHaveLength(1);
    expect((await titles({})).total).toBe(16);
  });

  it("keeps the filters in the URL: the page, its counts, its pages and the JSON API", async () => {
    const companyId = await companyWithReviewers();
    const client = createClient(app);
    const page = await client.request(`/company/${companyId}/reviews?platform=magento&sort=helpful`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/11 reviews(<!-- -->)? match your filters/);
    expect(html).toMatch(/<option value="magento" selected="">/);
    const slug = await companySlugOf(database.db, companyId);
    expect(html).toContain(`href="/company/${slug}/reviews?platform=magento&amp;sort=helpful&amp;page=2"`);
    expect(html).toContain("Reviewer&#x27;s brand size");

    const none = await (await client.request(`/company/${companyId}/reviews?brandSize=nineFiguresPlus`)).text();
    expect(none).toContain("No reviews match your current filters.");

    const api = await (
      await client.request(`/api/v1/companies/${companyId}/reviews?role=founder&brandSize=startup`)
    ).json();
    expect(api.total).toBe(2);
    expect(api.reviews.map((review: { title: string }) => review.title)).toEqual(["Reviewer 1", "Reviewer 0"]);

    const bad = await client.request(`/company/${companyId}/reviews?platform=geocities`);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Platform must be one of");
    expect((await client.request(`/api/v1/companies/${companyId}/reviews?role=wizard`)).status).toBe(422);
  });
});

describe("demo sample reviews' detail", () => {
  it("is deterministic, given in realistic shares, and near each review's rating", () => {
    const now = new Date("2026-11-01T00:00:00Z");
    const reviewers = generateSampleReviewers(160, 7);
    const first = generateSampleReviews({ companies: readCatalog().companies, reviewers, now, seed: 7 });
    const again = generateSampleReviews({ companies: readCatalog().companies, reviewers, now, seed: 7 });
    expect(again).toEqual(first);
    const share = (given: (review: (typeof first)[number]) => boolean) => first.filter(given).length / first.length;
    for (const [name, value] of [
      ["ease of use", share((review) => review.ratingEaseOfUse !== null)],
      ["pros", share((review) => review.pros !== null)],
      ["brand size", share((review) => review.reviewerBrandSize !== null)],
      ["platform", share((review) => review.reviewerPlatform !== null)],
    ] as const) {
      expect(value, name).toBeGreaterThan(0.25);
      expect(value, name).toBeLessThan(0.8);
    }
    for (const review of first) {
      for (const sub of [review.ratingEaseOfUse, review.ratingSupport, review.ratingValue, review.ratingFeatures]) {
        if (sub !== null) expect(Math.abs(sub - review.rating)).toBeLessThanOrEqual(2);
      }
      // Pros and cons are the review's own sentences (a critical review's pros follow "To be fair," or the like).
      if (review.content.length < 1900)
        for (const line of [...(review.pros?.split("\n") ?? []), ...(review.cons?.split("\n") ?? [])])
          expect(review.content.toLowerCase()).toContain(line.slice(1, 40).toLowerCase());
      if (review.reviewerBrandSize !== null)
        expect(review.reviewerBrandSize).toBe(reviewers[review.reviewerIndex]?.brandSize);
    }
    expect(roleOfJobTitle("Founder & CEO")).toBe("founder");
    expect(roleOfJobTitle("Digital Marketing Manager")).toBe("marketing");
    expect(roleOfJobTitle("COO")).toBe("operations");
    expect(roleOfJobTitle(null)).toBeNull();
  });
});
