import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema/auth.ts";
import { reviews } from "../db/schema/reviews.ts";

export const burstWindowMinutes = 60;
export const burstNewAccountHours = 24;
export const burstThreshold = 5;

function emailDomain(email: string) {
  return email.split("@")[1]?.toLowerCase() ?? "";
}

/**
 * Reviews are published at once (post-moderation), except when a simple,
 * documented heuristic holds them as `pending` (docs/decisions/017-review-integrity.md):
 * the reviewer's email domain is the company's own domain (conflict of interest), or
 * a burst of reviews on this company from accounts created in the last 24 hours.
 */
export async function initialReviewStatus(
  db: Database,
  input: { companyId: number; companyDomain: string | null; reviewerEmail: string },
): Promise<"published" | "pending"> {
  const domain = emailDomain(input.reviewerEmail);
  const companyDomain = input.companyDomain?.toLowerCase();
  if (companyDomain && (domain === companyDomain || domain.endsWith(`.${companyDomain}`))) return "pending";

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
  return (burst?.total ?? 0) + 1 >= burstThreshold ? "pending" : "published";
}
