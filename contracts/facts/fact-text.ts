// A company's fact as one line of text (compare rows; issue #37): read from the facts a page already has, formatted
// by the fact's definition. Null: not listed.
import type { CompanyFacts } from "./company-facts-view.ts";
import { type FactKey, type FactValue, formatFact, type StoredFactKey, storedFactKeys } from "./fact-definitions.ts";

type ColumnFactKey = Exclude<FactKey, StoredFactKey>;
const nonEmpty = <T>(list: T[]): T[] | null => (list.length > 0 ? list : null);

/** Where each fact with a column of its own sits in a company's facts. */
const columnValues: { [K in ColumnFactKey]: (facts: CompanyFacts) => FactValue<K> | null } = {
  pricingModel: (facts) => facts.pricing.model,
  freePlan: (facts) => facts.pricing.freePlan,
  freeTrialDays: (facts) => facts.pricing.freeTrialDays,
  startingPrice: (facts) => facts.pricing.startingPrice,
  costBand: (facts) => facts.pricing.costBand,
  platforms: (facts) => nonEmpty(facts.platforms.map((entry) => entry.platform)),
  integrations: (facts) => nonEmpty(facts.integrations.map((partner) => partner.name)),
  features: (facts) => nonEmpty(facts.features.filter((feature) => feature.has).map((feature) => feature.name)),
  brandSizes: (facts) => nonEmpty([...facts.fit.brandSizes]),
  regions: (facts) => nonEmpty([...facts.fit.regions]),
  languages: (facts) => nonEmpty([...facts.fit.languages]),
  employees: (facts) => facts.fit.employees,
  status: (facts) => facts.status,
};

function isColumnFact(key: FactKey): key is ColumnFactKey {
  return key in columnValues;
}

function columnText<K extends ColumnFactKey>(key: K, facts: CompanyFacts): string | null {
  const value = columnValues[key](facts);
  return value === null ? null : formatFact(key, value);
}

function storedText<K extends StoredFactKey>(key: K, facts: CompanyFacts): string | null {
  const value = facts.stored[key];
  return value === undefined ? null : formatFact(key, value);
}

/** The fact's value as text, or null when it is not listed. */
export function factText(key: FactKey, facts: CompanyFacts): string | null {
  const stored = storedFactKeys.find((candidate) => candidate === key);
  if (stored) return storedText(stored, facts);
  return isColumnFact(key) ? columnText(key, facts) : null;
}
