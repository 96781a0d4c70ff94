import { eq } from "drizzle-orm";
import { recordAdminAction } from "../admin/audit-log.ts";
import type { SessionUser } from "../auth/session.ts";
import type { Services } from "../context.ts";
import { companies } from "../db/schema/catalog.ts";
import { AppError } from "../errors.ts";
import { companyLogoUrl } from "./company-logo.ts";
import { forgetCompanyPages, getCompanyForLogoChange, removeUnusedLogoFiles } from "./logo-change-steps.ts";

/**
 * Removes a company's uploaded logo (and a logo address saved before uploads): the company is drawn with its
 * brand's icon from simple-icons again where it has one, else with its initial.
 */
export async function removeCompanyLogo(services: Services, user: SessionUser, companyId: number) {
  const before = await services.db.transaction(async (tx) => {
    const company = await getCompanyForLogoChange(tx, user, companyId);
    if (!company.logo_key && !company.logo_url)
      throw new AppError("conflict", `${company.name} has no uploaded logo to remove.`);
    await tx
      .update(companies)
      .set({ logoKey: null, logoUrl: null, updatedAt: new Date() })
      .where(eq(companies.id, companyId));
    await recordAdminAction(tx, user, {
      action: "company.logo.remove",
      targetType: "company",
      targetId: companyId,
      before: { logoKey: company.logo_key, logoUrl: company.logo_url },
      after: { logoKey: null, by: user.isAdmin ? "admin" : "representative" },
    });
    return company;
  });
  await removeUnusedLogoFiles(services, before.logo_key);
  forgetCompanyPages(services, companyId);
  return { logoUrl: companyLogoUrl({ logoKey: null, logoUrl: null, domain: before.domain }) };
}
