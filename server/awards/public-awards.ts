import { and, desc, eq, lt, lte, or, sql } from "drizzle-orm";
import { categoryGroups } from "#contracts/catalog-options.ts";
import type { CategoryIconName } from "#contracts/category-icons.ts";
import { previousCalendarMonth } from "#contracts/validation/award-period.ts";
import { categoryIcon } from "../catalog/category-display.ts";
import type { Database } from "../db/client.ts";
import { awardPeriods } from "../db/schema/awards.ts";
import type { PeriodSnapshot } from "./snapshot.ts";

function withSnapshot(row: typeof awardPeriods.$inferSelect | undefined) {
  if (!row) return null;
  const snapshot = (row.snapshot as PeriodSnapshot | null) ?? { frozenAt: "", winners: [], extraAwards: [] };
  return {
    id: row.id,
    title: row.title,
    periodType: row.periodType,
    month: row.month,
    year: row.year,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    snapshot,
  };
}

/**
 * The monthly awards the public sees at `now` (decision 089): the latest published monthly period whose month
 * has ended, or null. A period published before its month ended (only possible before decision 089) waits too.
 */
export async function getPublicMonthly(db: Database, now: Date) {
  const last = previousCalendarMonth(now);
  const [row] = await db
    .select()
    .from(awardPeriods)
    .where(
      and(
        eq(awardPeriods.periodType, "monthly"),
        eq(awardPeriods.published, true),
        or(
          lt(awardPeriods.year, last.year),
          and(eq(awardPeriods.year, last.year), lte(awardPeriods.month, last.month)),
        ),
      ),
    )
    .orderBy(desc(awardPeriods.year), desc(awardPeriods.month))
    .limit(1);
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
