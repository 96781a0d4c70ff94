// What uploading and removing a company logo share (decision 088): who may change it, the pages that show it, and
// deleting files no company shows any more (deleting a company uses that too).

import { sql } from "drizzle-orm";
import type { SessionUser } from "../auth/session.ts";
import { cacheKeys } from "../cache/read-cache.ts";
import { surrogateKeys } from "../cache/surrogate-keys.ts";
import type { Services } from "../context.ts";
import type { Database } from "../db/client.ts";
import { AppError } from "../errors.ts";
import { isRepresentative } from "../vendors/representatives.ts";

type Runner = Pick<Database, "execute" | "select">;

/** The company's name and logo columns, or 404; then whether the user may change its logo. */
export async function getCompanyForLogoChange(db: Runner, user: SessionUser, companyId: number) {
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
export function forgetCompanyPages(services: Services, companyId: number) {
  services.cache.invalidate(cacheKeys.company(companyId));
  services.cache.invalidate(cacheKeys.homeStats);
  services.cache.invalidate("category:");
  // The company is drawn on other companies' pages too (alternatives, compare, search): every page (decision 095).
  services.purgePages([surrogateKeys.all]);
}
