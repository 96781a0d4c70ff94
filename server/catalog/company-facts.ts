// A company's facts as pages and the API show them (issue #16, docs/decisions/060-company-facts.md): pricing,
// platforms with their app-store links, integrations (both ways), features against its categories' taxonomies,
// fit, status and successor, and each fact group's source and month. One query: the row plus JSON aggregates.

import { type SQL, sql } from "drizzle-orm";
import type { BrandSize } from "#contracts/brand-sizes.ts";
import {
  type CompanyStatus,
  type CostBand,
  type Currency,
  type EmployeeBand,
  type FactGroup,
  factGroups,
  type Platform,
  type PriceUnit,
  type PricingModel,
  type Region,
} from "#contracts/company-facts.ts";
import type { CompanyFacts, CompanyLink, FeatureFact } from "#contracts/facts/company-facts-view.ts";
import { sqlList } from "../db/sql-values.ts";

export type { CompanyFacts };

import {
  type FactCitations,
  factKeyOf,
  parseFact,
  type StoredFactKey,
  type StoredFacts,
  storedFactKeys,
} from "#contracts/facts/fact-definitions.ts";

import type { Database } from "../db/client.ts";
import { prepareSql } from "../db/prepared-query.ts";

export type FactsRow = {
  id: number;
  pricing_model: PricingModel | null;
  free_plan: boolean | null;
  free_trial_days: number | null;
  starting_price_amount: string | null;
  starting_price_currency: Currency | null;
  starting_price_unit: PriceUnit | null;
  cost_band: CostBand | null;
  platforms: Platform[];
  platform_app_urls: Record<string, string>;
  brand_sizes: BrandSize[];
  regions: Region[];
  languages: string[];
  employees: EmployeeBand | null;
  status: CompanyStatus;
  successor: CompanyLink | null;
  integrations: CompanyLink[] | null;
  features: FeatureFact[] | null;
  sources: { group: FactGroup; note: string; url: string | null; asOf: string; origin: string }[] | null;
  citations: { fact: string; url: string | null; asOf: string; note: string; isFromDetection: boolean }[] | null;
  stored: { fact: string; value: unknown }[] | null;
};

const factsQuery = (condition: SQL) => sql`
  select c.id, c.pricing_model, c.free_plan, c.free_trial_days, c.starting_price_amount::text, c.starting_price_currency,
    c.starting_price_unit, c.cost_band, c.platforms, c.platform_app_urls, c.brand_sizes, c.regions, c.languages,
    c.employees, c.status,
    (select json_build_object('id', s.id, 'name', s.name, 'slug', s.slug) from companies s
      where s.id = c.successor_company_id and s.listing_status = 'listed') as successor,
    (select json_agg(json_build_object('id', p.id, 'name', p.name, 'slug', p.slug) order by p.name)
      from company_integrations i
      join companies p on p.id = case when i.company_id = c.id then i.partner_id else i.company_id end
      where (i.company_id = c.id or i.partner_id = c.id) and p.listing_status = 'listed') as integrations,
    (select json_agg(json_build_object('slug', f.slug, 'name', f.name, 'categorySlug', k.slug, 'categoryName', k.name,
        'has', exists (select 1 from company_features cf where cf.company_id = c.id and cf.feature_id = f.id))
        order by cc.is_primary desc, k.sort_order, f.sort_order)
      from company_categories cc
      join categories k on k.id = cc.category_id
      join category_features f on f.category_id = k.id
      where cc.company_id = c.id) as features,
    (select json_agg(json_build_object('group', s.fact_group, 'note', s.note, 'url', s.url, 'asOf', s.as_of,
        'origin', s.origin) order by array_position(array[${sqlList(factGroups)}], s.fact_group))
      from company_fact_sources s where s.company_id = c.id) as sources,
    (select json_agg(json_build_object('fact', t.fact, 'url', t.url, 'asOf', t.as_of, 'note', t.note,
        'isFromDetection', t.is_from_detection))
      from company_fact_citations t where t.company_id = c.id) as citations,
    (select json_agg(json_build_object('fact', v.fact, 'value', v.value))
      from company_fact_values v where v.company_id = c.id) as stored
  from companies c
  where ${condition}`;

/**
 * The facts of the company whose id is `companyId` (an expression of the outer query) as one JSON value, or null:
 * for a query that reads a company and its facts in one round trip (server/catalog/get-company.ts); `toFacts` reads it.
 */
export function factsJsonOf(companyId: SQL) {
  return sql`(select row_to_json(f) from (${factsQuery(sql`c.id = ${companyId}`)}) f)`;
}

/** One company's facts: assembled once, planned once per connection. */
const selectFactsOfCompany = prepareSql<FactsRow>("company-facts", () =>
  factsQuery(sql`c.id = ${sql.placeholder("id")}`),
);
const selectFactsOfCompanies = prepareSql<FactsRow>("companies-facts", () =>
  factsQuery(sql`c.id = any(${sql.placeholder("ids")}::int[])`),
);

/** A facts row (or its JSON from `factsJsonOf`) as pages and the API show it. */
export function toFacts(row: FactsRow): CompanyFacts {
  const sources = row.sources ?? [];
  const asOf = sources.reduce<string | null>(
    (latest, source) => (latest && latest > source.asOf ? latest : source.asOf),
    null,
  );
  return {
    pricing: {
      model: row.pricing_model,
      freePlan: row.free_plan,
      freeTrialDays: row.free_trial_days,
      startingPrice:
        row.starting_price_amount !== null && row.starting_price_currency && row.starting_price_unit
          ? {
              amount: Number(row.starting_price_amount),
              currency: row.starting_price_currency,
              unit: row.starting_price_unit,
            }
          : null,
      costBand: row.cost_band,
    },
    platforms: row.platforms.map((platform) => ({ platform, appStoreUrl: row.platform_app_urls[platform] ?? null })),
    integrations: row.integrations ?? [],
    features: row.features ?? [],
    fit: { brandSizes: row.brand_sizes, regions: row.regions, languages: row.languages, employees: row.employees },
    status: row.status,
    successor: row.successor,
    sources,
    asOf,
    citations: citationsOf(row.citations ?? []),
    stored: storedFactsOf(row.stored ?? []),
  };
}

/** Each fact's citation by its key (a row for a fact the definitions no longer have is left out). */
function citationsOf(rows: NonNullable<FactsRow["citations"]>): FactCitations {
  const citations: FactCitations = {};
  for (const row of rows) {
    const fact = factKeyOf(row.fact);
    if (fact) citations[fact] = { url: row.url, asOf: row.asOf, note: row.note, isFromDetection: row.isFromDetection };
  }
  return citations;
}

/** The facts kept without a column, each checked against its definition (a value that no longer fits is left out). */
function storedFactsOf(rows: NonNullable<FactsRow["stored"]>): StoredFacts {
  const stored: StoredFacts = {};
  for (const row of rows) {
    const fact = storedFactKeys.find((key) => key === row.fact);
    if (fact) assignStoredFact(stored, fact, row.value);
  }
  return stored;
}

function assignStoredFact<K extends StoredFactKey>(stored: StoredFacts, fact: K, raw: unknown) {
  const value = parseFact(fact, raw);
  if (value !== null) stored[fact] = value;
}

/** One company's facts read inside a transaction (a write that cites what it changed), or null. */
export async function readCompanyFactsIn(runner: Pick<Database, "execute">, id: number): Promise<CompanyFacts | null> {
  const result = await runner.execute<FactsRow>(factsQuery(sql`c.id = ${id}`));
  const [row] = result.rows;
  return row ? toFacts(row) : null;
}

/** The facts of several companies (compare pages), by id; unknown ids are absent. */
export async function getFactsOfCompanies(db: Database, ids: number[]): Promise<Map<number, CompanyFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await selectFactsOfCompanies(db, { ids });
  return new Map(rows.map((row) => [row.id, toFacts(row)]));
}

export async function getCompanyFacts(db: Database, id: number): Promise<CompanyFacts | null> {
  const [row] = await selectFactsOfCompany(db, { id });
  return row ? toFacts(row) : null;
}
