import type { BrandSize } from "#contracts/brand-sizes.ts";
import type { CompanyKind, Platform } from "#contracts/company-facts.ts";
import type { SearchVocabulary } from "../search-vocabulary.ts";
import { brandSizeSynonyms } from "../vocabulary/brand-size-words.ts";
import { categorySynonyms } from "../vocabulary/category-words.ts";
import { featureSynonyms } from "../vocabulary/feature-words.ts";
import { kindSynonyms } from "../vocabulary/kind-words.ts";
import { platformSynonyms } from "../vocabulary/platform-words.ts";
import { type PriceSensitivity, priceSynonyms, pricingModelSynonyms } from "../vocabulary/price-words.ts";
import { fillerWords } from "../vocabulary/query-words.ts";
import { type QueryRegion, regionCountries, regionSynonyms } from "../vocabulary/region-words.ts";
import { phraseStems } from "./read-words.ts";

type Phrase = {
  stems: string[];
  apply: (facets: MutableFacets) => void;
  kind: "facet" | "category" | "platform";
  /** The category a category phrase names. */
  category?: string;
  /** The kind of company a kind phrase names ("agency", "freelancer"). */
  companyKind?: CompanyKind;
  /** A price phrase ("free", "cheap"). */
  isPrice?: boolean;
};
export type MutableFacets = {
  categories: string[];
  brandSize: BrandSize | null;
  region: QueryRegion | null;
  countries: string[];
  platforms: Platform[];
  priceSensitivity: PriceSensitivity | null;
  kind: CompanyKind | null;
  pricingModels: string[];
};

export function addUnique(list: string[], value: string) {
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
  for (const [region, words] of Object.entries(regionSynonyms) as [QueryRegion, string[]][]) {
    for (const word of words) {
      phrases.push({
        stems: phraseStems(word),
        kind: "facet",
        apply: (facets) => {
          facets.region ??= region;
          // A country is a narrower ask than its region ("for a new zealand store"): kept as said.
          if (regionCountries[region].includes(word)) addUnique(facets.countries, word);
        },
      });
    }
  }
  addSynonyms(platformSynonyms, "platform", (facets, platform) => addUnique(facets.platforms, platform));
  for (const [price, words] of Object.entries(priceSynonyms) as [PriceSensitivity, string[]][]) {
    for (const word of words) {
      phrases.push({
        stems: phraseStems(word),
        kind: "facet",
        isPrice: true,
        apply: (facets) => {
          // "free" is the stronger wish when both are said.
          if (facets.priceSensitivity !== "free") facets.priceSensitivity = price;
        },
      });
    }
  }
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

export function phrasesFor(vocabulary: SearchVocabulary) {
  let phrases = phraseCache.get(vocabulary);
  if (!phrases) {
    phrases = buildPhrases(vocabulary);
    phraseCache.set(vocabulary, phrases);
  }
  return phrases;
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
export function featureIndexFor(vocabulary: SearchVocabulary) {
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

export function featureOrderFor(vocabulary: SearchVocabulary) {
  let order = featureOrderCache.get(vocabulary);
  if (!order) {
    const names = [...new Set([...vocabulary.features, ...vocabulary.taxonomy.map((entry) => entry.name)])];
    order = new Map(names.map((feature, position) => [feature, position]));
    featureOrderCache.set(vocabulary, order);
  }
  return order;
}
