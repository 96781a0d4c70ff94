// A signed-in user suggests a correction of one group of a company's facts with evidence (issue #16; #17 for
// representatives); it waits in the moderation queue (list-fact-suggestions.ts) until an admin decides it
// (decide-fact-suggestion.ts).
import { eq, sql } from "drizzle-orm";
import type { FactGroup } from "#contracts/company-facts.ts";
import type { StoredFactKey } from "#contracts/facts/fact-definitions.ts";
import {
  definedFieldsOf,
  EvidenceSchema,
  type FactGroupValues,
  factGroupSchemas,
} from "#contracts/validation/fact-suggestion.ts";
import type { SessionUser } from "../auth/session.ts";
import type { Services } from "../context.ts";
import type { Database } from "../db/client.ts";
import { companies } from "../db/schema/catalog.ts";
import { companyFactSuggestions } from "../db/schema/facts.ts";
import { AppError } from "../errors.ts";
import { isRepresentative } from "../vendors/representatives.ts";
import { currentFactValues, type StoredValues } from "./current-fact-values.ts";

/** Suggestions one person may leave in a day (the queue is read by people). */
const dailyLimit = 20;

type Runner = Pick<Database, "execute">;

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
