// What the operator-stacks page and its query share besides the brand sizes (contracts/brand-sizes.ts).

/** Reviews a company needs in a category, marked good for the size, to be in that size's stack. */
export const stackMinimumReviews = 2;
