import { eq, sql } from "drizzle-orm";
import { countOf } from "#contracts/plural.ts";
import { recordAdminAction } from "../admin/audit-log.ts";
import { consumeRateLimit } from "../auth/rate-limit.ts";
import type { SessionUser } from "../auth/session.ts";
import { cacheKeys } from "../cache/read-cache.ts";
import { surrogateKeys } from "../cache/surrogate-keys.ts";
import type { Services } from "../context.ts";
import type { Database } from "../db/client.ts";
import { companies } from "../db/schema/catalog.ts";
import { AppError } from "../errors.ts";
import { processLogo } from "../storage/logo-storage.ts";
import { isRepresentative } from "../vendors/representatives.ts";
import { companyLogoUrl } from "./company-logo.ts";

type Runner = Pick<Database, "execute" | "select">;

/** The company's name and logo columns, or 404; then whether the user may change its logo. */
async function companyForLogo(db: Runner, user: SessionUser, companyId: number) {
  const result = await db.execute<{
    name: string;
    domain: string | null;
    logo_key: string | null;
    logo_url: string | null;
  }>(sql`select name, domain, logo_key, logo_url from companies where id = ${companyId}`);
  const company = result.rows[0];
  if (!company) throw new AppError("not_found", "This company doesn't exist.");
  // Admins change any company's logo; anyone else only a company they represent (an approved claim).
  if (!user.isAdmin && !(await isRepresentative(db, user.id, companyId)))
    throw new AppError("forbidden", `Only ${company.name}'s representatives and our admins can change its logo.`);
  return company;
}

/** Deletes a logo's files once no company shows it any more (another company may have uploaded the same image). */
export async function removeUnusedLogoFiles(services: Services, key: string | null) {
  if (!key) return;
  const used = await services.db.execute<{ used: boolean }>(
    sql`select exists (select 1 from companies where logo_key = ${key}) as used`,
  );
  if (used.rows[0]?.used) return;
  await services.logos.remove(key).catch((error: unknown) => {
    // The page no longer points at the files: a file left behind costs space, never a wrong logo.
    services.logger.warn({ err: error, key }, "an unused logo's files could not be deleted");
  });
}

/** A changed logo shows at once on every page that draws the company (the page cache clears with these). */
function forgetCompanyPages(services: Services, companyId: number) {
  services.cache.invalidate(cacheKeys.company(companyId));
  services.cache.invalidate(cacheKeys.homeStats);
  services.cache.invalidate("category:");
  // The company is drawn on other companies' pages too (alternatives, compare, search): every page (decision 095).
  services.purgePages([surrogateKeys.all]);
}

/**
 * Replaces a company's logo with an upload (decision 088), by one of its representatives or an admin. The file is
 * checked and re-encoded first: a refused file changes nothing and the logo shown before stays. The company row
 * and the audit log entry are written together; the replaced logo's files go once nothing shows them.
 */
export async function uploadCompanyLogo(services: Services, user: SessionUser, companyId: number, file: Uint8Array) {
  await companyForLogo(services.db, user, companyId);
  await consumeRateLimit(
    services.rateLimits.uploadsPerUser,
    user.id,
    (minutes) => `You have uploaded many files today. Please try again in ${countOf(minutes, "minute")}.`,
  );
  const logo = await processLogo(file);
  await services.logos.save(logo);
  let before: Awaited<ReturnType<typeof companyForLogo>>;
  try {
    before = await services.db.transaction(async (tx) => {
      const company = await companyForLogo(tx, user, companyId);
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

/**
 * Removes a company's uploaded logo (and a logo address saved before uploads): the company is drawn with its
 * brand's icon from simple-icons again where it has one, else with its initial.
 */
export async function removeCompanyLogo(services: Services, user: SessionUser, companyId: number) {
  const before = await services.db.transaction(async (tx) => {
    const company = await companyForLogo(tx, user, companyId);
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
