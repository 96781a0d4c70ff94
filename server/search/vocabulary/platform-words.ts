import type { Platform } from "#contracts/company-facts.ts";

// Part of discovery search's maintained vocabulary: how operators name the things in the catalog (category names,
// company names and catalog features come from the database; these tables add the words people use for them).
// Phrases are lower case; matching is on whole words, longest phrase first. Add words when the search log shows
// operators using them, never to fit one judged query.

/**
 * The names operators use for each platform (contracts/company-facts.ts lists the platforms). "Headless" has
 * none: "headless commerce" names the e-commerce platforms category, not a platform a tool works with.
 */
export const platformSynonyms: Record<Platform, readonly string[]> = {
  "shopify-plus": ["shopify plus", "shopify+"],
  shopify: ["shopify"],
  bigcommerce: ["bigcommerce", "big commerce"],
  woocommerce: ["woocommerce", "woo commerce", "woo", "wordpress"],
  magento: ["magento", "adobe commerce"],
  "salesforce-commerce-cloud": ["salesforce commerce cloud", "sfcc", "demandware"],
  wix: ["wix"],
  squarespace: ["squarespace"],
  prestashop: ["prestashop"],
  amazon: ["amazon", "amazon seller", "fba"],
  headless: [],
};
