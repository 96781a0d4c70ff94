import { sql } from "drizzle-orm";
import type { SubmissionTab } from "#contracts/admin-queues.ts";
import type { ListingStatus } from "#contracts/listing-status.ts";
import type { Database } from "../db/client.ts";

const pageSize = 20;

type SubmissionRow = {
  id: number;
  name: string;
  slug: string;
  domain: string | null;
  website_url: string | null;
  listing_status: Exclude<ListingStatus, "listed">;
  proposed_categories: string[];
  submitted_by: string | null;
  review_count: number;
  created_at: Date;
};

/** Companies awaiting review (oldest first, so none waits for ever) or rejected ones (newest first), by 20. */
export async function listCompanySubmissions(db: Pick<Database, "execute">, tab: SubmissionTab, page = 1) {
  const status = tab === "companies" ? "pending" : "rejected";
  const order = tab === "companies" ? sql`c.created_at, c.id` : sql`c.updated_at desc, c.id desc`;
  const [rows, counts] = await Promise.all([
    db.execute<SubmissionRow>(sql`
      select c.id, c.name, c.slug, c.domain, c.website_url, c.listing_status, c.created_at,
        array(select k.name from unnest(coalesce(c.proposed_category_ids, '{}')) with ordinality as p(id, position)
          join categories k on k.id = p.id order by p.position) as proposed_categories,
        nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') || ' <' || u.email || '>'), '<>') as submitted_by,
        (select count(*) from reviews r where r.company_id = c.id)::int as review_count
      from companies c
      left join users u on u.id = c.submitted_by_user_id
      where c.listing_status = ${status}
      order by ${order}
      limit ${pageSize} offset ${(Math.max(1, page) - 1) * pageSize}`),
    countSubmissions(db),
  ]);
  return {
    tab,
    page: Math.max(1, page),
    pageSize,
    counts,
    items: rows.rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      domain: row.domain,
      websiteUrl: row.website_url,
      status: row.listing_status,
      proposedCategories: row.proposed_categories,
      submittedBy: row.submitted_by,
      reviewCount: row.review_count,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}

/** How many companies await review and how many were rejected. */
export async function countSubmissions(db: Pick<Database, "execute">) {
  const result = await db.execute<{ pending: number; rejected: number }>(sql`
    select count(*) filter (where listing_status = 'pending')::int as pending,
      count(*) filter (where listing_status = 'rejected')::int as rejected
    from companies where listing_status <> 'listed'`);
  return result.rows[0] ?? { pending: 0, rejected: 0 };
}
