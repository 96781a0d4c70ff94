import { sql } from "drizzle-orm";
import type { ClaimAction } from "#contracts/admin-queues.ts";
import { recordAdminAction } from "../admin/audit-log.ts";
import type { SessionUser } from "../auth/session.ts";
import { cacheKeys } from "../cache/read-cache.ts";
import type { Services } from "../context.ts";
import { AppError } from "../errors.ts";

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
