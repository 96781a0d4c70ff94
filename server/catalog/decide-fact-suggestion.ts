// An admin accepts a suggested fact correction (the facts change in one transaction, audited, and the group's
// source and citations become the suggestion's evidence) or rejects it.
import { and, eq, sql } from "drizzle-orm";
import type { FactGroup } from "#contracts/company-facts.ts";
import { factDefinitions, factKeys, parseFact } from "#contracts/facts/fact-definitions.ts";
import { factText } from "#contracts/facts/fact-text.ts";
import { definedFieldsOf } from "#contracts/validation/fact-suggestion.ts";
import { recordAdminAction } from "../admin/audit-log.ts";
import type { SessionUser } from "../auth/session.ts";
import { cacheKeys } from "../cache/read-cache.ts";
import { surrogateKeys } from "../cache/surrogate-keys.ts";
import type { Services } from "../context.ts";
import type { Database } from "../db/client.ts";
import {
  companyFactCitations,
  companyFactSources,
  companyFactSuggestions,
  companyFactValues,
} from "../db/schema/facts.ts";
import { textArray } from "../db/sql-values.ts";
import { AppError } from "../errors.ts";
import { readCompanyFactsIn } from "./company-facts.ts";
import { currentFactValues, type StoredValues } from "./current-fact-values.ts";
import { forgetAlternatives } from "./refresh-alternatives.ts";

type Runner = Pick<Database, "execute">;
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

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
