// One way to say a count in the UI and in generated text: "1 review", "0 reviews", "2,431 reviews".
const englishPlurals = new Intl.PluralRules("en");

/** The word for `count`: `singular` when English says "one", else `plural` (default: `singular` + "s"). */
export function pluralWord(count: number, singular: string, plural = `${singular}s`) {
  return englishPlurals.select(count) === "one" ? singular : plural;
}

/** The count, grouped by thousands, and its word: `countOf(1, "winner")` is "1 winner". */
export function countOf(count: number, singular: string, plural = `${singular}s`) {
  return `${count.toLocaleString("en-US")} ${pluralWord(count, singular, plural)}`;
}
