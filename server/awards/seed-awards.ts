import { and, eq, sql } from "drizzle-orm";
import { monthNames } from "#contracts/calendar.ts";
import { previousCalendarMonth } from "#contracts/validation/award-period.ts";
import type { Database } from "../db/client.ts";
import { awardPeriods } from "../db/schema/awards.ts";
import { type SeedProgress, silentSeedProgress } from "../db/seed/seed-progress.ts";
import { fillEmptyPlaces } from "./fill-empty-places.ts";
import { buildSnapshot } from "./snapshot.ts";

/**
 * Demo awards, computed by the published method from the demo reviews (never typed in):
 * the previous calendar year's annual period and the previous month's monthly period,
 * winners suggested by score, then published (frozen). Idempotent.
 */
export async function seedDemoAwards(db: Database, now = new Date(), progress: SeedProgress = silentSeedProgress) {
  const previous = previousCalendarMonth(now);
  const wanted = [
    {
      title: `Annual Awards ${now.getUTCFullYear() - 1}`,
      periodType: "annual" as const,
      month: null,
      year: now.getUTCFullYear() - 1,
    },
    {
      title: `${monthNames[previous.month - 1]} ${previous.year} Awards`,
      periodType: "monthly" as const,
      month: previous.month,
      year: previous.year,
    },
  ];
  let published = 0;
  const step = "Computing the demo awards";
  progress.start(step, wanted.map((period) => period.title).join(" and "));
  for (const period of wanted) {
    await db.transaction(async (tx) => {
      const existing = await tx
        .select()
        .from(awardPeriods)
        .where(
          and(
            eq(awardPeriods.periodType, period.periodType),
            eq(awardPeriods.year, period.year),
            sql`coalesce(${awardPeriods.month}, 0) = ${period.month ?? 0}`,
          ),
        );
      if (existing.length > 0) return;
      const [row] = await tx.insert(awardPeriods).values(period).returning();
      if (!row) return;
      await fillEmptyPlaces(tx, row);
      const snapshot = await buildSnapshot(tx, row);
      await tx
        .update(awardPeriods)
        .set({ published: true, publishedAt: now, snapshot })
        .where(eq(awardPeriods.id, row.id));
      published += 1;
    });
  }
  progress.finish(step);
  return published;
}
