// Compare pages (docs/decisions/062-alternatives-and-compare.md): 2 to 4 companies, one canonical URL per set,
// `/compare/<slug>-vs-<slug>` with the slugs in alphabetical order. Plain values: pages and the server share them.
import type { CompanyStatus } from "./company-facts.ts";
import { subRatingMinimumCount } from "./review-details.ts";

export const minimumCompared = 2;
export const maximumCompared = 4;
export const compareSeparator = "-vs-";
/** A sub-rating average is shown from this many ratings on; fewer say "not enough ratings" (one rule everywhere). */
export const minimumSubRatings = subRatingMinimumCount;

/** The canonical path of a set of companies, by slug: `/compare/klaviyo-vs-omnisend`. */
export function comparePath(slugs: readonly string[]) {
  return `/compare/${[...slugs].sort(compareSlugs).join(compareSeparator)}`;
}

/** Alphabetical by slug, by code point (slugs are lower-case ASCII), so every runtime orders them alike. */
export function compareSlugs(a: string, b: string) {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** One of a company's alternatives, as pages and the API show it (server/catalog/alternatives.ts ranks them). */
export type Alternative = {
  id: number;
  name: string;
  slug: string;
  logoUrl: string | null;
  domain: string | null;
  status: CompanyStatus;
  averageRating: number | null;
  reviewCount: number;
  sharedCategories: { slug: string; name: string }[];
  sharedFeatures: number;
  /** How many tagged features the company itself has ("shares 5 of 7 features"). */
  companyFeatures: number;
  /** Operators who reviewed both, among the company's most recent reviewers. */
  coReviewers: number;
  score: number;
  /** Why it is listed: "Also in Email Marketing; shares 5 of 7 features; 12 operators reviewed both". */
  reason: string;
};
