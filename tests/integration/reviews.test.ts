import { describe, expect, it } from "vitest";
import { ReviewListQuerySchema } from "#contracts/validation/reviews.ts";
import { getCompany } from "#server/catalog/get-company.ts";
import { listCompanyReviews } from "#server/reviews/list-company-reviews.ts";
import { reportReview } from "#server/reviews/report-review.ts";
import { countReviewMentions, summariseMentions, topMentions } from "#server/reviews/review-mentions.ts";
import { voteOnReview } from "#server/reviews/vote-on-review.ts";
import { createCompany, createReview, createReviews, createUser } from "#tests/support/factories.ts";
import { prepareTestDatabase } from "#tests/support/fixtures.ts";

const database = prepareTestDatabase();

const everyone = { userId: null, showAiGeneratedReviews: true };
const query = (input: Record<string, unknown> = {}) => ReviewListQuerySchema.parse(input);
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

describe("listCompanyReviews", () => {
  it("filters, sorts and pages in SQL, with the operator average and distribution", async () => {
    const companyId = await createCompany(database.db);
    for (let index = 1; index <= 12; index++) {
      await createReview(database.db, {
        companyId,
        rating: (index % 5) + 1,
        createdAt: day(index),
        title: `Review ${index}`,
      });
    }
    await createReview(database.db, {
      companyId,
      rating: 1,
      isAiGenerated: true,
      reviewerFirstName: null,
      createdAt: day(20),
    });
    await createReview(database.db, { companyId, rating: 5, status: "removed", createdAt: day(21) });
    await createReview(database.db, { companyId, rating: 5, status: "pending", createdAt: day(22) });

    const first = await listCompanyReviews(database.db, companyId, query(), everyone);
    expect(first.total).toBe(13); // 12 published by people + 1 AI; removed and pending never listed
    expect(first.reviews).toHaveLength(10);
    expect(first.reviews[0]?.reviewer).toBe("AI Generated");
    expect(first.distribution).toEqual({ 1: 2, 2: 3, 3: 3, 4: 2, 5: 2 });
    expect(first.average).toBe(2.9); // (2·1 + 3·2 + 3·3 + 2·4 + 2·5) / 12 = 2.92, AI excluded

    const second = await listCompanyReviews(database.db, companyId, query({ page: "2" }), everyone);
    expect(second.reviews).toHaveLength(3);

    const oldest = await listCompanyReviews(database.db, companyId, query({ sort: "oldest" }), everyone);
    expect(oldest.reviews[0]?.title).toBe("Review 1");
    const highest = await listCompanyReviews(database.db, companyId, query({ sort: "highest" }), everyone);
    expect(highest.reviews.map((review) => review.rating).slice(0, 2)).toEqual([5, 5]);
    const lowest = await listCompanyReviews(database.db, companyId, query({ sort: "lowest" }), everyone);
    expect(lowest.reviews[0]?.rating).toBe(1);

    const fours = await listCompanyReviews(database.db, companyId, query({ rating: "4" }), everyone);
    expect(fours.total).toBe(2);
    expect(fours.reviews.every((review) => review.rating === 4)).toBe(true);
    expect(fours.distribution).toEqual(first.distribution);

    const withoutAi = await listCompanyReviews(database.db, companyId, query(), {
      userId: null,
      showAiGeneratedReviews: false,
    });
    expect(withoutAi.total).toBe(12);
    expect(withoutAi.reviews.some((review) => review.isAiGenerated)).toBe(false);
  });

  it("searches titles and texts by keyword with stemming", async () => {
    const companyId = await createCompany(database.db);
    await createReview(database.db, {
      companyId,
      title: "Great onboarding",
      content: "The onboarding call was useful and quick for our team.",
    });
    await createReview(database.db, {
      companyId,
      title: "Pricey",
      content: "The pricing climbs quickly as the list grows, sadly for us.",
    });
    const result = await listCompanyReviews(database.db, companyId, query({ q: "prices" }), everyone);
    expect(result.reviews.map((review) => review.title)).toEqual(["Pricey"]);
    expect(result.distribution[4]).toBe(1);
  });

  it("counts a keyword's total under every filter and its distribution over operators' reviews", async () => {
    const companyId = await createCompany(database.db);
    const write = (rating: number, content: string, isAiGenerated = false) =>
      createReview(database.db, { companyId, rating, title: `Rated ${rating}`, content, isAiGenerated });
    await write(5, "Shipping labels print fast and the support team answers.");
    await write(5, "Support answered within minutes, every time.");
    await write(4, "Good support, though the pricing is steep.");
    await write(5, "An AI summary praising the support desk.", true);
    await write(5, "Nothing about the helpdesk here, only pricing.");
    const fiveStars = await listCompanyReviews(database.db, companyId, query({ q: "support", rating: 5 }), everyone);
    expect(fiveStars.total).toBe(3);
    expect(fiveStars.reviews.map((review) => review.rating)).toEqual([5, 5, 5]);
    // The distribution is the keyword's, over operators' reviews: AI reviews never count, the rating filter does not apply.
    expect(fiveStars.distribution).toEqual({ 1: 0, 2: 0, 3: 0, 4: 1, 5: 2 });
    const noAi = { userId: null, showAiGeneratedReviews: false };
    const withoutAi = await listCompanyReviews(database.db, companyId, query({ q: "support", rating: 5 }), noAi);
    expect(withoutAi.total).toBe(2);
    expect(withoutAi.distribution).toEqual(fiveStars.distribution);
    const all = await listCompanyReviews(database.db, companyId, query({ q: "support" }), noAi);
    expect(all.total).toBe(3);
    expect(all.ratingCount).toBe(3);
    expect(all.average).toBe(4.7);
  });

  it("ranks 'most helpful' by the Wilson lower bound, not raw counts", async () => {
    const companyId = await createCompany(database.db);
    const many = await createReview(database.db, {
      companyId,
      title: "Many mixed votes",
      helpfulCount: 60,
      notHelpfulCount: 40,
    });
    const few = await createReview(database.db, {
      companyId,
      title: "Few perfect votes",
      helpfulCount: 5,
      notHelpfulCount: 0,
    });
    const none = await createReview(database.db, { companyId, title: "No votes" });
    const consistent = await createReview(database.db, {
      companyId,
      title: "Consistently helpful",
      helpfulCount: 40,
      notHelpfulCount: 2,
    });
    const result = await listCompanyReviews(database.db, companyId, query({ sort: "helpful" }), everyone);
    // Wilson: 40/42 → 0.84, 5/5 → 0.57, 60/100 → 0.50, none → 0
    expect(result.reviews.map((review) => review.id)).toEqual([consistent.id, few.id, many.id, none.id]);
  });

  it("marks reviews verified only when the confirmed email domain is the reviewed brand's", async () => {
    const companyId = await createCompany(database.db);
    const confirmed = await createUser(database.db, { email: "ops@northwind.example", emailVerified: true });
    const unconfirmed = await createUser(database.db, { email: "ops2@northwind.example", emailVerified: false });
    const otherDomain = await createUser(database.db, { email: "me@gmail.example", emailVerified: true });
    await createReview(database.db, {
      companyId,
      userId: confirmed.id,
      businessWebsite: "https://www.northwind.example/shop",
      title: "verified",
    });
    await createReview(database.db, {
      companyId,
      userId: unconfirmed.id,
      businessWebsite: "northwind.example",
      title: "unconfirmed",
    });
    await createReview(database.db, {
      companyId,
      userId: otherDomain.id,
      businessWebsite: "northwind.example",
      title: "other",
    });
    const result = await listCompanyReviews(database.db, companyId, query(), everyone);
    const verified = Object.fromEntries(result.reviews.map((review) => [review.title, review.isVerified]));
    expect(verified).toEqual({ verified: true, unconfirmed: false, other: false });
  });
});

describe("company ratings", () => {
  it("counts published reviews by people only in the company's average and count", async () => {
    const companyId = await createCompany(database.db);
    await createReview(database.db, { companyId, rating: 5 });
    await createReview(database.db, { companyId, rating: 3 });
    await createReview(database.db, { companyId, rating: 1, isAiGenerated: true, reviewerFirstName: null });
    await createReview(database.db, { companyId, rating: 1, status: "removed" });
    const company = await getCompany(database.db, companyId);
    expect(company.reviewCount).toBe(2);
    expect(company.averageRating).toBe(4);
  });
});

describe("helpful votes", () => {
  it("keeps one vote per user, changeable and removable, with exact counts", async () => {
    const companyId = await createCompany(database.db);
    const review = await createReview(database.db, { companyId });
    const alice = await createUser(database.db);
    const bob = await createUser(database.db);
    expect(await voteOnReview(database.db, { reviewId: review.id, userId: alice.id, value: "helpful" })).toMatchObject({
      helpfulCount: 1,
      notHelpfulCount: 0,
    });
    expect(await voteOnReview(database.db, { reviewId: review.id, userId: alice.id, value: "helpful" })).toMatchObject({
      helpfulCount: 1,
    });
    expect(
      await voteOnReview(database.db, { reviewId: review.id, userId: bob.id, value: "not_helpful" }),
    ).toMatchObject({ helpfulCount: 1, notHelpfulCount: 1 });
    expect(
      await voteOnReview(database.db, { reviewId: review.id, userId: alice.id, value: "not_helpful" }),
    ).toMatchObject({ helpfulCount: 0, notHelpfulCount: 2 });
    expect(await voteOnReview(database.db, { reviewId: review.id, userId: bob.id, value: null })).toMatchObject({
      helpfulCount: 0,
      notHelpfulCount: 1,
    });
    const listed = await listCompanyReviews(database.db, companyId, query(), {
      userId: alice.id,
      showAiGeneratedReviews: true,
    });
    expect(listed.reviews[0]?.viewerVote).toBe("not_helpful");
  });

  it("counts concurrent votes exactly", async () => {
    const companyId = await createCompany(database.db);
    const review = await createReview(database.db, { companyId });
    const voters = await Promise.all(Array.from({ length: 8 }, () => createUser(database.db)));
    await Promise.all(
      voters.map((voter) => voteOnReview(database.db, { reviewId: review.id, userId: voter.id, value: "helpful" })),
    );
    const listed = await listCompanyReviews(database.db, companyId, query(), everyone);
    expect(listed.reviews[0]?.helpfulCount).toBe(8);
  });

  it("refuses votes on your own review and on reviews that are not published", async () => {
    const companyId = await createCompany(database.db);
    const author = await createUser(database.db);
    const own = await createReview(database.db, { companyId, userId: author.id });
    await expect(
      voteOnReview(database.db, { reviewId: own.id, userId: author.id, value: "helpful" }),
    ).rejects.toMatchObject({ code: "forbidden" });
    const removed = await createReview(database.db, { companyId, status: "removed" });
    await expect(
      voteOnReview(database.db, { reviewId: removed.id, userId: author.id, value: "helpful" }),
    ).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("reports", () => {
  it("stores one open report per user per review", async () => {
    const companyId = await createCompany(database.db);
    const review = await createReview(database.db, { companyId });
    const reporter = await createUser(database.db);
    const report = await reportReview(database.db, {
      reviewId: review.id,
      userId: reporter.id,
      reason: "spam",
      note: "Link farm",
    });
    expect(report.id).toBeGreaterThan(0);
    await expect(
      reportReview(database.db, { reviewId: review.id, userId: reporter.id, reason: "other", note: undefined }),
    ).rejects.toMatchObject({
      code: "conflict",
    });
  });
});

describe("mentions", () => {
  it("counts whole-word mentions, splits strengths and concerns, and finds the common brand size", async () => {
    const companyId = await createCompany(database.db);
    await createReviews(database.db, companyId, [
      { rating: 5, content: "Support is superb and the templates save hours.", goodForSevenFigures: true },
      { rating: 4, content: "Great support, decent templates, fair pricing overall.", goodForSevenFigures: true },
      { rating: 1, content: "Pricing doubled and onboarding was chaotic for us.", goodForStartup: true },
      { rating: 2, content: "The pricing is steep; supportive staff though.", goodForSevenFigures: true },
    ]);
    const mentions = await countReviewMentions(database.db, companyId, { includeAi: true });
    const top = topMentions(mentions);
    expect(top.slice(0, 2)).toEqual([
      { term: "pricing", count: 3 },
      { term: "support", count: 2 },
    ]);
    const summary = summariseMentions(mentions);
    expect(summary.strengths.map((item) => item.term)).toEqual(["support", "templates"]);
    expect(summary.concerns[0]).toEqual({ term: "pricing", count: 2 });
    expect(summary.mostCommonGoodFor).toEqual({ key: "sevenFigures", count: 3 });
  });
});
