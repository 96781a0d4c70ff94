import { sql } from "drizzle-orm";
import type { Services } from "../context.ts";
import { AppError } from "../errors.ts";
import { hashClaimToken } from "./claim-company.ts";

/**
 * The recipient reports an invitation from the link in its email, without signing in (decision 078): the token,
 * 24 random bytes stored only as a hash, is the proof that they received it. Reporting twice is one report.
 */
export async function reportInvitation(services: Services, token: string) {
  const reported = await services.db.execute<{ company_name: string }>(sql`
    update review_invitations i set reported_at = coalesce(i.reported_at, now())
    from companies c
    where c.id = i.company_id and i.token_hash = ${hashClaimToken(token.trim())}
    returning c.name as company_name`);
  const row = reported.rows[0];
  if (!token.trim() || !row)
    throw new AppError("bad_request", "This link is not valid. Use the report link in the invitation email.");
  services.logger.info({ event: "invitation_reported" }, "a review invitation was reported");
  return { companyName: row.company_name };
}

/** The latest reported invitations, newest first, for the admin dashboard. */
export async function listReportedInvitations(db: Pick<Services["db"], "execute">, limit = 20) {
  const rows = await db.execute<{
    id: number;
    company_id: number;
    company_name: string;
    sender_email: string | null;
    note: string | null;
    reported_at: Date;
    total: number;
  }>(sql`
    select i.id, i.company_id, c.name as company_name, u.email as sender_email, i.note, i.reported_at,
      count(*) over ()::int as total
    from review_invitations i
    join companies c on c.id = i.company_id
    left join users u on u.id = i.invited_by_user_id
    where i.reported_at is not null
    order by i.reported_at desc, i.id desc
    limit ${limit}`);
  return {
    total: rows.rows[0]?.total ?? 0,
    items: rows.rows.map((row) => ({
      id: row.id,
      companyId: row.company_id,
      companyName: row.company_name,
      senderEmail: row.sender_email,
      note: row.note,
      reportedAt: new Date(row.reported_at).toISOString(),
    })),
  };
}
