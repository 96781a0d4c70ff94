import { and, eq, sql } from "drizzle-orm";
import type { ReviewForm } from "#contracts/validation/review-form.ts";
import type { Database } from "../db/client.ts";
import { reviews } from "../db/schema/reviews.ts";
import { AppError } from "../errors.ts";
import type { StoredVideo } from "../storage/video-storage.ts";
import { type Author, checkReferences, reviewValues } from "./review-values.ts";

/** Edits the author's own review; the original date stays and the review shows "edited". Others' reviews are 404. */
export async function updateReview(
  db: Database,
  author: Author,
  reviewId: number,
  input: ReviewForm,
  /** undefined: keep the video; null: remove it; a video: replace it. */
  video?: StoredVideo | null,
) {
  const [own] = await db
    .select({
      id: reviews.id,
      companyId: reviews.companyId,
      status: reviews.status,
      videoStorageKey: reviews.videoStorageKey,
    })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, author.id)))
    .limit(1);
  if (!own) throw new AppError("not_found", "This review doesn't exist or isn't yours.");
  if (own.status === "removed")
    throw new AppError("forbidden", "This review was removed by our moderators and can't be edited.");
  if (own.companyId !== input.companyId) {
    throw new AppError("validation_failed", "A review can't be moved to another company.", {
      fields: { companyId: "Write a new review for that company instead" },
    });
  }
  await checkReferences(db, input);
  const [updated] = await db
    .update(reviews)
    .set({
      ...reviewValues(input),
      ...(video === undefined
        ? {}
        : {
            videoStorageKey: video?.storageKey ?? null,
            videoMimeType: video?.mimeType ?? null,
            videoSizeBytes: video?.sizeBytes ?? null,
          }),
      editedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, author.id)))
    .returning({
      id: reviews.id,
      status: reviews.status,
      heldReason: reviews.heldReason,
      companyId: reviews.companyId,
    });
  if (!updated) throw new AppError("not_found", "This review doesn't exist or isn't yours.");
  // The caller deletes the replaced file once this write has succeeded.
  return { ...updated, replacedVideoKey: video === undefined ? null : own.videoStorageKey };
}
