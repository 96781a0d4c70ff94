import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { SearchSource } from "../db/schema/search.ts";
import { searchQueries } from "../db/schema/search.ts";
import type { Interpretation } from "./search-response.ts";

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
    source: SearchSource;
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

/**
 * Counts a click on a result of a logged search: at most one per showing of its results
 * (the search itself and each cached repeat), so clicks never outnumber searches. The first
 * click's company and rank stay on the row; later ones only add to the count.
 */
export async function recordSearchClick(db: Database, click: { searchId: string; companyId: number; rank: number }) {
  const updated = await db
    .update(searchQueries)
    .set({
      clicks: sql`${searchQueries.clicks} + 1`,
      clickedCompanyId: sql`coalesce(${searchQueries.clickedCompanyId}, ${click.companyId}::int)`,
      clickedRank: sql`coalesce(${searchQueries.clickedRank}, ${click.rank}::smallint)`,
      clickedAt: sql`coalesce(${searchQueries.clickedAt}, now())`,
    })
    .where(
      and(
        eq(searchQueries.id, click.searchId),
        lt(searchQueries.clicks, sql`${searchQueries.repeats} + 1`),
        sql`exists (select 1 from companies where id = ${click.companyId})`,
      ),
    )
    .returning({ id: searchQueries.id });
  return { recorded: updated.length > 0 };
}
