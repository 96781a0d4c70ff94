// What the operator-stacks page and its query share: the brand sizes, their labels and the review minimum.

export const stackBrandSizes = [
  "startup",
  "six-figures",
  "seven-figures",
  "eight-figures",
  "nine-figures-plus",
] as const;
export type StackBrandSize = (typeof stackBrandSizes)[number];

export const stackBrandSizeLabels: Record<StackBrandSize, string> = {
  startup: "Startups",
  "six-figures": "6-figure brands",
  "seven-figures": "7-figure brands",
  "eight-figures": "8-figure brands",
  "nine-figures-plus": "9-figure+ brands",
};

/** Reviews a company needs in a category, marked good for the size, to be in that size's stack. */
export const stackMinimumReviews = 2;
