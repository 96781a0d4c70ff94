/** How a reviewer is named in public: "AI Generated", "First S.", or "Anonymous User". */
export function reviewerDisplayName(review: {
  isAiGenerated: boolean;
  reviewerFirstName: string | null;
  reviewerSurname: string | null;
}) {
  if (review.isAiGenerated) return "AI Generated";
  const first = review.reviewerFirstName?.trim();
  if (!first) return "Anonymous User";
  const initial = review.reviewerSurname?.trim().slice(0, 1).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}
