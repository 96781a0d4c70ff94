// How a representative hears about new reviews of the companies they represent (decision 065); apart from the zod
// schema (validation/account.ts) so the settings page carries no zod in its browser code.
export const newReviewEmailChoices = ["each", "daily", "none"] as const;
export type NewReviewEmailChoice = (typeof newReviewEmailChoices)[number];

export const newReviewEmailLabels: Record<NewReviewEmailChoice, string> = {
  each: "An email for each new review",
  daily: "One daily digest of the day's new reviews",
  none: "No emails about new reviews",
};
