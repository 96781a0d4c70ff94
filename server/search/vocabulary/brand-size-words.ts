import type { BrandSize } from "#contracts/brand-sizes.ts";
import type { CostBand } from "#contracts/company-facts.ts";

// Part of discovery search's maintained vocabulary: how operators name the things in the catalog (category names,
// company names and catalog features come from the database; these tables add the words people use for them).
// Phrases are lower case; matching is on whole words, longest phrase first. Add words when the search log shows
// operators using them, never to fit one judged query.

/**
 * How a company's own description positions it by brand size ("for small online stores", "used by
 * mid-market and enterprise retailers"). Words of the description, read as text relevance when the
 * company lists no brand sizes among its facts; never stored as a fact.
 */
const smallBrandWords =
  /\b(?:small|smaller|start-?ups?|new (?:stores?|brands?|merchants?|sellers?)|low-cost|solo|first-time|beginners?)\b/i;
const midBrandWords = /\b(?:mid-sized|mid-size|midsize|mid-market|growing|fast-growing|scaling)\b/i;
const largeBrandWords = /\b(?:enterprises?|large|larger|high-volume|established|global brands|big brands)\b/i;

export const brandSizePositioning: Record<BrandSize, { fits: RegExp[]; opposite: RegExp[] }> = {
  startup: { fits: [smallBrandWords], opposite: [largeBrandWords] },
  sixFigures: { fits: [smallBrandWords, /\bgrowing\b/i], opposite: [largeBrandWords] },
  sevenFigures: { fits: [midBrandWords], opposite: [] },
  eightFigures: { fits: [/\b(?:mid-market|fast-growing|scaling)\b/i, largeBrandWords], opposite: [smallBrandWords] },
  nineFiguresPlus: { fits: [largeBrandWords], opposite: [smallBrandWords, midBrandWords] },
};

/**
 * What a company costs as evidence of the brand sizes it serves, where its facts list none and its description
 * says nothing of size: a start-up takes on a tool with a free plan or a typical cost under $100 a month, not
 * one over $1,000; the largest brands buy the tools that cost over $1,000 a month, and rarely one made to cost
 * under $100. Sizes between say nothing by cost.
 */
export const brandSizeCost: Partial<
  Record<BrandSize, { fits: CostBand[]; freePlanFits: boolean; opposite: CostBand[] }>
> = {
  startup: { fits: ["under-100"], freePlanFits: true, opposite: ["over-1000"] },
  nineFiguresPlus: { fits: ["over-1000"], freePlanFits: false, opposite: ["under-100"] },
};

export const brandSizeSynonyms: Record<BrandSize, readonly string[]> = {
  startup: [
    "startup",
    "startups",
    "start-up",
    "start up",
    "new brand",
    "new store",
    "just starting",
    "just launched",
    "launching",
    "early stage",
    "early-stage",
    "pre-revenue",
    "side hustle",
    "solo founder",
    "small store",
    "small shop",
  ],
  sixFigures: ["6-figure", "6 figure", "six figure", "six-figure", "6 figures", "six figures", "$100k", "100k"],
  sevenFigures: [
    "7-figure",
    "7 figure",
    "seven figure",
    "seven-figure",
    "7 figures",
    "seven figures",
    "$1m",
    "1m",
    "million dollar",
    "million-dollar",
  ],
  eightFigures: [
    "8-figure",
    "8 figure",
    "eight figure",
    "eight-figure",
    "8 figures",
    "eight figures",
    "$10m",
    "10m",
    "mid-market",
    "mid market",
  ],
  nineFiguresPlus: [
    "9-figure",
    "9 figure",
    "nine figure",
    "nine-figure",
    "9 figures",
    "nine figures",
    "9-figure+",
    "$100m",
    "100m",
    "enterprise",
    "enterprise-level",
    "large retailer",
  ],
};
