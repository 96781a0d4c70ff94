import { and, eq, sql } from "drizzle-orm";
import { recordAdminAction } from "../admin/audit-log.ts";
import type { SessionUser } from "../auth/session.ts";
import type { Services } from "../context.ts";
import type { Database } from "../db/client.ts";
import { awardPeriods, awardWinners } from "../db/schema/awards.ts";
import { AppError } from "../errors.ts";
import { type CompanyScore, periodWindow, scoreCategory } from "./scoring.ts";

export const minimumReviews = { monthly: 3, annual: 10 } as const;
const optionLimit = 30;

export type SlotInput = {
  position: 1 | 2 | 3;
  companyId: number | null;
  manualScore: number | null;
  aiSummary: string;
};

async function loadPeriod(db: Pick<Database, "select">, periodId: number) {
  const [period] = await db.select().from(awardPeriods).where(eq(awardPeriods.id, periodId));
  if (!period) throw new AppError("not_found", "This award period doesn't exist.");
  return period;
}

function scoring(period: typeof awardPeriods.$inferSelect) {
  return { window: periodWindow(period), minimumReviews: minimumReviews[period.periodType] };
}

/**
 * The winners board of a period: every category with its three places (the
 * winners chosen so far) and the companies to choose from, best calculated
 * score first (eligible ones before the rest), with their scores.
 */
export async function getWinnersBoard(db: Database, periodId: number) {
  const period = await loadPeriod(db, periodId);
  const { window, minimumReviews: minimum } = scoring(period);
  const categories = await db.execute<{ id: number; name: string; slug: string; group: string }>(
    sql`select id, name, slug, "group" from categories order by sort_order, name`,
  );
  const winners = await db.execute<{
    id: number;
    category_id: number;
    position: number;
    company_id: number;
    company_name: string;
    manual_score: string | null;
    calculated_score: string | null;
    ai_summary: string | null;
  }>(sql`
    select w.id, w.category_id, w.position, w.company_id, c.name as company_name, w.manual_score, w.calculated_score, w.ai_summary
    from award_winners w join companies c on c.id = w.company_id where w.award_period_id = ${periodId}`);
  const board = [];
  for (const category of categories.rows) {
    const scores = await scoreCategory(db, { categoryId: category.id, window, minimumReviews: minimum });
    const ranked = scores.sort(
      (a, b) =>
        Number(b.eligible) - Number(a.eligible) || b.calculatedScore - a.calculatedScore || a.companyId - b.companyId,
    );
    const chosen = winners.rows.filter((winner) => winner.category_id === category.id);
    const ids = [
      ...new Set([
        ...ranked.slice(0, optionLimit).map((score) => score.companyId),
        ...chosen.map((winner) => winner.company_id),
      ]),
    ];
    let names = new Map<number, string>();
    if (ids.length > 0) {
      const rows = await db.execute<{ id: number; name: string }>(
        sql`select id, name from companies where id = any(${sql.param(ids)}::int[])`,
      );
      names = new Map(rows.rows.map((row) => [row.id, row.name]));
    }
    const scoreOf = new Map(scores.map((score) => [score.companyId, score]));
    board.push({
      category: { id: category.id, name: category.name, slug: category.slug, group: category.group },
      slots: ([1, 2, 3] as const).map((position) => {
        const winner = chosen.find((entry) => entry.position === position);
        return {
          position,
          winnerId: winner?.id ?? null,
          companyId: winner?.company_id ?? null,
          companyName: winner?.company_name ?? null,
          manualScore:
            winner?.manual_score === null || winner?.manual_score === undefined ? null : Number(winner.manual_score),
          calculatedScore:
            winner?.calculated_score === null || winner?.calculated_score === undefined
              ? null
              : Number(winner.calculated_score),
          aiSummary: winner?.ai_summary ?? "",
        };
      }),
      options: ids.map((id) => {
        const score = scoreOf.get(id);
        return {
          companyId: id,
          name: names.get(id) ?? `Company ${id}`,
          calculatedScore: score?.calculatedScore ?? null,
          reviewCount: score?.reviewCount ?? 0,
          eligible: score?.eligible ?? false,
        };
      }),
    });
  }
  return {
    period: {
      id: period.id,
      title: period.title,
      periodType: period.periodType,
      month: period.month,
      year: period.year,
      published: period.published,
    },
    minimumReviews: minimum,
    board,
  };
}

function refuseIfPublished(period: typeof awardPeriods.$inferSelect) {
  if (period.published) {
    throw new AppError("conflict", "This period is published: unpublish it to change its winners.");
  }
}

/**
 * Saves one category's three places. A place with a winner is updated (or removed
 * when its company is cleared); an empty place gets a winner only when a company
 * is chosen — a score or summary typed without a company is ignored. A company can
 * hold one place per category and must belong to it.
 */
export async function saveCategoryWinners(
  services: Services,
  admin: SessionUser,
  periodId: number,
  categoryId: number,
  slots: SlotInput[],
) {
  return services.db.transaction(async (tx) => {
    const period = await loadPeriod(tx, periodId);
    refuseIfPublished(period);
    const chosen = slots.filter((slot) => slot.companyId !== null).map((slot) => slot.companyId);
    if (new Set(chosen).size !== chosen.length) {
      throw new AppError("validation_failed", "A company can hold only one place in a category.");
    }
    if (chosen.length > 0) {
      const members = await tx.execute<{ company_id: number }>(sql`
        select company_id from company_categories where category_id = ${categoryId} and company_id = any(${sql.param(chosen)}::int[])`);
      if (members.rows.length !== chosen.length) {
        throw new AppError("validation_failed", "Choose companies listed in this category.");
      }
    }
    const existing = await tx
      .select()
      .from(awardWinners)
      .where(and(eq(awardWinners.awardPeriodId, periodId), eq(awardWinners.categoryId, categoryId)));
    const scores = await scoreCategory(tx, { categoryId, ...scoring(period) });
    const calculated = new Map(scores.map((score) => [score.companyId, score.calculatedScore]));
    // Clear places first so companies can swap places without tripping the unique slot index.
    for (const winner of existing) await tx.delete(awardWinners).where(eq(awardWinners.id, winner.id));
    const saved = [];
    for (const slot of slots) {
      if (slot.companyId === null) continue;
      const values = {
        awardPeriodId: periodId,
        categoryId,
        companyId: slot.companyId,
        position: slot.position,
        manualScore: slot.manualScore === null ? null : slot.manualScore.toFixed(2),
        calculatedScore: calculated.has(slot.companyId) ? (calculated.get(slot.companyId) ?? 0).toFixed(2) : null,
        aiSummary: slot.aiSummary.trim() || null,
      };
      await tx.insert(awardWinners).values(values);
      saved.push({ position: slot.position, companyId: slot.companyId });
    }
    await recordAdminAction(tx, admin, {
      action: "award-winners.save",
      targetType: "award-period",
      targetId: periodId,
      before: existing.map((winner) => ({ categoryId, position: winner.position, companyId: winner.companyId })),
      after: saved.map((entry) => ({ categoryId, ...entry })),
    });
    return { saved: saved.length };
  });
}

/** "Calculate Scores": recomputes the calculated score of every winner of the period, in one transaction. */
export async function calculateScores(services: Services, admin: SessionUser, periodId: number) {
  return services.db.transaction(async (tx) => {
    const period = await loadPeriod(tx, periodId);
    refuseIfPublished(period);
    const winners = await tx.select().from(awardWinners).where(eq(awardWinners.awardPeriodId, periodId));
    const byCategory = new Map<number, CompanyScore[]>();
    for (const categoryId of new Set(winners.map((winner) => winner.categoryId))) {
      byCategory.set(categoryId, await scoreCategory(tx, { categoryId, ...scoring(period) }));
    }
    for (const winner of winners) {
      const score = byCategory.get(winner.categoryId)?.find((entry) => entry.companyId === winner.companyId);
      await tx
        .update(awardWinners)
        .set({ calculatedScore: score ? score.calculatedScore.toFixed(2) : null, updatedAt: new Date() })
        .where(eq(awardWinners.id, winner.id));
    }
    await recordAdminAction(tx, admin, {
      action: "award-winners.calculate",
      targetType: "award-period",
      targetId: periodId,
      after: { winners: winners.length },
    });
    return { updated: winners.length };
  });
}

/** Fills every empty place of a period with the best eligible companies by calculated score. */
export async function fillEmptyPlaces(
  tx: Pick<Database, "execute" | "select" | "insert">,
  period: typeof awardPeriods.$inferSelect,
) {
  const categories = await tx.execute<{ id: number }>(sql`select id from categories order by sort_order, id`);
  const winners = await tx.select().from(awardWinners).where(eq(awardWinners.awardPeriodId, period.id));
  let added = 0;
  for (const { id: categoryId } of categories.rows) {
    const taken = winners.filter((winner) => winner.categoryId === categoryId);
    if (taken.length >= 3) continue;
    const scores = (await scoreCategory(tx, { categoryId, ...scoring(period) }))
      .filter((score) => score.eligible && !taken.some((winner) => winner.companyId === score.companyId))
      .sort(
        (a, b) => b.calculatedScore - a.calculatedScore || b.reviewCount - a.reviewCount || a.companyId - b.companyId,
      );
    const freePositions = ([1, 2, 3] as const).filter(
      (position) => !taken.some((winner) => winner.position === position),
    );
    for (const [index, position] of freePositions.entries()) {
      const score = scores[index];
      if (!score) break;
      await tx.insert(awardWinners).values({
        awardPeriodId: period.id,
        categoryId,
        companyId: score.companyId,
        position,
        calculatedScore: score.calculatedScore.toFixed(2),
      });
      added += 1;
    }
  }
  return added;
}

/** "Suggest Winners": fills every empty place with the best eligible companies by calculated score (admins can override). */
export async function suggestWinners(services: Services, admin: SessionUser, periodId: number) {
  return services.db.transaction(async (tx) => {
    const period = await loadPeriod(tx, periodId);
    refuseIfPublished(period);
    const added = await fillEmptyPlaces(tx, period);
    await recordAdminAction(tx, admin, {
      action: "award-winners.suggest",
      targetType: "award-period",
      targetId: periodId,
      after: { added },
    });
    return { added };
  });
}
