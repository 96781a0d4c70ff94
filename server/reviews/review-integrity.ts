import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema/auth.ts";
import { companies } from "../db/schema/catalog.ts";
import { type HeldReason, reviews } from "../db/schema/reviews.ts";
import { contentHolds, repeatedTextSimilarity, textSimilarity } from "./content-checks.ts";

const burstWindowMinutes = 60;
const burstNewAccountHours = 24;
const burstThreshold = 5;

function emailDomain(email: string) {
  return email.split("@")[1]?.toLowerCase() ?? "";
}

/** Which of these domains are listed companies' own (read through the unique index on lower(domain)). */
async function listedDomains(db: Database, domains: string[]) {
  const rows = await db
    .select({ domain: sql<string>`lower(${companies.domain})` })
    .from(companies)
    .where(
      and(sql`lower(${companies.domain}) = any(${sql.param(domains)}::text[])`, eq(companies.listingStatus, "listed")),
    );
  return new Set(rows.map((row) => row.domain));
}

type InitialStatus =
  | { status: "published"; heldReasons: HeldReason[] }
  | { status: "pending"; heldReasons: [HeldReason, ...HeldReason[]] };

/** The status that follows from a review's hold reasons: published when there is none. */
function statusFor(reasons: HeldReason[]): InitialStatus {
  const [first, ...rest] = reasons;
  return first ? { status: "pending", heldReasons: [first, ...rest] } : { status: "published", heldReasons: [] };
}

/**
 * Reviews are published at once (post-moderation), except when simple, documented rules hold them as `pending`
 * (docs/decisions/017-review-integrity.md, 058, 080), every rule that applies recorded: the reviewer's email domain
 * is the company's own domain (conflict of interest), the reviewer has not confirmed their address yet (released
 * when they do), a burst of reviews on this company from accounts created in the last 24 hours, and the text's
 * own content: a link, a phone number, a promo code, or text repeated from another account's review. A new review
 * and an edit run the same checks (`reviewId` is the review being edited, which counts neither as a burst nor as
 * a repeat of itself).
 */
export async function initialReviewStatus(
  db: Database,
  input: {
    companyId: number;
    companyDomain: string | null;
    reviewerId: string;
    reviewerEmail: string;
    reviewId?: number;
    texts: readonly (string | null | undefined)[];
    content: string;
    bands: number[];
  },
): Promise<InitialStatus> {
  const reasons: HeldReason[] = [];
  const domain = emailDomain(input.reviewerEmail);
  const companyDomain = input.companyDomain?.toLowerCase();
  if (companyDomain && (domain === companyDomain || domain.endsWith(`.${companyDomain}`)))
    reasons.push("conflict-of-interest");
  const [reviewer] = await db
    .select({ emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, input.reviewerId));
  if (!reviewer?.emailVerified) reasons.push("unconfirmed-email");

  const notThisReview = input.reviewId === undefined ? undefined : ne(reviews.id, input.reviewId);
  const [burst] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(
      and(
        eq(reviews.companyId, input.companyId),
        gt(reviews.createdAt, sql`now() - make_interval(mins => ${burstWindowMinutes})`),
        gt(users.createdAt, sql`now() - make_interval(hours => ${burstNewAccountHours})`),
        notThisReview,
      ),
    );
  // This review would be one more of the burst.
  if ((burst?.total ?? 0) + 1 >= burstThreshold) reasons.push("new-account-burst");

  reasons.push(...(await contentHolds(input.texts, (domains) => listedDomains(db, domains))));
  if (input.bands.length > 0) {
    // The GIN index on content_bands finds the few reviews sharing a band; AI reviews have no author to copy from.
    const candidates = await db
      .select({ content: reviews.content })
      .from(reviews)
      .where(
        and(
          sql`${reviews.contentBands} && ${sql.param(input.bands)}::integer[]`,
          sql`${reviews.userId} is distinct from ${input.reviewerId}`,
          ne(reviews.status, "removed"),
          notThisReview,
        ),
      )
      .limit(20);
    if (candidates.some((candidate) => textSimilarity(candidate.content, input.content) >= repeatedTextSimilarity))
      reasons.push("repeated-text");
  }
  return statusFor(reasons);
}

/**
 * Publishes the reviews held only because their author had not confirmed their address, once they have.
 * Returns the reviews published and the companies whose figures changed.
 */
export async function releaseReviewsOfConfirmedAuthor(db: Database, userId: string) {
  // Only this reason goes: a review held for another one as well stays held, with the rest of its reasons.
  const remaining = sql`array_remove(${reviews.heldReasons}, 'unconfirmed-email')`;
  const changed = await db
    .update(reviews)
    .set({
      heldReasons: sql`${remaining}`,
      status: sql`case when cardinality(${remaining}) = 0 then 'published' else ${reviews.status} end`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(reviews.userId, userId),
        eq(reviews.status, "pending"),
        sql`'unconfirmed-email' = any(${reviews.heldReasons})`,
      ),
    )
    .returning({ id: reviews.id, companyId: reviews.companyId, status: reviews.status });
  const released = changed.filter((row) => row.status === "published");
  return { reviewIds: released.map((row) => row.id), companyIds: [...new Set(released.map((row) => row.companyId))] };
}
