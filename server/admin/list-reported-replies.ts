import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

const pageSize = 20;

/**
 * Companies' replies with open reports (most reported first), each with the review it answers, for the
 * moderation queue's "Reported replies" tab (docs/decisions/064-reply-reports.md). Paged by 20.
 */
export async function listReportedReplies(db: Pick<Database, "execute">, page = 1) {
  const current = Math.max(1, page);
  const rows = await db.execute<{
    review_id: number;
    company_id: number;
    company_name: string;
    reply: string;
    replied_at: Date;
    review_title: string;
    review_content: string;
    rating: number;
    reporter_count: number;
    reason_list: string[] | null;
    notes: string[] | null;
  }>(sql`
    select rr.review_id, rr.company_id, c.name as company_name, rr.content as reply, rr.updated_at as replied_at,
      r.title as review_title, r.content as review_content, r.rating,
      o.reporter_count, o.reason_list, o.notes
    from (select p.review_id, count(distinct p.reporter_user_id)::int as reporter_count,
        max(p.created_at) as last_reported_at, json_agg(p.reason) as reason_list,
        array_remove(array_agg(p.note), null) as notes
      from reply_reports p where p.status = 'open' group by p.review_id) o
    join review_replies rr on rr.review_id = o.review_id
    join reviews r on r.id = rr.review_id
    join companies c on c.id = rr.company_id
    order by o.reporter_count desc, o.last_reported_at desc, rr.review_id
    limit ${pageSize} offset ${(current - 1) * pageSize}`);
  return {
    page: current,
    pageSize,
    items: rows.rows.map((row) => {
      const reasons = new Map<string, number>();
      for (const reason of row.reason_list ?? []) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
      return {
        reviewId: row.review_id,
        companyId: row.company_id,
        companyName: row.company_name,
        reply: row.reply,
        repliedAt: new Date(row.replied_at).toISOString(),
        reviewTitle: row.review_title,
        reviewContent: row.review_content,
        rating: row.rating,
        reporterCount: row.reporter_count,
        reasons: [...reasons.entries()].map(([reason, count]) => ({ reason, count })),
        notes: row.notes ?? [],
      };
    }),
  };
}

/** How many replies have open reports. */
export async function countReportedReplies(db: Pick<Database, "execute">) {
  const result = await db.execute<{ total: number }>(
    sql`select count(distinct review_id)::int as total from reply_reports where status = 'open'`,
  );
  return result.rows[0]?.total ?? 0;
}
