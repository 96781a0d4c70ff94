import { and, eq, sql } from "drizzle-orm";
import type { ReviewForm } from "#contracts/validation/review-form.ts";
import type { Database } from "../db/client.ts";
import { type ReviewStatus, reviews } from "../db/schema/reviews.ts";
import { AppError } from "../errors.ts";
import type { StoredVideo } from "../storage/video-storage.ts";
import { isRepresentative } from "../vendors/representatives.ts";
import { contentBands } from "./content-checks.ts";
import type { WithinWrite } from "./create-review.ts";
import { initialReviewStatus } from "./review-integrity.ts";
import { type Author, checkReferences, reviewTexts, reviewValues } from "./review-values.ts";

/** An edit shows publicly when the review was public before it or is after it. */
function isPublic(before: ReviewStatus, after: ReviewStatus) {
  return before === "published" || after === "published";
}

/**
 * Edits the author's own review; the original date stays and the review shows "edited". Others' reviews are 404.
 * An edit runs every check a new review runs (decision 080): a review that was approved, or published, is held
 * again when its new text or its author's state says so, and published again when nothing holds it any more.
 */
export async function updateReview(
  db: Database,
  author: Author,
  reviewId: number,
  input: ReviewForm,
  /** undefined: keep the video; null: remove it; a video: replace it. */
  video?: StoredVideo | null,
  /**
   * Runs in the edit's transaction once it is written, if the review was or is public (its pages' purge is recorded
   * there, decision 095).
   */
  inTransaction?: WithinWrite,
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
  const company = await checkReferences(db, input);
  if (await isRepresentative(db, author.id, company.id)) {
    throw new AppError("forbidden", "You represent this company, so you cannot review it. You can answer its reviews.");
  }
  const bands = contentBands(input.content);
  const { status, heldReasons } = await initialReviewStatus(db, {
    companyId: company.id,
    companyDomain: company.domain,
    reviewerId: author.id,
    reviewerEmail: author.email,
    reviewId,
    texts: reviewTexts(input),
    content: input.content,
    bands,
  });
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
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
        status,
        heldReasons,
        contentBands: bands,
        editedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      // The status read above is still the one written over: a moderator's removal in between is never undone.
      .where(and(eq(reviews.id, reviewId), eq(reviews.userId, author.id), eq(reviews.status, own.status)))
      .returning({
        id: reviews.id,
        status: reviews.status,
        heldReasons: reviews.heldReasons,
        companyId: reviews.companyId,
      });
    // A review held before and after the edit changes no public page (decision 105).
    if (row && isPublic(own.status, row.status)) await inTransaction?.(tx, row.companyId);
    return row;
  });
  if (!updated) throw new AppError("conflict", "This review changed while you were editing it. Please try again.");
  // The caller deletes the replaced file once this write has succeeded.
  return {
    ...updated,
    isPublicChange: isPublic(own.status, updated.status),
    becamePublic: own.status !== "published" && updated.status === "published",
    replacedVideoKey: video === undefined ? null : own.videoStorageKey,
  };
}
