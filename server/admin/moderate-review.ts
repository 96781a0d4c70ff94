import { and, eq, inArray } from "drizzle-orm";
import type { ModerationAction } from "#contracts/admin-queues.ts";
import type { SessionUser } from "../auth/session.ts";
import { cacheKeys } from "../cache/read-cache.ts";
import { purgeCompanyPages, recordCompanyPagesPurge } from "../catalog/purge-company-pages.ts";
import type { Services } from "../context.ts";
import { type ReportStatus, reviewReports, reviews } from "../db/schema/reviews.ts";
import { AppError } from "../errors.ts";
import { refreshPresenceAfterReview } from "../presence/refresh-market-presence.ts";
import { tellRepresentatives } from "../reviews/review-change-steps.ts";
import { recordAdminAction } from "./audit-log.ts";

const confirmations: Record<ModerationAction, string> = {
  remove: "Review removed",
  dismiss: "Reports dismissed",
  restore: "Review restored",
  approve: "Review approved",
};

/**
 * One moderation decision, with its audit entry, in a transaction. Remove hides the
 * review everywhere (status `removed`; rating figures follow through the stats
 * trigger) and closes its open reports as actioned; Dismiss closes them and keeps
 * the review; Restore republishes a removed review; Approve publishes a held one.
 */
export async function moderateReview(
  services: Services,
  admin: SessionUser,
  reviewId: number,
  action: ModerationAction,
) {
  const result = await services.db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: reviews.id, status: reviews.status, companyId: reviews.companyId })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .for("update");
    if (!review) throw new AppError("not_found", "This review doesn't exist.");
    const openReports = await tx
      .select({ id: reviewReports.id })
      .from(reviewReports)
      .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.status, "open")));
    let nextStatus = review.status;
    let reportStatus: Exclude<ReportStatus, "open"> | null = null;
    if (action === "remove") {
      if (review.status === "removed") throw new AppError("conflict", "This review is already removed.");
      nextStatus = "removed";
      reportStatus = "actioned";
    } else if (action === "dismiss") {
      if (openReports.length === 0) throw new AppError("conflict", "This review has no open reports.");
      reportStatus = "dismissed";
    } else if (action === "restore") {
      if (review.status !== "removed") throw new AppError("conflict", "Only a removed review can be restored.");
      nextStatus = "published";
    } else {
      if (review.status !== "pending") throw new AppError("conflict", "Only a held review can be approved.");
      nextStatus = "published";
    }
    if (nextStatus !== review.status) {
      // A published review is held for nothing any more.
      await tx
        .update(reviews)
        .set({ status: nextStatus, updatedAt: new Date(), ...(nextStatus === "published" ? { heldReasons: [] } : {}) })
        .where(eq(reviews.id, reviewId));
    }
    if (reportStatus && openReports.length > 0) {
      await tx
        .update(reviewReports)
        .set({ status: reportStatus, resolvedAt: new Date(), resolvedByUserId: admin.id })
        .where(
          inArray(
            reviewReports.id,
            openReports.map((report) => report.id),
          ),
        );
    }
    await recordAdminAction(tx, admin, {
      action: `review.${action}`,
      targetType: "review",
      targetId: reviewId,
      before: { status: review.status, openReports: openReports.length },
      after: { status: nextStatus, reports: reportStatus ?? "unchanged" },
    });
    await recordCompanyPagesPurge(services, tx, review.companyId);
    return {
      reviewId,
      companyId: review.companyId,
      status: nextStatus,
      becamePublic: nextStatus === "published" && review.status !== "published",
      message: confirmations[action],
    };
  });
  await refreshPresenceAfterReview(services, result.companyId);
  services.cache.invalidate(cacheKeys.company(result.companyId));
  services.cache.invalidate(cacheKeys.homeStats);
  await purgeCompanyPages(services, result.companyId);
  if (result.becamePublic) await tellRepresentatives(services, reviewId);
  return result;
}
