import { sql } from "drizzle-orm";
import { type BrandSize, brandSizes } from "#contracts/brand-sizes.ts";
import { companyLogoUrl } from "../catalog/company-logo.ts";
import type { Database } from "../db/client.ts";
import type { awardPeriods } from "../db/schema/awards.ts";
import { countReviewMentions, summariseMentions } from "../reviews/review-mentions.ts";
import { minimumReviews } from "./award-winner-steps.ts";
import { type PeriodWindow, periodWindow, scoreCategory } from "./scoring.ts";

type Runner = Pick<Database, "execute" | "select">;

type SnapshotWinner = {
  categoryId: number;
  categorySlug: string;
  categoryName: string;
  categoryGroup: string;
  categoryIcon: string;
  categoryDescription: string;
  position: number;
  companyId: number;
  companyName: string;
  companyDescription: string;
  logoUrl: string | null;
  score: number;
  monthlyScore: number;
  /** Monthly periods: the change of the monthly score against the previous month (null without one). */
  trend: number | null;
  highlight: string;
};

type ExtraAward = {
  categoryId: number;
  award: string;
  companyId: number;
  companyName: string;
  companyDescription: string;
  score: number | null;
  detail: string;
  highlight: string;
};

/** What a published period shows, frozen: later reviews, edits or deletions never change it. */
export type PeriodSnapshot = { frozenAt: string; winners: SnapshotWinner[]; extraAwards: ExtraAward[] };

const sizeAwards: Record<BrandSize, string> = {
  startup: "Best for Startups",
  sixFigures: "Best for 6-Figure Brands",
  sevenFigures: "Best for 7-Figure Brands",
  eightFigures: "Best for 8-Figure Brands",
  nineFiguresPlus: "Best for 9-Figure+ Brands",
};

async function highlightFor(db: Runner, companyId: number, aiSummary: string | null) {
  if (aiSummary?.trim()) return aiSummary.trim();
  const mentions = await countReviewMentions(db as Database, companyId, { includeAi: false });
  const top = summariseMentions(mentions).strengths[0];
  return top
    ? `Operators most often praise its ${top.term} (${top.count} reviews).`
    : "Rated highly by operators this period.";
}

function previousWindow(period: typeof awardPeriods.$inferSelect): PeriodWindow {
  if (period.periodType === "monthly") {
    const month = period.month ?? 1;
    return periodWindow({
      periodType: "monthly",
      year: month === 1 ? period.year - 1 : period.year,
      month: month === 1 ? 12 : month - 1,
    });
  }
  return periodWindow({ periodType: "annual", year: period.year - 1, month: null });
}

/**
 * Builds the frozen snapshot of a period at publication: its winners with their
 * companies, scores, trend and highlight and, for annual periods, the extra awards
 * (Rising Star, Operator's Choice, Best for each brand size) computed by the method.
 */
export async function buildSnapshot(db: Runner, period: typeof awardPeriods.$inferSelect): Promise<PeriodSnapshot> {
  const window = periodWindow(period);
  const previous = previousWindow(period);
  const minimum = minimumReviews[period.periodType];
  // One company often wins several places and awards: its review mentions are counted once per snapshot.
  const highlights = new Map<number, Promise<string>>();
  const highlight = (companyId: number, aiSummary: string | null) => {
    if (aiSummary?.trim()) return Promise.resolve(aiSummary.trim());
    let found = highlights.get(companyId);
    if (!found) {
      found = highlightFor(db, companyId, null);
      highlights.set(companyId, found);
    }
    return found;
  };
  const rows = await db.execute<{
    category_id: number;
    category_slug: string;
    category_name: string;
    category_group: string;
    category_icon: string;
    category_description: string;
    position: number;
    company_id: number;
    company_name: string;
    company_description: string;
    logo_url: string | null;
    logo_key: string | null;
    domain: string | null;
    manual_score: string | null;
    calculated_score: string | null;
    ai_summary: string | null;
  }>(sql`
    select k.id as category_id, k.slug as category_slug, k.name as category_name, k."group" as category_group, k.icon as category_icon,
      k.description as category_description, w.position, c.id as company_id, c.name as company_name, c.description as company_description,
      c.logo_url, c.logo_key, c.domain, w.manual_score, w.calculated_score, w.ai_summary
    from award_winners w join categories k on k.id = w.category_id join companies c on c.id = w.company_id
    where w.award_period_id = ${period.id} order by k.sort_order, k.name, w.position`);
  const winners: SnapshotWinner[] = [];
  const previousScores = new Map<number, Map<number, number>>();
  for (const row of rows.rows) {
    const score = Number(row.manual_score ?? row.calculated_score ?? 0);
    let trend: number | null = null;
    if (period.periodType === "monthly") {
      if (!previousScores.has(row.category_id)) {
        const scores = await scoreCategory(db, { categoryId: row.category_id, window: previous, minimumReviews: 0 });
        previousScores.set(row.category_id, new Map(scores.map((entry) => [entry.companyId, entry.monthlyScore])));
      }
      const before = previousScores.get(row.category_id)?.get(row.company_id);
      trend = before === undefined ? null : Math.round((score * 20 - before) * 100) / 100;
    }
    winners.push({
      categoryId: row.category_id,
      categorySlug: row.category_slug,
      categoryName: row.category_name,
      categoryGroup: row.category_group,
      categoryIcon: row.category_icon,
      categoryDescription: row.category_description,
      position: row.position,
      companyId: row.company_id,
      companyName: row.company_name,
      companyDescription: row.company_description,
      logoUrl: companyLogoUrl({ logoKey: row.logo_key, logoUrl: row.logo_url, domain: row.domain }),
      score,
      monthlyScore: Math.round(score * 20 * 100) / 100,
      trend,
      highlight: await highlight(row.company_id, row.ai_summary),
    });
  }

  const extraAwards: ExtraAward[] = [];
  if (period.periodType === "annual") {
    const categoryIds = [...new Set(winners.map((winner) => winner.categoryId))];
    for (const categoryId of categoryIds) {
      const company = async (companyId: number) =>
        (
          await db.execute<{ name: string; description: string }>(
            sql`select name, description from companies where id = ${companyId}`,
          )
        ).rows[0] ?? { name: `Company ${companyId}`, description: "" };
      const thisYear = (await scoreCategory(db, { categoryId, window, minimumReviews: minimum })).filter(
        (entry) => entry.eligible,
      );
      const lastYear = new Map(
        (await scoreCategory(db, { categoryId, window: previous, minimumReviews: 0 })).map((entry) => [
          entry.companyId,
          entry.calculatedScore,
        ]),
      );
      const gains = thisYear
        .filter((entry) => lastYear.has(entry.companyId))
        .map((entry) => ({ entry, gain: entry.calculatedScore - (lastYear.get(entry.companyId) ?? 0) }))
        .filter((item) => item.gain > 0)
        .sort((a, b) => b.gain - a.gain || a.entry.companyId - b.entry.companyId);
      const rising = gains[0];
      if (rising) {
        const facts = await company(rising.entry.companyId);
        extraAwards.push({
          categoryId,
          award: "Rising Star",
          companyId: rising.entry.companyId,
          companyName: facts.name,
          companyDescription: facts.description,
          score: rising.entry.calculatedScore,
          detail: `Score up ${rising.gain.toFixed(2)} on the year before`,
          highlight: await highlight(rising.entry.companyId, null),
        });
      }
      const helpful = await db.execute<{ company_id: number; votes: number }>(sql`
        select r.company_id, sum(r.helpful_count)::int as votes from reviews r
        join company_categories cc on cc.company_id = r.company_id and cc.category_id = ${categoryId}
        where r.status = 'published' and not r.is_ai_generated
          and r.created_at >= ${window.start.toISOString()}::timestamptz and r.created_at < ${window.end.toISOString()}::timestamptz
        group by r.company_id having sum(r.helpful_count) > 0 order by votes desc, r.company_id limit 1`);
      const choice = helpful.rows[0];
      if (choice) {
        const facts = await company(choice.company_id);
        extraAwards.push({
          categoryId,
          award: "Operator's Choice",
          companyId: choice.company_id,
          companyName: facts.name,
          companyDescription: facts.description,
          score: thisYear.find((entry) => entry.companyId === choice.company_id)?.calculatedScore ?? null,
          detail: `${choice.votes} helpful votes on its reviews this year`,
          highlight: await highlight(choice.company_id, null),
        });
      }
      for (const size of brandSizes) {
        const award = sizeAwards[size];
        const best = (await scoreCategory(db, { categoryId, window, minimumReviews: 3, goodFor: size }))
          .filter((entry) => entry.eligible)
          .sort((a, b) => b.calculatedScore - a.calculatedScore || a.companyId - b.companyId)[0];
        if (!best) continue;
        const facts = await company(best.companyId);
        extraAwards.push({
          categoryId,
          award,
          companyId: best.companyId,
          companyName: facts.name,
          companyDescription: facts.description,
          score: best.calculatedScore,
          detail: `From ${best.reviewCount} reviews marked good for this size`,
          highlight: await highlight(best.companyId, null),
        });
      }
    }
  }
  return { frozenAt: new Date().toISOString(), winners, extraAwards };
}
