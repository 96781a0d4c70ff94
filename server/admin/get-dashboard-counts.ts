import { sql } from "drizzle-orm";
import { type HeldReason, heldReasons, isHeldReason } from "#contracts/review-holds.ts";
import type { Database } from "../db/client.ts";

/** Live counts for the admin dashboard tiles. */
export async function getDashboardCounts(db: Database) {
  const result = await db.execute<{
    award_periods: number;
    award_winners: number;
    categories: number;
    companies: number;
    ai_companies: number;
    reviews: number;
    users: number;
    open_reports: number;
    ai_operations_running: number;
  }>(sql`
    select
      (select count(*) from award_periods)::int as award_periods,
      (select count(*) from award_winners)::int as award_winners,
      (select count(*) from categories)::int as categories,
      (select count(*) from companies)::int as companies,
      (select count(*) from companies where is_ai_generated)::int as ai_companies,
      (select count(*) from reviews where status = 'published')::int as reviews,
      (select count(*) from users)::int as users,
      (select count(*) from review_reports where status = 'open')::int as open_reports,
      (select count(*) from ai_operations where status in ('pending', 'running'))::int as ai_operations_running
  `);
  // Held reviews by reason (a review held for two reasons counts under both); the held queue is small.
  const held = await db.execute<{ reason: string; total: number }>(sql`
    select reason, count(*)::int as total from reviews, unnest(held_reasons) as reason
    where status = 'pending' group by reason`);
  const heldByReason = Object.fromEntries(heldReasons.map((reason) => [reason, 0])) as Record<HeldReason, number>;
  for (const { reason, total } of held.rows) if (isHeldReason(reason)) heldByReason[reason] = total;
  const row = result.rows[0];
  if (!row) throw new Error("dashboard counts query returned no row");
  return {
    awardPeriods: row.award_periods,
    awardWinners: row.award_winners,
    categories: row.categories,
    companies: row.companies,
    aiCompanies: row.ai_companies,
    reviews: row.reviews,
    users: row.users,
    openReports: row.open_reports,
    aiOperationsRunning: row.ai_operations_running,
    heldByReason,
  };
}
