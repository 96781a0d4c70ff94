import { and, desc, eq, lt, lte, or } from "drizzle-orm";
import { previousCalendarMonth } from "#contracts/validation/award-period.ts";
import type { Database } from "../db/client.ts";
import { awardPeriods } from "../db/schema/awards.ts";
import { toPublishedPeriod } from "./published-award-period.ts";

/**
 * The monthly awards the public sees at `now` (decision 089): the latest published monthly period whose month
 * has ended, or null. A period published before its month ended (only possible before decision 089) waits too.
 */
export async function getPublicMonthly(db: Database, now: Date) {
  const last = previousCalendarMonth(now);
  const [row] = await db
    .select()
    .from(awardPeriods)
    .where(
      and(
        eq(awardPeriods.periodType, "monthly"),
        eq(awardPeriods.published, true),
        or(
          lt(awardPeriods.year, last.year),
          and(eq(awardPeriods.year, last.year), lte(awardPeriods.month, last.month)),
        ),
      ),
    )
    .orderBy(desc(awardPeriods.year), desc(awardPeriods.month))
    .limit(1);
  return toPublishedPeriod(row);
}
