import { eq, sql } from "drizzle-orm";
import type { SessionUser } from "../auth/session.ts";
import { cacheKeys } from "../cache/read-cache.ts";
import { surrogateKeys } from "../cache/surrogate-keys.ts";
import { removeUnusedLogoFiles } from "../catalog/logo-change-steps.ts";
import type { Services } from "../context.ts";
import { companies } from "../db/schema/catalog.ts";
import { reviews } from "../db/schema/reviews.ts";
import { AppError } from "../errors.ts";
import { recordAdminAction } from "./audit-log.ts";

/**
 * Deletes a company with everything that belongs to it: its reviews (with their votes,
 * reports and videos), category links, award places and search documents. The audit
 * entry keeps what was deleted.
 */
export async function deleteCompany(services: Services, admin: SessionUser, companyId: number) {
  const deleted = await services.db.transaction(async (tx) => {
    const [company] = await tx
      .select({ id: companies.id, name: companies.name, domain: companies.domain, logoKey: companies.logoKey })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for("update");
    if (!company) throw new AppError("not_found", "This company doesn't exist.");
    const counts = await tx.execute<{ reviews: number; award_places: number }>(sql`
      select (select count(*) from reviews where company_id = ${companyId})::int as reviews,
        (select count(*) from award_winners where company_id = ${companyId})::int as award_places`);
    const videos = await tx
      .select({ key: reviews.videoStorageKey })
      .from(reviews)
      .where(sql`${reviews.companyId} = ${companyId} and ${reviews.videoStorageKey} is not null`);
    await tx.delete(companies).where(eq(companies.id, companyId));
    await recordAdminAction(tx, admin, {
      action: "company.delete",
      targetType: "company",
      targetId: companyId,
      before: { name: company.name, domain: company.domain, ...counts.rows[0] },
      after: null,
    });
    return { name: company.name, logoKey: company.logoKey, videoKeys: videos.map((video) => video.key) };
  });
  // Files go after the rows are gone; a file that fails to delete is an orphan the log reports, not a failed delete.
  for (const key of deleted.videoKeys) {
    await services.videos
      .remove(key)
      .catch((error: unknown) => services.logger.error({ err: error, key }, "video removal failed"));
  }
  await removeUnusedLogoFiles(services, deleted.logoKey);
  services.cache.invalidate(cacheKeys.company(companyId));
  services.cache.invalidate(cacheKeys.homeStats);
  services.cache.invalidate(cacheKeys.categories);
  services.cache.invalidate("category:"); // facet snapshots and counts (server/catalog/category-facets.ts)
  // The company is drawn on other companies' pages too (alternatives, compare, search): every page (decision 095).
  services.purgePages([surrogateKeys.all]);
  return { name: deleted.name };
}
