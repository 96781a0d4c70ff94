import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { reviews } from "../db/schema/reviews.ts";
import { AppError } from "../errors.ts";
import type { Author } from "./review-values.ts";

/** Deletes the author's own review (votes and reports go with it); others' reviews are 404. */
export async function deleteReview(db: Database, author: Author, reviewId: number) {
  const [deleted] = await db
    .delete(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, author.id)))
    .returning({ id: reviews.id, companyId: reviews.companyId, videoStorageKey: reviews.videoStorageKey });
  if (!deleted) throw new AppError("not_found", "This review doesn't exist or isn't yours.");
  return deleted;
}
