import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { loadPeriod, optionLimit, scoring } from "./award-winner-steps.ts";
import { scoreCategory } from "./scoring.ts";

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
