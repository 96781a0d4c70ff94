import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { awardPeriods } from "../db/schema/awards.ts";
import { AppError } from "../errors.ts";
import { getLatestPublishedAnnual } from "./get-latest-published-annual.ts";
import { getPublicMonthly } from "./get-public-monthly.ts";
import { publishableFrom } from "./read-award-periods.ts";
import { buildSnapshot, type PeriodSnapshot } from "./snapshot.ts";

/**
 * What an award period shows, for an admin before the public sees it (decision 089): a published period's frozen
 * snapshot, or a draft's results computed now by the same method as publication would freeze them (nothing is
 * written). Says whether the public sees it at `now` and, for a month not yet over, from when it can be published.
 */
export async function previewAwardPeriod(db: Database, id: number, now: Date) {
  const [row] = await db.select().from(awardPeriods).where(eq(awardPeriods.id, id));
  if (!row) throw new AppError("not_found", "This award period doesn't exist.");
  const [snapshot, shown] = await Promise.all([
    row.published && row.snapshot ? (row.snapshot as PeriodSnapshot) : buildSnapshot(db, row),
    // The period the public pages of this type show now.
    row.periodType === "monthly" ? getPublicMonthly(db, now) : getLatestPublishedAnnual(db),
  ]);
  const openAt = publishableFrom(row, now);
  return {
    period: {
      id: row.id,
      title: row.title,
      periodType: row.periodType,
      month: row.month,
      year: row.year,
      published: row.published,
      publishedAt: row.publishedAt?.toISOString() ?? null,
    },
    snapshot,
    /** Until when a monthly period waits for its month to end (it can be neither published nor shown before). */
    publishableFrom: openAt?.toISOString() ?? null,
    /** Whether the public award pages show this period now. */
    isPublic: shown?.id === row.id,
    /** The period they show instead, if any. */
    shownInstead:
      shown && shown.id !== row.id ? { periodType: shown.periodType, month: shown.month, year: shown.year } : null,
  };
}
