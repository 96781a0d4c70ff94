import { eq } from "drizzle-orm";
import { countOf } from "#contracts/plural.ts";
import { recordAdminAction } from "../admin/audit-log.ts";
import { consumeRateLimit } from "../auth/rate-limit.ts";
import type { SessionUser } from "../auth/session.ts";
import type { Services } from "../context.ts";
import { companies } from "../db/schema/catalog.ts";
import { processLogo } from "../storage/logo-storage.ts";
import { companyLogoUrl } from "./company-logo.ts";
import { forgetCompanyPages, getCompanyForLogoChange, removeUnusedLogoFiles } from "./logo-change-steps.ts";

/**
 * Replaces a company's logo with an upload (decision 088), by one of its representatives or an admin. The file is
 * checked and re-encoded first: a refused file changes nothing and the logo shown before stays. The company row
 * and the audit log entry are written together; the replaced logo's files go once nothing shows them.
 */
export async function uploadCompanyLogo(services: Services, user: SessionUser, companyId: number, file: Uint8Array) {
  await getCompanyForLogoChange(services.db, user, companyId);
  await consumeRateLimit(
    services.rateLimits.uploadsPerUser,
    user.id,
    (minutes) => `You have uploaded many files today. Please try again in ${countOf(minutes, "minute")}.`,
  );
  const logo = await processLogo(file);
  await services.logos.save(logo);
  let before: Awaited<ReturnType<typeof getCompanyForLogoChange>>;
  try {
    before = await services.db.transaction(async (tx) => {
      const company = await getCompanyForLogoChange(tx, user, companyId);
      await tx
        .update(companies)
        .set({ logoKey: logo.key, logoUrl: null, updatedAt: new Date() })
        .where(eq(companies.id, companyId));
      await recordAdminAction(tx, user, {
        action: "company.logo.upload",
        targetType: "company",
        targetId: companyId,
        before: { logoKey: company.logo_key, logoUrl: company.logo_url },
        after: { logoKey: logo.key, by: user.isAdmin ? "admin" : "representative" },
      });
      return company;
    });
  } catch (error) {
    await removeUnusedLogoFiles(services, logo.key);
    throw error;
  }
  if (before.logo_key !== logo.key) await removeUnusedLogoFiles(services, before.logo_key);
  forgetCompanyPages(services, companyId);
  return { logoUrl: companyLogoUrl({ logoKey: logo.key, logoUrl: null, domain: before.domain }) };
}
