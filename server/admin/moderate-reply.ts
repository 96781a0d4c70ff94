import { sql } from "drizzle-orm";
import type { ReplyModerationAction } from "#contracts/admin-queues.ts";
import type { SessionUser } from "../auth/session.ts";
import { cacheKeys } from "../cache/read-cache.ts";
import type { Services } from "../context.ts";
import { AppError } from "../errors.ts";
import { recordAdminAction } from "./audit-log.ts";

/**
 * One decision on a reported reply, audited, in a transaction. Hide takes the reply off public pages and the API
 * (its company still sees it, marked hidden) and closes its open reports as actioned; Dismiss closes them and
 * keeps the reply.
 */
export async function moderateReply(
  services: Services,
  admin: SessionUser,
  reviewId: number,
  action: ReplyModerationAction,
) {
  const result = await services.db.transaction(async (tx) => {
    const found = await tx.execute<{ company_id: number; hidden_at: Date | null }>(
      sql`select company_id, hidden_at from review_replies where review_id = ${reviewId} for update`,
    );
    const reply = found.rows[0];
    if (!reply) throw new AppError("not_found", "This reply doesn't exist.");
    const open = await tx.execute<{ total: number }>(
      sql`select count(*)::int as total from reply_reports where review_id = ${reviewId} and status = 'open'`,
    );
    const openReports = open.rows[0]?.total ?? 0;
    if (action === "hide-reply") {
      if (reply.hidden_at) throw new AppError("conflict", "This reply is already hidden.");
      await tx.execute(
        sql`update review_replies set hidden_at = now(), hidden_by_user_id = ${admin.id} where review_id = ${reviewId}`,
      );
    } else if (openReports === 0) {
      throw new AppError("conflict", "This reply has no open reports.");
    }
    const reportStatus = action === "hide-reply" ? "actioned" : "dismissed";
    await tx.execute(sql`
      update reply_reports set status = ${reportStatus}, resolved_at = now(), resolved_by_user_id = ${admin.id}
      where review_id = ${reviewId} and status = 'open'`);
    await recordAdminAction(tx, admin, {
      action: action === "hide-reply" ? "reply.hide" : "reply.dismiss",
      targetType: "reply",
      targetId: reviewId,
      before: { hidden: reply.hidden_at !== null, openReports },
      after: { hidden: action === "hide-reply" || reply.hidden_at !== null, reports: reportStatus },
    });
    return { companyId: reply.company_id };
  });
  services.cache.invalidate(cacheKeys.company(result.companyId));
  return { reviewId, message: action === "hide-reply" ? "Reply hidden" : "Reports on the reply dismissed" };
}
