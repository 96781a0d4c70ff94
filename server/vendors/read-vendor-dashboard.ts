// The vendor dashboard's reads (app/routes/vendor/dashboard.tsx): the companies a representative speaks for, the claims
// still open, and a chosen company's reviews to answer.
import { and, eq, sql } from "drizzle-orm";
import { averageRatingOf } from "#contracts/rating.ts";
import { describeCompanyLogo } from "../catalog/company-logo.ts";
import type { Database } from "../db/client.ts";
import { companies } from "../db/schema/catalog.ts";
import type { ClaimStatus } from "../db/schema/vendors.ts";
import { companyClaims } from "../db/schema/vendors.ts";
import { sqlList } from "../db/sql-values.ts";

/** A claim still open: its email not yet confirmed, or waiting for an admin. */
const openClaimStatuses = ["awaiting-email", "awaiting-approval"] as const satisfies readonly ClaimStatus[];

/** The companies a user represents, with their figures, for the vendor dashboard. */
export async function listRepresentedCompanies(db: Pick<Database, "execute">, userId: string) {
  const result = await db.execute<{
    id: number;
    name: string;
    slug: string;
    domain: string | null;
    logo_key: string | null;
    logo_url: string | null;
    review_count: number;
    rating_sum: number;
    unanswered: number;
  }>(sql`
    select c.id, c.name, c.slug, c.domain, c.logo_key, c.logo_url, coalesce(s.review_count, 0)::int as review_count, coalesce(s.rating_sum, 0)::int as rating_sum,
      (select count(*)::int from reviews r where r.company_id = c.id and r.status = 'published' and not r.is_ai_generated
        and not exists (select 1 from review_replies rr where rr.review_id = r.id)) as unanswered
    from company_claims k
    join companies c on c.id = k.company_id
    left join company_review_stats s on s.company_id = c.id
    where k.user_id = ${userId} and k.status = 'approved'
    order by c.name`);
  return result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    domain: row.domain,
    logo: describeCompanyLogo({ logoKey: row.logo_key, logoUrl: row.logo_url, domain: row.domain }),
    reviewCount: row.review_count,
    averageRating: averageRatingOf(row.rating_sum, row.review_count),
    unanswered: row.unanswered,
  }));
}

/** The user's claims that are not settled yet, so the dashboard can say what is waiting. */
export async function listOpenClaims(db: Pick<Database, "select">, userId: string) {
  return db
    .select({
      id: companyClaims.id,
      companyId: companyClaims.companyId,
      companyName: companies.name,
      claimEmail: companyClaims.claimEmail,
      status: companyClaims.status,
    })
    .from(companyClaims)
    .innerJoin(companies, eq(companies.id, companyClaims.companyId))
    .where(and(eq(companyClaims.userId, userId), sql`${companyClaims.status} in (${sqlList(openClaimStatuses)})`));
}

/** A represented company's newest published reviews by people, with the company's reply (hidden or not) if it gave one. */
export async function listReviewsToAnswer(db: Pick<Database, "execute">, companyId: number, limit = 20) {
  const result = await db.execute<{
    id: number;
    title: string;
    content: string;
    rating: number;
    reviewer_first_name: string;
    created_at: Date;
    reply: string | null;
    reply_hidden_at: Date | null;
  }>(sql`
    select r.id, r.title, r.content, r.rating, r.reviewer_first_name, r.created_at, rr.content as reply,
      rr.hidden_at as reply_hidden_at
    from reviews r left join review_replies rr on rr.review_id = r.id
    where r.company_id = ${companyId} and r.status = 'published' and not r.is_ai_generated
    order by (rr.review_id is null) desc, r.created_at desc, r.id desc
    limit ${limit}`);
  return result.rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    rating: row.rating,
    reviewer: row.reviewer_first_name,
    createdAt: new Date(row.created_at).toISOString(),
    reply: row.reply,
    /** When a moderator hid the reply (decision 064): the company sees it; nobody else does. */
    replyHiddenAt: row.reply_hidden_at ? new Date(row.reply_hidden_at).toISOString() : null,
  }));
}
