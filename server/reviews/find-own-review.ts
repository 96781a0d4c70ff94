import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { reviews } from "../db/schema/reviews.ts";

/** The user's own review of a company, if any (whatever its status). */
export async function findOwnReview(db: Database, userId: string, companyId: number) {
  const [row] = await db
    .select({ id: reviews.id, status: reviews.status })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

/** The status of one of the user's own reviews and every reason it is held (none for anyone else's review). */
export async function findOwnReviewStatus(db: Database, userId: string, reviewId: number) {
  const [row] = await db
    .select({ status: reviews.status, heldReasons: reviews.heldReasons })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.id, reviewId)))
    .limit(1);
  return row ?? null;
}
