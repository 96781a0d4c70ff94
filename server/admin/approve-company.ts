import { sql } from "drizzle-orm";
import type { SessionUser } from "../auth/session.ts";
import type { Services } from "../context.ts";
import { AppError } from "../errors.ts";
import { recordAdminAction } from "./audit-log.ts";
import { invalidateCatalog, lockUnlistedCompany } from "./company-submission-steps.ts";

/**
 * Lists a company awaiting review (or one rejected before): it gets the categories its submitter chose (or
 * an admin set since), the first as primary, and so joins category pages, search, sitemaps and awards.
 */
export async function approveCompany(services: Services, admin: SessionUser, companyId: number) {
  const result = await services.db.transaction(async (tx) => {
    const company = await lockUnlistedCompany(tx, companyId);
    const proposed = company.proposed_category_ids ?? [];
    const existing = await tx.execute<{ id: number }>(
      sql`select id from categories where id = any(${sql.param(proposed)}::int[])`,
    );
    const known = new Set(existing.rows.map((row) => row.id));
    const categoryIds = [...new Set(proposed)].filter((id) => known.has(id));
    if (categoryIds.length === 0) {
      throw new AppError(
        "conflict",
        `${company.name} has no category yet: edit it, choose a primary category, then approve it.`,
      );
    }
    await tx.execute(sql`
      insert into company_categories (company_id, category_id, is_primary)
      select ${companyId}, p.id, p.position = 1
      from unnest(${sql.param(categoryIds)}::int[]) with ordinality as p(id, position)
      on conflict (company_id, category_id) do nothing`);
    await tx.execute(sql`
      update companies set listing_status = 'listed', proposed_category_ids = null, updated_at = now()
      where id = ${companyId}`);
    await recordAdminAction(tx, admin, {
      action: "company.approve",
      targetType: "company",
      targetId: companyId,
      before: { listingStatus: company.listing_status, proposedCategoryIds: proposed },
      after: { listingStatus: "listed", categoryIds },
    });
    return { name: company.name };
  });
  invalidateCatalog(services, [companyId]);
  return { message: `${result.name} approved: it is now listed` };
}
