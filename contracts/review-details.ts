// The optional detail of a review (issue #16): sub-ratings, and who the reviewer is, for the all-reviews filters.
export const subRatingKeys = ["easeOfUse", "support", "value", "features"] as const;
export type SubRatingKey = (typeof subRatingKeys)[number];
export const subRatingLabels: Record<SubRatingKey, string> = {
  easeOfUse: "Ease of use",
  support: "Customer support",
  value: "Value for money",
  features: "Features",
};

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

export const prosConsMaxLength = 1000;
