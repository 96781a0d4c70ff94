import { countOf } from "#contracts/plural.ts";
import type { ReviewForm } from "#contracts/validation/review-form.ts";
import { consumeRateLimit } from "../auth/rate-limit.ts";
import type { SessionUser } from "../auth/session.ts";
import { declareNoPublicEffect } from "../cache/surrogate-keys.ts";
import { recordCompanyPagesPurge } from "../catalog/purge-company-pages.ts";
import type { Services } from "../context.ts";
import type { HeldReason, ReviewStatus } from "../db/schema/reviews.ts";
import { createReview } from "./create-review.ts";
import { invalidateFigures, tellRepresentatives } from "./review-change-steps.ts";
import { updateReview } from "./update-review.ts";

const tooMany = (minutes: number) =>
  `You have written many reviews today. Please try again in ${countOf(minutes, "minute")}.`;

/**
 * What the author is told about a saved review: its status and every reason it waits for a moderator
 * (`heldReason`, the first of them, stays for API clients written before a review could have several).
 */
function savedReview(review: { id: number; status: ReviewStatus; heldReasons: HeldReason[]; companyId: number }) {
  return {
    id: review.id,
    status: review.status,
    heldReason: review.heldReasons[0] ?? null,
    heldReasons: review.heldReasons,
    companyId: review.companyId,
  };
}

/** Creates or edits a review for the signed-in user, with rate limits and cache invalidation. */
export async function submitReview(
  services: Services,
  request: { user: SessionUser; clientIp: string; reviewId: number | undefined; input: ReviewForm },
) {
  const { user, input } = request;
  const author = { id: user.id, email: user.email };
  const video = input.videoUploadToken ? await services.videos.verify(input.videoUploadToken, user.id) : undefined;
  if (request.reviewId === undefined) {
    await consumeRateLimit(services.rateLimits.reviewsPerUser, user.id, tooMany);
    await consumeRateLimit(services.rateLimits.reviewsPerIp, request.clientIp, tooMany);
  }
  // The file is moved into place first; if the review cannot be saved it is deleted, so nothing is left half-done.
  if (video) await services.videos.commit(video);
  try {
    if (request.reviewId !== undefined) {
      const change = video ?? (input.removeVideo ? null : undefined);
      const updated = await updateReview(services.db, author, request.reviewId, input, change, (tx, companyId) =>
        recordCompanyPagesPurge(services, tx, companyId),
      );
      if (updated.replacedVideoKey && updated.replacedVideoKey !== video?.storageKey)
        await services.videos.remove(updated.replacedVideoKey);
      // A held review, held still, changes no public page: nothing to draw again or purge (decision 105).
      if (updated.isPublicChange) await invalidateFigures(services, updated.companyId);
      else declareNoPublicEffect();
      if (updated.becamePublic) await tellRepresentatives(services, updated.id);
      return savedReview(updated);
    }
    const created = await createReview(services.db, author, input, video, (tx, companyId) =>
      recordCompanyPagesPurge(services, tx, companyId),
    );
    services.logger.info({ event: "review_created", reviewId: created.id, status: created.status }, "review created");
    if (created.status === "published") {
      await invalidateFigures(services, created.companyId);
      await tellRepresentatives(services, created.id);
    } else declareNoPublicEffect();
    return savedReview(created);
  } catch (error) {
    if (video) await services.videos.remove(video.storageKey);
    throw error;
  }
}
