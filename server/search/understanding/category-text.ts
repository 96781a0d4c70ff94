import type { SearchVocabulary } from "../search-vocabulary.ts";
import { categorySynonyms } from "../vocabulary/category-words.ts";
import { fillerWords, intentWords, linkingWords } from "../vocabulary/query-words.ts";
import { normaliseQuery, type Token, tokenize } from "./read-words.ts";

/**
 * How much a word says of a category by where the category's own text has it: in its name, in a phrase
 * that names it or one of its features, or only in its description. Weighed by the word's rarity among
 * the categories, so a word every category says ("customer", "order") places no query.
 */
const categoryTextWeights = { name: 2, phrase: 2, description: 1 } as const;
/** The least score that places a query by text: a rare one-word feature name, or two rare words of a category's text. */
const categoryTextMinimum = 5;
/** Categories within this share of the best are read with it; more than two of them is no reading at all. */
const categoryTextCloseShare = 0.75;
const categoryTextMaximum = 2;

/** A word of the leading companies' text counts when at least this many of them say it. */
const companyTextMinimumCompanies = 3;

type CategoryTextIndex = {
  weights: Map<string, Map<string, number>>;
  rarity: Map<string, number>;
  /**
   * Each word stem several of the leading companies say → the share of those companies in each category (decision
   * 115): "financing" is said by lenders and accounting tools alike, "inbox" by help desks more than by team chat.
   */
  companyShares: Map<string, Map<string, number>>;
  /** Each word root → how many of the leading companies say it, of `companies` (a rarity estimate for the catalog). */
  companiesSaying: Map<string, number>;
  companies: number;
};
const categoryTextCache = new WeakMap<SearchVocabulary, CategoryTextIndex>();

/** Each word stem of the categories' own text → the categories that say it and how prominently, and its rarity. */
export function categoryTextIndexFor(vocabulary: SearchVocabulary): CategoryTextIndex {
  const cached = categoryTextCache.get(vocabulary);
  if (cached) return cached;
  const weights = new Map<string, Map<string, number>>();
  /** A word of a name or phrase says a share of it ("buy" is a quarter of "buy now, pay later"); a description's words count whole. */
  const add = (slug: string, text: string, weight: number, shared = true) => {
    const words = tokenize(normaliseQuery(text)).filter(isContentWord);
    for (const token of words) {
      const root = rootOf(token.stem);
      const categories = weights.get(root) ?? new Map<string, number>();
      categories.set(slug, Math.max(categories.get(slug) ?? 0, shared ? weight / words.length : weight));
      weights.set(root, categories);
    }
  };
  for (const category of vocabulary.categories) {
    add(category.slug, category.name, categoryTextWeights.name);
    add(category.slug, category.description, categoryTextWeights.description, false);
    for (const synonym of categorySynonyms[category.slug] ?? [])
      add(category.slug, synonym, categoryTextWeights.phrase);
  }
  for (const entry of vocabulary.taxonomy) {
    add(entry.category, entry.name, categoryTextWeights.phrase);
    // The feature's slug after its category's ("ecommerce-platforms-pos"): the short name the catalog gives it.
    add(entry.category, entry.slug.replace(`${entry.category}-`, "").replace(/-/g, " "), categoryTextWeights.phrase);
  }
  const count = Math.max(1, vocabulary.categories.length);
  const rarity = new Map([...weights].map(([stem, categories]) => [stem, Math.log(count / categories.size)]));
  const companyText = companyTextSharesOf(vocabulary);
  const index = {
    weights,
    rarity,
    companyShares: companyText.shares,
    companiesSaying: companyText.saying,
    companies: vocabulary.companyTexts.length,
  };
  categoryTextCache.set(vocabulary, index);
  return index;
}

/**
 * The last company text read and its shares: the vocabulary is loaded anew every minute, the leading companies' text
 * seldom changes, and reading it costs tens of milliseconds, so it is read again only when it changed.
 */
let lastCompanyText: {
  key: string;
  shares: Map<string, Map<string, number>>;
  saying: Map<string, number>;
} | null = null;

/** Which categories' companies say each word of their own text, as shares of the companies that say it. */
function companyTextSharesOf(vocabulary: SearchVocabulary) {
  const key = vocabulary.companyTexts.map((entry) => `${entry.category}\u0000${entry.text}`).join("\u0001");
  if (lastCompanyText?.key === key) return lastCompanyText;
  const companiesSaying = new Map<string, Map<string, number>>();
  // Each distinct word is stemmed once: a few thousand words, not every company's every word.
  const rootsOfWord = new Map<string, string[]>();
  const rootsOf = (word: string) => {
    let roots = rootsOfWord.get(word);
    if (!roots) {
      roots = tokenize(word)
        .filter(isContentWord)
        .map((token) => rootOf(token.stem));
      rootsOfWord.set(word, roots);
    }
    return roots;
  };
  for (const { category, text } of vocabulary.companyTexts) {
    // A hyphenated word counts whole and in parts, as a company's text is read when scored ("privacy-friendly" says
    // "privacy"), so a part's rarity is measured on the same words it is matched against.
    const roots = new Set(
      normaliseQuery(text)
        .split(" ")
        .flatMap((word) => (word.includes("-") ? [word, ...word.split("-")] : [word]).flatMap(rootsOf)),
    );
    for (const root of roots) {
      const counts = companiesSaying.get(root) ?? new Map<string, number>();
      counts.set(category, (counts.get(category) ?? 0) + 1);
      companiesSaying.set(root, counts);
    }
  }
  const companyShares = new Map<string, Map<string, number>>();
  const saying = new Map<string, number>();
  for (const [root, counts] of companiesSaying) {
    const total = [...counts.values()].reduce((sum, value) => sum + value, 0);
    saying.set(root, total);
    if (total < companyTextMinimumCompanies) continue;
    companyShares.set(root, new Map([...counts].map(([category, value]) => [category, value / total])));
  }
  lastCompanyText = { key, shares: companyShares, saying };
  return lastCompanyText;
}

/**
 * How much the leading companies of a category say a phrase's words, against those of the other categories: the
 * sum over its words of the category's share of the companies that say each (0 for a word few companies say).
 */
export function companyTextShareOf(words: Token[], category: string, vocabulary: SearchVocabulary) {
  const { companyShares } = categoryTextIndexFor(vocabulary);
  return words
    .filter(isContentWord)
    .reduce((sum, token) => sum + (companyShares.get(rootOf(token.stem))?.get(category) ?? 0), 0);
}

/**
 * How rare each word root is among the catalog's companies, estimated from the leading companies' text (decision
 * 117): the inverse document frequency log(1 + companies / (1 + companies saying it)). A word no leading company says
 * is as rare as one said once.
 */
export function wordRarityOf(stems: string[], vocabulary: SearchVocabulary): Map<string, number> {
  const { companiesSaying, companies } = categoryTextIndexFor(vocabulary);
  return new Map(
    stems.map(rootOf).map((root) => [root, Math.log(1 + companies / (1 + (companiesSaying.get(root) ?? 0)))]),
  );
}

/**
 * Each category's own names as word roots: its name and the phrases operators call it by ("payment gateway" for
 * Payments). A company listed in a category says these words by being there, whatever its description says.
 */
export function categoryNameRootsOf(slugs: string[], vocabulary: SearchVocabulary): Map<string, Set<string>> {
  const roots = new Map<string, Set<string>>();
  for (const category of vocabulary.categories) {
    if (!slugs.includes(category.slug)) continue;
    const names = [category.name, ...(categorySynonyms[category.slug] ?? [])];
    roots.set(
      category.slug,
      new Set(names.flatMap((name) => tokenize(normaliseQuery(name)).map((token) => rootOf(token.stem)))),
    );
  }
  return roots;
}

/** A word stem without its derivational ending, to match across forms: "repricer" and "repricing", "personalize" and "personalization". */
export function rootOf(stem: string) {
  const root = stem.replace(/(?:ations?|ers?|ings?|ed|ions?|ments?|e)$/, "");
  return root.length >= 4 ? root : stem;
}

function isContentWord(token: Token) {
  return (
    token.stem.length >= 3 &&
    /[a-z]/.test(token.stem) &&
    !fillerWords.has(token.text) &&
    !fillerWords.has(token.stem) &&
    !intentWords.has(token.text) &&
    !linkingWords.has(token.text)
  );
}

/**
 * Whether every word of a text is an ordinary word of the catalog's categories (their names, descriptions,
 * features): "order processing" reads as what a company does, not as a misspelt company name.
 */
export function isCatalogPhrase(text: string, vocabulary: SearchVocabulary) {
  const index = categoryTextIndexFor(vocabulary);
  const words = tokenize(normaliseQuery(text)).filter(isContentWord);
  return words.length > 0 && words.every((token) => index.weights.has(rootOf(token.stem)));
}

/**
 * The categories whose own text best matches the words a query leaves over (a weighted lexical match: a
 * word's rarity among categories times where the category says it), so a category needs no vocabulary to be
 * found. Empty when the best match is weak, or when more than two categories match about as well: no
 * category is a better reading than a wrong one.
 */
export function categoriesByText(words: string[], vocabulary: SearchVocabulary): string[] {
  const index = categoryTextIndexFor(vocabulary);
  const scores = new Map<string, number>();
  for (const token of new Set(words.flatMap((word) => tokenize(normaliseQuery(word))))) {
    if (!isContentWord(token)) continue;
    const root = rootOf(token.stem);
    const rarity = index.rarity.get(root) ?? 0;
    for (const [slug, weight] of index.weights.get(root) ?? []) {
      scores.set(slug, (scores.get(slug) ?? 0) + rarity * weight);
    }
  }
  const ranked = [...scores].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const best = ranked[0]?.[1] ?? 0;
  if (best < categoryTextMinimum) return [];
  const close = ranked.filter(([, score]) => score >= best * categoryTextCloseShare);
  return close.length > categoryTextMaximum ? [] : close.map(([slug]) => slug);
}
