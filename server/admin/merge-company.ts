import { sql } from "drizzle-orm";
import { countOf } from "#contracts/plural.ts";
import type { SessionUser } from "../auth/session.ts";
import { handOverSlugs } from "../catalog/company-slug.ts";
import { domainFromWebsite } from "../catalog/domain.ts";
import type { Services } from "../context.ts";
import { AppError } from "../errors.ts";
import { recordAdminAction } from "./audit-log.ts";
import { invalidateCatalog, lockUnlistedCompany, type Transaction } from "./company-submission-steps.ts";

/** The listed company an admin named to merge into: its id, its domain or its exact name. */
async function findMergeTarget(tx: Transaction, target: string) {
  const text = target.trim();
  const notFound = () =>
    new AppError("validation_failed", `No listed company matches “${text}”. Give its id, domain or exact name.`, {
      fields: { target: "No listed company matches" },
    });
  if (text === "") {
    throw new AppError("validation_failed", "Name the company to merge into: its id, domain or exact name.", {
      fields: { target: "Name the company to merge into" },
    });
  }
  const digits = /^\d{1,10}$/.test(text) ? Number(text) : null;
  const id = digits !== null && digits <= 2_147_483_647 ? digits : null;
  const domain = domainFromWebsite(text);
  const byId = id !== null ? sql`id = ${id}` : sql`false`;
  const result = await tx.execute<{ id: number; name: string }>(sql`
    select id, name from companies
    where listing_status = 'listed'
      and (${byId} or ${domain ? sql`lower(domain) = ${domain}` : sql`false`} or lower(name) = lower(${text}))
    order by case when ${byId} then 0 else 1 end, id
    limit 2`);
  const [first, second] = result.rows;
  if (!first) throw notFound();
  if (second && first.id !== id) {
    throw new AppError("validation_failed", `More than one listed company matches “${text}”: give its id.`, {
      fields: { target: "More than one company matches" },
    });
  }
  return first;
}

/**
 * Merges a company awaiting review (or rejected) into a listed one that it duplicates: its reviews move
 * to the listed company (figures follow through the stats trigger), then it is deleted. A reviewer who
 * has already reviewed the listed company keeps that review; their review of the duplicate is deleted
 * (one review per account per company), and the count is reported and audited.
 */
export async function mergeCompany(services: Services, admin: SessionUser, companyId: number, target: string) {
  const result = await services.db.transaction(async (tx) => {
    const company = await lockUnlistedCompany(tx, companyId);
    const into = await findMergeTarget(tx, target);
    if (into.id === companyId) throw new AppError("conflict", "A company cannot be merged into itself.");
    await tx.execute(sql`select id from companies where id = ${into.id} for update`);
    const duplicates = await tx.execute<{ id: number; video_storage_key: string | null }>(sql`
      delete from reviews r using reviews t
      where r.company_id = ${companyId} and t.company_id = ${into.id} and t.user_id = r.user_id
      returning r.id, r.video_storage_key`);
    const moved = await tx.execute<{ id: number }>(
      sql`update reviews set company_id = ${into.id}, updated_at = now() where company_id = ${companyId} returning id`,
    );
    // Its addresses lead to the company it duplicated (decision 086).
    await handOverSlugs(tx, companyId, into.id);
    await tx.execute(sql`delete from companies where id = ${companyId}`);
    await recordAdminAction(tx, admin, {
      action: "company.merge",
      targetType: "company",
      targetId: companyId,
      before: { name: company.name, domain: company.domain, listingStatus: company.listing_status },
      after: {
        mergedIntoCompanyId: into.id,
        mergedIntoName: into.name,
        reviewsMoved: moved.rows.map((row) => row.id),
        duplicateReviewsDeleted: duplicates.rows.map((row) => row.id),
      },
    });
    return {
      name: company.name,
      into,
      moved: moved.rows.length,
      dropped: duplicates.rows.length,
      videoKeys: duplicates.rows.flatMap((row) => (row.video_storage_key ? [row.video_storage_key] : [])),
    };
  });
  for (const key of result.videoKeys) {
    await services.videos
      .remove(key)
      .catch((error: unknown) => services.logger.error({ err: error, key }, "video removal failed"));
  }
  invalidateCatalog(services, [companyId, result.into.id]);
  const moved = `${countOf(result.moved, "review")} moved`;
  const dropped =
    result.dropped > 0
      ? `; ${countOf(result.dropped, "duplicate review")} by people who had already reviewed ${result.into.name} deleted`
      : "";
  return { message: `${result.name} merged into ${result.into.name}: ${moved}${dropped}`, intoId: result.into.id };
}
