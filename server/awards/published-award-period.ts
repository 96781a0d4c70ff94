import type { awardPeriods } from "../db/schema/awards.ts";
import type { PeriodSnapshot } from "./snapshot.ts";

/** An award period row as the public pages read it, with its frozen winners (an empty board before it froze). */
export function toPublishedPeriod(row: typeof awardPeriods.$inferSelect | undefined) {
  if (!row) return null;
  const snapshot = (row.snapshot as PeriodSnapshot | null) ?? { frozenAt: "", winners: [], extraAwards: [] };
  return {
    id: row.id,
    title: row.title,
    periodType: row.periodType,
    month: row.month,
    year: row.year,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    snapshot,
  };
}
