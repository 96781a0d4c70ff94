// Stores each company's ranking of alternatives (the nightly job "refresh-alternatives", decision 067), and forgets
// one whose categories or features changed so that it is ranked live until the next refresh.
import { inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { companyAlternativeSets, companyAlternatives } from "../db/schema/facts.ts";
import { alternativesLimits, rankAlternativesLive } from "./rank-alternatives.ts";

/**
 * Ranks the companies' alternatives live and stores each ranking (the best `alternativesLimits.stored`), replacing
 * what was stored; companies ranked together are written in one transaction. Returns how many were ranked.
 */
export async function refreshAlternatives(db: Database, companyIds: number[]) {
  if (companyIds.length === 0) return 0;
  const rankings = await Promise.all(
    companyIds.map(async (companyId) => ({ companyId, ranked: await rankAlternativesLive(db, companyId) })),
  );
  const rows = rankings.flatMap(({ companyId, ranked }) =>
    ranked.slice(0, alternativesLimits.stored).map((alternative, position) => ({
      companyId,
      position,
      alternativeId: alternative.id,
      score: alternative.score,
      quality: alternative.quality,
      coReviewers: alternative.coReviewers,
      sharedFeatures: alternative.sharedFeatures,
      companyFeatures: alternative.companyFeatures,
      sharedCategoryIds: alternative.sharedCategoryIds,
    })),
  );
  await db.transaction(async (tx) => {
    await tx.delete(companyAlternatives).where(inArray(companyAlternatives.companyId, companyIds));
    // A few thousand rows at most per call; parameters stay well under PostgreSQL's 65,535.
    for (let start = 0; start < rows.length; start += 2000)
      await tx.insert(companyAlternatives).values(rows.slice(start, start + 2000));
    await tx
      .insert(companyAlternativeSets)
      .values(companyIds.map((companyId) => ({ companyId })))
      .onConflictDoUpdate({ target: companyAlternativeSets.companyId, set: { computedAt: sql`now()` } });
  });
  return companyIds.length;
}

/** Forgets a company's stored ranking (its categories or features changed): it is ranked live until the next refresh. */
export async function forgetAlternatives(db: Pick<Database, "execute">, companyId: number) {
  await db.execute(sql`delete from company_alternative_sets where company_id = ${companyId}`);
  await db.execute(sql`delete from company_alternatives where company_id = ${companyId}`);
}
