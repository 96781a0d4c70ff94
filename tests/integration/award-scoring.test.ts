import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { periodWindow, scoreCategory, starsFor } from "#server/awards/scoring.ts";
import { createCompany, createReview } from "#tests/support/factories.ts";
import { prepareTestDatabase } from "#tests/support/fixtures.ts";

const database = prepareTestDatabase();

describe("award scoring method", () => {
  it("computes the period window: a calendar month, or a year (UTC, end exclusive), across year ends", () => {
    expect(periodWindow({ periodType: "monthly", year: 2026, month: 12 })).toEqual({
      start: new Date("2026-12-01T00:00:00Z"),
      end: new Date("2027-01-01T00:00:00Z"),
    });
    expect(periodWindow({ periodType: "annual", year: 2026, month: null })).toEqual({
      start: new Date("2026-01-01T00:00:00Z"),
      end: new Date("2027-01-01T00:00:00Z"),
    });
  });

  it("matches hand-computed scores: category prior, recency weights, presence, minimum counts, AI and removed reviews left out", async () => {
    const category = await database.db.execute<{ id: number }>(sql`
      insert into categories (name, slug, "group", sort_order) values ('Award Test', 'award-test', 'saas', 99) returning id`);
    const categoryId = category.rows[0]?.id ?? 0;
    const alpha = await createCompany(database.db, "Alpha Awards");
    const beta = await createCompany(database.db, "Beta Awards");
    await database.db.execute(sql`
      insert into company_categories (company_id, category_id, is_primary) values (${alpha}, ${categoryId}, true), (${beta}, ${categoryId}, true)`);
    // In October 2026: Alpha 5 (Oct 31) and 4 (Oct 1); Beta 5 (Oct 15).
    await createReview(database.db, { companyId: alpha, rating: 5, createdAt: new Date("2026-10-31T00:00:00Z") });
    await createReview(database.db, { companyId: alpha, rating: 4, createdAt: new Date("2026-10-01T00:00:00Z") });
    await createReview(database.db, { companyId: beta, rating: 5, createdAt: new Date("2026-10-15T00:00:00Z") });
    // Never counted: an AI review, a removed and a pending review, and one from September.
    await createReview(database.db, {
      companyId: beta,
      rating: 1,
      isAiGenerated: true,
      createdAt: new Date("2026-10-20T00:00:00Z"),
    });
    await createReview(database.db, {
      companyId: alpha,
      rating: 1,
      status: "removed",
      createdAt: new Date("2026-10-20T00:00:00Z"),
    });
    await createReview(database.db, {
      companyId: alpha,
      rating: 1,
      status: "pending",
      createdAt: new Date("2026-10-21T00:00:00Z"),
    });
    await createReview(database.db, { companyId: alpha, rating: 1, createdAt: new Date("2026-09-30T23:59:00Z") });

    const scores = await scoreCategory(database.db, {
      categoryId,
      window: periodWindow({ periodType: "monthly", year: 2026, month: 10 }),
      minimumReviews: 2,
    });
    const byId = new Map(scores.map((score) => [score.companyId, score]));
    // Prior m = mean(5, 4, 5) = 4.6667. Weights 0.7^(age in years at Nov 1):
    // Alpha: (7 × 4.6667 + 5 × 0.99902 + 4 × 0.97018) / (7 + 1.96921) = 4.6317; presence 2/2 = 1 → 4.63.
    // Beta: (7 × 4.6667 + 5 × 0.98354) / (7 + 0.98354) = 4.7077; presence 1/2 → × 0.95 = 4.47.
    expect(byId.get(alpha)).toMatchObject({
      reviewCount: 2,
      presence: 1,
      calculatedScore: 4.63,
      monthlyScore: 92.6,
      eligible: true,
    });
    expect(byId.get(alpha)?.satisfaction).toBeCloseTo(4.6317, 3);
    expect(byId.get(beta)).toMatchObject({ reviewCount: 1, presence: 0.5, calculatedScore: 4.47, eligible: false });
    expect(byId.get(beta)?.satisfaction).toBeCloseTo(4.7077, 3);
    expect(starsFor(92.6)).toBe(4);
    expect(starsFor(100)).toBe(5);

    // The year: the September review now counts too, and the minimum is the annual one.
    const annual = await scoreCategory(database.db, {
      categoryId,
      window: periodWindow({ periodType: "annual", year: 2026, month: null }),
      minimumReviews: 10,
    });
    expect(annual.find((score) => score.companyId === alpha)).toMatchObject({ reviewCount: 3, eligible: false });
  });
});
