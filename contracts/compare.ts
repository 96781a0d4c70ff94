// Compare pages (docs/decisions/062-alternatives-and-compare.md): 2 to 4 companies, one canonical URL per set,
// `/compare/<slug>-vs-<slug>` with the slugs in alphabetical order. Plain values: pages and the server share them.

export const minimumCompared = 2;
export const maximumCompared = 4;
export const compareSeparator = "-vs-";
/** A sub-rating average is shown from this many ratings on; fewer say "not enough ratings". */
export const minimumSubRatings = 3;

/** The canonical path of a set of companies, by slug: `/compare/klaviyo-vs-omnisend`. */
export function comparePath(slugs: readonly string[]) {
  return `/compare/${[...slugs].sort(compareSlugs).join(compareSeparator)}`;
}

/** Alphabetical by slug, by code point (slugs are lower-case ASCII), so every runtime orders them alike. */
export function compareSlugs(a: string, b: string) {
  return a < b ? -1 : a > b ? 1 : 0;
}
