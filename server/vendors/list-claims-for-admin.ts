// The admin's claims queue (app/routes/admin/claims.tsx); the decision on one is decide-claim.ts.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { ClaimStatus } from "../db/schema/vendors.ts";
import { sqlList } from "../db/sql-values.ts";

/** The claims the admin queue lists: waiting for a decision, and approved ones (which can be revoked). */
const claimsQueueStatuses = ["awaiting-approval", "approved"] as const satisfies readonly ClaimStatus[];

/** Claims waiting for an admin (oldest first) and the representatives an admin may revoke. */
export async function listClaimsForAdmin(db: Pick<Database, "execute">) {
  const result = await db.execute<{
    id: number;
    company_id: number;
    company_name: string;
    company_slug: string;
    company_domain: string | null;
    claim_email: string;
    status: Extract<ClaimStatus, "awaiting-approval" | "approved">;
    user_name: string;
    created_at: Date;
  }>(sql`
    select k.id, k.company_id, c.name as company_name, c.slug as company_slug, c.domain as company_domain, k.claim_email, k.status,
      trim(u.first_name || ' ' || u.last_name) as user_name, k.created_at
    from company_claims k join companies c on c.id = k.company_id join users u on u.id = k.user_id
    where k.status in (${sqlList(claimsQueueStatuses)})
    order by (k.status = 'awaiting-approval') desc, k.created_at, k.id
    limit 200`);
  return result.rows.map((row) => ({
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    companySlug: row.company_slug,
    companyDomain: row.company_domain,
    claimEmail: row.claim_email,
    status: row.status,
    userName: row.user_name,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
