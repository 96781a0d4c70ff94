import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { demoAdminEmail, demoVendorDomain } from "#contracts/demo-accounts.ts";
import { readCatalog } from "#server/db/seed/catalog-files.ts";
import { generateSampleReviewers, generateSampleReviews } from "#server/db/seed/sample-reviews.ts";
import { clearDemo, seedDemo } from "#server/db/seed/seed-demo.ts";
import { prepareTestDatabase } from "#tests/support/fixtures.ts";

const database = prepareTestDatabase();

const now = new Date("2026-11-01T12:00:00Z");

describe("sample review generator", () => {
  it("is reproducible and keeps one review per reviewer per company", () => {
    const reviewers = generateSampleReviewers(160, 7);
    const first = generateSampleReviews({ companies: readCatalog().companies, reviewers, now, seed: 7 });
    const second = generateSampleReviews({ companies: readCatalog().companies, reviewers, now, seed: 7 });
    expect(second).toEqual(first);
    const pairs = new Set(first.map((review) => `${review.companyIndex}:${review.reviewerIndex}`));
    expect(pairs.size).toBe(first.length);
  });

  it("spreads several thousand reviews over the past 18 months with a believable rating mix", () => {
    const reviewers = generateSampleReviewers(160, 11);
    const reviews = generateSampleReviews({ companies: readCatalog().companies, reviewers, now, seed: 11 });
    expect(reviews.length).toBeGreaterThanOrEqual(3000);
    const eighteenMonthsAgo = new Date(now);
    eighteenMonthsAgo.setUTCMonth(eighteenMonthsAgo.getUTCMonth() - 18);
    for (const review of reviews) {
      expect(review.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(review.createdAt.getTime()).toBeGreaterThanOrEqual(eighteenMonthsAgo.getTime() - 86_400_000);
      expect(review.helpfulVoterIndexes).not.toContain(review.reviewerIndex);
    }
    const counts = [1, 2, 3, 4, 5].map((rating) => reviews.filter((review) => review.rating === rating).length);
    expect(counts.every((count) => count > 0)).toBe(true);
    expect((counts[3] ?? 0) + (counts[4] ?? 0)).toBeGreaterThan(reviews.length / 2);
    const perCompany = new Map<number, number>();
    for (const review of reviews) perCompany.set(review.companyIndex, (perCompany.get(review.companyIndex) ?? 0) + 1);
    // The best-known few hundred have reviews; the rest of the catalog none yet (sample-reviews.ts).
    expect(perCompany.size).toBe(Math.min(320, readCatalog().companies.length));
  });
});

describe("demo data", () => {
  it("loads demo accounts and sample reviews with consistent vote counts, then clears them", async () => {
    const seeded = await seedDemo(database.db, now);
    expect(seeded.reviews).toBeGreaterThanOrEqual(3000);
    expect(await seedDemo(database.db, now)).toEqual({ users: 0, reviews: 0, votes: 0 });

    const check = await database.db.execute<{
      admins: number;
      mismatched: number;
      sample: number;
      not_sample: number;
    }>(sql`
      select
        (select count(*) from user_roles r join users u on u.id = r.user_id where u.email = ${demoAdminEmail})::int as admins,
        (select count(*) from reviews r where r.helpful_count <> (select count(*) from review_votes v where v.review_id = r.id and v.value = 'helpful'))::int as mismatched,
        (select count(*) from reviews where is_sample)::int as sample,
        (select count(*) from reviews where not is_sample)::int as not_sample`);
    expect(check.rows[0]).toEqual({ admins: 1, mismatched: 0, sample: seeded.reviews, not_sample: 0 });
    // The demo's fictitious vendor, at a reserved domain (decision 074), goes with the rest.
    const demoVendors = async () =>
      (
        await database.db.execute<{ count: number }>(
          sql`select count(*)::int as count from companies where domain = ${demoVendorDomain}`,
        )
      ).rows[0]?.count;
    expect(await demoVendors()).toBe(1);

    const cleared = await clearDemo(database.db);
    expect(cleared.reviews).toBe(seeded.reviews);
    const after = await database.db.execute<{ reviews: number; users: number; votes: number }>(sql`
      select (select count(*) from reviews)::int as reviews, (select count(*) from users)::int as users,
             (select count(*) from review_votes)::int as votes`);
    expect(after.rows[0]).toEqual({ reviews: 0, users: 0, votes: 0 });
    expect(await demoVendors()).toBe(0);
  }, 120_000);
});
