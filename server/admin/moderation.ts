import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { type HeldReason, isHeldReason } from "#contracts/review-holds.ts";
import type { SessionUser } from "../auth/session.ts";
import { cacheKeys } from "../cache/read-cache.ts";
import type { Services } from "../context.ts";
import type { Database } from "../db/client.ts";
import { adminAuditLog } from "../db/schema/admin.ts";
import { reviewReports, reviews } from "../db/schema/reviews.ts";
import { AppError } from "../errors.ts";
import { refreshPresenceAfterReview } from "../presence/refresh-market-presence.ts";
import { tellRepresentatives } from "../reviews/submit-review.ts";
import { recordAdminAction } from "./audit-log.ts";

export const moderationTabs = ["reported", "held", "removed"] as const;
export type ModerationTab = (typeof moderationTabs)[number];
export const moderationActions = ["remove", "dismiss", "restore", "approve"] as const;
export type ModerationAction = (typeof moderationActions)[number];

const pageSize = 20;

type QueueRow = {
  id: number;
  company_id: number;
  company_name: string;
  company_slug: string;
  rating: number;
  title: string;
  content: string;
  status: "published" | "pending" | "removed";
  held_reasons: string[];
  reviewer: string | null;
  is_ai_generated: boolean;
  created_at: Date;
  reporter_count: number;
  reasons: { reason: string; count: number }[] | null;
  notes: string[] | null;
  last_reported_at: Date | null;
};

/**
 * The moderation queue: reviews with open reports (most reported first), reviews
 * held for checks (`pending`; with `heldReason`, those held for that reason), and
 * removed reviews (to restore). Paged by 20.
 */
export async function listModerationQueue(
  db: Database,
  tab: ModerationTab,
  page = 1,
  heldReason: HeldReason | null = null,
) {
  const offset = (Math.max(1, page) - 1) * pageSize;
  const open = sql`(select r2.review_id, count(distinct r2.reporter_user_id)::int as reporter_count, max(r2.created_at) as last_reported_at,
      json_agg(r2.reason) as reason_list, array_remove(array_agg(r2.note), null) as notes
    from review_reports r2 where r2.status = 'open' group by r2.review_id)`;
  const where =
    tab === "reported"
      ? sql`o.review_id is not null`
      : tab === "held"
        ? heldReason
          ? sql`r.status = 'pending' and ${heldReason} = any(r.held_reasons)`
          : sql`r.status = 'pending'`
        : sql`r.status = 'removed'`;
  const order =
    tab === "reported" ? sql`o.reporter_count desc, o.last_reported_at desc, r.id` : sql`r.updated_at desc, r.id desc`;
  const [rows, counts, heldForReason] = await Promise.all([
    db.execute<QueueRow & { reason_list: string[] | null }>(sql`
      select r.id, r.company_id, c.name as company_name, c.slug as company_slug, r.rating, r.title, r.content, r.status, r.held_reasons, r.is_ai_generated, r.created_at,
        nullif(trim(coalesce(r.reviewer_first_name, '') || ' ' || coalesce(r.reviewer_surname, '')), '') as reviewer,
        coalesce(o.reporter_count, 0) as reporter_count, o.last_reported_at, o.reason_list, o.notes
      from reviews r
      join companies c on c.id = r.company_id
      left join ${open} o on o.review_id = r.id
      where ${where}
      order by ${order}
      limit ${pageSize} offset ${offset}`),
    countModerationQueue(db),
    tab === "held" && heldReason
      ? db.execute<{ total: number }>(
          sql`select count(*)::int as total from reviews where status = 'pending' and ${heldReason} = any(held_reasons)`,
        )
      : null,
  ]);
  return {
    tab,
    page: Math.max(1, page),
    pageSize,
    counts,
    heldReason: tab === "held" ? heldReason : null,
    /** How many reviews the list pages through: the tab's count, or those held for `heldReason`. */
    total: heldForReason ? (heldForReason.rows[0]?.total ?? 0) : counts[tab],
    items: rows.rows.map((row) => {
      const reasons = new Map<string, number>();
      for (const reason of row.reason_list ?? []) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
      return {
        id: row.id,
        companyId: row.company_id,
        companyName: row.company_name,
        companySlug: row.company_slug,
        rating: row.rating,
        title: row.title,
        content: row.content,
        status: row.status,
        heldReasons: row.held_reasons.filter(isHeldReason),
        reviewer: row.reviewer,
        isAiGenerated: row.is_ai_generated,
        createdAt: new Date(row.created_at).toISOString(),
        reporterCount: row.reporter_count,
        reasons: [...reasons.entries()].map(([reason, count]) => ({ reason, count })),
        notes: row.notes ?? [],
        lastReportedAt: row.last_reported_at ? new Date(row.last_reported_at).toISOString() : null,
      };
    }),
  };
}

/** How many reviews each moderation tab holds. */
export async function countModerationQueue(db: Pick<Database, "execute">) {
  const counts = await db.execute<{ reported: number; held: number; removed: number }>(sql`
    select (select count(distinct review_id) from review_reports where status = 'open')::int as reported,
      (select count(*) from reviews where status = 'pending')::int as held,
      (select count(*) from reviews where status = 'removed')::int as removed`);
  return counts.rows[0] ?? { reported: 0, held: 0, removed: 0 };
}

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
    let reportStatus: "actioned" | "dismissed" | null = null;
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
    return {
      reviewId,
      companyId: review.companyId,
      status: nextStatus,
      becamePublic: nextStatus === "published" && review.status !== "published",
      message: confirmations[action],
    };
  });
  services.cache.invalidate(cacheKeys.company(result.companyId));
  services.cache.invalidate(cacheKeys.homeStats);
  await refreshPresenceAfterReview(services, result.companyId);
  if (result.becamePublic) await tellRepresentatives(services, reviewId);
  return result;
}

/** The latest admin actions, newest first, for the audit log page. */
export async function listAuditLog(db: Database, limit = 100) {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    actorEmail: row.actorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  }));
}
