// The company page's one domain read (server/catalog/company-page.ts, issue #36): everything the page shows, from
// one call, answered as the reads one by one answer it; on the long tail (no keyword, nothing cached) in one round
// trip to the database.
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { describe, expect, it } from "vitest";
import { ReviewListQuerySchema } from "#contracts/validation/reviews.ts";
import { createReadCache } from "#server/cache/read-cache.ts";
import { companyPage } from "#server/catalog/company-page.ts";
import { companyReviewsPage } from "#server/catalog/company-reviews-page.ts";
import { getCompanyWithFacts } from "#server/catalog/get-company.ts";
import { listAlternatives } from "#server/catalog/list-alternatives.ts";
import { refreshAlternatives } from "#server/catalog/refresh-alternatives.ts";
import { keepStatementPlans } from "#server/db/client.ts";
import { schema } from "#server/db/schema.ts";
import { readCompanyGridPosition } from "#server/presence/read-category-grid.ts";
import { getReviewDetailSummary } from "#server/reviews/get-review-detail-summary.ts";
import { listCompanyReviews } from "#server/reviews/list-company-reviews.ts";
import { listRecentReviews } from "#server/reviews/list-recent-reviews.ts";
import { countReviewMentions, summariseMentions, topMentions } from "#server/reviews/review-mentions.ts";
import { createCompany, createReview, createUser } from "#tests/support/factories.ts";
import { prepareTestDatabase } from "#tests/support/fixtures.ts";

const database = prepareTestDatabase();

/** This file's database, seen through a pool that counts the statements sent to it (one per round trip). */
function countingDatabase() {
  let statements = 0;
  const pool = database.pool;
  const counted = new Proxy(pool, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (key === "query")
        return (...args: Parameters<typeof pool.query>) => {
          statements += 1;
          return Reflect.apply(value, target, args);
        };
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const db = drizzle(counted, { schema });
  if (database.kind === "postgres") keepStatementPlans(db);
  return { db, statements: () => statements };
}

async function companyIn(categorySlug: string, name: string) {
  const id = await createCompany(database.db, `${name} ${process.pid} ${Math.random().toString(36).slice(2, 8)}`);
  await database.db.execute(sql`insert into company_categories (company_id, category_id, is_primary)
    select ${id}, id, true from categories where slug = ${categorySlug}`);
  return id;
}

async function reviewedCompany() {
  const companyId = await companyIn("email-marketing", "Page Reviewed");
  const details = [
    { rating: 5, pros: "Great flows and segmentation", ratingEaseOfUse: 5, ratingSupport: 4, helpfulCount: 3 },
    { rating: 2, cons: "Support was slow, pricing grew fast", ratingValue: 2, content: "Support was slow on pricing." },
    { rating: 4, pros: "Reliable deliverability", cons: "Reporting is thin", goodForSevenFigures: true },
    { rating: 1, content: "The integration broke twice and support never answered.", isAiGenerated: true },
  ];
  for (const detail of details) await createReview(database.db, { companyId, ...detail });
  await database.db.execute(sql`update companies set founded_year = 2015, headquarters = 'Boston, USA',
    description = 'Email and SMS for stores.' where id = ${companyId}`);
  await refreshAlternatives(database.db, [companyId]);
  return companyId;
}

describe("the company page's domain read", () => {
  it("gives everything the page shows, as the reads one by one give it, in one round trip for a visitor", async () => {
    const companyId = await reviewedCompany();
    // The category's Grid is a shared aggregate in the read cache (decision 098), read once a minute per category,
    // not per company page: kept warm here, so what is counted is this page's own read.
    const cache = createReadCache();
    const gridPosition = await readCompanyGridPosition({ db: database.db, cache }, companyId);
    const { db, statements } = countingDatabase();
    const page = await companyPage({ db, cache }, { companyId, viewer: null, q: undefined });
    expect(statements()).toBe(1);
    expect(page.gridPosition).toEqual(gridPosition);

    const visitor = { userId: null, showAiGeneratedReviews: true };
    const { facts, ...company } = await getCompanyWithFacts(database.db, companyId);
    const mentions = await countReviewMentions(database.db, companyId, { includeAi: true });
    expect(page).toEqual({
      company: {
        id: company.id,
        name: company.name,
        slug: company.slug,
        description: "Email and SMS for stores.",
        logoUrl: company.logoUrl,
        websiteUrl: company.websiteUrl,
        domain: company.domain,
        foundedYear: 2015,
        headquarters: "Boston, USA",
        kind: company.kind,
        aiSummary: company.aiSummary,
        aiSummaryGeneratedAt: company.aiSummaryGeneratedAt,
        aiSummaryReviewCount: company.aiSummaryReviewCount,
        listingStatus: "listed",
        averageRating: company.averageRating,
        reviewCount: 3,
        categories: company.categories,
        proposedCategories: [],
        claimed: false,
      },
      facts,
      reviews: await listRecentReviews(database.db, companyId, visitor, { limit: 3 }),
      mentions,
      topMentions: topMentions(mentions),
      mentionSummary: summariseMentions(mentions),
      reviewDetail: await getReviewDetailSummary(database.db, companyId),
      alternatives: await listAlternatives(database.db, companyId, { limit: 5 }),
      gridPosition,
      preferences: { showAiGeneratedReviews: true, showAiGeneratedCompanies: true, showAiSummaries: true },
      viewer: null,
    });
    // The data is really there, so the comparison compares something.
    expect(page.reviews).toHaveLength(3);
    expect(page.company.categories.map((category) => category.slug)).toEqual(["email-marketing"]);
    expect(page.mentions.reviewCount).toBe(4);
    expect(page.reviewDetail.pros.length).toBeGreaterThan(0);
    expect(page.alternatives.length).toBeGreaterThan(0);
    expect(page.facts?.features.length).toBeGreaterThan(0);
  });

  it("reads a keyword search and figures already cached in parallel parts, with the same answers", async () => {
    const companyId = await reviewedCompany();
    const cache = createReadCache();
    const first = await companyPage({ db: database.db, cache }, { companyId, viewer: null, q: undefined });
    // Now the figures are in the read cache: the same page, read in parts.
    const { db, statements } = countingDatabase();
    expect(await companyPage({ db, cache }, { companyId, viewer: null, q: undefined })).toEqual(first);
    expect(statements()).toBeGreaterThan(1);

    const searched = await companyPage({ db: database.db, cache }, { companyId, viewer: null, q: "pricing" });
    expect(searched.reviews.map((review) => review.content)).toEqual(["Support was slow on pricing."]);
    expect(searched.mentions).toEqual(
      await countReviewMentions(database.db, companyId, { includeAi: true, q: "pricing" }),
    );
    expect(searched.company).toEqual(first.company);
  });

  it("tells a signed-in viewer their own review, their claim and the categories to review in", async () => {
    const companyId = await reviewedCompany();
    const user = await createUser(database.db);
    const own = await createReview(database.db, { companyId, userId: user.id, status: "pending" });
    await database.db.execute(
      sql`insert into user_preferences (user_id, show_ai_generated_reviews) values (${user.id}, false)`,
    );
    await database.db.execute(sql`insert into company_claims (company_id, user_id, claim_email, status)
      values (${companyId}, ${user.id}, ${`rep@${companyId}.example`}, 'approved')`);
    const page = await companyPage(
      { db: database.db, cache: createReadCache() },
      { companyId, viewer: { userId: user.id, isAdmin: false }, q: undefined },
    );
    expect(page.viewer?.ownReviewId).toBe(own.id);
    expect(page.viewer?.represents).toBe(true);
    expect(page.viewer?.categories.map((category) => category.slug)).toContain("email-marketing");
    expect(page.company.claimed).toBe(true);
    // The viewer hides AI reviews: none is listed or counted.
    expect(page.preferences.showAiGeneratedReviews).toBe(false);
    expect(page.reviews.some((review) => review.isAiGenerated)).toBe(false);
    expect(page.mentions.reviewCount).toBe(3);
  });

  it("does not show a rejected company to visitors, and shows it to admins", async () => {
    const companyId = await companyIn("email-marketing", "Page Rejected");
    await database.db.execute(sql`update companies set listing_status = 'rejected' where id = ${companyId}`);
    const reader = { db: database.db, cache: createReadCache() };
    await expect(companyPage(reader, { companyId, viewer: null, q: undefined })).rejects.toMatchObject({
      code: "not_found",
    });
    const admin = await createUser(database.db);
    const page = await companyPage(reader, { companyId, viewer: { userId: admin.id, isAdmin: true }, q: undefined });
    expect(page.company.listingStatus).toBe("rejected");
    await expect(companyPage(reader, { companyId: 2_000_000_000, viewer: null, q: undefined })).rejects.toMatchObject({
      code: "not_found",
    });
  });
});

describe("the all-reviews page's domain read", () => {
  it("gives the company, the page of reviews with its figures and the keywords from one call", async () => {
    const companyId = await reviewedCompany();
    const query = ReviewListQuerySchema.parse({ sort: "newest" });
    const { db, statements } = countingDatabase();
    const page = await companyReviewsPage({ db, cache: createReadCache() }, { companyId, viewer: null, query });
    // The company and its mention counts in one batch, sent with the page of reviews and its figures.
    expect(statements()).toBe(3);
    const { id, name, slug, listingStatus } = await getCompanyWithFacts(database.db, companyId);
    const mentions = await countReviewMentions(database.db, companyId, { includeAi: true });
    expect(page).toEqual({
      company: { id, name, slug, listingStatus },
      ...(await listCompanyReviews(database.db, companyId, query, { userId: null, showAiGeneratedReviews: true })),
      keywords: topMentions(mentions, 10).map((mention) => mention.term),
    });
    expect(page.reviews).toHaveLength(4);
    expect(page.keywords).toContain("support");

    const filtered = ReviewListQuerySchema.parse({ q: "pricing" });
    const searched = await companyReviewsPage(
      { db: database.db, cache: createReadCache() },
      { companyId, viewer: null, query: filtered },
    );
    expect(searched.reviews.map((review) => review.content)).toEqual(["Support was slow on pricing."]);
    expect(searched.keywords).toEqual(page.keywords);
  });

  it("does not show a rejected company's reviews to visitors", async () => {
    const companyId = await companyIn("email-marketing", "Reviews Rejected");
    await database.db.execute(sql`update companies set listing_status = 'rejected' where id = ${companyId}`);
    await expect(
      companyReviewsPage(
        { db: database.db, cache: createReadCache() },
        { companyId, viewer: null, query: ReviewListQuerySchema.parse({}) },
      ),
    ).rejects.toMatchObject({ code: "not_found" });
  });
});
