// A user's own suggested fact corrections for a company, with their status (the vendor dashboard lists them).
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { companyFactSuggestions } from "../db/schema/facts.ts";

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
