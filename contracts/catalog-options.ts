// Plain values the category page renders; kept apart from the zod schemas (validation/catalog.ts) so the
// page's browser code does not carry zod (docs/decisions/029-performance-budgets.md).
// "Featured" is market presence (issue #38; docs/decisions/082-category-sorts.md, 097-market-presence.md).
export const companySorts = ["featured", "rating", "reviews", "name", "newest"] as const;
export type CompanySort = (typeof companySorts)[number];
export const companySortLabels: Record<CompanySort, string> = {
  featured: "Featured",
  rating: "Highest rated",
  reviews: "Most reviewed",
  name: "Name (A–Z)",
  newest: "Newest first",
};

/** "Highest rated" puts companies with at least this many reviews first: three glowing reviews do not lead. */
export const highestRatedMinimumReviews = 5;

/** What the chosen order means, said beside the list where it is not obvious. */
export const companySortNotes: Partial<Record<CompanySort, string>> = {
  featured:
    "Featured lists companies by market presence: integrations, reviews here, domain popularity and years in business, from the signals each has.",
  rating: `Highest rated lists companies with at least ${highestRatedMinimumReviews} reviews first, by their average rating; the others follow, most reviewed first.`,
};

export const categoryPageSize = 24;

/** The category groups as the catalog stores them (categories.group), in display order, and their headings. */
export const categoryGroups = ["saas", "agency", "freelance"] as const;
export type CategoryGroup = (typeof categoryGroups)[number];
export const categoryGroupLabels: Record<CategoryGroup, string> = {
  saas: "SaaS & Tools",
  agency: "Agency Services",
  freelance: "Freelance & Other",
};

/** The category page's minimum-rating filter, and how it reads. */
export const minimumRatings = ["3", "4", "4.5"] as const;
export type MinimumRating = (typeof minimumRatings)[number];
export const minimumRatingLabels: Record<MinimumRating, string> = {
  "3": "3 stars and up",
  "4": "4 stars and up",
  "4.5": "4.5 stars and up",
};
