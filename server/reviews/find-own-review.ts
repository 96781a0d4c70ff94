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
