import type { CompanyKind } from "#contracts/company-facts.ts";
import type { SearchVocabulary } from "./search-vocabulary.ts";
import { categoriesByText, categoryTextIndexFor, companyTextShareOf, rootOf } from "./understanding/category-text.ts";
import { correctTypos } from "./understanding/correct-typos.ts";
import {
  addUnique,
  featureIndexFor,
  featureOrderFor,
  type MutableFacets,
  phrasesFor,
} from "./understanding/facet-phrases.ts";
import { findMentions } from "./understanding/find-mentions.ts";
import type { ParsedQuery } from "./understanding/parsed-query.ts";
import { saysWhatTheyHave, saysWhoItIsFor } from "./understanding/read-asides.ts";
import { readPriceCap } from "./understanding/read-price-cap.ts";
import { normaliseQuery, phraseStems, type Token, tokenize } from "./understanding/read-words.ts";
import { withinEdits } from "./understanding/within-edits.ts";
import { firstStoreFeatures, firstStorePhrases } from "./vocabulary/category-words.ts";
import { serviceCounterparts, serviceWords } from "./vocabulary/kind-words.ts";
import { fillerWords, intentWords, linkingWords } from "./vocabulary/query-words.ts";

const commerceWords = new Set(["ecommerce", "e-commerce", "dtc", "d2c"]);
/** Leftover words' companies must say a category this much (a share of one word's companies) to tell it apart. */
const leftoverSupportMinimum = 0.5;
/** A category its leftover words' companies say less than this share of the best's qualifies, it is not asked. */
const leftoverSupportShare = 0.5;

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
  const typed = tokenize(price ? normalised.replace(price.text, " ") : normalised);
  const consumed = typed.map(() => false);
  for (const mentionText of resolvedMentionTexts) {
    const stems = tokenize(mentionText).map((token) => token.stem);
    for (let start = 0; start < typed.length; start++) {
      if (matchesAt(typed, consumed, start, stems)) {
        for (let offset = 0; offset < stems.length; offset++) consumed[start + offset] = true;
      }
    }
  }
  const tokens = correctTypos(typed, consumed, vocabulary);
  const facets: MutableFacets = {
    categories: [],
    brandSize: null,
    region: null,
    countries: [],
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
      if (phrase.isPrice && compoundWithFree(tokens, start, phrase.stems, platformWords)) continue;
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
  // A category phrase the companies of another category the question names say more ("lease to own financing":
  // lenders say "financing" more than accounting tools do) reads as that category (decision 115).
  for (const [from, to] of categoriesSaidMoreElsewhere(tokens, categorySpans, featureCategories, facets, vocabulary)) {
    facets.categories = [...new Set(facets.categories.map((slug) => (slug === from ? to : slug)))];
    const at = Math.min(categoryReadAt.get(from) ?? Infinity, categoryReadAt.get(to) ?? Infinity);
    if (Number.isFinite(at)) categoryReadAt.set(to, at);
  }
  // The query's head ends at its first linking word: "a/b testing tool | for landing pages".
  const headEnd = tokens.findIndex((token, index) => index > 0 && linkingWords.has(token.text));
  const namedInHead = (slug: string) => headEnd < 0 || (categoryReadAt.get(slug) ?? 0) < headEnd;
  // A feature in the head names what is asked as a category does: "sales funnel builder | with one click
  // upsells" asks for a funnel builder, and upsells qualify it; a category the head's feature belongs to stays
  // asked ("a/b testing tool for landing pages").
  const headFeatureCategories = readSpans
    .filter((span) => headEnd >= 0 && span.end <= headEnd)
    .flatMap((span) => categoryOfFeature.get(span.feature) ?? []);
  let qualifierCategories = facets.categories.some(namedInHead)
    ? facets.categories.filter((slug) => !namedInHead(slug))
    : headFeatureCategories.length > 0
      ? facets.categories.filter((slug) => !headFeatureCategories.includes(slug))
      : [];
  facets.categories = facets.categories.filter((slug) => !qualifierCategories.includes(slug));
  // Of several categories read alike, those the leftover words' companies say are asked, the others qualify them
  // ("split payments into installments": lenders' companies say "split"; decision 115).
  const leftover = tokens.filter((_, index) => !consumed[index]);
  const supportOf = (slug: string) => companyTextShareOf(leftover, slug, vocabulary);
  const mostSupport = Math.max(0, ...facets.categories.map(supportOf));
  if (facets.categories.length >= 2 && mostSupport >= leftoverSupportMinimum) {
    const weaklySaid = facets.categories.filter((slug) => supportOf(slug) < mostSupport * leftoverSupportShare);
    qualifierCategories = [...qualifierCategories, ...weaklySaid];
    facets.categories = facets.categories.filter((slug) => !weaklySaid.includes(slug));
  }
  // "Customer support outsourcing": a service word asks for people doing the work the category names, when the
  // catalog has a service category for it; inside a feature ("outsourced fulfilment") it is the feature's.
  if (facets.kind === null && saysService(allStems, readSpans)) {
    const serviceKind = (["freelance", "agency"] as const).find((kind) =>
      facets.categories.some((slug) => serviceCounterparts[kind][slug] !== undefined),
    );
    if (serviceKind) facets.kind = serviceKind;
  }
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

/**
 * The categories read from a phrase whose words the leading companies of another category the question names (read,
 * or a read feature's) say more, each with that category: a generic word goes where the rest of the question points.
 * Only within one group (software, agency, freelance): "bookkeeping service" stays a service.
 */
function categoriesSaidMoreElsewhere(
  tokens: Token[],
  spans: { category: string; start: number; end: number }[],
  featureCategories: string[],
  facets: MutableFacets,
  vocabulary: SearchVocabulary,
) {
  const groupOf = new Map(vocabulary.categories.map((category) => [category.slug, category.group]));
  const named = [...new Set([...facets.categories, ...featureCategories])];
  const moves = new Map<string, string>();
  for (const span of spans) {
    if (moves.has(span.category) || !facets.categories.includes(span.category)) continue;
    const words = tokens.slice(span.start, span.end);
    let best = span.category;
    let bestShare = companyTextShareOf(words, span.category, vocabulary);
    for (const other of named) {
      if (other === span.category || groupOf.get(other) !== groupOf.get(span.category)) continue;
      const share = companyTextShareOf(words, other, vocabulary);
      if (share > bestShare) {
        best = other;
        bestShare = share;
      }
    }
    if (best !== span.category) moves.set(span.category, best);
  }
  return moves;
}

/** Words before "free" that still ask for a price ("cost free", "totally free"). */
const priceBeforeFree = new Set(["cost", "charge", "fee", "fees", "100%"]);

/**
 * "Box free returns", "hassle free", "gluten free": "free" right after a word of what the thing is (not a
 * filler, linking or intent word, an adverb, a platform or a price word) makes a compound with it, not a
 * price asked. Only the word "free" alone: "free plan" is a price wherever it stands.
 */
function compoundWithFree(tokens: Token[], start: number, stems: string[], platformWords: boolean[]) {
  const before = tokens[start - 1];
  if (stems.length !== 1 || stems[0] !== "free" || tokens[start]?.stem !== "free" || !before) return false;
  const word = before.text;
  return !(
    fillerWords.has(word) ||
    fillerWords.has(before.stem) ||
    linkingWords.has(word) ||
    intentWords.has(word) ||
    priceBeforeFree.has(word) ||
    word.endsWith("ly") ||
    /\d/.test(word) ||
    platformWords[start - 1]
  );
}

const serviceStems = serviceWords.map(phraseStems);

/** Whether a service word stands in the query outside every feature phrase read. */
function saysService(stems: string[], featureSpans: { start: number; end: number }[]) {
  return stems.some((_, start) =>
    serviceStems.some(
      (words) =>
        words.every((word, offset) => stems[start + offset] === word) &&
        !featureSpans.some((span) => span.start < start + words.length && start < span.end),
    ),
  );
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
