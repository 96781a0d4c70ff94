import { describe, expect, test } from "vitest";
import {
  buildCategoryGrid,
  type GridCompany,
  gridMinimumReviews,
  gridQuadrantOf,
  medianOf,
  mostReviewedPoints,
  shrunkSatisfaction,
} from "#contracts/category-grid.ts";
import { marketPresenceScore, presenceSignalShares } from "#contracts/market-presence.ts";

const year = 2026;
const bare = { integrations: 0, reviews: 0, reviewers: 0, popularityBand: null, foundedYear: null } as const;

describe("market presence score", () => {
  test("is the mean of the signals present, with their count", () => {
    expect(marketPresenceScore(bare, year)).toEqual({ score: 0, signalCount: 2 });
    const top200 = marketPresenceScore({ ...bare, popularityBand: "top200" }, year);
    // integrations 0, reviews 0, popularity 1 → one third.
    expect(top200).toEqual({ score: 33.3, signalCount: 3 });
  });

  test("a missing signal is left out, not counted as zero", () => {
    const shares = presenceSignalShares({ ...bare, integrations: 50, reviews: 200, reviewers: 150 }, year);
    expect(shares).toEqual({ integrations: 1, reviews: 1 });
    expect(marketPresenceScore({ ...bare, integrations: 50, reviews: 200, reviewers: 150 }, year)).toEqual({
      score: 100,
      signalCount: 2,
    });
    // A company founded this year has age zero (a signal present): it scores below one whose age is unknown.
    const unknownAge = marketPresenceScore({ ...bare, integrations: 10, popularityBand: "top1k" }, year);
    const newborn = marketPresenceScore(
      { ...bare, integrations: 10, popularityBand: "top1k", foundedYear: year },
      year,
    );
    expect(newborn.signalCount).toBe(unknownAge.signalCount + 1);
    expect(newborn.score).toBeLessThan(unknownAge.score);
  });

  test("counts rise on a log scale and saturate at their anchors", () => {
    const share = (integrations: number) => presenceSignalShares({ ...bare, integrations }, year).integrations ?? 0;
    expect(share(1)).toBeGreaterThan(0);
    expect(share(10) - share(5)).toBeGreaterThan(share(40) - share(35));
    expect(share(50)).toBe(1);
    expect(share(5000)).toBe(1);
  });

  test("a smaller popularity bucket scores higher; a founded year in the future is missing", () => {
    const popularity = (band: "top200" | "top1k" | "top100k") =>
      presenceSignalShares({ ...bare, popularityBand: band }, year).popularity ?? 0;
    expect(popularity("top200")).toBe(1);
    expect(popularity("top1k")).toBeGreaterThan(popularity("top100k"));
    expect(popularity("top100k")).toBeGreaterThan(0);
    expect(presenceSignalShares({ ...bare, foundedYear: year + 1 }, year).age).toBeUndefined();
  });
});

describe("satisfaction shrunk toward the category mean", () => {
  test("few reviews stay near the mean, many reviews reach their own average", () => {
    expect(shrunkSatisfaction(0, 0, 4)).toBe(4);
    // Three five-star reviews in a category averaging 4: (5 × 4 + 15) ÷ 8.
    expect(shrunkSatisfaction(15, 3, 4)).toBeCloseTo(4.375, 6);
    expect(shrunkSatisfaction(5000, 1000, 4)).toBeCloseTo(4.995, 2);
    expect(shrunkSatisfaction(15, 3, 4, 0)).toBe(5);
  });

  test("median of an odd and an even count", () => {
    expect(medianOf([])).toBeNull();
    expect(medianOf([3, 1, 2])).toBe(2);
    expect(medianOf([4, 1, 3, 2])).toBe(2.5);
  });
});

describe("grid quadrants", () => {
  const split = { satisfaction: 4, presence: 50 };
  test("the documented rule, ties counted as high", () => {
    expect(gridQuadrantOf({ satisfaction: 4.2, presence: 60 }, split)).toBe("leaders");
    expect(gridQuadrantOf({ satisfaction: 4, presence: 50 }, split)).toBe("leaders");
    expect(gridQuadrantOf({ satisfaction: 4.2, presence: 10 }, split)).toBe("highPerformers");
    expect(gridQuadrantOf({ satisfaction: 3.9, presence: 60 }, split)).toBe("contenders");
    expect(gridQuadrantOf({ satisfaction: 3.9, presence: 10 }, split)).toBe("niche");
  });

  test("draws companies with enough reviews, split at the category mean and the median presence", () => {
    const company = (id: number, reviewCount: number, average: number, presence: number): GridCompany => ({
      id,
      name: `Company ${id}`,
      slug: `company-${id}`,
      reviewCount,
      ratingSum: reviewCount * average,
      presence,
      presenceSignals: 3,
      brandSizes: [],
    });
    const companies = [
      company(1, 20, 4.8, 80),
      company(2, 20, 4.8, 20),
      company(3, 20, 3.0, 70),
      company(4, 20, 3.0, 10),
      company(5, gridMinimumReviews - 1, 5, 99),
    ];
    const ratingSum = companies.reduce((sum, c) => sum + c.ratingSum, 0);
    const reviewCount = companies.reduce((sum, c) => sum + c.reviewCount, 0);
    const grid = buildCategoryGrid(companies, { ratingSum, reviewCount });
    expect(grid.categoryMean).toBeCloseTo(ratingSum / reviewCount, 9);
    expect(grid.split?.presence).toBe(45);
    expect(grid.points.map((point) => [point.id, point.quadrant])).toEqual([
      [1, "leaders"],
      [2, "highPerformers"],
      [3, "contenders"],
      [4, "niche"],
    ]);
    expect(buildCategoryGrid([], { ratingSum: 0, reviewCount: 0 }).points).toEqual([]);
  });
});

describe("the points one Grid draws", () => {
  test("the most reviewed, in the order they came", () => {
    const points = [
      { id: 1, reviewCount: 5, presence: 10 },
      { id: 2, reviewCount: 50, presence: 10 },
      { id: 3, reviewCount: 5, presence: 20 },
      { id: 4, reviewCount: 30, presence: 10 },
    ];
    expect(mostReviewedPoints(points, 3).map((point) => point.id)).toEqual([2, 3, 4]);
    expect(mostReviewedPoints(points, 10)).toEqual(points);
  });
});
