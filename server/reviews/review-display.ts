import { type BrandSize, brandSizes } from "#contracts/brand-sizes.ts";
import type { Platform } from "#contracts/company-facts.ts";
import type { ReviewerRole, SubRatingKey } from "#contracts/review-details.ts";
import { type GoodForField, goodForColumns } from "../db/schema/reviews.ts";

/** How a reviewer is named in public: "AI Generated", "First S.", or "Anonymous User". */
export function reviewerDisplayName(review: {
  isAiGenerated: boolean;
  reviewerFirstName: string | null;
  reviewerSurname: string | null;
}) {
  if (review.isAiGenerated) return "AI Generated";
  const first = review.reviewerFirstName?.trim();
  if (!first) return "Anonymous User";
  const initial = review.reviewerSurname?.trim().slice(0, 1).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

/** The good-for flags of a review row as the list of brand sizes it names. */
export function goodForOf(row: Record<GoodForField, boolean>): BrandSize[] {
  return brandSizes.filter((size) => row[goodForColumns[size].field]);
}

/** The good-for flags a review row stores for a list of brand sizes. */
export function goodForFlagsOf(goodFor: readonly BrandSize[]): Record<GoodForField, boolean> {
  const flags = {} as Record<GoodForField, boolean>;
  for (const size of brandSizes) flags[goodForColumns[size].field] = goodFor.includes(size);
  return flags;
}

/** The optional detail of a review row (issue #16): sub-ratings, pros and cons, and who the reviewer is. */
export function reviewDetailOf(row: {
  ratingEaseOfUse: number | null;
  ratingSupport: number | null;
  ratingValue: number | null;
  ratingFeatures: number | null;
  pros: string | null;
  cons: string | null;
  reviewerBrandSize: BrandSize | null;
  reviewerRole: ReviewerRole | null;
  reviewerPlatform: Platform | null;
}) {
  const subRatings: Record<SubRatingKey, number | null> = {
    easeOfUse: row.ratingEaseOfUse,
    support: row.ratingSupport,
    value: row.ratingValue,
    features: row.ratingFeatures,
  };
  return {
    subRatings,
    pros: row.pros,
    cons: row.cons,
    reviewerBrandSize: row.reviewerBrandSize,
    reviewerRole: row.reviewerRole,
    reviewerPlatform: row.reviewerPlatform,
  };
}
