// The moderation queue of suggested fact corrections (pending, oldest first) and the decided ones.
import { sql } from "drizzle-orm";
import type { FactGroup } from "#contracts/company-facts.ts";
import type { Database } from "../db/client.ts";
import type { StoredValues } from "./current-fact-values.ts";

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
