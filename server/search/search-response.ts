import type { z } from "zod";
import type { AskedConstraintSchema } from "#contracts/api/search.ts";
import type { BrandSize } from "#contracts/brand-sizes.ts";
import type { CompanyKind, Platform, PricingModel } from "#contracts/company-facts.ts";
import type { PriceCap } from "./understanding/parsed-query.ts";
import type { PriceSensitivity } from "./vocabulary/price-words.ts";
import type { QueryRegion } from "./vocabulary/region-words.ts";

// What discovery search answers (the API's body and the search page's data).

export type Interpretation = {
  categories: { slug: string; name: string }[];
  brandSize: BrandSize | null;
  region: QueryRegion | null;
  platforms: Platform[];
  priceSensitivity: PriceSensitivity | null;
  kind: CompanyKind | null;
  features: string[];
  priceCap: PriceCap | null;
  pricingModels: string[];
  excluded: { id: number; name: string }[];
  compared: { id: number; name: string }[];
  integrations: { id: number; name: string }[];
  keywords: string[];
  understoodBy: "built-in" | "model";
};

/** A removable facet chip: its label and the `without` token that removes it. */
export type FacetChip = { label: string; token: string };

export type SearchResult = {
  id: number;
  name: string;
  slug: string;
  domain: string | null;
  logoUrl: string | null;
  kind: CompanyKind;
  primaryCategory: { name: string; slug: string } | null;
  averageRating: number | null;
  reviewCount: number;
  /** Facts a result card shows (null or empty: not listed). */
  pricingModel: PricingModel | null;
  freePlan: boolean | null;
  platforms: string[];
  matchReason: string;
  score: number;
  /** The constraints asked that it does not meet (empty: it meets them all). */
  missing: string[];
};

export type SearchResponse = {
  query: string;
  interpretation: Interpretation;
  chips: FacetChip[];
  summary: string;
  sponsored: SearchResult[];
  results: SearchResult[];
  /** Organic matches in all, of which `results` are the first `limit`. */
  total: number;
  /**
   * The constraints understood: the first `exactMatches` of all matches meet every one, the rest
   * follow with what they miss; `note` says so when none meets them all.
   */
  constraints: { asked: AskedConstraint[]; exactMatches: number; note: string | null };
  /** The compare page of the companies a "X vs Y" query names (two to four of them), else null. */
  compareUrl: string | null;
};

/** A constraint the question asks for, kept as a filter on the first results (issue #38). */
export type AskedConstraint = z.infer<typeof AskedConstraintSchema>;
