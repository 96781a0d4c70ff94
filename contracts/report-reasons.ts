// The report reasons as shown; apart from the zod schemas (validation/reviews.ts) so pages that only show
// them carry no zod in their browser code (docs/decisions/029-performance-budgets.md).
export const reportReasonLabels = {
  spam: "Spam",
  fake_or_conflict: "Fake or conflict of interest",
  offensive: "Offensive",
  off_topic: "Off-topic",
  other: "Other",
} as const;
