// Plain values the review list renders; apart from the zod schemas (validation/reviews.ts) so the page's
// browser code does not carry zod (docs/decisions/029-performance-budgets.md).
export const reviewSorts = ["newest", "oldest", "highest", "lowest", "helpful"] as const;
export type ReviewSort = (typeof reviewSorts)[number];

export const reviewSortLabels: Record<ReviewSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  highest: "Highest rated",
  lowest: "Lowest rated",
  helpful: "Most helpful",
};

export const reviewsPageSize = 10;
