import { sql } from "drizzle-orm";
import type { PeriodType } from "#contracts/award-periods.ts";
import type { BrandSize } from "#contracts/brand-sizes.ts";
import type { Database } from "../db/client.ts";
import { goodForColumns } from "../db/schema/reviews.ts";

/** Phantom reviews at the category's mean rating (Trustpilot-style Bayesian prior). */
const priorReviews = 7;
/** Weight of a review per year of age (G2-style recency decay). */
const yearlyDecay = 0.7;
/** Presence adjusts the satisfaction score by up to this share (docs/decisions/026-award-scoring.md). */
const presenceShare = 0.1;

export type PeriodWindow = { start: Date; end: Date };

/** The window a period covers: its calendar month, or its calendar year (UTC, end exclusive). */
export function periodWindow(period: { periodType: PeriodType; year: number; month: number | null }): PeriodWindow {
  if (period.periodType === "monthly") {
    const month = (period.month ?? 1) - 1;
    return { start: new Date(Date.UTC(period.year, month, 1)), end: new Date(Date.UTC(period.year, month + 1, 1)) };
  }
  return { start: new Date(Date.UTC(period.year, 0, 1)), end: new Date(Date.UTC(period.year + 1, 0, 1)) };
}

export type CompanyScore = {
  companyId: number;
  reviewCount: number;
  satisfaction: number;
  presence: number;
  /** 0–5, two decimals. */
  calculatedScore: number;
  /** 0–100: calculated × 20. */
  monthlyScore: number;
  eligible: boolean;
};

/**
 * The published scoring method, per category and period. Only published reviews
 * written by people count. Satisfaction is a Bayesian average of their ratings —
 * prior: the category's mean rating in the period, weighted as 7 reviews — with
 * each review weighted 0.7^(its age in years at the end of the period). Presence
 * is the company's review count over the category's highest count (0–1). The
 * calculated score is satisfaction × (0.9 + 0.1 × presence), two decimals; the
 * monthly score is that × 20. Companies under the minimum review count are scored
 * but not eligible.
 */
export async function scoreCategory(
  db: Pick<Database, "execute">,
  options: {
    categoryId: number;
    window: PeriodWindow;
    minimumReviews: number;
    /** Only reviews marked good for this brand size (the "Best for …" awards). */
    goodFor?: BrandSize;
  },
): Promise<CompanyScore[]> {
  const { start, end } = options.window;
  const goodFor = options.goodFor ? sql`and r.${sql.identifier(goodForColumns[options.goodFor].name)}` : sql``;
  const result = await db.execute<{
    company_id: number;
    review_count: number;
    satisfaction: number;
    presence: number;
  }>(sql`
    with counted as (
      select r.company_id, r.rating::float8 as rating,
        power(${yearlyDecay}::float8, extract(epoch from (${end.toISOString()}::timestamptz - r.created_at)) / (365.25 * 86400)) as weight
      from reviews r
      join company_categories cc on cc.company_id = r.company_id and cc.category_id = ${options.categoryId}
      where r.status = 'published' and not r.is_ai_generated
        and r.created_at >= ${start.toISOString()}::timestamptz and r.created_at < ${end.toISOString()}::timestamptz
        ${goodFor}
    ), prior as (
      select coalesce(avg(rating), 4.0)::float8 as mean from counted
    ), per_company as (
      select company_id, count(*)::int as review_count, sum(weight) as weight_sum, sum(weight * rating) as weighted_ratings
      from counted group by company_id
    ), most as (
      select max(review_count)::float8 as top from per_company
    )
    select p.company_id, p.review_count,
      (${priorReviews} * prior.mean + p.weighted_ratings) / (${priorReviews} + p.weight_sum) as satisfaction,
      p.review_count / most.top as presence
    from per_company p, prior, most
    order by p.company_id`);
  return result.rows.map((row) => {
    const calculated = Math.round(row.satisfaction * (1 - presenceShare + presenceShare * row.presence) * 100) / 100;
    return {
      companyId: row.company_id,
      reviewCount: row.review_count,
      satisfaction: Math.round(row.satisfaction * 10_000) / 10_000,
      presence: Math.round(row.presence * 10_000) / 10_000,
      calculatedScore: calculated,
      monthlyScore: Math.round(calculated * 20 * 100) / 100,
      eligible: row.review_count >= options.minimumReviews,
    };
  });
}

/** Stars shown for a monthly score (0–100). */
export function starsFor(monthlyScore: number) {
  return Math.floor(monthlyScore / 20);
}
