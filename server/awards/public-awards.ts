import { and, desc, eq, sql } from "drizzle-orm";
import { categoryGroups } from "#contracts/catalog-options.ts";
import type { CategoryIconName } from "#contracts/category-icons.ts";
import { categoryIcon } from "../catalog/category-display.ts";
import type { Database } from "../db/client.ts";
import { awardPeriods } from "../db/schema/awards.ts";
import type { PeriodSnapshot } from "./snapshot.ts";

/** The calendar month before `now` (UTC): January shows December of the previous year. */
export function previousCalendarMonth(now = new Date()) {
  const month = now.getUTCMonth(); // 0-based: the previous month, 1-based
  return month === 0 ? { year: now.getUTCFullYear() - 1, month: 12 } : { year: now.getUTCFullYear(), month };
}

function withSnapshot(row: typeof awardPeriods.$inferSelect | undefined) {
  if (!row) return null;
  const snapshot = (row.snapshot as PeriodSnapshot | null) ?? { frozenAt: "", winners: [], extraAwards: [] };
  return { id: row.id, title: row.title, periodType: row.periodType, month: row.month, year: row.year, snapshot };
}

/** The published monthly period of a month, or null (unpublished periods are invisible). */
export async function getPublishedMonthly(db: Database, year: number, month: number) {
  const [row] = await db
    .select()
    .from(awardPeriods)
    .where(
      and(
        eq(awardPeriods.periodType, "monthly"),
        eq(awardPeriods.year, year),
        eq(awardPeriods.month, month),
        eq(awardPeriods.published, true),
      ),
    );
  return withSnapshot(row);
}

/** The latest published annual period, or null. */
export async function getLatestPublishedAnnual(db: Database) {
  const [row] = await db
    .select()
    .from(awardPeriods)
    .where(and(eq(awardPeriods.periodType, "annual"), eq(awardPeriods.published, true)))
    .orderBy(desc(awardPeriods.year))
    .limit(1);
  return withSnapshot(row);
}

/** Groups snapshot winners by category group and category, in the snapshot's order. */
export function winnersByGroup(snapshot: PeriodSnapshot) {
  return categoryGroups.map((group) => {
    const categories = new Map<
      string,
      { slug: string; name: string; icon: CategoryIconName; winners: PeriodSnapshot["winners"] }
    >();
    for (const winner of snapshot.winners.filter((entry) => entry.categoryGroup === group)) {
      const entry = categories.get(winner.categorySlug) ?? {
        slug: winner.categorySlug,
        name: winner.categoryName,
        // A snapshot published before decision 087 holds an emoji: it is drawn as the matching Lucide icon.
        icon: categoryIcon(winner.categoryName, winner.categoryIcon),
        winners: [],
      };
      entry.winners.push(winner);
      categories.set(winner.categorySlug, entry);
    }
    return { group, categories: [...categories.values()] };
  });
}

export async function categoryExists(db: Database, slug: string) {
  const result = await db.execute<{ id: number; name: string; description: string; icon: string }>(
    sql`select id, name, description, icon from categories where slug = ${slug}`,
  );
  const row = result.rows[0];
  return row ? { ...row, icon: categoryIcon(row.name, row.icon) } : null;
}
