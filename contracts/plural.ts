// One way to say a count in the UI and in generated text: "1 review", "0 reviews", "2,431 reviews".

/**
 * The word for `count`: `singular` when English says "one", else `plural` (default: `singular` + "s"). English's
 * plural rule (CLDR: "one" for an integer 1 with no visible fraction) is 1 and -1 for a JavaScript number, the
 * same answers as `Intl.PluralRules("en")` (tests/unit/formatting.test.ts checks it) without its cost: a company
 * page asks a dozen times, and ICU's `select` was a measurable part of the page's render (issue #39).
 */
export function pluralWord(count: number, singular: string, plural = `${singular}s`) {
  return count === 1 || count === -1 ? singular : plural;
}

const thousands = new Intl.NumberFormat("en-US");

/** The count grouped by thousands ("2,431"); one formatter for all, small whole numbers as they are. */
export function formatCount(count: number) {
  return Number.isInteger(count) && count > -1000 && count < 1000 ? String(count) : thousands.format(count);
}

/** The count, grouped by thousands, and its word: `countOf(1, "winner")` is "1 winner". */
export function countOf(count: number, singular: string, plural = `${singular}s`) {
  return `${formatCount(count)} ${pluralWord(count, singular, plural)}`;
}
