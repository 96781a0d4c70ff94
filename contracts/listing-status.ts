/**
 * Whether a company is in the public catalog. A company a reader adds is `pending` until an admin
 * approves it (`listed`) or rejects it (docs/decisions/056-community-companies-reviewed.md).
 */
export const listingStatuses = ["listed", "pending", "rejected"] as const;
export type ListingStatus = (typeof listingStatuses)[number];
