import { desc, eq, inArray, sql } from "drizzle-orm";
import { monthlyAwardsOpenAt } from "#contracts/validation/award-period.ts";
import type { Database } from "../db/client.ts";
import { awardPeriods, awardWinners } from "../db/schema/awards.ts";
import { AppError } from "../errors.ts";

function present(row: typeof awardPeriods.$inferSelect, winnerCount = 0, now = new Date()) {
  return {
    id: row.id,
    title: row.title,
    periodType: row.periodType,
    month: row.month,
    year: row.year,
    published: row.published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    winnerCount,
    /** A monthly period whose month has not ended: from when it can be published (decision 089). */
    publishableFrom: publishableFrom(row, now)?.toISOString() ?? null,
  };
}

/**
 * Winners per period: the one figure the period cards and a period's own pages show. (The cards used a
 * subquery whose outer column drizzle wrote unqualified, so it compared each winner's id with itself.)
 */
async function countWinnersByPeriod(db: Database, periodIds?: readonly number[]) {
  const rows = await db
    .select({ periodId: awardWinners.awardPeriodId, winners: sql<number>`count(*)::int` })
    .from(awardWinners)
    .where(periodIds ? inArray(awardWinners.awardPeriodId, [...periodIds]) : undefined)
    .groupBy(awardWinners.awardPeriodId);
  return new Map(rows.map((row) => [row.periodId, row.winners]));
}

/** Every award period, newest first (year, then month, descending). */
export async function listAwardPeriods(db: Database) {
  const rows = await db
    .select()
    .from(awardPeriods)
    .orderBy(desc(awardPeriods.year), sql`${awardPeriods.month} desc nulls last`, desc(awardPeriods.id));
  const winners = await countWinnersByPeriod(db);
  return rows.map((row) => present(row, winners.get(row.id) ?? 0));
}

export async function getAwardPeriod(db: Database, id: number) {
  const [row] = await db.select().from(awardPeriods).where(eq(awardPeriods.id, id));
  if (!row) throw new AppError("not_found", "This award period doesn't exist.");
  const winners = await countWinnersByPeriod(db, [id]);
  return present(row, winners.get(id) ?? 0);
}

/**
 * When a period may be published, or null when it may be now: a monthly period once its month has ended
 * (decision 089), so that its frozen results count every review of the month. Annual periods follow decision 026.
 */
export function publishableFrom(period: { periodType: string; month: number | null; year: number }, now: Date) {
  if (period.periodType !== "monthly" || period.month === null) return null;
  const openAt = monthlyAwardsOpenAt({ year: period.year, month: period.month });
  return now < openAt ? openAt : null;
}
