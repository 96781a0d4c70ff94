import { countOf } from "#contracts/plural.ts";
import type { ReviewForm } from "#contracts/validation/review-form.ts";
import { consumeRateLimit } from "../auth/rate-limit.ts";
import type { SessionUser } from "../auth/session.ts";
import { cacheKeys } from "../cache/read-cache.ts";
import { purgeCompanyPages, recordCompanyPagesPurge } from "../catalog/purge-company-pages.ts";
import type { Services } from "../context.ts";
import type { HeldReason, ReviewStatus } from "../db/schema/reviews.ts";
import { refreshPresenceAfterReview } from "../presence/refresh-market-presence.ts";
import { notifyRepresentativesOfReview } from "../vendors/notify-representatives.ts";
import { createReview } from "./create-review.ts";
import { deleteReview } from "./delete-review.ts";
import { updateReview } from "./update-review.ts";

const tooMany = (minutes: number) =>
  `You have written many reviews today. Please try again in ${countOf(minutes, "minute")}.`;

/** The company's presence first: the Grids dropped next are drawn again with it (decision 095). */
async function invalidateFigures(services: Services, companyId: number) {
  await refreshPresenceAfterReview(services, companyId);
  services.cache.invalidate(cacheKeys.company(companyId));
  services.cache.invalidate(cacheKeys.homeStats);
  await purgeCompanyPages(services, companyId);
}

/** Creates or edits a review for the signed-in user, with rate limits and cache invalidation. */
/** A new public review is news for the company's representatives; an email that fails must not fail the review. */
export async function tellRepresentatives(services: Services, reviewId: number) {
  await notifyRepresentativesOfReview(services, reviewId).catch((error: unknown) =>
    services.logger.error({ err: error, reviewId }, "could not tell the representatives about a review"),
  );
}

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
      await invalidateFigures(services, updated.companyId);
      if (updated.becamePublic) await tellRepresentatives(services, updated.id);
      return savedReview(updated);
    }
    const created = await createReview(services.db, author, input, video, (tx, companyId) =>
      recordCompanyPagesPurge(services, tx, companyId),
    );
    await invalidateFigures(services, created.companyId);
    services.logger.info({ event: "review_created", reviewId: created.id, status: created.status }, "review created");
    if (created.status === "published") await tellRepresentatives(services, created.id);
    return savedReview(created);
  } catch (error) {
    if (video) await services.videos.remove(video.storageKey);
    throw error;
  }
}

export async function removeOwnReview(services: Services, user: SessionUser, reviewId: number) {
  const deleted = await deleteReview(services.db, { id: user.id, email: user.email }, reviewId, (tx, companyId) =>
    recordCompanyPagesPurge(services, tx, companyId),
  );
  await services.videos.remove(deleted.videoStorageKey);
  await invalidateFigures(services, deleted.companyId);
  return deleted;
}
