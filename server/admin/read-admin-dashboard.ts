import { sql } from "drizzle-orm";
import { activeAiOperationStatuses } from "#contracts/ai-operations.ts";
import { type HeldReason, heldReasons, isHeldReason } from "#contracts/review-holds.ts";
import type { Database } from "../db/client.ts";
import { sqlList } from "../db/sql-values.ts";
import { listReportedInvitations } from "../vendors/report-invitation.ts";

/**
 * Everything that waits for an admin, one count per queue (issue #35, item 8). Each condition is the one its
 * queue lists by: the moderation tabs (server/admin/moderation.ts, moderate-reply.ts, review-company-submissions.ts),
 * fact edits, claims, the outbox. tests/integration/admin-dashboard.test.ts checks that they agree.
 */
export type WaitingCounts = {
  heldReviews: number;
  heldByReason: Record<HeldReason, number>;
  reportedReviews: number;
  reportedReplies: number;
  newCompanies: number;
  factEdits: number;
  claims: number;
  reportedInvitations: number;
  failedEmails: number;
};

type DashboardRow = {
  award_periods: number;
  award_winners: number;
  categories: number;
  companies: number;
  ai_companies: number;
  reviews: number;
  users: number;
  ai_operations_running: number;
  held_reviews: number;
  held_by_reason: Record<string, number> | null;
  reported_reviews: number;
  reported_replies: number;
  new_companies: number;
  fact_edits: number;
  claims: number;
  reported_invitations: number;
  failed_emails: number;
};

/**
 * The admin dashboard's one read: the catalog's figures and every waiting queue's count in one statement (each
 * count on its queue's index), and the latest reported invitations, which the dashboard lists itself.
 */
export async function readAdminDashboard(db: Database) {
  const [result, reportedInvitations] = await Promise.all([
    db.execute<DashboardRow>(sql`
      select
        (select count(*) from award_periods)::int as award_periods,
        (select count(*) from award_winners)::int as award_winners,
        (select count(*) from categories)::int as categories,
        (select count(*) from companies)::int as companies,
        (select count(*) from companies where is_ai_generated)::int as ai_companies,
        (select count(*) from reviews where status = 'published')::int as reviews,
        (select count(*) from users)::int as users,
        (select count(*) from ai_operations where status in (${sqlList(activeAiOperationStatuses)}))::int as ai_operations_running,
        (select count(*) from reviews where status = 'pending')::int as held_reviews,
        -- A review held for two reasons counts under both; the held queue is small.
        (select json_object_agg(reason, total) from (
          select reason, count(*)::int as total from reviews, unnest(held_reasons) as reason
          where status = 'pending' group by reason) held) as held_by_reason,
        (select count(distinct review_id) from review_reports where status = 'open')::int as reported_reviews,
        (select count(distinct review_id) from reply_reports where status = 'open')::int as reported_replies,
        (select count(*) from companies where listing_status = 'pending')::int as new_companies,
        (select count(*) from company_fact_suggestions where status = 'pending')::int as fact_edits,
        (select count(*) from company_claims where status = 'awaiting-approval')::int as claims,
        (select count(*) from review_invitations where reported_at is not null)::int as reported_invitations,
        (select count(*) from email_messages where status = 'failed')::int as failed_emails`),
    listReportedInvitations(db),
  ]);
  const row = result.rows[0];
  if (!row) throw new Error("dashboard query returned no row");
  const heldByReason = Object.fromEntries(heldReasons.map((reason) => [reason, 0])) as Record<HeldReason, number>;
  for (const [reason, total] of Object.entries(row.held_by_reason ?? {}))
    if (isHeldReason(reason)) heldByReason[reason] = total;
  const waiting: WaitingCounts = {
    heldReviews: row.held_reviews,
    heldByReason,
    reportedReviews: row.reported_reviews,
    reportedReplies: row.reported_replies,
    newCompanies: row.new_companies,
    factEdits: row.fact_edits,
    claims: row.claims,
    reportedInvitations: row.reported_invitations,
    failedEmails: row.failed_emails,
  };
  return {
    figures: {
      awardPeriods: row.award_periods,
      awardWinners: row.award_winners,
      categories: row.categories,
      companies: row.companies,
      aiCompanies: row.ai_companies,
      reviews: row.reviews,
      users: row.users,
      aiOperationsRunning: row.ai_operations_running,
    },
    waiting,
    reportedInvitations: reportedInvitations.items,
  };
}
