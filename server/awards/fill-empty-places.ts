import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { type awardPeriods, awardWinners } from "../db/schema/awards.ts";
import { scoring } from "./award-winner-steps.ts";
import { scoreCategory } from "./scoring.ts";

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
