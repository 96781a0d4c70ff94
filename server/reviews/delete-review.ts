import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { reviews } from "../db/schema/reviews.ts";
import { AppError } from "../errors.ts";
import type { WithinWrite } from "./create-review.ts";
import type { Author } from "./review-values.ts";

/** Deletes the author's own review (votes and reports go with it); others' reviews are 404. */
export async function deleteReview(db: Database, author: Author, reviewId: number, inTransaction?: WithinWrite) {
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.userId, author.id)))
      .returning({ id: reviews.id, companyId: reviews.companyId, videoStorageKey: reviews.videoStorageKey });
    // Its pages' purge is recorded in the deletion's transaction (decision 095).
    if (row) await inTransaction?.(tx, row.companyId);
    return row;
  });
  if (!deleted) throw new AppError("not_found", "This review doesn't exist or isn't yours.");
  return deleted;
}
