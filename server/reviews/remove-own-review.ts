import type { SessionUser } from "../auth/session.ts";
import { recordCompanyPagesPurge } from "../catalog/purge-company-pages.ts";
import type { Services } from "../context.ts";
import { deleteReview } from "./delete-review.ts";
import { invalidateFigures } from "./review-change-steps.ts";

/** The author deletes their own review (and its video); the company's figures are drawn again. */
export async function removeOwnReview(services: Services, user: SessionUser, reviewId: number) {
  const deleted = await deleteReview(services.db, { id: user.id, email: user.email }, reviewId, (tx, companyId) =>
    recordCompanyPagesPurge(services, tx, companyId),
  );
  await services.videos.remove(deleted.videoStorageKey);
  await invalidateFigures(services, deleted.companyId);
  return deleted;
}
