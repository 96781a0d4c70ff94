import { eq } from "drizzle-orm";
import { recordAdminAction } from "../admin/audit-log.ts";
import type { SessionUser } from "../auth/session.ts";
import type { Services } from "../context.ts";
import { awardWinners } from "../db/schema/awards.ts";
import { loadPeriod, refuseIfPublished, scoring } from "./award-winner-steps.ts";
import { type CompanyScore, scoreCategory } from "./scoring.ts";

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
