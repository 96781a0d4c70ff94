import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema/auth.ts";
import { type HeldReason, reviews } from "../db/schema/reviews.ts";

export const burstWindowMinutes = 60;
export const burstNewAccountHours = 24;
export const burstThreshold = 5;

function emailDomain(email: string) {
  return email.split("@")[1]?.toLowerCase() ?? "";
}

type InitialStatus = { status: "published"; heldReason: null } | { status: "pending"; heldReason: HeldReason };

const held = (heldReason: HeldReason): InitialStatus => ({ status: "pending", heldReason });

/**
 * Reviews are published at once (post-moderation), except when a simple,
 * documented rule holds them as `pending` (docs/decisions/017-review-integrity.md, 058):
 * the reviewer's email domain is the company's own domain (conflict of interest), the
 * reviewer has not confirmed their email address yet (released when they do), or a
 * burst of reviews on this company from accounts created in the last 24 hours.
 */
export async function initialReviewStatus(
  db: Database,
  input: { companyId: number; companyDomain: string | null; reviewerId: string; reviewerEmail: string },
): Promise<InitialStatus> {
  const domain = emailDomain(input.reviewerEmail);
  const companyDomain = input.companyDomain?.toLowerCase();
  if (companyDomain && (domain === companyDomain || domain.endsWith(`.${companyDomain}`)))
    return held("conflict-of-interest");
  const [reviewer] = await db
    .select({ emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, input.reviewerId));
  if (!reviewer?.emailVerified) return held("unconfirmed-email");

  const [burst] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(
      and(
        eq(reviews.companyId, input.companyId),
        gt(reviews.createdAt, sql`now() - make_interval(mins => ${burstWindowMinutes})`),
        gt(users.createdAt, sql`now() - make_interval(hours => ${burstNewAccountHours})`),
      ),
    );
  // This review would be one more of the burst.
  return (burst?.total ?? 0) + 1 >= burstThreshold
    ? held("new-account-burst")
    : { status: "published", heldReason: null };
}

/**
 * Publishes the reviews held only because their author had not confirmed their address, once they have.
 * Returns the reviews published and the companies whose figures changed.
 */
export async function releaseReviewsOfConfirmedAuthor(db: Database, userId: string) {
  const released = await db
    .update(reviews)
    .set({ status: "published", heldReason: null, updatedAt: new Date() })
    .where(and(eq(reviews.userId, userId), eq(reviews.status, "pending"), eq(reviews.heldReason, "unconfirmed-email")))
    .returning({ id: reviews.id, companyId: reviews.companyId });
  return { reviewIds: released.map((row) => row.id), companyIds: [...new Set(released.map((row) => row.companyId))] };
}
