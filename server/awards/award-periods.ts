import { desc, eq, inArray, sql } from "drizzle-orm";
import { type AwardPeriodForm, awardDay, monthLabel, monthlyAwardsOpenAt } from "#contracts/validation/award-period.ts";
import { recordAdminAction } from "../admin/audit-log.ts";
import type { SessionUser } from "../auth/session.ts";
import type { Services } from "../context.ts";
import type { Database } from "../db/client.ts";
import { isUniqueViolation } from "../db/is-unique-violation.ts";
import { awardPeriods, awardWinners } from "../db/schema/awards.ts";
import { AppError } from "../errors.ts";
import { buildSnapshot } from "./snapshot.ts";

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

/** Every award period, newest first (year, then month, descending). */
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

function duplicate(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new AppError("conflict", "There is already an award period for this type, month and year.", {
      fields: { year: "A period for this type, month and year already exists" },
    });
  }
  throw error;
}

export async function createAwardPeriod(services: Services, admin: SessionUser, form: AwardPeriodForm) {
  try {
    return await services.db.transaction(async (tx) => {
      const [row] = await tx.insert(awardPeriods).values(form).returning({ id: awardPeriods.id });
      if (!row) throw new Error("award period insert returned no row");
      await recordAdminAction(tx, admin, {
        action: "award-period.create",
        targetType: "award-period",
        targetId: row.id,
        after: form,
      });
      return row;
    });
  } catch (error) {
    duplicate(error);
  }
}

export async function updateAwardPeriod(services: Services, admin: SessionUser, id: number, form: AwardPeriodForm) {
  try {
    await services.db.transaction(async (tx) => {
      const [before] = await tx.select().from(awardPeriods).where(eq(awardPeriods.id, id)).for("update");
      if (!before) throw new AppError("not_found", "This award period doesn't exist.");
      await tx.update(awardPeriods).set(form).where(eq(awardPeriods.id, id));
      await recordAdminAction(tx, admin, {
        action: "award-period.update",
        targetType: "award-period",
        targetId: id,
        before: { title: before.title, periodType: before.periodType, month: before.month, year: before.year },
        after: form,
      });
    });
  } catch (error) {
    duplicate(error);
  }
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

/**
 * Publish sets `published` and `published_at` = now and freezes the results; Unpublish clears them. A monthly
 * period is refused until its month has ended (decision 089).
 */
export async function setAwardPeriodPublished(
  services: Services,
  admin: SessionUser,
  id: number,
  published: boolean,
  now = new Date(),
) {
  await services.db.transaction(async (tx) => {
    const [before] = await tx.select().from(awardPeriods).where(eq(awardPeriods.id, id)).for("update");
    if (!before) throw new AppError("not_found", "This award period doesn't exist.");
    const openAt = published ? publishableFrom(before, now) : null;
    if (openAt && before.month !== null) {
      throw new AppError(
        "conflict",
        `The ${monthLabel({ year: before.year, month: before.month })} awards can be published from ${awardDay(openAt)} (UTC), once the month has ended and all its reviews are in. Preview them until then.`,
      );
    }
    // Publishing freezes the inputs and results; unpublishing unfreezes.
    const snapshot = published ? await buildSnapshot(tx, before) : null;
    await tx
      .update(awardPeriods)
      .set({ published, publishedAt: published ? now : null, snapshot })
      .where(eq(awardPeriods.id, id));
    await recordAdminAction(tx, admin, {
      action: published ? "award-period.publish" : "award-period.unpublish",
      targetType: "award-period",
      targetId: id,
      before: { published: before.published },
      after: { published },
    });
  });
}

/** Deletes a period from any state, with its winners. */
export async function deleteAwardPeriod(services: Services, admin: SessionUser, id: number) {
  await services.db.transaction(async (tx) => {
    const [before] = await tx.select().from(awardPeriods).where(eq(awardPeriods.id, id)).for("update");
    if (!before) throw new AppError("not_found", "This award period doesn't exist.");
    await tx.delete(awardPeriods).where(eq(awardPeriods.id, id));
    await recordAdminAction(tx, admin, {
      action: "award-period.delete",
      targetType: "award-period",
      targetId: id,
      before: {
        title: before.title,
        periodType: before.periodType,
        month: before.month,
        year: before.year,
        published: before.published,
      },
    });
  });
}
