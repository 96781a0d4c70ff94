import { sql } from "drizzle-orm";
import type { ReviewForm } from "#contracts/validation/review-form.ts";
import type { Database } from "../db/client.ts";
import { isUniqueViolation } from "../db/is-unique-violation.ts";
import { reviews } from "../db/schema/reviews.ts";
import { AppError } from "../errors.ts";
import type { Runner } from "../jobs/job-queue.ts";
import type { StoredVideo } from "../storage/video-storage.ts";
import { redeemInvitation } from "../vendors/redeem-invitation.ts";
import { isRepresentative } from "../vendors/representatives.ts";
import { contentBands } from "./content-checks.ts";
import { findOwnReview } from "./find-own-review.ts";
import { initialReviewStatus } from "./review-integrity.ts";
import { type Author, checkReferences, reviewTexts, reviewValues } from "./review-values.ts";

/** What a review write runs inside its transaction, given the review's company. */
export type WithinWrite = (tx: Runner, companyId: number) => Promise<void>;

/** One review per account per company: a second attempt is a conflict that names the existing review. */
export async function createReview(
  db: Database,
  author: Author,
  input: ReviewForm,
  video?: StoredVideo,
  /**
   * Runs in the review's transaction once it is written and public (its pages' purge is recorded there, decision
   * 095); a held review changes no public page, and its publication purges them (decision 105).
   */
  inTransaction?: WithinWrite,
) {
  const company = await checkReferences(db, input);
  // A company's representatives answer its reviews; they do not write them (decision 059).
  if (await isRepresentative(db, author.id, company.id)) {
    throw new AppError("forbidden", "You represent this company, so you cannot review it. You can answer its reviews.");
  }
  const existing = await findOwnReview(db, author.id, input.companyId);
  if (existing) {
    throw new AppError("conflict", "You have already reviewed this company. You can edit your review instead.", {
      fields: { existingReviewId: String(existing.id) },
    });
  }
  const bands = contentBands(input.content);
  const { status, heldReasons } = await initialReviewStatus(db, {
    companyId: company.id,
    companyDomain: company.domain,
    reviewerId: author.id,
    reviewerEmail: author.email,
    texts: reviewTexts(input),
    content: input.content,
    bands,
  });
  try {
    // The invitation is used in the same transaction as the review it marks (decision 059).
    const created = await db.transaction(async (tx) => {
      const invitationId = await redeemInvitation(tx, {
        token: input.invitationToken,
        companyId: company.id,
        authorEmail: author.email,
      });
      // Invited only by the invited address once confirmed (decision 078); confirming it later adds the label.
      const isConfirmed = !heldReasons.includes("unconfirmed-email");
      const [row] = await tx
        .insert(reviews)
        .values({
          companyId: input.companyId,
          userId: author.id,
          status,
          heldReasons,
          contentBands: bands,
          isInvited: invitationId !== null && isConfirmed,
          ...reviewValues(input),
          ...(video
            ? { videoStorageKey: video.storageKey, videoMimeType: video.mimeType, videoSizeBytes: video.sizeBytes }
            : {}),
        })
        .returning({
          id: reviews.id,
          status: reviews.status,
          heldReasons: reviews.heldReasons,
          companyId: reviews.companyId,
        });
      if (row && invitationId !== null) {
        await tx.execute(sql`update review_invitations set review_id = ${row.id} where id = ${invitationId}`);
      }
      if (row?.status === "published") await inTransaction?.(tx, row.companyId);
      return row;
    });
    if (!created) throw new Error("review insert returned no row");
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) {
      const raced = await findOwnReview(db, author.id, input.companyId);
      throw new AppError("conflict", "You have already reviewed this company. You can edit your review instead.", {
        fields: { existingReviewId: String(raced?.id ?? "") },
      });
    }
    throw error;
  }
}
