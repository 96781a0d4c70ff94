import { sql } from "drizzle-orm";
import { recordAdminAction } from "../admin/audit-log.ts";
import type { SessionUser } from "../auth/session.ts";
import { cacheKeys } from "../cache/read-cache.ts";
import type { Services } from "../context.ts";
import type { Database } from "../db/client.ts";
import type { ClaimStatus } from "../db/schema/vendors.ts";
import { sqlList } from "../db/sql-values.ts";
import { AppError } from "../errors.ts";

/** The claims the admin queue lists: waiting for a decision, and approved ones (which can be revoked). */
const claimsQueueStatuses = ["awaiting-approval", "approved"] as const satisfies readonly ClaimStatus[];

export const claimActions = ["approve-claim", "reject-claim", "revoke-claim"] as const;
export type ClaimAction = (typeof claimActions)[number];

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

const transitions: Record<ClaimAction, { from: string; to: string; done: string }> = {
  "approve-claim": { from: "awaiting-approval", to: "approved", done: "approved" },
  "reject-claim": { from: "awaiting-approval", to: "rejected", done: "rejected" },
  "revoke-claim": { from: "approved", to: "revoked", done: "revoked" },
};

/** An admin approves or rejects a claim waiting for them, or revokes a representative; audited. */
export async function decideClaim(services: Services, admin: SessionUser, claimId: number, action: ClaimAction) {
  const step = transitions[action];
  const result = await services.db.transaction(async (tx) => {
    const found = await tx.execute<{
      status: string;
      company_id: number;
      company_name: string;
      claim_email: string;
    }>(sql`
      select k.status, k.company_id, c.name as company_name, k.claim_email
      from company_claims k join companies c on c.id = k.company_id where k.id = ${claimId} for update of k`);
    const claim = found.rows[0];
    if (!claim) throw new AppError("not_found", "This claim doesn't exist.");
    if (claim.status !== step.from) throw new AppError("conflict", `This claim is ${claim.status.replace("-", " ")}.`);
    await tx.execute(sql`
      update company_claims set status = ${step.to}, decided_at = now(), decided_by_user_id = ${admin.id}
      where id = ${claimId}`);
    await recordAdminAction(tx, admin, {
      action: `company-claim.${step.done}`,
      targetType: "company",
      targetId: claim.company_id,
      before: { claimId, status: claim.status, claimEmail: claim.claim_email },
      after: { claimId, status: step.to },
    });
    return claim;
  });
  services.cache.invalidate(cacheKeys.company(result.company_id));
  return { message: `Claim of ${result.company_name} by ${result.claim_email} ${step.done}` };
}
