import { heldExplanation } from "#contracts/review-holds.ts";

/**
 * What a reviewer reads once their review is sent, on the full page and in the company page's dialog alike
 * (issue #35): live now, or waiting for a moderator and why, and what happens next.
 */
export function reviewThanksText(review: { status: string; heldReasons: readonly string[] }) {
  return review.status === "pending"
    ? heldExplanation(review.heldReasons)
    : "Your review is live and counts toward the company's rating.";
}

export const reviewThanksHeading = "Thank you for your review!";
