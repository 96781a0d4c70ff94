// The reasons a review or a reply can be reported for, as stored (review_reports.reason, reply_reports.reason),
// and as shown; apart from the zod schemas (validation/reviews.ts) so pages that only show them carry no zod in
// their browser code (docs/decisions/029-performance-budgets.md).
export const reportReasons = ["spam", "fake_or_conflict", "offensive", "off_topic", "other"] as const;
export type ReportReason = (typeof reportReasons)[number];
export const reportReasonLabels: Record<ReportReason, string> = {
  spam: "Spam",
  fake_or_conflict: "Fake or conflict of interest",
  offensive: "Offensive",
  off_topic: "Off-topic",
  other: "Other",
};
