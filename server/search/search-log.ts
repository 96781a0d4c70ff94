import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { searchQueries } from "../db/schema/search.ts";
import type { Interpretation } from "./discovery-search.ts";

/**
 * Writes one search to the log: the query text, what was understood and how
 * many results there were. No user, session or address is stored.
 */
export async function logSearch(
  db: Database,
  entry: {
    query: string;
    interpretation: Interpretation;
    resultCount: number;
    source: "page" | "api";
    usedModel: string | null;
  },
) {
  const [row] = await db
    .insert(searchQueries)
    .values({
      query: entry.query,
      interpretation: entry.interpretation,
      resultCount: entry.resultCount,
      source: entry.source,
      usedModel: entry.usedModel,
    })
    .returning({ id: searchQueries.id });
  if (!row) throw new Error("The search log insert returned no row");
  return row.id;
}

/** Records the first result clicked for a logged search; later clicks leave it as it is. */
export async function recordSearchClick(db: Database, click: { searchId: string; companyId: number; rank: number }) {
  const updated = await db
    .update(searchQueries)
    .set({ clickedCompanyId: click.companyId, clickedRank: click.rank, clickedAt: new Date() })
    .where(
      and(
        eq(searchQueries.id, click.searchId),
        isNull(searchQueries.clickedCompanyId),
        sql`exists (select 1 from companies where id = ${click.companyId})`,
      ),
    )
    .returning({ id: searchQueries.id });
  return { recorded: updated.length > 0 };
}
