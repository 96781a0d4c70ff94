import type { CompanyKind } from "#contracts/company-facts.ts";

// Part of discovery search's maintained vocabulary: how operators name the things in the catalog (category names,
// company names and catalog features come from the database; these tables add the words people use for them).
// Phrases are lower case; matching is on whole words, longest phrase first. Add words when the search log shows
// operators using them, never to fit one judged query.

/**
 * The words that ask for a kind of company (contracts/company-facts.ts lists the kinds). "Network" has none:
 * "marketplace" and "network" name categories and features more often than the kind.
 */
export const kindSynonyms: Record<CompanyKind, readonly string[]> = {
  agency: ["agency", "agencies", "studio", "consultancy", "done for you", "done-for-you"],
  freelance: [
    "freelancer",
    "freelancers",
    "freelance",
    "contractor",
    "contractors",
    "hire a",
    "hire an",
    "hire someone",
    "developer",
    "developers",
    "virtual assistant",
    "virtual assistants",
    "bookkeeper",
    "fractional",
  ],
  software: ["app", "apps", "tool", "tools", "software", "plugin", "plugins", "saas", "platform"],
  network: [],
};

/**
 * Words that ask for work done by people without saying by whom ("customer support outsourcing"): read as the
 * service kind whose counterparts hold the category the query names (`serviceCounterparts` below, freelance
 * first), and as nothing when none does ("outsourced fulfilment" is a 3PL's feature, not a service asked for).
 */
export const serviceWords = ["outsourcing", "outsource", "outsourced", "managed service", "managed services"];

/**
 * When the query asks for an agency or a freelancer, the software category it
 * names becomes the matching service category ("email agency" → email
 * marketing agencies). Categories of the right kind stay as they are.
 */
export const serviceCounterparts: Record<Extract<CompanyKind, "agency" | "freelance">, Record<string, string>> = {
  agency: {
    "email-marketing": "email-marketing-agencies",
    "sms-marketing": "email-marketing-agencies",
    "marketing-automation": "email-marketing-agencies",
    "cro-page-builders": "cro-agencies",
    "ecommerce-platforms": "ecommerce-development-agencies",
    "ecommerce-developers": "ecommerce-development-agencies",
    "analytics-attribution": "performance-marketing-agencies",
    "product-feeds-marketplaces": "performance-marketing-agencies",
    "influencer-affiliate": "performance-marketing-agencies",
  },
  freelance: {
    "ecommerce-platforms": "ecommerce-developers",
    "ecommerce-development-agencies": "ecommerce-developers",
    accounting: "fractional-talent",
    "customer-support": "virtual-assistants",
  },
};
