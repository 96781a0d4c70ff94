// One typed definition per fact (issue #37, docs/decisions/099-one-definition-per-fact.md): its value's zod
// schema, where it is stored, its label and format, its form field, and whether compare shows it, category pages
// filter by it, search reads it and readers may suggest a correction. The database's check lists, the catalog
// validation, the facts panel, compare and suggest-an-edit read these definitions; a new fact is a new entry here,
// a generated migration and its data.
import { z } from "zod";
import { type BrandSize, brandSizeLabels, brandSizes } from "../brand-sizes.ts";
import {
  type CompanyStatus,
  type CostBand,
  companyStatuses,
  companyStatusLabels,
  costBandLabels,
  costBands,
  currencies,
  currencySymbols,
  type EmployeeBand,
  employeeBands,
  type FactGroup,
  formatStartingPrice,
  type Platform,
  type PricingModel,
  platformLabels,
  platforms,
  priceUnits,
  pricingModelLabels,
  pricingModels,
  type Region,
  regionLabels,
  regions,
} from "../company-facts.ts";

/** How a suggest-an-edit form asks for a fact (the page renders it with the shared field components). */
export type FactField =
  | { kind: "choice"; options: readonly { value: string; label: string }[] }
  | { kind: "yes-no" }
  | { kind: "whole-number"; min: number; max: number; unit: string }
  | { kind: "checks"; options: readonly { value: string; label: string }[] };

/**
 * Where a fact's value lives: a column of `companies` (the facts category facets and search index read) or a
 * typed JSON value in `company_fact_values` (a fact no facet or index needs: no new column to add).
 */
type FactStorage = { kind: "column"; column: string } | { kind: "value" };

type FactDefinition<Value, Storage extends FactStorage = FactStorage> = {
  group: FactGroup;
  label: string;
  /** The value when known; a fact not known is absent (the page says "not listed"). */
  schema: z.ZodType<Value>;
  storage: Storage;
  format: (value: Value) => string;
  /** A form field for this fact alone; null: the group's own form asks for it (price, platforms, links). */
  field: FactField | null;
  isComparable: boolean;
  isFilterable: boolean;
  isSearchable: boolean;
  isSuggestible: boolean;
};

/** One fact's definition, its value type inferred from its schema. */
function defineFact<Value, Storage extends FactStorage>(definition: FactDefinition<Value, Storage>) {
  return definition;
}

const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
const yesNo = (value: boolean) => (value ? "Yes" : "No");
const listOf =
  <T extends string>(labels: Record<T, string>) =>
  (values: readonly T[]) =>
    values.map((value) => labels[value]).join(", ");
const distinctList = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values))
    .min(1)
    .refine((list) => new Set(list).size === list.length, "no value twice");

const money = z.number().min(0).max(1_000_000);
const StartingPriceSchema = z.strictObject({ amount: money, currency: z.enum(currencies), unit: z.enum(priceUnits) });
export type StartingPrice = z.infer<typeof StartingPriceSchema>;

/** A percentage of each transaction plus a fixed amount (2.9% + $0.30), as payment providers publish it. */
const TransactionFeeSchema = z.strictObject({
  percent: z.number().min(0).max(100),
  fixed: z.strictObject({ amount: money, currency: z.enum(currencies) }).nullable(),
});
type TransactionFee = z.infer<typeof TransactionFeeSchema>;

/** A published plan: its name and its price, or "custom" when the vendor quotes it on request. */
const PlanSchema = z.strictObject({
  name: z.string().trim().min(1).max(60),
  price: z.union([StartingPriceSchema, z.literal("custom")]),
});
export type PricingPlan = z.infer<typeof PlanSchema>;

function formatFee(fee: TransactionFee) {
  const percent = `${fee.percent.toLocaleString("en-US", { maximumFractionDigits: 2 })}%`;
  if (!fee.fixed) return percent;
  const amount = fee.fixed.amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${percent} + ${currencySymbols[fee.fixed.currency]}${amount}`;
}

/** "Free: $0 per month", "Plus: custom pricing". */
function formatPlan(plan: PricingPlan) {
  return `${plan.name}: ${plan.price === "custom" ? "custom pricing" : formatStartingPrice(plan.price)}`;
}

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

export const factDefinitions = {
  pricingModel: defineFact({
    group: "pricing",
    label: "Pricing model",
    schema: z.enum(pricingModels),
    storage: { kind: "column" as const, column: "pricing_model" },
    format: (value: PricingModel) => pricingModelLabels[value],
    field: { kind: "choice", options: optionsOf(pricingModels, pricingModelLabels) },
    isComparable: true,
    isFilterable: true,
    isSearchable: true,
    isSuggestible: true,
  }),
  freePlan: defineFact({
    group: "pricing",
    label: "Free plan",
    schema: z.boolean(),
    storage: { kind: "column" as const, column: "free_plan" },
    format: yesNo,
    field: { kind: "yes-no" },
    isComparable: true,
    isFilterable: true,
    isSearchable: true,
    isSuggestible: true,
  }),
  freeTrialDays: defineFact({
    group: "pricing",
    label: "Free trial",
    schema: z.number().int().min(1).max(365),
    storage: { kind: "column" as const, column: "free_trial_days" },
    format: (days: number) => `${days} days`,
    field: { kind: "whole-number", min: 1, max: 365, unit: "days" },
    isComparable: true,
    isFilterable: true,
    isSearchable: true,
    isSuggestible: true,
  }),
  startingPrice: defineFact({
    group: "pricing",
    label: "Starting price",
    schema: StartingPriceSchema,
    storage: { kind: "column" as const, column: "starting_price_amount" },
    format: (price: StartingPrice) => formatStartingPrice(price),
    field: null,
    isComparable: true,
    isFilterable: true,
    isSearchable: false,
    isSuggestible: true,
  }),
  customPricing: defineFact({
    group: "pricing",
    label: "Custom pricing",
    schema: z.boolean(),
    storage: { kind: "value" as const },
    format: (value: boolean) => (value ? "Yes: quoted on request" : "No: list prices only"),
    field: { kind: "yes-no" },
    isComparable: true,
    isFilterable: false,
    isSearchable: false,
    isSuggestible: true,
  }),
  transactionFee: defineFact({
    group: "pricing",
    label: "Transaction fee",
    schema: TransactionFeeSchema,
    storage: { kind: "value" as const },
    format: formatFee,
    field: null,
    isComparable: true,
    isFilterable: false,
    isSearchable: false,
    isSuggestible: false,
  }),
  plans: defineFact({
    group: "pricing",
    label: "Plans",
    schema: z.array(PlanSchema).min(1).max(8),
    storage: { kind: "value" as const },
    format: (plans: readonly PricingPlan[]) => plans.map(formatPlan).join("; "),
    field: null,
    isComparable: true,
    isFilterable: false,
    isSearchable: false,
    isSuggestible: false,
  }),
  costBand: defineFact({
    group: "pricing",
    label: "Typical monthly cost",
    schema: z.enum(costBands),
    storage: { kind: "column" as const, column: "cost_band" },
    format: (band: CostBand) => costBandLabels[band],
    field: { kind: "choice", options: optionsOf(costBands, costBandLabels) },
    isComparable: false,
    isFilterable: true,
    isSearchable: false,
    isSuggestible: true,
  }),
  platforms: defineFact({
    group: "platforms",
    label: "Platforms",
    schema: distinctList(platforms),
    storage: { kind: "column" as const, column: "platforms" },
    format: listOf<Platform>(platformLabels),
    field: null,
    isComparable: true,
    isFilterable: true,
    isSearchable: true,
    isSuggestible: true,
  }),
  integrations: defineFact({
    group: "integrations",
    label: "Integrations",
    schema: z.array(z.string().min(1)).min(1),
    storage: { kind: "column" as const, column: "company_integrations" },
    format: (names: readonly string[]) => names.join(", "),
    field: null,
    isComparable: true,
    isFilterable: false,
    isSearchable: true,
    isSuggestible: true,
  }),
  features: defineFact({
    group: "features",
    label: "Features",
    schema: z.array(z.string().min(1)).min(1),
    storage: { kind: "column" as const, column: "company_features" },
    format: (names: readonly string[]) => names.join(", "),
    field: null,
    isComparable: false,
    isFilterable: true,
    isSearchable: true,
    isSuggestible: true,
  }),
  brandSizes: defineFact({
    group: "fit",
    label: "Brand sizes served",
    schema: distinctList(brandSizes),
    storage: { kind: "column" as const, column: "brand_sizes" },
    format: listOf<BrandSize>(brandSizeLabels),
    field: { kind: "checks", options: optionsOf(brandSizes, brandSizeLabels) },
    isComparable: true,
    isFilterable: true,
    isSearchable: true,
    isSuggestible: true,
  }),
  regions: defineFact({
    group: "fit",
    label: "Regions",
    schema: distinctList(regions),
    storage: { kind: "column" as const, column: "regions" },
    format: listOf<Region>(regionLabels),
    field: { kind: "checks", options: optionsOf(regions, regionLabels) },
    isComparable: true,
    isFilterable: false,
    isSearchable: false,
    isSuggestible: true,
  }),
  languages: defineFact({
    group: "fit",
    label: "Languages",
    schema: z.array(z.string().regex(/^[a-z]{2}$/)).min(1),
    storage: { kind: "column" as const, column: "languages" },
    format: (codes: readonly string[]) => codes.map((code) => languageNames.of(code) ?? code).join(", "),
    field: null,
    isComparable: false,
    isFilterable: false,
    isSearchable: false,
    isSuggestible: true,
  }),
  employees: defineFact({
    group: "fit",
    label: "Employees",
    schema: z.enum(employeeBands),
    storage: { kind: "column" as const, column: "employees" },
    format: (band: EmployeeBand) => band,
    field: { kind: "choice", options: employeeBands.map((band) => ({ value: band, label: band })) },
    isComparable: false,
    isFilterable: false,
    isSearchable: false,
    isSuggestible: true,
  }),
  soc2Report: defineFact({
    group: "profile",
    label: "SOC 2 report available",
    schema: z.boolean(),
    storage: { kind: "value" as const },
    format: yesNo,
    field: { kind: "yes-no" },
    isComparable: true,
    isFilterable: false,
    isSearchable: false,
    isSuggestible: true,
  }),
  status: defineFact({
    group: "status",
    label: "Status",
    schema: z.enum(companyStatuses),
    storage: { kind: "column" as const, column: "status" },
    format: (status: CompanyStatus) => companyStatusLabels[status],
    field: null,
    isComparable: true,
    isFilterable: false,
    isSearchable: false,
    isSuggestible: true,
  }),
};

export type FactKey = keyof typeof factDefinitions;
/** Every fact, in the order pages list them. */
export const factKeys = Object.keys(factDefinitions).filter((key): key is FactKey => key in factDefinitions);
/** Every fact's value type, by key (one mapped type, so a generic key reads its own value). */
type FactValues = { [K in FactKey]: z.output<(typeof factDefinitions)[K]["schema"]> };
export type FactValue<K extends FactKey> = FactValues[K];

/** The facts kept as typed values in `company_fact_values` (no column of their own). */
type ValueStorage = { storage: { kind: "value" } };
export type StoredFactKey = {
  [K in FactKey]: (typeof factDefinitions)[K] extends ValueStorage ? K : never;
}[FactKey];
export const storedFactKeys = factKeys.filter(
  (key): key is StoredFactKey => factDefinitions[key].storage.kind === "value",
);

/** The definitions seen one fact at a time, so a generic key reads its own value's type (no switch per fact). */
type TypedDefinitions = {
  [K in FactKey]: { schema: z.ZodType<FactValues[K]>; format: (value: FactValues[K]) => string };
};
const typedDefinitions: TypedDefinitions = factDefinitions;

/** A known value of one fact as pages show it. */
export function formatFact<K extends FactKey>(key: K, value: FactValues[K]): string {
  return typedDefinitions[key].format(value);
}

/** A fact's value read back from storage or a data file: null when it does not fit the definition. */
export function parseFact<K extends FactKey>(key: K, value: unknown): FactValues[K] | null {
  const parsed = typedDefinitions[key].schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The fact key a stored or submitted name stands for, or null. */
export function factKeyOf(name: string): FactKey | null {
  return factKeys.find((key) => key === name) ?? null;
}

/** What `company_fact_values.value` holds: the value of one of the stored facts. */
export type StoredFactValue = FactValue<StoredFactKey>;

/** A fact value's citation: the page it was read from (null for a value kept with its group's source) and date. */
export type FactCitation = { url: string | null; asOf: string; note: string; isFromDetection: boolean };
export type FactCitations = Partial<Record<FactKey, FactCitation>>;
/** The values of the facts kept without a column, by key. */
export type StoredFacts = { [K in StoredFactKey]?: FactValues[K] };
