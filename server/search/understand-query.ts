import type { BrandSize } from "#contracts/brand-sizes.ts";
import type { CategoryGroup } from "#contracts/catalog-options.ts";
import type { CompanyKind, Platform } from "#contracts/company-facts.ts";
import {
  brandSizeSynonyms,
  categorySynonyms,
  featureSynonyms,
  fillerWords,
  firstStoreFeatures,
  firstStorePhrases,
  intentWords,
  kindSynonyms,
  type PriceSensitivity,
  platformSynonyms,
  priceSynonyms,
  pricingModelSynonyms,
  type QueryRegion,
  regionSynonyms,
  serviceCounterparts,
} from "./vocabulary.ts";

/** What the catalog contributes to the vocabulary (loaded from the database, cached). */
export type SearchVocabulary = {
  /** The categories, with the description their pages show (read, with their features, to place a query no word names). */
  categories: { id: number; slug: string; name: string; group: CategoryGroup; description: string }[];
  /** Distinct feature phrases of the catalog's companies, lower case. */
  features: string[];
  /** The feature taxonomy (catalog/features): slug, lower-case name and the category it belongs to. */
  taxonomy: { slug: string; name: string; category: string; partOf?: string | null }[];
};

/**
 * A company named in the query, before it is looked up in the catalog. A `weak` mention comes
 * from a loose pattern ("tracking emails through Klaviyo", "sync sales to Xero"): it counts only
 * when the name is a company other catalog companies integrate with.
 */
export type CompanyMention = { role: "alternative" | "compare" | "integration"; text: string; weak?: boolean };

/** A price ceiling said in the query ("under $100 a month"). */
export type PriceCap = { amount: number; currency: "USD" | "EUR" | "GBP"; unit: "month" | "year" | "order" | "hour" };

/** The deterministic reading of a query: facets, company mentions and the words left over. */
export type ParsedQuery = {
  categories: string[];
  brandSize: BrandSize | null;
  /** A region the operator sells in ("payment gateway for Europe"). */
  region: QueryRegion | null;
  platforms: Platform[];
  priceSensitivity: PriceSensitivity | null;
  kind: CompanyKind | null;
  features: string[];
  /**
   * The features grouped by what the query asked for: features read from overlapping words are one
   * need met by any of them ("order tracking page": the Returns taxonomy's "order tracking" or the
   * Shipping taxonomy's "branded tracking pages"). Absent: each feature is a need of its own.
   */
  featureNeeds?: string[][];
  /** Categories the features read belong to (a hint when the query names no category). */
  featureCategories: string[];
  /**
   * Categories whose own text (name, description, feature names) the query's leftover words match best, when
   * no category or feature was read (a hint, like `featureCategories`; empty when the match is weak or split).
   */
  textCategories: string[];
  /**
   * Categories named only after the query's head, when the head names one ("email marketing tool in spanish":
   * translation; "sms tool … for subscription texts": subscriptions): they qualify what is asked, they are not it.
   */
  qualifierCategories: string[];
  priceCap: PriceCap | null;
  /** Pricing models asked for ("per-transaction pricing"), best first. */
  pricingModels: string[];
  mentions: CompanyMention[];
  keywords: string[];
  /**
   * What the query asks about, as word stems: the words that named a category or a feature or were
   * left over, without fillers, platforms, brand sizes, prices, kinds and company names
   * ("referral program software" → referral, program). A company that says it is that thing
   * (its name, the head of its description) answers more squarely than one that also does it.
   */
  topics: string[];
  /** Topics said after the query's head ("… for landing pages", "… with VIP tiers"): they qualify it. */
  qualifiers: string[];
};

type Token = { text: string; stem: string };

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

function stem(word: string) {
  let base = word.replace(/'s$/, "");
  if (base.length > 4 && base.endsWith("ies")) base = `${base.slice(0, -3)}y`;
  else if (base.length > 3 && base.endsWith("s") && !base.endsWith("ss")) base = base.slice(0, -1);
  return americanSpelling(base);
}

function tokenize(text: string): Token[] {
  return (text.match(/[a-z0-9$][a-z0-9$+/.:'-]*/g) ?? [])
    .map((raw) => raw.replace(/[.:'-]+$/, ""))
    .filter((raw) => raw.length > 0)
    .map((raw) => ({ text: raw, stem: stem(raw) }));
}

const commerceWords = new Set(["ecommerce", "e-commerce", "dtc", "d2c"]);

const linkingWords = new Set([
  "for",
  "with",
  "that",
  "which",
  "who",
  "to",
  "in",
  "on",
  "at",
  "from",
  "where",
  "without",
]);

/** The stems of a text's words, as the query's words are stemmed (to compare a company's words with a query's). */
export function wordStems(text: string): string[] {
  return tokenize(normaliseQuery(text)).map((token) => token.stem);
}

type Phrase = {
  stems: string[];
  apply: (facets: MutableFacets) => void;
  kind: "facet" | "category" | "platform";
  /** The category a category phrase names. */
  category?: string;
  /** The kind of company a kind phrase names ("agency", "freelancer"). */
  companyKind?: CompanyKind;
};
type MutableFacets = {
  categories: string[];
  brandSize: BrandSize | null;
  region: QueryRegion | null;
  platforms: Platform[];
  priceSensitivity: PriceSensitivity | null;
  kind: CompanyKind | null;
  pricingModels: string[];
};

function phraseStems(phrase: string) {
  return tokenize(normaliseQuery(phrase)).map((token) => token.stem);
}

function addUnique(list: string[], value: string) {
  if (!list.includes(value)) list.push(value);
}

function buildPhrases(vocabulary: SearchVocabulary): Phrase[] {
  const phrases: Phrase[] = [];
  for (const category of vocabulary.categories) {
    const names = [category.name, ...(categorySynonyms[category.slug] ?? [])];
    for (const name of names) {
      phrases.push({
        stems: phraseStems(name),
        kind: "category",
        category: category.slug,
        apply: (facets) => addUnique(facets.categories, category.slug),
      });
    }
  }
  /** Every word of a synonym table as a phrase that applies its value. */
  const addSynonyms = <Value extends string>(
    synonyms: Record<Value, readonly string[]>,
    kind: Phrase["kind"],
    apply: (facets: MutableFacets, value: Value) => void,
  ) => {
    for (const [value, words] of Object.entries(synonyms) as [Value, readonly string[]][]) {
      for (const word of words)
        phrases.push({ stems: phraseStems(word), kind, apply: (facets) => apply(facets, value) });
    }
  };
  addSynonyms(brandSizeSynonyms, "facet", (facets, size) => {
    facets.brandSize ??= size;
  });
  addSynonyms(regionSynonyms, "facet", (facets, region) => {
    facets.region ??= region;
  });
  addSynonyms(platformSynonyms, "platform", (facets, platform) => addUnique(facets.platforms, platform));
  addSynonyms(priceSynonyms, "facet", (facets, price) => {
    // "free" is the stronger wish when both are said.
    if (facets.priceSensitivity !== "free") facets.priceSensitivity = price;
  });
  for (const { phrases: words, models } of pricingModelSynonyms) {
    for (const word of words) {
      phrases.push({
        stems: phraseStems(word),
        kind: "facet",
        apply: (facets) => {
          for (const model of models) addUnique(facets.pricingModels, model);
        },
      });
    }
  }
  for (const [companyKind, words] of Object.entries(kindSynonyms) as [CompanyKind, readonly string[]][]) {
    for (const word of words) {
      phrases.push({
        stems: phraseStems(word),
        kind: "facet",
        companyKind,
        apply: (facets) => {
          // Agencies and freelancers are asked for explicitly; "app" or "tool" is said loosely.
          if (facets.kind === null || (facets.kind === "software" && companyKind !== "software"))
            facets.kind = companyKind;
        },
      });
    }
  }
  // Longest phrase first, so "shopify plus" wins over "shopify" and "live chat" over "chat".
  return phrases.filter((phrase) => phrase.stems.length > 0).sort((a, b) => b.stems.length - a.stems.length);
}

const phraseCache = new WeakMap<SearchVocabulary, Phrase[]>();
type FeaturePhrase = { feature: string; stems: string[] };
const featureCache = new WeakMap<SearchVocabulary, Map<string, FeaturePhrase[]>>();
const featureOrderCache = new WeakMap<SearchVocabulary, Map<string, number>>();

/**
 * The catalog's feature phrases that can be read in a query, by their first word's stem: built once
 * per vocabulary, so reading a query costs a lookup per word, not a pass over every feature.
 * Category names and one-word synonyms are too broad to say anything about a feature.
 */
function featureIndexFor(vocabulary: SearchVocabulary) {
  let index = featureCache.get(vocabulary);
  if (index) return index;
  index = new Map();
  const categoryPhrases = new Set([
    ...vocabulary.categories.map((category) => phraseStems(category.name).join(" ")),
    ...phrasesFor(vocabulary)
      .filter((phrase) => phrase.kind === "category" && phrase.stems.length === 1)
      .map((phrase) => phrase.stems.join(" ")),
  ]);
  const add = (feature: string, phrase: string, synonym: boolean) => {
    const stems = phraseStems(phrase);
    const first = stems[0];
    if (first === undefined) return;
    // A feature's own one-word name that is also a category's name says nothing more than the category.
    if (!synonym && categoryPhrases.has(stems.join(" "))) return;
    if (stems.length === 1 && (first.length < 5 || fillerWords.has(first)) && !synonym) return;
    const list = index.get(first);
    if (list) list.push({ feature, stems });
    else index.set(first, [{ feature, stems }]);
  };
  for (const feature of vocabulary.features) add(feature, feature, false);
  for (const entry of vocabulary.taxonomy) {
    if (!vocabulary.features.includes(entry.name)) add(entry.name, entry.name, false);
    for (const synonym of featureSynonyms[entry.slug] ?? []) add(entry.name, synonym, true);
  }
  featureCache.set(vocabulary, index);
  return index;
}

function featureOrderFor(vocabulary: SearchVocabulary) {
  let order = featureOrderCache.get(vocabulary);
  if (!order) {
    const names = [...new Set([...vocabulary.features, ...vocabulary.taxonomy.map((entry) => entry.name)])];
    order = new Map(names.map((feature, position) => [feature, position]));
    featureOrderCache.set(vocabulary, order);
  }
  return order;
}

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

type CategoryTextIndex = { weights: Map<string, Map<string, number>>; rarity: Map<string, number> };
const categoryTextCache = new WeakMap<SearchVocabulary, CategoryTextIndex>();

/** Each word stem of the categories' own text → the categories that say it and how prominently, and its rarity. */
function categoryTextIndexFor(vocabulary: SearchVocabulary): CategoryTextIndex {
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
  const index = { weights, rarity };
  categoryTextCache.set(vocabulary, index);
  return index;
}

/** A word stem without its derivational ending, to match across forms: "repricer" and "repricing", "personalize" and "personalization". */
function rootOf(stem: string) {
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

const currencyOf: Record<string, PriceCap["currency"]> = {
  $: "USD",
  usd: "USD",
  dollar: "USD",
  dollars: "USD",
  "€": "EUR",
  eur: "EUR",
  euro: "EUR",
  euros: "EUR",
  "£": "GBP",
  gbp: "GBP",
  pound: "GBP",
  pounds: "GBP",
};
const unitOf: Record<string, PriceCap["unit"]> = {
  month: "month",
  mo: "month",
  monthly: "month",
  year: "year",
  yr: "year",
  annually: "year",
  order: "order",
  hour: "hour",
  hr: "hour",
};
const pricePattern =
  /\b(?:under|below|less than|up to|at most|max|maximum|no more than|within|cheaper than)\s+(\$|€|£)?\s?(\d[\d,]*(?:\.\d+)?)(k)?\s*(usd|dollars?|eur|euros?|gbp|pounds?)?(?:\s*(?:(?:a|an|per|\/)\s*(month|mo|year|yr|order|hour|hr)\b|(monthly|annually)\b))?/;

/** Reads "under $100 a month" (a ceiling with currency and unit; a month in dollars unless said). */
export function readPriceCap(normalised: string): { cap: PriceCap; text: string } | null {
  const match = pricePattern.exec(normalised);
  if (!match) return null;
  const [text, symbol, digits, thousands, word, unit, adverb] = match;
  if (!symbol && !word && !unit && !adverb) return null; // "under 10 people" is no price
  const amount = Number((digits ?? "").replace(/,/g, "")) * (thousands ? 1000 : 1);
  if (!Number.isFinite(amount) || amount <= 0) return null;
  return {
    cap: {
      amount,
      currency: currencyOf[symbol ?? word ?? "$"] ?? "USD",
      unit: unitOf[unit ?? adverb ?? "month"] ?? "month",
    },
    text,
  };
}

function phrasesFor(vocabulary: SearchVocabulary) {
  let phrases = phraseCache.get(vocabulary);
  if (!phrases) {
    phrases = buildPhrases(vocabulary);
    phraseCache.set(vocabulary, phrases);
  }
  return phrases;
}

function matchesAt(tokens: Token[], consumed: boolean[], start: number, stems: string[]) {
  if (start + stems.length > tokens.length) return false;
  for (let offset = 0; offset < stems.length; offset++) {
    if (consumed[start + offset] || tokens[start + offset]?.stem !== stems[offset]) return false;
  }
  return true;
}

type FeatureSpan = { start: number; length: number; categories: string[] };

/** Where multi-word feature phrases stand in the query (start token, length, the feature's categories). */
function featureSpansOf(tokens: Token[], vocabulary: SearchVocabulary) {
  const index = featureIndexFor(vocabulary);
  const categoriesOf = new Map<string, string[]>();
  for (const entry of vocabulary.taxonomy) {
    categoriesOf.set(entry.name, [...(categoriesOf.get(entry.name) ?? []), entry.category]);
  }
  const spans: FeatureSpan[] = [];
  tokens.forEach((token, start) => {
    for (const { feature, stems } of index.get(token.stem) ?? []) {
      if (stems.length < 2 || start + stems.length > tokens.length) continue;
      if (stems.every((value, offset) => tokens[start + offset]?.stem === value)) {
        spans.push({ start, length: stems.length, categories: categoriesOf.get(feature) ?? [] });
      }
    }
  });
  return spans;
}

/** The words of the kind phrases that name people or firms ("agencies", "freelancers"). */
const serviceKindWords = new Set(
  [...kindSynonyms.agency, ...kindSynonyms.freelance].filter((phrase) => !phrase.includes(" ")).map(stem),
);
const listWords = new Set(["a", "an", "the", "and", "or", "other", "small", "ecommerce", "e-commerce", "online"]);

/**
 * Whether a kind word at `start` says whom the thing asked for serves, not what is asked for: it follows
 * "for" after a topic ("time tracking for freelancers and agencies" is software for them).
 */
function saysWhoItIsFor(tokens: Token[], start: number) {
  let index = start - 1;
  while (index >= 0 && (listWords.has(tokens[index]?.text ?? "") || serviceKindWords.has(tokens[index]?.stem ?? ""))) {
    index--;
  }
  if (index <= 0 || tokens[index]?.text !== "for") return false;
  return tokens
    .slice(0, index)
    .some(
      (token) =>
        /[a-z]/.test(token.stem) &&
        !fillerWords.has(token.text) &&
        !fillerWords.has(token.stem) &&
        !intentWords.has(token.text),
    );
}

const possessives = new Set(["my", "our", "their"]);

/**
 * Whether a category phrase at `start` names what the operator already has, not what they look for: it follows
 * "my" or "our" after the thing asked for ("screen videos to train my va" asks for no virtual assistant).
 */
function saysWhatTheyHave(tokens: Token[], start: number) {
  if (start < 2 || !possessives.has(tokens[start - 1]?.text ?? "")) return false;
  return tokens
    .slice(0, start - 1)
    .some(
      (token) =>
        /[a-z]/.test(token.stem) &&
        !fillerWords.has(token.text) &&
        !fillerWords.has(token.stem) &&
        !intentWords.has(token.text) &&
        !linkingWords.has(token.text),
    );
}

/** Whether two words are within `maxEdits` optimal-string-alignment edits (insert, delete, substitute, swap). */
export function withinEdits(a: string, b: string, maxEdits: number) {
  if (Math.abs(a.length - b.length) > maxEdits) return false;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((d[i - 1]?.[j] ?? 0) + 1, (d[i]?.[j - 1] ?? 0) + 1, (d[i - 1]?.[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (d[i - 2]?.[j - 2] ?? 0) + 1);
      }
      const row = d[i];
      if (row) row[j] = value;
    }
  }
  return (d[a.length]?.[b.length] ?? 99) <= maxEdits;
}

// Company names follow these words; the catalog decides whether a name is really there. A name never
// starts with an article: "Klarna alternative for a Shopify store" asks for a Klarna alternative, not a Shopify one.
const nameStop =
  "a|an|for|that|which|with|without|on|in|at|to|but|and|or|under|below|than|because|since|so|who|we|our|my|i|please|if|when|as|is|are";
const nameWords = `(?<![a-z0-9])((?:(?!(?:${nameStop})\\b)[a-z0-9$][a-z0-9$+/.:'-]*)(?: (?!(?:${nameStop})\\b)[a-z0-9$][a-z0-9$+/.:'-]*){0,3})`;

const mentionPatterns: { role: CompanyMention["role"]; pattern: RegExp; names: number[] }[] = [
  {
    role: "compare",
    pattern: new RegExp(`${nameWords} (?:vs\\.?|versus|compared to|compared with|or) ${nameWords}`, "g"),
    names: [1, 2],
  },
  { role: "compare", pattern: new RegExp(`\\bcompare ${nameWords} (?:and|with|to) ${nameWords}`, "g"), names: [1, 2] },
  {
    role: "alternative",
    pattern: new RegExp(
      `\\b(?:alternatives?|replacements?|substitutes?|competitors?|rivals?) (?:to|for|of) ${nameWords}`,
      "g",
    ),
    names: [1],
  },
  {
    role: "alternative",
    pattern: new RegExp(
      `\\b(?:instead of|switch(?:ing)? (?:away )?from|mov(?:e|ing) (?:away )?from|leav(?:e|ing)|replac(?:e|ing)|cheaper than|similar to|something like|anything like|like) ${nameWords}`,
      "g",
    ),
    names: [1],
  },
  {
    role: "alternative",
    pattern: new RegExp(`${nameWords} (?:alternatives?|competitors?|replacements?)\\b`, "g"),
    names: [1],
  },
  {
    role: "alternative",
    pattern: new RegExp(
      `${nameWords} (?:is|has|has been|was|got|are) (?:gone|shut down|shutting down|discontinued|sunset|sunsetting|closing|closed|dead|going away)\\b`,
      "g",
    ),
    names: [1],
  },
  {
    role: "integration",
    pattern: new RegExp(
      `\\b(?:integrates? with|integration with|integrations? for|works with|connects? (?:to|with)|syncs? with|plugs into) ${nameWords}`,
      "g",
    ),
    names: [1],
  },
];

/** Loose patterns: a name after these words may be a company to work with ("emails through Klaviyo"). */
const weakIntegrationPattern = new RegExp(`\\b(?:through|via|into|to|for|with|from) ${nameWords}`, "g");

/** Words that may stand before "alternative for X" when X is the company replaced ("a cheaper alternative for X"). */
const alternativeAdjectives = new Set(["cheaper", "cheap", "free", "simpler", "affordable", "open-source", "easier"]);

/**
 * "Recharge alternative for Shopify": a name before "alternative" is the company replaced, so the one after
 * "for" is what the alternative is for, not a second company to replace.
 */
function saysWhatAnAlternativeIsFor(normalised: string, match: RegExpMatchArray) {
  if (
    !/^\S+ for /.test(match[0]) ||
    !/^(?:alternatives?|replacements?|substitutes?|competitors?|rivals?) /.test(match[0])
  ) {
    return false;
  }
  const before =
    normalised
      .slice(0, match.index ?? 0)
      .trim()
      .split(" ")
      .at(-1) ?? "";
  return before !== "" && !fillerWords.has(before) && !alternativeAdjectives.has(before);
}

/** Candidate company names the patterns see; each is later checked against the catalog. */
export function findMentions(normalised: string): CompanyMention[] {
  const mentions: CompanyMention[] = [];
  for (const { role, pattern, names } of mentionPatterns) {
    for (const match of normalised.matchAll(pattern)) {
      if (saysWhatAnAlternativeIsFor(normalised, match)) continue;
      for (const group of names) {
        const text = match[group]?.trim();
        if (text && !mentions.some((mention) => mention.text === text && mention.role === role)) {
          mentions.push({ role, text });
        }
      }
    }
  }
  for (const match of normalised.matchAll(weakIntegrationPattern)) {
    const text = match[1]?.trim();
    if (!text || mentions.some((mention) => mention.text.includes(text) || text.includes(mention.text))) continue;
    mentions.push({ role: "integration", text, weak: true });
  }
  return mentions;
}

/**
 * Reads facets out of a query with the catalog's vocabulary: categories (by
 * name and synonym), brand size, platforms, price sensitivity, agency /
 * freelancer / software, catalog features, and the company mentions of
 * "alternative to X", "X vs Y" and "integrates with X". `companyTexts` are
 * the words of mentions that were found in the catalog: they are taken out
 * before facets are read, so "alternative to Shopify" is not a Shopify
 * platform filter.
 */
export function parseQuery(
  text: string,
  vocabulary: SearchVocabulary,
  resolvedMentionTexts: string[] = [],
): ParsedQuery {
  const normalised = normaliseQuery(text);
  const price = readPriceCap(normalised);
  const tokens = tokenize(price ? normalised.replace(price.text, " ") : normalised);
  const consumed = tokens.map(() => false);
  for (const mentionText of resolvedMentionTexts) {
    const stems = tokenize(mentionText).map((token) => token.stem);
    for (let start = 0; start < tokens.length; start++) {
      if (matchesAt(tokens, consumed, start, stems)) {
        for (let offset = 0; offset < stems.length; offset++) consumed[start + offset] = true;
      }
    }
  }
  const facets: MutableFacets = {
    categories: [],
    brandSize: null,
    region: null,
    platforms: [],
    priceSensitivity: null,
    kind: null,
    pricingModels: [],
  };
  // Platforms are read on every word not taken by a company name, also inside a category
  // phrase: "woocommerce developer" is a developer, for WooCommerce.
  const beforePhrases = [...consumed];
  const platformWords = tokens.map(() => false);
  for (const phrase of phrasesFor(vocabulary)) {
    if (phrase.kind !== "platform") continue;
    for (let start = 0; start < tokens.length; start++) {
      if (matchesAt(tokens, beforePhrases, start, phrase.stems) && !platformWords[start]) {
        phrase.apply(facets);
        for (let offset = 0; offset < phrase.stems.length; offset++) platformWords[start + offset] = true;
      }
    }
  }
  // A longer feature phrase outweighs a shorter category word inside it: "shipment tracking emails"
  // is a shipping feature, not the email marketing category.
  const featureSpans = featureSpansOf(tokens, vocabulary);
  const blockingSpans = new Set<FeatureSpan>();
  const insideLongerFeature = (start: number, length: number, category: string | undefined) => {
    const span = featureSpans.find(
      (candidate) =>
        candidate.length > length &&
        start < candidate.start + candidate.length &&
        candidate.start < start + length &&
        !candidate.categories.includes(category ?? ""),
    );
    if (span) blockingSpans.add(span);
    return span !== undefined;
  };
  const facetWords = tokens.map(() => false);
  const categoryReadAt = new Map<string, number>();
  const categorySpans: { category: string; start: number; end: number }[] = [];
  for (const phrase of phrasesFor(vocabulary)) {
    for (let start = 0; start < tokens.length; start++) {
      if (phrase.kind === "category" && insideLongerFeature(start, phrase.stems.length, phrase.category)) continue;
      if (matchesAt(tokens, consumed, start, phrase.stems)) {
        const aside =
          (phrase.companyKind && phrase.companyKind !== "software" && saysWhoItIsFor(tokens, start)) ||
          (phrase.kind === "category" && saysWhatTheyHave(tokens, start));
        if (!aside) phrase.apply(facets);
        if (!aside && phrase.category) {
          if (!categoryReadAt.has(phrase.category)) categoryReadAt.set(phrase.category, start);
          categorySpans.push({ category: phrase.category, start, end: start + phrase.stems.length });
        }
        for (let offset = 0; offset < phrase.stems.length; offset++) {
          consumed[start + offset] = true;
          if (phrase.kind !== "category") facetWords[start + offset] = true;
        }
      }
    }
  }
  // The feature's words are read (its category follows from it): no typo reading of them below.
  for (const span of blockingSpans) {
    for (let offset = 0; offset < span.length; offset++) consumed[span.start + offset] = true;
  }
  // One typo in a longer word still names a category ("helpdsk", "subscripton").
  const singleWordCategories = phrasesFor(vocabulary).filter(
    (phrase) => phrase.kind === "category" && phrase.stems.length === 1 && (phrase.stems[0]?.length ?? 0) >= 6,
  );
  platformWords.forEach((taken, index) => {
    if (taken) consumed[index] = true;
  });
  const knownWords = categoryTextIndexFor(vocabulary).weights;
  tokens.forEach((token, index) => {
    if (consumed[index] || token.stem.length < 6 || fillerWords.has(token.text)) return;
    // A word of the catalog's own text is no typo ("shopping" is not "shipping").
    if (knownWords.has(rootOf(token.stem))) return;
    // A word that is the category's word with letters before it is another word ("preview", not "review").
    const phrase = singleWordCategories.find((candidate) => {
      const word = candidate.stems[0] ?? "";
      return withinEdits(token.stem, word, 1) && !(token.stem.length > word.length && token.stem.endsWith(word));
    });
    if (phrase) {
      phrase.apply(facets);
      if (phrase.category && !categoryReadAt.has(phrase.category)) categoryReadAt.set(phrase.category, index);
      consumed[index] = true;
    }
  });

  const features: string[] = [];
  const allStems = tokens.map((token) => token.stem);
  const featuresByFirstStem = featureIndexFor(vocabulary);
  const readSpans: { feature: string; start: number; end: number }[] = [];
  const categoryOfFeature = new Map<string, string[]>();
  for (const entry of vocabulary.taxonomy) {
    const list = categoryOfFeature.get(entry.name);
    if (list) addUnique(list, entry.category);
    else categoryOfFeature.set(entry.name, [entry.category]);
  }
  // A feature's words inside a longer phrase naming another category belong to that phrase: "bookkeeping
  // service" asks for a bookkeeper, not for accounting software's bookkeeping feature.
  const insideLongerCategory = (feature: string, start: number, end: number) =>
    categorySpans.some(
      (span) =>
        span.start <= start &&
        end <= span.end &&
        span.end - span.start > end - start &&
        !(categoryOfFeature.get(feature) ?? []).includes(span.category),
    );
  allStems.forEach((first, start) => {
    for (const { feature, stems } of featuresByFirstStem.get(first) ?? []) {
      if (start + stems.length > allStems.length) continue;
      if (insideLongerCategory(feature, start, start + stems.length)) continue;
      if (stems.every((value, offset) => allStems[start + offset] === value)) {
        addUnique(features, feature);
        readSpans.push({ feature, start, end: start + stems.length });
      }
    }
  });
  // "Set up my first shop": the features a first store needs.
  const startsAStore = firstStorePhrases.some((phrase) => {
    const stems = phraseStems(phrase);
    return allStems.some((_, start) => stems.every((value, offset) => allStems[start + offset] === value));
  });
  if (startsAStore) for (const feature of firstStoreFeatures) addUnique(features, feature);
  // In the catalog's order, as before the index: the first features of the vocabulary first.
  const featureOrder = featureOrderFor(vocabulary);
  features.sort((a, b) => (featureOrder.get(a) ?? 0) - (featureOrder.get(b) ?? 0));
  const featureNeeds = needsOf(features, readSpans);

  const featureCategories: string[] = [];
  for (const feature of features) {
    for (const category of categoryOfFeature.get(feature) ?? []) addUnique(featureCategories, category);
  }
  // The query's head ends at its first linking word: "a/b testing tool | for landing pages".
  const headEnd = tokens.findIndex((token, index) => index > 0 && linkingWords.has(token.text));
  const namedInHead = (slug: string) => headEnd < 0 || (categoryReadAt.get(slug) ?? 0) < headEnd;
  let qualifierCategories = facets.categories.some(namedInHead)
    ? facets.categories.filter((slug) => !namedInHead(slug))
    : [];
  facets.categories = facets.categories.filter((slug) => !qualifierCategories.includes(slug));
  if (facets.kind === "agency" || facets.kind === "freelance") {
    // A platform and an agency or freelancer, and nothing else: someone to build on that platform.
    if (facets.categories.length === 0 && facets.platforms.length > 0 && featureCategories.length === 0) {
      facets.categories.push("ecommerce-platforms");
    }
    const counterparts = serviceCounterparts[facets.kind];
    const groupOf = new Map(vocabulary.categories.map((category) => [category.slug, category.group]));
    const wanted = facets.kind === "agency" ? "agency" : "freelance";
    const asKind = (slugs: string[]) => [
      ...new Set(
        slugs
          .map((slug) => (groupOf.get(slug) === wanted ? slug : counterparts[slug]))
          .filter((slug): slug is string => slug !== undefined && groupOf.has(slug)),
      ),
    ];
    facets.categories = asKind(facets.categories);
    qualifierCategories = asKind(qualifierCategories);
  }
  qualifierCategories = qualifierCategories.filter((slug) => !facets.categories.includes(slug));

  const keywords = tokens
    .filter((token, index) => !consumed[index] && !fillerWords.has(token.text) && !fillerWords.has(token.stem))
    .map((token) => token.text)
    .filter((word) => /[a-z0-9]/.test(word));
  const topicAt = (from: number, to: number) =>
    tokens
      .map((token, index) => ({ token, index }))
      .filter(
        ({ token, index }) =>
          index >= from &&
          index < to &&
          !beforePhrases[index] &&
          !platformWords[index] &&
          !facetWords[index] &&
          !fillerWords.has(token.text) &&
          !fillerWords.has(token.stem) &&
          !intentWords.has(token.text) &&
          /[a-z]/.test(token.stem),
      )
      .map(({ token }) => token.stem);
  const topics = topicAt(0, headEnd < 0 ? tokens.length : headEnd);
  const qualifiers = headEnd < 0 ? [] : topicAt(headEnd, tokens.length).filter((stem) => !topics.includes(stem));
  // "For an online store" is a filler for a tool, but says something of an agency or a freelancer:
  // one that works for e-commerce brands. Rarity among the candidates weighs it (every tool says it).
  const commerceAt = tokens.findIndex(
    (token, index) =>
      commerceWords.has(token.text) ||
      (token.text === "online" && ["store", "stores", "shop", "shops"].includes(tokens[index + 1]?.text ?? "")),
  );
  const servicesAsked = facets.kind === "agency" || facets.kind === "freelance";
  if (servicesAsked && commerceAt >= 0) (headEnd < 0 || commerceAt < headEnd ? topics : qualifiers).push("e-commerce");

  return {
    ...facets,
    // Shopify Plus merchants are Shopify merchants: one platform facet, the specific one.
    platforms: facets.platforms.includes("shopify-plus")
      ? facets.platforms.filter((platform) => platform !== "shopify")
      : facets.platforms,
    features,
    featureNeeds,
    featureCategories: kindCategories(featureCategories, facets.kind, vocabulary),
    qualifierCategories,
    textCategories:
      facets.categories.length > 0 || featureCategories.length > 0
        ? []
        : kindCategories(categoriesByText(keywords, vocabulary), facets.kind, vocabulary),
    priceCap: price?.cap ?? null,
    pricingModels: facets.pricingModels,
    mentions: findMentions(normalised),
    keywords: [...new Set(keywords)],
    topics: [...new Set(topics)],
    qualifiers: [...new Set(qualifiers)],
  };
}

/** Groups the features whose words in the query overlap (one need each group), in the features' order. */
function needsOf(features: string[], spans: { feature: string; start: number; end: number }[]): string[][] {
  const needs: { features: string[]; start: number; end: number }[] = [];
  for (const feature of features) {
    const own = spans.filter((span) => span.feature === feature);
    if (own.length === 0) {
      // Not read from the query's words (a first store's features): a need of its own.
      needs.push({ features: [feature], start: -1, end: -1 });
      continue;
    }
    const start = Math.min(...own.map((span) => span.start));
    const end = Math.max(...own.map((span) => span.end));
    const shared = needs.find((need) => own.some((span) => span.start < need.end && need.start < span.end));
    if (shared) {
      shared.features.push(feature);
      shared.start = Math.min(shared.start, start);
      shared.end = Math.max(shared.end, end);
    } else {
      needs.push({ features: [feature], start, end });
    }
  }
  return needs.map((need) => need.features);
}

/** The feature's categories that serve the kind asked for (an agency's features for "agency"). */
function kindCategories(categories: string[], kind: CompanyKind | null, vocabulary: SearchVocabulary) {
  const groupOf = new Map(vocabulary.categories.map((category) => [category.slug, category.group]));
  const wanted = kind === "agency" ? "agency" : kind === "freelance" ? "freelance" : "saas";
  const matching = categories.filter((slug) => groupOf.get(slug) === wanted);
  return matching.length > 0 || kind === null ? (matching.length > 0 ? matching : categories) : [];
}
