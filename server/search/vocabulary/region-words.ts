import type { Region } from "#contracts/company-facts.ts";

// Part of discovery search's maintained vocabulary: how operators name the things in the catalog (category names,
// company names and catalog features come from the database; these tables add the words people use for them).
// Phrases are lower case; matching is on whole words, longest phrase first. Add words when the search log shows
// operators using them, never to fit one judged query.

/** The regions a query can ask for (the facts' regions, without "worldwide", which no one asks for). */
export type QueryRegion = Exclude<Region, "worldwide">;

/** How operators name the regions they sell in ("for Europe", "a UK store"). Language names are not regions. */
export const regionSynonyms: Record<QueryRegion, string[]> = {
  europe: ["europe", "european", "eu", "emea", "dach", "benelux", "nordics", "scandinavia", "germany", "netherlands"],
  "uk-ireland": ["uk", "united kingdom", "britain", "great britain", "ireland"],
  "north-america": ["north america", "north american", "usa", "united states", "canada"],
  "latin-america": ["latin america", "latam", "brazil", "mexico", "argentina", "chile", "colombia"],
  "middle-east-africa": ["middle east", "africa", "mena", "gcc", "saudi arabia", "uae", "south africa", "nigeria"],
  "asia-pacific": ["asia", "apac", "asia-pacific", "southeast asia", "australia", "new zealand", "india", "singapore"],
};

/**
 * The countries of a headquarters ("Amsterdam, Netherlands") by region: where a company lists no
 * regions, being based in one is evidence (not a fact) that it serves it. UK and Ireland are in Europe.
 */
export const regionCountries: Record<QueryRegion, string[]> = {
  europe: [
    "netherlands",
    "sweden",
    "germany",
    "france",
    "spain",
    "italy",
    "denmark",
    "norway",
    "finland",
    "belgium",
    "austria",
    "switzerland",
    "poland",
    "portugal",
    "czech republic",
    "czechia",
    "estonia",
    "lithuania",
    "latvia",
    "greece",
    "luxembourg",
    "slovenia",
    "croatia",
    "romania",
    "hungary",
    "bulgaria",
    "slovakia",
    "iceland",
    "cyprus",
    "malta",
    "united kingdom",
    "uk",
    "england",
    "scotland",
    "wales",
    "northern ireland",
    "ireland",
  ],
  "uk-ireland": ["united kingdom", "uk", "england", "scotland", "wales", "northern ireland", "ireland"],
  "north-america": ["usa", "united states", "canada"],
  "latin-america": ["mexico", "brazil", "argentina", "chile", "colombia", "uruguay", "peru", "costa rica"],
  "middle-east-africa": [
    "israel",
    "united arab emirates",
    "uae",
    "saudi arabia",
    "egypt",
    "nigeria",
    "south africa",
    "kenya",
    "jordan",
    "qatar",
    "turkey",
    "morocco",
  ],
  "asia-pacific": [
    "india",
    "indonesia",
    "singapore",
    "australia",
    "new zealand",
    "japan",
    "china",
    "hong kong",
    "south korea",
    "vietnam",
    "philippines",
    "malaysia",
    "thailand",
    "taiwan",
    "pakistan",
    "bangladesh",
    "sri lanka",
  ],
};

/** Words of a description that say it serves a region ("European payment service provider"). */
export const regionDescriptionWords: Record<QueryRegion, RegExp> = {
  europe: /\b(?:europe|european|eu)\b/i,
  "uk-ireland": /\b(?:uk|united kingdom|british|britain|ireland|irish)\b/i,
  // Case-sensitive: "US", not the pronoun.
  "north-america":
    /\b(?:North America|North American|US|U\.S\.|United States|(?<!Latin |South |Central )American|Canada|Canadian)\b/,
  "latin-america": /\b(?:latin america|latin american|latam|brazil|brazilian|mexico|mexican)\b/i,
  "middle-east-africa": /\b(?:middle east|middle eastern|africa|african|mena|gcc|gulf)\b/i,
  "asia-pacific": /\b(?:asia|asian|apac|asia-pacific|southeast asia|australia|australian|india|indian)\b/i,
};
