// Sub-rating averages from the sums and counts company_review_stats keeps (a trigger), one rule for every page:
// shown from `subRatingMinimumCount` ratings on, rounded to one decimal (docs/decisions/061-review-detail.md).

import { averageRatingOf } from "#contracts/rating.ts";
import { type SubRatingKey, subRatingKeys, subRatingMinimumCount } from "#contracts/review-details.ts";

/** The sum and count columns of company_review_stats, as a query selects them (null without a stats row). */
export type SubRatingSums = {
  ease_of_use_sum: number | null;
  ease_of_use_count: number | null;
  support_sum: number | null;
  support_count: number | null;
  value_sum: number | null;
  value_count: number | null;
  features_sum: number | null;
  features_count: number | null;
};

export type SubRatingAverage = { key: SubRatingKey; average: number | null; count: number };

const columns: Record<SubRatingKey, [keyof SubRatingSums, keyof SubRatingSums]> = {
  easeOfUse: ["ease_of_use_sum", "ease_of_use_count"],
  support: ["support_sum", "support_count"],
  value: ["value_sum", "value_count"],
  features: ["features_sum", "features_count"],
};

export function subRatingAverages(row: SubRatingSums | undefined): SubRatingAverage[] {
  return subRatingKeys.map((key) => {
    const [sumColumn, countColumn] = columns[key];
    const sum = Number(row?.[sumColumn] ?? 0);
    const count = Number(row?.[countColumn] ?? 0);
    return { key, average: count >= subRatingMinimumCount ? averageRatingOf(sum, count) : null, count };
  });
}
