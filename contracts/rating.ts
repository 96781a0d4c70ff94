// The one rounding rule for an average operator rating (issue #35): the exact mean of the ratings, rounded half
// up to one decimal, computed once from the sum and the count. Every surface shows this value (formatRating), and
// the "N stars and up" filter compares it, so a card that says 4.0 is kept by "4 stars and up". Its SQL twin is
// `averageRatingSql` in server/catalog/company-ratings.ts; tests/unit/rating.test.ts checks that they agree.

/** The average rating shown for `count` ratings summing to `sum`, or null with none. */
export function averageRatingOf(sum: number, count: number): number | null {
  if (count <= 0) return null;
  // sum × 10 / count is exact for a true half (an integer and a half), so Math.round rounds it up as numeric does.
  return Math.round((sum * 10) / count) / 10;
}

/** An average rating as text: one decimal ("4.0"). */
export function formatRating(rating: number) {
  return rating.toFixed(1);
}
