export type Token = { text: string; stem: string };

/** Lower case, straight quotes, "&" as "and", punctuation that splits words as spaces. */
export function normaliseQuery(text: string) {
  return text
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d"]/g, " ")
    .replace(/&/g, " and ")
    .replace(/[,;!?()[\]{}<>|*^~`=_]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * British spellings as American ones, so that "personalization" finds the taxonomy's "personalisation"
 * and "installments" its "instalments" (the catalog is written in British English, many operators type
 * American). Applied to every stem, the query's and the vocabulary's alike, so a word that merely looks
 * British ("enterprise") changes on both sides and still matches.
 */
const americanSpellings: [RegExp, string][] = [
  [/^(.{2,}[^aeiou])is(e|es|ed|ing|er|ers|ation|ations)$/, "$1iz$2"],
  [/^(.{2,}[^aeiou])ys(e|es|ed|ing|er|ers)$/, "$1yz$2"],
  [/^(colo|behavio|favo|flavo|labo|neighbo|hono|humo|harbo|rumo)ur(s|ed|ing|ite|ites|able)?$/, "$1r$2"],
  [/^(catal|dial|anal)ogue(s)?$/, "$1og$2"],
  [/^(cent|met|lit|theat|fib)re(s|d)?$/, "$1er$2"],
  [/^(fulfil|enrol|instal)(ment|ments)$/, "$1l$2"],
  [/^(fulfil|enrol)(s)?$/, "$1l$2"],
  [/^(model|cancel|label|travel|fuel|signal|channel|level|total|counsel)l(ing|ed|er|ers)$/, "$1$2"],
];

/** Endings any of the spellings above may have: most words have none, and skip the list. */
const britishEnding =
  /(?:[iy]s(?:e|es|ed|ing|er|ers|ation|ations)|our(?:s|ed|ing|ite|ites|able)?|ogues?|re[sd]?|(?:fil|rol|tal)(?:ments?|s)?|ll(?:ing|ed|er|ers))$/;

function americanSpelling(word: string) {
  if (!britishEnding.test(word)) return word;
  for (const [british, american] of americanSpellings) {
    if (british.test(word)) return word.replace(british, american);
  }
  return word;
}

export function stem(word: string) {
  let base = word.replace(/'s$/, "");
  if (base.length > 4 && base.endsWith("ies")) base = `${base.slice(0, -3)}y`;
  else if (base.length > 3 && base.endsWith("s") && !base.endsWith("ss")) base = base.slice(0, -1);
  return americanSpelling(base);
}

export function tokenize(text: string): Token[] {
  return (text.match(/[a-z0-9$][a-z0-9$+/.:'-]*/g) ?? [])
    .map((raw) => raw.replace(/[.:'-]+$/, ""))
    .filter((raw) => raw.length > 0)
    .map((raw) => ({ text: raw, stem: stem(raw) }));
}

/** The stems of a text's words, as the query's words are stemmed (to compare a company's words with a query's). */
export function wordStems(text: string): string[] {
  return tokenize(normaliseQuery(text)).map((token) => token.stem);
}

export function phraseStems(phrase: string) {
  return tokenize(normaliseQuery(phrase)).map((token) => token.stem);
}
