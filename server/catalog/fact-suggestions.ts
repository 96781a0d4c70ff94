// Suggested corrections of company facts (issue #16; #17 for representatives): any signed-in user proposes new
// values for one group of facts with evidence; it waits in the moderation queue; an admin accepts (the facts
// change in one transaction, audited, and the group's source becomes the accepted suggestion) or rejects it.
import { and, desc, eq, sql } from "drizzle-orm";
import type { FactGroup } from "#contracts/company-facts.ts";
import { factDefinitions, factKeys, parseFact, type StoredFactKey } from "#contracts/facts/fact-definitions.ts";
import { factText } from "#contracts/facts/fact-text.ts";
import {
  definedFieldsOf,
  EvidenceSchema,
  type FactGroupValues,
  factGroupSchemas,
} from "#contracts/validation/fact-suggestion.ts";
import { recordAdminAction } from "../admin/audit-log.ts";
import type { SessionUser } from "../auth/session.ts";
import { cacheKeys } from "../cache/read-cache.ts";
import { surrogateKeys } from "../cache/surrogate-keys.ts";
import type { Services } from "../context.ts";
import type { Database } from "../db/client.ts";
import { companies } from "../db/schema/catalog.ts";
import {
  companyFactCitations,
  companyFactSources,
  companyFactSuggestions,
  companyFactValues,
} from "../db/schema/facts.ts";
import { textArray } from "../db/sql-values.ts";
import { AppError } from "../errors.ts";
import { isRepresentative } from "../vendors/representatives.ts";
import { forgetAlternatives } from "./alternatives.ts";
import { readCompanyFactsIn } from "./company-facts.ts";

/** What a suggestion stores: the group's values with names resolved to catalog companies. */
export type StoredValues = Record<string, unknown>;

/** Suggestions one person may leave in a day (the queue is read by people). */
const dailyLimit = 20;

type Runner = Pick<Database, "execute">;
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

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

/** Listed companies by exact name (case ignored): integrations and successors name them. */
async function companiesByName(db: Runner, names: string[]) {
  if (names.length === 0) return new Map<string, { id: number; name: string }>();
  const result = await db.execute<{ id: number; name: string }>(sql`
    select id, name from companies where listing_status = 'listed' and lower(name) in (${sql.join(
      names.map((name) => sql`${name.toLowerCase()}`),
      sql`, `,
    )})`);
  return new Map(result.rows.map((row) => [row.name.toLowerCase(), row]));
}

/** Turns parsed form values into stored values, checking names and features against the catalog. */
async function resolve<G extends FactGroup>(
  db: Runner,
  companyId: number,
  group: G,
  values: FactGroupValues[G],
): Promise<StoredValues> {
  if (group === "integrations") {
    const names = (values as FactGroupValues["integrations"]).integrations;
    const found = await companiesByName(db, names);
    const unknown = names.filter((name) => !found.has(name.toLowerCase()));
    if (unknown.length > 0) {
      throw new AppError("validation_failed", "Some integrations are not companies in the catalog.", {
        fields: { integrations: `Not in the catalog: ${unknown.join(", ")}. Use the names their pages show.` },
      });
    }
    const partners = names
      .map((name) => found.get(name.toLowerCase()))
      .filter((partner) => partner !== undefined && partner.id !== companyId);
    return { integrations: [...partners].sort((a, b) => (a?.name ?? "").localeCompare(b?.name ?? "")) };
  }
  if (group === "features") {
    const slugs = (values as FactGroupValues["features"]).features;
    const allowed = await db.execute<{ slug: string; sort_order: number }>(sql`
      select f.slug, f.sort_order from category_features f join company_categories cc on cc.category_id = f.category_id
      where cc.company_id = ${companyId} order by f.sort_order`);
    const known = new Set(allowed.rows.map((row) => row.slug));
    const unknown = slugs.filter((slug) => !known.has(slug));
    if (unknown.length > 0) {
      throw new AppError("validation_failed", "Choose features of this company's categories.", {
        fields: { features: "Choose features from the list" },
      });
    }
    return { features: allowed.rows.map((row) => row.slug).filter((slug) => slugs.includes(slug)) };
  }
  if (group === "status") {
    const status = values as FactGroupValues["status"];
    if (!status.successor) return { status: status.status, successor: null };
    const found = (await companiesByName(db, [status.successor])).get(status.successor.toLowerCase());
    if (!found || found.id === companyId) {
      throw new AppError("validation_failed", "The successor is not another company in the catalog.", {
        fields: { successor: "Name a company in the catalog exactly as its page shows it" },
      });
    }
    return { status: status.status, successor: found };
  }
  return values as StoredValues;
}

/** Stable JSON of a value (object keys sorted) to tell a real change from the current values. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Records a suggestion (or replaces the same person's pending one for that group). Throws validation errors
 * with fields; a suggestion that changes nothing is refused.
 */
export async function suggestFactEdit(
  services: Pick<Services, "db">,
  user: Pick<SessionUser, "id">,
  input: {
    companyId: number;
    group: FactGroup;
    values: unknown;
    evidence: unknown;
    /** The group's facts asked for from their definitions (`parseDefinedFields`). */
    defined?: { values: Partial<Record<StoredFactKey, unknown>>; errors: Record<string, string> };
  },
) {
  const { db } = services;
  const [company] = await db
    .select({ id: companies.id, listingStatus: companies.listingStatus })
    .from(companies)
    .where(eq(companies.id, input.companyId))
    .limit(1);
  if (company?.listingStatus !== "listed") {
    throw new AppError("not_found", "The company you're looking for doesn't exist.");
  }
  const parsed = factGroupSchemas[input.group].safeParse(input.values);
  const evidence = EvidenceSchema.safeParse(input.evidence);
  const definedErrors = input.defined?.errors ?? {};
  if (!parsed.success || !evidence.success || Object.keys(definedErrors).length > 0) {
    const fields: Record<string, string> = { ...definedErrors };
    for (const issue of [
      ...(parsed.error?.issues ?? []),
      ...(evidence.error?.issues.map((i) => ({ ...i, path: ["evidence"] })) ?? []),
    ]) {
      const key = String(issue.path[0] ?? "form");
      fields[key] ??= issue.message;
    }
    throw new AppError("validation_failed", "Some values need another look.", { fields });
  }
  const proposed = {
    ...(await resolve(db, input.companyId, input.group, parsed.data as FactGroupValues[typeof input.group])),
    ...Object.fromEntries(definedFieldsOf(input.group).map((key) => [key, input.defined?.values[key] ?? null])),
  };
  const previous = await currentFactValues(db, input.companyId, input.group);
  if (canonical(proposed) === canonical(previous)) {
    throw new AppError("validation_failed", "That is what the page already says: change a value to suggest an edit.");
  }
  // The seconds until the oldest suggestion of the last day leaves the window: the real Retry-After.
  const recent = await db.execute<{ count: number; seconds_left: number | null }>(sql`
    select count(*)::int as count,
      ceil(extract(epoch from min(created_at) + interval '1 day' - now()))::int as seconds_left
    from company_fact_suggestions
    where user_id = ${user.id} and created_at > now() - interval '1 day'`);
  if ((recent.rows[0]?.count ?? 0) >= dailyLimit) {
    throw new AppError(
      "rate_limited",
      `You can suggest ${dailyLimit} edits a day; thank you, and please come back tomorrow.`,
      { retryAfterSeconds: Math.max(1, recent.rows[0]?.seconds_left ?? 1) },
    );
  }
  const byRepresentative = await isRepresentative(db, user.id, input.companyId);
  const [row] = await db
    .insert(companyFactSuggestions)
    .values({
      companyId: input.companyId,
      userId: user.id,
      factGroup: input.group,
      proposed,
      previous,
      evidence: evidence.data,
      byRepresentative,
    })
    .onConflictDoUpdate({
      target: [companyFactSuggestions.companyId, companyFactSuggestions.userId, companyFactSuggestions.factGroup],
      targetWhere: sql`${companyFactSuggestions.status} = 'pending'`,
      set: { proposed, previous, evidence: evidence.data, byRepresentative, createdAt: new Date() },
    })
    .returning({ id: companyFactSuggestions.id });
  return { id: row?.id ?? 0, byRepresentative };
}

/** The moderation queue: pending suggestions, oldest first, with the company's name. */
export async function listFactSuggestions(db: Database, status: "pending" | "decided" = "pending") {
  const rows = await db.execute<{
    id: number;
    company_id: number;
    company_name: string;
    company_slug: string;
    fact_group: FactGroup;
    proposed: StoredValues;
    previous: StoredValues;
    evidence: string;
    by_representative: boolean;
    status: string;
    user_email: string | null;
    created_at: string | Date;
    decision_note: string | null;
  }>(sql`
    select s.id, s.company_id, c.name as company_name, c.slug as company_slug, s.fact_group, s.proposed, s.previous, s.evidence,
      s.by_representative, s.status, u.email as user_email, s.created_at, s.decision_note
    from company_fact_suggestions s
    join companies c on c.id = s.company_id
    left join users u on u.id = s.user_id
    where ${status === "pending" ? sql`s.status = 'pending'` : sql`s.status <> 'pending'`}
    order by ${status === "pending" ? sql`s.created_at asc` : sql`s.decided_at desc`}
    limit 100`);
  return rows.rows.map((row) => ({
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    companySlug: row.company_slug,
    group: row.fact_group,
    proposed: row.proposed,
    previous: row.previous,
    evidence: row.evidence,
    byRepresentative: row.by_representative,
    status: row.status,
    userEmail: row.user_email,
    createdAt: new Date(row.created_at).toISOString(),
    decisionNote: row.decision_note,
  }));
}

function isLink(text: string) {
  return /^https:\/\/\S+$/.test(text.trim()) && text.trim().length <= 500;
}

/**
 * Writes a group's values to the company (inside the caller's transaction): its columns, then each fact the form
 * asks for from its definition, checked against that definition again and written typed to company_fact_values.
 */
async function applyValues(tx: Transaction, companyId: number, group: FactGroup, values: StoredValues) {
  await applyGroupValues(tx, companyId, group, values);
  for (const fact of definedFieldsOf(group)) {
    if (!(fact in values)) continue;
    const value = parseFact(fact, values[fact]);
    if (value === null) {
      await tx
        .delete(companyFactValues)
        .where(and(eq(companyFactValues.companyId, companyId), eq(companyFactValues.fact, fact)));
      continue;
    }
    await tx
      .insert(companyFactValues)
      .values({ companyId, fact, value })
      .onConflictDoUpdate({ target: [companyFactValues.companyId, companyFactValues.fact], set: { value } });
  }
}

/**
 * Cites every fact of the group that has a value after an accepted change (the evidence, today) and drops the
 * citation of one that has none (decision 099).
 */
async function citeGroupFacts(
  tx: Transaction,
  companyId: number,
  group: FactGroup,
  citation: { url: string | null; note: string; origin: "suggestion" | "representative" },
) {
  const facts = await readCompanyFactsIn(tx, companyId);
  if (!facts) return;
  const asOf = new Date().toISOString().slice(0, 10);
  for (const fact of factKeys.filter((key) => factDefinitions[key].group === group)) {
    const where = and(eq(companyFactCitations.companyId, companyId), eq(companyFactCitations.fact, fact));
    if (factText(fact, facts) === null) {
      await tx.delete(companyFactCitations).where(where);
      continue;
    }
    const set = { url: citation.url, note: citation.note, origin: citation.origin, asOf, isFromDetection: false };
    await tx
      .insert(companyFactCitations)
      .values({ companyId, fact, ...set })
      .onConflictDoUpdate({ target: [companyFactCitations.companyId, companyFactCitations.fact], set });
  }
}

async function applyGroupValues(tx: Runner, companyId: number, group: FactGroup, values: StoredValues) {
  switch (group) {
    case "profile":
      // The search document follows the description (trigger companies_search_document, migration 0006).
      await tx.execute(sql`update companies set description = ${values.description as string},
        founded_year = ${values.foundedYear as number | null}, headquarters = ${values.headquarters as string | null},
        updated_at = now() where id = ${companyId}`);
      return;
    case "pricing": {
      const price = values.startingPrice as { amount: number; currency: string; unit: string } | null;
      await tx.execute(sql`update companies set pricing_model = ${values.model as string | null},
        free_plan = ${values.freePlan as boolean | null}, free_trial_days = ${values.freeTrialDays as number | null},
        starting_price_amount = ${price?.amount ?? null}, starting_price_currency = ${price?.currency ?? null},
        starting_price_unit = ${price?.unit ?? null}, cost_band = ${values.costBand as string | null}, updated_at = now()
        where id = ${companyId}`);
      return;
    }
    case "platforms": {
      const list = values.platforms as string[];
      await tx.execute(sql`update companies set platforms = ${textArray(list)},
        platform_app_urls = ${JSON.stringify(values.appStoreUrls ?? {})}::jsonb, updated_at = now() where id = ${companyId}`);
      return;
    }
    case "integrations": {
      const partners = values.integrations as { id: number }[];
      await tx.execute(
        sql`delete from company_integrations where company_id = ${companyId} or partner_id = ${companyId}`,
      );
      for (const partner of partners) {
        if (partner.id === companyId) continue;
        await tx.execute(sql`insert into company_integrations (company_id, partner_id)
          values (${Math.min(companyId, partner.id)}, ${Math.max(companyId, partner.id)}) on conflict do nothing`);
      }
      return;
    }
    case "features": {
      const slugs = values.features as string[];
      await tx.execute(sql`delete from company_features where company_id = ${companyId}`);
      if (slugs.length > 0) {
        await tx.execute(sql`insert into company_features (company_id, feature_id)
          select ${companyId}, f.id from category_features f
          join company_categories cc on cc.category_id = f.category_id and cc.company_id = ${companyId}
          where f.slug = any(${textArray(slugs)}) on conflict do nothing`);
      }
      await tx.execute(sql`update companies set features = coalesce((select array_agg(f.name order by f.sort_order)
          from company_features cf join category_features f on f.id = cf.feature_id where cf.company_id = ${companyId}), '{}'),
        updated_at = now() where id = ${companyId}`);
      // Shared features rank alternatives: this company's are ranked live until the next refresh.
      await forgetAlternatives(tx, companyId);
      return;
    }
    case "fit":
      await tx.execute(sql`update companies set brand_sizes = ${textArray(values.brandSizes as string[])},
        regions = ${textArray(values.regions as string[])}, languages = ${textArray(values.languages as string[])},
        employees = ${values.employees as string | null}, updated_at = now() where id = ${companyId}`);
      return;
    case "status": {
      const successor = values.successor as { id: number } | null;
      await tx.execute(sql`update companies set status = ${values.status as string},
        successor_company_id = ${successor?.id ?? null}, updated_at = now() where id = ${companyId}`);
      return;
    }
  }
}

/** Accepts (applies, audits, records the source) or rejects a pending suggestion. */
export async function decideFactSuggestion(
  services: Pick<Services, "db" | "cache" | "purgePages">,
  admin: SessionUser,
  input: { id: number; decision: "accept" | "reject"; note?: string },
) {
  const note = input.note?.trim().slice(0, 500) || null;
  const decided = await services.db.transaction(async (tx) => {
    const [suggestion] = await tx
      .select()
      .from(companyFactSuggestions)
      .where(and(eq(companyFactSuggestions.id, input.id)))
      .for("update");
    if (!suggestion) throw new AppError("not_found", "This suggestion doesn't exist.");
    if (suggestion.status !== "pending") {
      throw new AppError("conflict", `This suggestion was already ${suggestion.status}.`);
    }
    const group = suggestion.factGroup as FactGroup;
    if (input.decision === "accept") {
      const before = await currentFactValues(tx, suggestion.companyId, group);
      await applyValues(tx, suggestion.companyId, group, suggestion.proposed);
      const origin = suggestion.byRepresentative ? ("representative" as const) : ("suggestion" as const);
      const sourceNote = suggestion.byRepresentative
        ? `Updated by the company (a verified representative), checked by OperatorStack moderators. Evidence: ${suggestion.evidence}`
        : `Correction suggested by an OperatorStack user, checked by moderators. Evidence: ${suggestion.evidence}`;
      const today = new Date().toISOString().slice(0, 10);
      await tx
        .insert(companyFactSources)
        .values({
          companyId: suggestion.companyId,
          factGroup: group as FactGroup,
          note: sourceNote.slice(0, 1200),
          url: isLink(suggestion.evidence) ? suggestion.evidence.trim() : null,
          asOf: today,
          origin,
        })
        .onConflictDoUpdate({
          target: [companyFactSources.companyId, companyFactSources.factGroup],
          set: {
            note: sourceNote.slice(0, 1200),
            url: isLink(suggestion.evidence) ? suggestion.evidence.trim() : null,
            asOf: today,
            origin,
          },
        });
      await citeGroupFacts(tx, suggestion.companyId, group, {
        url: isLink(suggestion.evidence) ? suggestion.evidence.trim() : null,
        note: sourceNote.slice(0, 1200),
        origin,
      });
      await recordAdminAction(tx, admin, {
        action: "company.facts.accept",
        targetType: "company",
        targetId: suggestion.companyId,
        before: { group, values: before },
        after: { group, values: suggestion.proposed, suggestionId: suggestion.id, evidence: suggestion.evidence },
      });
    } else {
      await recordAdminAction(tx, admin, {
        action: "company.facts.reject",
        targetType: "company",
        targetId: suggestion.companyId,
        after: { group, suggestionId: suggestion.id, note },
      });
    }
    await tx
      .update(companyFactSuggestions)
      .set({
        status: input.decision === "accept" ? "accepted" : "rejected",
        decidedByUserId: admin.id,
        decidedAt: new Date(),
        decisionNote: note,
      })
      .where(eq(companyFactSuggestions.id, suggestion.id));
    return suggestion;
  });
  if (input.decision === "accept") {
    services.cache.invalidate(cacheKeys.company(decided.companyId));
    services.cache.invalidate("category:");
    // The company is drawn on other companies' pages too (alternatives, compare, search): every page (decision 095).
    services.purgePages([surrogateKeys.all]);
  }
  return { companyId: decided.companyId, decision: input.decision };
}

/** This user's latest suggestions for a company with their status, newest first (the vendor dashboard lists them). */
export async function listOwnFactSuggestions(db: Database, userId: string, companyId: number) {
  return db
    .select({
      id: companyFactSuggestions.id,
      group: companyFactSuggestions.factGroup,
      status: companyFactSuggestions.status,
      createdAt: companyFactSuggestions.createdAt,
      decidedAt: companyFactSuggestions.decidedAt,
    })
    .from(companyFactSuggestions)
    .where(and(eq(companyFactSuggestions.userId, userId), eq(companyFactSuggestions.companyId, companyId)))
    .orderBy(desc(companyFactSuggestions.createdAt))
    .limit(10);
}

/** The features a company can be tagged with: those of its categories, primary first. */
export async function featureChoices(db: Runner, companyId: number) {
  const result = await db.execute<{ slug: string; name: string; category: string }>(sql`
    select f.slug, f.name, k.name as category from category_features f
    join company_categories cc on cc.category_id = f.category_id and cc.company_id = ${companyId}
    join categories k on k.id = f.category_id
    order by cc.is_primary desc, k.sort_order, f.sort_order`);
  return result.rows;
}
