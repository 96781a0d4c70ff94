/** Where a review stands: shown, held for a moderator, or removed (by its author or a moderator). */
export const reviewStatuses = ["published", "pending", "removed"] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** What a review is right after it is submitted or edited: shown at once, or held (never removed). */
export const submittedReviewStatuses = ["published", "pending"] as const satisfies readonly ReviewStatus[];
