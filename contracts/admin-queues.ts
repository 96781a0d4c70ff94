/** The admin queues' tabs, filters and actions: one definition each, read by the admin pages and the domain (decision 092). */

export const moderationTabs = ["reported", "held", "removed"] as const;
export type ModerationTab = (typeof moderationTabs)[number];
export const moderationActions = ["remove", "dismiss", "restore", "approve"] as const;
export type ModerationAction = (typeof moderationActions)[number];
export const companyFilters = ["all", "ai", "manual", "community"] as const;
export type CompanyFilter = (typeof companyFilters)[number];
export const submissionTabs = ["companies", "rejected-companies"] as const;
export type SubmissionTab = (typeof submissionTabs)[number];
export const submissionActions = ["approve-company", "reject-company", "merge-company"] as const;
export type SubmissionAction = (typeof submissionActions)[number];
export const replyModerationActions = ["hide-reply", "dismiss-reply"] as const;
export type ReplyModerationAction = (typeof replyModerationActions)[number];
export const claimActions = ["approve-claim", "reject-claim", "revoke-claim"] as const;
export type ClaimAction = (typeof claimActions)[number];
