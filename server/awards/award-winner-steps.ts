import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { awardPeriods } from "../db/schema/awards.ts";
import { AppError } from "../errors.ts";
import { periodWindow } from "./scoring.ts";

export const minimumReviews = { monthly: 3, annual: 10 } as const;

export const optionLimit = 30;

export type SlotInput = {
  position: 1 | 2 | 3;
  companyId: number | null;
  manualScore: number | null;
  aiSummary: string;
};

export async function loadPeriod(db: Pick<Database, "select">, periodId: number) {
  const [period] = await db.select().from(awardPeriods).where(eq(awardPeriods.id, periodId));
  if (!period) throw new AppError("not_found", "This award period doesn't exist.");
  return period;
}

export function scoring(period: typeof awardPeriods.$inferSelect) {
  return { window: periodWindow(period), minimumReviews: minimumReviews[period.periodType] };
}

export function refuseIfPublished(period: typeof awardPeriods.$inferSelect) {
  if (period.published) {
    throw new AppError("conflict", "This period is published: unpublish it to change its winners.");
  }
}
