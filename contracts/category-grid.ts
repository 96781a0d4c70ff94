// The category Grid (issue #38, docs/decisions/098-category-grid.md): each company of a category with enough
// reviews is a point, satisfaction against market presence, in four quadrants. The rule is here, pure, so the page,
// the company page, the badge and the methodology page read one definition.
import type { BrandSize } from "./brand-sizes.ts";

/** A company needs this many published reviews by people to be drawn: fewer say too little about satisfaction. */
export const gridMinimumReviews = 3;

/** Satisfaction starts from this many "phantom" reviews at the category's mean rating (a Bayesian average). */
export const gridPriorReviews = 5;

/**
 * The most points one Grid draws: the most reviewed of the companies that qualify (the splits still come from all
 * of them). A category at scale has thousands; a picture of thousands of labelled points reads as nothing.
 */
export const gridPointLimit = 60;

/** The `limit` most reviewed points (ties: more presence, then id), kept in the order they came in. */
export function mostReviewedPoints<T extends { id: number; reviewCount: number; presence: number }>(
  points: readonly T[],
  limit = gridPointLimit,
) {
  if (points.length <= limit) return [...points];
  const kept = new Set(
    [...points]
      .sort((a, b) => b.reviewCount - a.reviewCount || b.presence - a.presence || a.id - b.id)
      .slice(0, limit)
      .map((point) => point.id),
  );
  return points.filter((point) => kept.has(point.id));
}

export const gridQuadrants = ["leaders", "highPerformers", "contenders", "niche"] as const;
export type GridQuadrant = (typeof gridQuadrants)[number];

export const gridQuadrantLabels: Record<GridQuadrant, string> = {
  leaders: "Leaders",
  highPerformers: "High performers",
  contenders: "Contenders",
  niche: "Niche",
};

export const gridQuadrantMeanings: Record<GridQuadrant, string> = {
  leaders: "high satisfaction and high market presence",
  highPerformers: "high satisfaction, lower market presence",
  contenders: "high market presence, lower satisfaction",
  niche: "lower satisfaction and lower market presence",
};

/** The ratings' average pulled toward the category mean, the more the fewer reviews there are. */
export function shrunkSatisfaction(
  ratingSum: number,
  reviewCount: number,
  categoryMean: number,
  priorReviews = gridPriorReviews,
) {
  return (priorReviews * categoryMean + ratingSum) / (priorReviews + reviewCount);
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function medianOf(values: readonly number[]) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * The quadrant of a point: satisfaction at or above the category mean is high; market presence at or above the
 * median of the category's drawn companies is high.
 */
export function gridQuadrantOf(
  point: { satisfaction: number; presence: number },
  split: { satisfaction: number; presence: number },
): GridQuadrant {
  const satisfied = point.satisfaction >= split.satisfaction;
  const present = point.presence >= split.presence;
  if (satisfied) return present ? "leaders" : "highPerformers";
  return present ? "contenders" : "niche";
}

export type GridCompany = {
  id: number;
  name: string;
  slug: string;
  reviewCount: number;
  ratingSum: number;
  presence: number;
  presenceSignals: number;
  /** Brand sizes it is listed for or a review marks it good for. */
  brandSizes: readonly BrandSize[];
};

export type GridPoint = Omit<GridCompany, "ratingSum" | "brandSizes"> & {
  satisfaction: number;
  averageRating: number;
  quadrant: GridQuadrant;
};

/** A drawn company's point: its satisfaction pulled toward `categoryMean`, and its quadrant by `split`. */
export function gridPointOf(
  { ratingSum, ...company }: Omit<GridCompany, "brandSizes">,
  categoryMean: number,
  split: { satisfaction: number; presence: number },
): GridPoint {
  const satisfaction = shrunkSatisfaction(ratingSum, company.reviewCount, categoryMean);
  return {
    ...company,
    satisfaction,
    averageRating: ratingSum / company.reviewCount,
    quadrant: gridQuadrantOf({ satisfaction, presence: company.presence }, split),
  };
}

/** The order a Grid lists its points: by quadrant, then satisfaction and presence (highest first), name, id. */
function compareGridPoints(a: GridPoint, b: GridPoint) {
  return (
    gridQuadrants.indexOf(a.quadrant) - gridQuadrants.indexOf(b.quadrant) ||
    b.satisfaction - a.satisfaction ||
    b.presence - a.presence ||
    a.name.localeCompare(b.name) ||
    a.id - b.id
  );
}

/**
 * The points of a Grid's `companies`, in `compareGridPoints` order. The Grid's page is sent the companies' figures
 * and draws their points from them (decision 110: what a point derives is not sent beside what it derives from).
 */
export function gridPointsOf(
  companies: readonly Omit<GridCompany, "brandSizes">[],
  categoryMean: number,
  split: { satisfaction: number; presence: number },
) {
  return companies.map((company) => gridPointOf(company, categoryMean, split)).sort(compareGridPoints);
}

/**
 * The category's Grid: `companies` are all its scored companies with their review figures, `ratingSum` and
 * `reviewCount` the whole category's (every reviewed company, drawn or not). Points are those with at least
 * `gridMinimumReviews` reviews, in `compareGridPoints` order, with the brand sizes they are marked for.
 *
 * The reference definition: the server reads the same Grid with its selection done in SQL
 * (server/presence/read-category-grid.ts), and tests hold the two equal.
 */
export function buildCategoryGrid(
  companies: readonly GridCompany[],
  category: { ratingSum: number; reviewCount: number },
) {
  const categoryMean = category.reviewCount > 0 ? category.ratingSum / category.reviewCount : null;
  const drawn = companies.filter((company) => company.reviewCount >= gridMinimumReviews);
  if (categoryMean === null || drawn.length === 0) {
    return { categoryMean, split: null, points: [] as (GridPoint & Pick<GridCompany, "brandSizes">)[] };
  }
  const split = { satisfaction: categoryMean, presence: medianOf(drawn.map((company) => company.presence)) ?? 0 };
  const points = drawn
    .map(({ brandSizes, ...company }) => ({ ...gridPointOf(company, categoryMean, split), brandSizes }))
    .sort(compareGridPoints);
  return { categoryMean, split, points };
}
