import type { GoodForKey } from "#contracts/good-for.ts";

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

/** The good-for flags of a review row as the list of brand sizes it names. */
export function goodForOf(row: {
  goodForStartup: boolean;
  goodForSixFigures: boolean;
  goodForSevenFigures: boolean;
  goodForEightFigures: boolean;
  goodForNineFiguresPlus: boolean;
}): GoodForKey[] {
  const flags: [boolean, GoodForKey][] = [
    [row.goodForStartup, "startup"],
    [row.goodForSixFigures, "sixFigures"],
    [row.goodForSevenFigures, "sevenFigures"],
    [row.goodForEightFigures, "eightFigures"],
    [row.goodForNineFiguresPlus, "nineFiguresPlus"],
  ];
  return flags.filter(([isSet]) => isSet).map(([, key]) => key);
}
