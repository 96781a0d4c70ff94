// A company's facts as pages and the API show them (server/catalog/company-facts.ts reads them; issue #16, #37).
import type { BrandSize } from "../brand-sizes.ts";
import type {
  CompanyStatus,
  CostBand,
  Currency,
  EmployeeBand,
  FactGroup,
  Platform,
  PriceUnit,
  PricingModel,
  Region,
} from "../company-facts.ts";
import type { FactCitations, StoredFacts } from "./fact-definitions.ts";

type FactSource = { group: FactGroup; note: string; url: string | null; asOf: string; origin: string };
export type CompanyLink = { id: number; name: string; slug: string };
export type FeatureFact = { slug: string; name: string; categorySlug: string; categoryName: string; has: boolean };

export type CompanyFacts = {
  pricing: {
    model: PricingModel | null;
    freePlan: boolean | null;
    freeTrialDays: number | null;
    startingPrice: { amount: number; currency: Currency; unit: PriceUnit } | null;
    costBand: CostBand | null;
  };
  platforms: { platform: Platform; appStoreUrl: string | null }[];
  integrations: CompanyLink[];
  /** Every feature of its categories' taxonomies, with whether the company has it. */
  features: FeatureFact[];
  fit: { brandSizes: BrandSize[]; regions: Region[]; languages: string[]; employees: EmployeeBand | null };
  status: CompanyStatus;
  successor: CompanyLink | null;
  sources: FactSource[];
  /** The latest month any of its facts describe (ISO date, first of the month), or null. */
  asOf: string | null;
  /** Each fact value's citation, by fact key (issue #37). */
  citations: FactCitations;
  /** The facts kept without a column of their own (custom pricing, plans, transaction fee…). */
  stored: StoredFacts;
};
