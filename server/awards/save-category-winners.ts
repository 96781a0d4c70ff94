import { and, eq, sql } from "drizzle-orm";
import { recordAdminAction } from "../admin/audit-log.ts";
import type { SessionUser } from "../auth/session.ts";
import type { Services } from "../context.ts";
import { awardWinners } from "../db/schema/awards.ts";
import { AppError } from "../errors.ts";
import { loadPeriod, refuseIfPublished, type SlotInput, scoring } from "./award-winner-steps.ts";
import { scoreCategory } from "./scoring.ts";

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
