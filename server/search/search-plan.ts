import type { BrandSize } from "#contracts/brand-sizes.ts";
import type {
  CompanyKind,
  CompanyStatus,
  CostBand,
  Currency,
  PriceUnit,
  PricingModel,
} from "#contracts/company-facts.ts";
import type { GoodForColumnName } from "../db/schema/reviews.ts";
import type { ParsedQuery } from "./understanding/parsed-query.ts";

/** What a search looks for, read from the question: the input of retrieval and of scoring. */
export type SearchPlan = {
  parsed: ParsedQuery;
  categoryIds: number[];
  /** Category id → how strongly the query asked for it (1 named, 0.7 inferred from an alternative). */
  categoryWeights: Map<number, number>;
  excludedIds: number[];
  comparedIds: number[];
  /** What became of an acquired or discontinued company the query wants an alternative to. */
  successors: { id: number; of: string }[];
  /** The features of the companies the query wants an alternative to: an alternative shares them. */
  alternativeTo: { name: string; features: string[] } | null;
  /** Each feature asked for → the features that are part of it (catalog/features `partOf`), lower case. */
  featureParts: Map<string, string[]>;
  integrations: { id: number; name: string }[];
  kindFilter: Extract<CompanyKind, "agency" | "freelance"> | null;
  /** Categories of the kind asked for: a company listed first in one serves that kind, whatever it calls itself. */
  kindCategoryIds: number[];
  hideAiCompanies: boolean;
  /**
   * Each of the query's topics and qualifiers → how rare it is among the catalog's companies (decision 118): a word
   * few companies say ("whatsapp") tells the ones that say it from the rest; one most say ("customer") does not.
   */
  topicRarity: Map<string, number>;
  /**
   * Each asked category's id → the word roots of its name and synonyms, which its companies say by being listed there
   * (decision 118: "gateway" tells no payment company from another).
   */
  categoryNameRoots: Map<number, Set<string>>;
  /** Each of the query's leftover keywords (its full-text words) → its rarity, measured the same way. */
  keywordRarity: Map<string, number>;
};

/** Someone asking for a freelancer is served by freelancers and by the networks that place them. */
export function kindsMatching(kind: string): string[] {
  return kind === "freelance" ? ["freelance", "network"] : [kind];
}

/** A candidate and the features the scoring reads, as the database gives them. */
export type Candidate = {
  id: number;
  name: string;
  slug: string;
  domain: string | null;
  logo_url: string | null;
  logo_key: string | null;
  description: string;
  kind: CompanyKind;
  pricing_model: PricingModel | null;
  free_plan: boolean | null;
  cost_band: CostBand | null;
  starting_price_amount: string | null;
  starting_price_currency: Currency | null;
  starting_price_unit: PriceUnit | null;
  platforms: string[];
  features: string[];
  partner_ids: number[];
  brand_sizes: BrandSize[];
  regions: string[];
  headquarters: string | null;
  status: CompanyStatus;
  is_sponsored: boolean;
  is_ai_generated: boolean;
  category_ids: number[];
  primary_category_id: number | null;
  primary_category_name: string | null;
  primary_category_slug: string | null;
  review_count: number;
  rating_sum: number;
  /**
   * Market presence, 0..1 (the stored score of server/presence/ over 100, decision 097-market-presence.md),
   * null when unknown: a company with no stored score (added since the last refresh).
   */
  presence: number | null;
} & Record<GoodForColumnName, number>;

/** The candidate lists a query retrieves, each in its own order, for reciprocal rank fusion. */
export type RankedLists = {
  byCategory: number[];
  /**
   * The rank each company of `byCategory` counts in the fusion: companies that fit equally (same category, listed
   * first or not there) share the first rank of their group (decision 111). Absent: each its own position.
   */
  byCategoryRanks?: number[];
  byText: number[];
  byName: number[];
  byReviews: number[];
  byIntegration: number[];
  byFeature: number[];
};
