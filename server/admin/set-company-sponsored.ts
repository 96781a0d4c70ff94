import { eq } from "drizzle-orm";
import type { SessionUser } from "../auth/session.ts";
import type { Services } from "../context.ts";
import { companies } from "../db/schema/catalog.ts";
import { AppError } from "../errors.ts";
import { recordAdminAction } from "./audit-log.ts";

/** Sponsorship on or off (Sponsored Recommendations in discovery search), audited. */
export async function setCompanySponsored(
  services: Services,
  admin: SessionUser,
  companyId: number,
  sponsored: boolean,
) {
  return services.db.transaction(async (tx) => {
    const [company] = await tx
      .select({ name: companies.name, isSponsored: companies.isSponsored })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for("update");
    if (!company) throw new AppError("not_found", "This company doesn't exist.");
    await tx
      .update(companies)
      .set({ isSponsored: sponsored, updatedAt: new Date() })
      .where(eq(companies.id, companyId));
    await recordAdminAction(tx, admin, {
      action: sponsored ? "company.sponsor" : "company.unsponsor",
      targetType: "company",
      targetId: companyId,
      before: { isSponsored: company.isSponsored },
      after: { isSponsored: sponsored },
    });
    return { name: company.name, isSponsored: sponsored };
  });
}
