// A company's current values of one group of facts, in the shape a suggested correction proposes them
// (docs/decisions/060-company-facts.md, issue #16): the suggest-an-edit form starts from them, a suggestion is
// compared with them, and an accepted one records them as what it replaced.
import { sql } from "drizzle-orm";
import type { FactGroup } from "#contracts/company-facts.ts";
import { definedFieldsOf } from "#contracts/validation/fact-suggestion.ts";
import type { Database } from "../db/client.ts";
import { AppError } from "../errors.ts";

/** What a suggestion stores: the group's values with names resolved to catalog companies. */
export type StoredValues = Record<string, unknown>;

type Runner = Pick<Database, "execute">;

/** The group's current values, in the shape a suggestion proposes them (its definition-driven facts included). */
export async function currentFactValues(db: Runner, companyId: number, group: FactGroup): Promise<StoredValues> {
  const values = await currentGroupValues(db, companyId, group);
  const defined = definedFieldsOf(group);
  if (defined.length === 0) return values;
  const rows = await db.execute<{ fact: string; value: unknown }>(sql`
    select fact, value from company_fact_values where company_id = ${companyId}`);
  for (const key of defined) values[key] = rows.rows.find((row) => row.fact === key)?.value ?? null;
  return values;
}

async function currentGroupValues(db: Runner, companyId: number, group: FactGroup): Promise<StoredValues> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select c.description, c.founded_year, c.headquarters, c.pricing_model, c.free_plan, c.free_trial_days, c.starting_price_amount::float8 as starting_price_amount,
      c.starting_price_currency, c.starting_price_unit, c.cost_band, c.platforms, c.platform_app_urls, c.brand_sizes,
      c.regions, c.languages, c.employees, c.status,
      (select json_build_object('id', s.id, 'name', s.name) from companies s where s.id = c.successor_company_id) as successor,
      coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name) order by p.name) from company_integrations i
        join companies p on p.id = case when i.company_id = c.id then i.partner_id else i.company_id end
        where i.company_id = c.id or i.partner_id = c.id), '[]'::json) as integrations,
      coalesce((select json_agg(f.slug order by f.sort_order) from company_features cf join category_features f on f.id = cf.feature_id
        where cf.company_id = c.id), '[]'::json) as features
    from companies c where c.id = ${companyId}`);
  const row = result.rows[0];
  if (!row) throw new AppError("not_found", "The company you're looking for doesn't exist.");
  switch (group) {
    case "profile":
      return {
        description: row.description ?? "",
        foundedYear: row.founded_year ?? null,
        headquarters: row.headquarters ?? null,
      };
    case "pricing":
      return {
        model: row.pricing_model ?? null,
        freePlan: row.free_plan ?? null,
        freeTrialDays: row.free_trial_days ?? null,
        startingPrice:
          row.starting_price_amount === null || row.starting_price_amount === undefined
            ? null
            : {
                amount: row.starting_price_amount,
                currency: row.starting_price_currency,
                unit: row.starting_price_unit,
              },
        costBand: row.cost_band ?? null,
      };
    case "platforms":
      return { platforms: row.platforms, appStoreUrls: row.platform_app_urls };
    case "integrations":
      return { integrations: row.integrations };
    case "features":
      return { features: row.features };
    case "fit":
      return {
        brandSizes: row.brand_sizes,
        regions: row.regions,
        languages: row.languages,
        employees: row.employees ?? null,
      };
    case "status":
      return { status: row.status, successor: row.successor ?? null };
  }
}
