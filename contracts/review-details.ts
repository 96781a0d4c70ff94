// The optional detail of a review (issue #16): sub-ratings, and who the reviewer is, for the all-reviews filters.
export const subRatingKeys = ["easeOfUse", "support", "value", "features"] as const;
export type SubRatingKey = (typeof subRatingKeys)[number];
export const subRatingLabels: Record<SubRatingKey, string> = {
  easeOfUse: "Ease of use",
  support: "Customer support",
  value: "Value for money",
  features: "Features",
};

/** A reader's vote on a review (review_votes.value). */
export const voteValues = ["helpful", "not_helpful"] as const;
export type VoteValue = (typeof voteValues)[number];

export const reviewerRoles = [
  "founder",
  "marketing",
  "ecommerce",
  "operations",
  "customer-experience",
  "development",
  "finance",
  "other",
] as const;
export type ReviewerRole = (typeof reviewerRoles)[number];
export const reviewerRoleLabels: Record<ReviewerRole, string> = {
  founder: "Founder or owner",
  marketing: "Marketing",
  ecommerce: "E-commerce manager",
  operations: "Operations",
  "customer-experience": "Customer experience",
  development: "Development",
  finance: "Finance",
  other: "Other",
};

/** The form field (and API property) of each sub-rating. */
export const subRatingFields = {
  easeOfUse: "ratingEaseOfUse",
  support: "ratingSupport",
  value: "ratingValue",
  features: "ratingFeatures",
} as const satisfies Record<SubRatingKey, string>;
export type SubRatingField = (typeof subRatingFields)[SubRatingKey];

/** Accessible text of a sub-rating: "Ease of use 4 out of 5". */
/** What follows a sub-rating's number when read out. */
export const subRatingOutOf = " out of 5";

export function subRatingText(key: SubRatingKey, rating: number) {
  return `${subRatingLabels[key]} ${rating}${subRatingOutOf}`;
}

export const prosConsMaxLength = 1000;

/** Sub-rating averages are shown once this many reviews give that sub-rating (fewer say little). */
export const subRatingMinimumCount = 3;

/** Pros or cons as shown: one item per line, list markers ("-", "•", "*") dropped, blank lines skipped. */
export function prosConsItems(text: string | null) {
  if (!text) return [];
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-•*]|\d+[.)])\s+/, "").trim())
    .filter((line) => line !== "");
}
