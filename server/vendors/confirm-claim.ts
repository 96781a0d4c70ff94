import { sql } from "drizzle-orm";
import type { Services } from "../context.ts";
import { AppError } from "../errors.ts";
import { claimDomainMatch, hashClaimToken } from "./claim-company.ts";

const invalidClaimLink = "This link has expired or was already used. Start the claim again from the company's page.";

/**
 * Follows a claim's link: the claimant reads the address. An address at exactly the company's domain makes them a
 * representative at once; one at a subdomain waits for an admin. The link works once.
 */
export async function confirmClaim(services: Pick<Services, "db">, token: string) {
  if (!/^[\w-]{20,100}$/.test(token)) throw new AppError("bad_request", invalidClaimLink);
  return services.db.transaction(async (tx) => {
    const found = await tx.execute<{ id: number; claim_email: string; domain: string | null; name: string }>(sql`
      select k.id, k.claim_email, c.domain, c.name from company_claims k join companies c on c.id = k.company_id
      where k.token_hash = ${hashClaimToken(token)} and k.status = 'awaiting-email' and k.token_expires_at > now()
      for update of k`);
    const claim = found.rows[0];
    if (!claim) throw new AppError("bad_request", invalidClaimLink);
    const approved = claimDomainMatch(claim.claim_email, claim.domain) === "exact";
    await tx.execute(sql`
      update company_claims set status = ${approved ? "approved" : "awaiting-approval"}, token_hash = null,
        token_expires_at = null, decided_at = ${approved ? sql`now()` : sql`null`}
      where id = ${claim.id}`);
    return { companyName: claim.name, approved };
  });
}
