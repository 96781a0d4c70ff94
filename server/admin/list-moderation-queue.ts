import { sql } from "drizzle-orm";
import type { ModerationTab } from "#contracts/admin-queues.ts";
import { type HeldReason, isHeldReason } from "#contracts/review-holds.ts";
import type { Database } from "../db/client.ts";
import type { ReviewStatus } from "../db/schema/reviews.ts";

const pageSize = 20;

type QueueRow = {
  id: number;
  company_id: number;
  company_name: string;
  company_slug: string;
  rating: number;
  title: string;
  content: string;
  status: ReviewStatus;
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
