// Part of discovery search's maintained vocabulary: how operators name the things in the catalog (category names,
// company names and catalog features come from the database; these tables add the words people use for them).
// Phrases are lower case; matching is on whole words, longest phrase first. Add words when the search log shows
// operators using them, never to fit one judged query.

export const priceSensitivities = ["free", "low"] as const;
export type PriceSensitivity = (typeof priceSensitivities)[number];

export const priceSynonyms: Record<PriceSensitivity, string[]> = {
  free: ["free", "free plan", "free tier", "freemium", "no cost", "zero cost"],
  low: [
    "cheap",
    "cheaper",
    "cheapest",
    "affordable",
    "inexpensive",
    "budget",
    "low cost",
    "low-cost",
    "lower cost",
    "cost-effective",
    "cost effective",
    "good value",
    "less expensive",
    "not expensive",
    "on a budget",
  ],
};

/**
 * Pricing models asked for in words ("no monthly fee, just per-transaction pricing"): each phrase
 * names the models that satisfy it, best first (contracts/company-facts.ts pricingModels).
 */
export const pricingModelSynonyms: { phrases: string[]; models: string[] }[] = [
  {
    phrases: [
      "per transaction",
      "per-transaction",
      "transaction fee",
      "transaction fees",
      "no monthly fee",
      "no monthly fees",
      "pay per transaction",
      "per sale",
    ],
    models: ["transaction-fee", "commission", "usage-based"],
  },
  {
    phrases: ["pay as you go", "usage-based", "usage based", "pay per use"],
    models: ["usage-based", "transaction-fee"],
  },
  { phrases: ["commission only", "commission-based", "commission based"], models: ["commission"] },
  {
    phrases: ["one-off payment", "one-time payment", "one-time fee", "lifetime deal", "pay once"],
    models: ["one-off"],
  },
  { phrases: ["monthly retainer", "on retainer", "retainer"], models: ["retainer"] },
  { phrases: ["hourly rate", "by the hour", "per hour", "paid hourly"], models: ["hourly"] },
  { phrases: ["fixed price project", "fixed-price project", "per project"], models: ["project"] },
];
