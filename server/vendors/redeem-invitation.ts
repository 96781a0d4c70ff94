import { sql } from "drizzle-orm";
import type { Services } from "../context.ts";
import { hashClaimToken } from "./claim-company.ts";

/**
 * Uses an invitation for a review being written (decision 078): the token must be this company's, unused, and sent
 * to the author's own address (any capitals). Returns its id, or null: a wrong, used or forwarded token only means
 * the review is not Invited (the review itself is never refused for it), and a forwarded one stays for its owner.
 * The review is labelled Invited only once that address is confirmed (`markInvitedReviewsOfConfirmedAuthor`).
 */
export async function redeemInvitation(
  tx: Pick<Services["db"], "execute">,
  input: { token: string | undefined; companyId: number; authorEmail: string },
) {
  if (!input.token) return null;
  const found = await tx.execute<{ id: number }>(sql`
    update review_invitations set used_at = now()
    where token_hash = ${hashClaimToken(input.token)} and company_id = ${input.companyId} and used_at is null
      and email = ${input.authorEmail.trim().toLowerCase()}
    returning id`);
  return found.rows[0]?.id ?? null;
}

/**
 * Labels Invited the reviews written with an invitation to this user's address, once the address is confirmed;
 * returns the companies whose pages changed.
 */
export async function markInvitedReviewsOfConfirmedAuthor(db: Pick<Services["db"], "execute">, userId: string) {
  const marked = await db.execute<{ company_id: number }>(sql`
    update reviews r set is_invited = true
    from review_invitations i, users u
    where i.review_id = r.id and u.id = r.user_id and u.id = ${userId} and u.email_verified
      and i.email = lower(u.email) and not r.is_invited
    returning r.company_id`);
  return [...new Set(marked.rows.map((row) => row.company_id))];
}
