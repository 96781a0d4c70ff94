import { sql } from "drizzle-orm";
import type { SessionUser } from "../auth/session.ts";
import type { Services } from "../context.ts";
import { AppError } from "../errors.ts";
import { recordAdminAction } from "./audit-log.ts";
import { invalidateCatalog, lockUnlistedCompany } from "./company-submission-steps.ts";

/** Keeps a company out of the catalog: its pages answer "not found" to everyone but admins; nothing is deleted. */
export async function rejectCompany(services: Services, admin: SessionUser, companyId: number) {
  const result = await services.db.transaction(async (tx) => {
    const company = await lockUnlistedCompany(tx, companyId);
    if (company.listing_status === "rejected") throw new AppError("conflict", `${company.name} is already rejected.`);
    await tx.execute(sql`update companies set listing_status = 'rejected', updated_at = now() where id = ${companyId}`);
    await recordAdminAction(tx, admin, {
      action: "company.reject",
      targetType: "company",
      targetId: companyId,
      before: { listingStatus: company.listing_status },
      after: { listingStatus: "rejected" },
    });
    return { name: company.name };
  });
  invalidateCatalog(services, [companyId]);
  return { message: `${result.name} rejected` };
}
