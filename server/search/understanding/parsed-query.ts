import type { BrandSize } from "#contracts/brand-sizes.ts";
import type { CompanyKind, Currency, Platform, PriceUnit } from "#contracts/company-facts.ts";
import type { PriceSensitivity } from "../vocabulary/price-words.ts";
import type { QueryRegion } from "../vocabulary/region-words.ts";

/**
 * A company named in the query, before it is looked up in the catalog. A `weak` mention comes
 * from a loose pattern ("tracking emails through Klaviyo", "sync sales to Xero"): it counts only
 * when the name is a company other catalog companies integrate with.
 */
export type CompanyMention = { role: "alternative" | "compare" | "integration"; text: string; weak?: boolean };

/** A price ceiling said in the query ("under $100 a month"). */
/** The currencies and units a question's price ceiling is read in: subsets of the catalog's (contracts/company-facts.ts). */
export type PriceCap = {
  amount: number;
  currency: Extract<Currency, "USD" | "EUR" | "GBP">;
  unit: Extract<PriceUnit, "month" | "year" | "order" | "hour">;
};

/** The deterministic reading of a query: facets, company mentions and the words left over. */
export type ParsedQuery = {
  categories: string[];
  brandSize: BrandSize | null;
  /** A region the operator sells in ("payment gateway for Europe"). */
  region: QueryRegion | null;
  /**
   * The countries of that region the query names ("for a new zealand store"), as `regionCountries` spells them:
   * a company based in one, or whose description names one, meets the region as fully as one that lists it.
   */
  countries?: string[];
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
