// What follows a review saved, removed or moderated: its company's figures drawn again, its representatives told.

import { cacheKeys } from "../cache/read-cache.ts";
import { purgeCompanyPages } from "../catalog/purge-company-pages.ts";
import type { Services } from "../context.ts";
import { refreshPresenceAfterReview } from "../presence/refresh-market-presence.ts";
import { notifyRepresentativesOfReview } from "../vendors/notify-representatives.ts";

/** The company's presence first: the Grids dropped next are drawn again with it (decision 095). */
export async function invalidateFigures(services: Services, companyId: number) {
  await refreshPresenceAfterReview(services, companyId);
  services.cache.invalidate(cacheKeys.company(companyId));
  services.cache.invalidate(cacheKeys.homeStats);
  await purgeCompanyPages(services, companyId);
}

/** A new public review is news for the company's representatives; an email that fails must not fail the review. */
export async function tellRepresentatives(services: Services, reviewId: number) {
  await notifyRepresentativesOfReview(services, reviewId).catch((error: unknown) =>
    services.logger.error({ err: error, reviewId }, "could not tell the representatives about a review"),
  );
}
