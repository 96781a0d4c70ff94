import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { awardPeriods } from "../db/schema/awards.ts";
import { toPublishedPeriod } from "./published-award-period.ts";

/** The latest published annual period, or null. */
export async function getLatestPublishedAnnual(db: Database) {
  const [row] = await db
    .select()
    .from(awardPeriods)
    .where(and(eq(awardPeriods.periodType, "annual"), eq(awardPeriods.published, true)))
    .orderBy(desc(awardPeriods.year))
    .limit(1);
  return toPublishedPeriod(row);
}
