import { and, eq, sql } from "drizzle-orm";
import type { VoteValue } from "#contracts/review-details.ts";
import type { Database } from "../db/client.ts";
import { reviews, reviewVotes } from "../db/schema/reviews.ts";
import { AppError } from "../errors.ts";

/**
 * Sets, changes or removes (value null) the user's helpful vote on a published
 * review, and returns the review's new counts. One vote per user per review;
 * authors cannot vote on their own review.
 */
export async function voteOnReview(db: Database, input: { reviewId: number; userId: string; value: VoteValue | null }) {
  return db.transaction(async (tx) => {
    // Locking the review row serialises concurrent votes, so the recount below is exact.
    const [review] = await tx
      .select({ id: reviews.id, userId: reviews.userId, status: reviews.status })
      .from(reviews)
      .where(eq(reviews.id, input.reviewId))
      .for("update");
    if (review?.status !== "published")
      throw new AppError("not_found", "This review doesn't exist or is no longer published.");
    if (review.userId === input.userId) throw new AppError("forbidden", "You can't vote on your own review.");

    if (input.value === null) {
      await tx
        .delete(reviewVotes)
        .where(and(eq(reviewVotes.reviewId, input.reviewId), eq(reviewVotes.userId, input.userId)));
    } else {
      await tx
        .insert(reviewVotes)
        .values({ reviewId: input.reviewId, userId: input.userId, value: input.value })
        .onConflictDoUpdate({
          target: [reviewVotes.reviewId, reviewVotes.userId],
          set: { value: input.value, createdAt: sql`now()` },
        });
    }
    const [counts] = await tx
      .update(reviews)
      .set({
        helpfulCount: sql`(select count(*) from review_votes v where v.review_id = ${input.reviewId} and v.value = 'helpful')::int`,
        notHelpfulCount: sql`(select count(*) from review_votes v where v.review_id = ${input.reviewId} and v.value = 'not_helpful')::int`,
      })
      .where(eq(reviews.id, input.reviewId))
      .returning({ helpfulCount: reviews.helpfulCount, notHelpfulCount: reviews.notHelpfulCount });
    if (!counts) throw new Error("vote recount returned no row");
    return { ...counts, viewerVote: input.value };
  });
}
