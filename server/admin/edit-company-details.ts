import { eq, sql } from "drizzle-orm";
import type { EditCompany } from "#contracts/validation/company.ts";
import type { SessionUser } from "../auth/session.ts";
import { cacheKeys } from "../cache/read-cache.ts";
import { surrogateKeys } from "../cache/surrogate-keys.ts";
import { followRename } from "../catalog/company-slug.ts";
import { domainFromWebsite } from "../catalog/domain.ts";
import { forgetAlternatives } from "../catalog/refresh-alternatives.ts";
import type { Services } from "../context.ts";
import type { Database } from "../db/client.ts";
import { companies } from "../db/schema/catalog.ts";
import { AppError } from "../errors.ts";
import { recordAdminAction } from "./audit-log.ts";

/** The company as the admin edit form shows it. */
export async function getCompanyForEditing(db: Pick<Database, "execute">, companyId: number) {
  const result = await db.execute<{
    id: number;
    name: string;
    description: string;
    website_url: string | null;
    platform_app_url: string | null;
    logo_url: string | null;
    logo_key: string | null;
    domain: string | null;
    kind: "software" | "agency" | "freelance";
    pricing_model: string | null;
    platforms: string[];
    features: string[];
    primary_category: string | null;
    listing_status: "listed" | "pending" | "rejected";
  }>(sql`
    select c.id, c.name, c.description, c.website_url, c.platform_app_url, c.logo_url, c.logo_key, c.domain, c.kind, c.pricing_model,
      c.platforms, c.features, c.listing_status,
      coalesce(k.slug, (select p.slug from categories p where p.id = c.proposed_category_ids[1])) as primary_category
    from companies c
    left join company_categories cc on cc.company_id = c.id and cc.is_primary
    left join categories k on k.id = cc.category_id
    where c.id = ${companyId}`);
  const row = result.rows[0];
  if (!row) throw new AppError("not_found", "This company doesn't exist.");
  return row;
}

/**
 * Saves an admin's edit: details, the website (and so the unique domain), and the
 * primary category. A domain another company already has is refused by name.
 */
export async function updateCompanyDetails(
  services: Services,
  admin: SessionUser,
  companyId: number,
  form: EditCompany,
) {
  const domain = form.websiteUrl ? domainFromWebsite(form.websiteUrl) : null;
  await services.db.transaction(async (tx) => {
    const before = await getCompanyForEditing(tx, companyId);
    if (domain) {
      const clash = await tx.execute<{ name: string }>(
        sql`select name from companies where lower(domain) = ${domain} and id <> ${companyId}`,
      );
      const other = clash.rows[0];
      if (other) {
        throw new AppError("conflict", `${other.name} already uses ${domain}.`, {
          fields: { websiteUrl: `${other.name} already uses this website` },
        });
      }
    }
    const categoryRows = await tx.execute<{ id: number }>(
      sql`select id from categories where slug = ${form.primaryCategory}`,
    );
    const category = categoryRows.rows[0];
    if (!category)
      throw new AppError("validation_failed", "Choose a category", {
        fields: { primaryCategory: "Choose a category" },
      });
    await tx
      .update(companies)
      .set({
        name: form.name,
        description: form.description,
        websiteUrl: form.websiteUrl || null,
        domain,
        platformAppUrl: form.platformAppUrl || null,
        kind: form.kind,
        pricingModel: form.pricingModel || null,
        platforms: form.platforms,
        features: form.features,
        updatedAt: new Date(),
      })
      .where(eq(companies.id, companyId));
    // A new name moves the address; the old one answers 301 to it (decision 086).
    const slug = await followRename(tx, companyId, form.name);
    if (before.listing_status !== "listed") {
      // Not listed yet: the chosen category becomes the first (primary) of those waiting for approval.
      await tx.execute(sql`
        update companies set proposed_category_ids =
          array[${category.id}::int] || array_remove(coalesce(proposed_category_ids, '{}'), ${category.id}::int)
        where id = ${companyId}`);
    } else if (before.primary_category !== form.primaryCategory) {
      await tx.execute(
        sql`update company_categories set is_primary = false where company_id = ${companyId} and is_primary`,
      );
      await tx.execute(sql`
        insert into company_categories (company_id, category_id, is_primary) values (${companyId}, ${category.id}, true)
        on conflict (company_id, category_id) do update set is_primary = true`);
      // Categories rank alternatives: this company's are ranked live until the next refresh.
      await forgetAlternatives(tx, companyId);
    }
    await recordAdminAction(tx, admin, {
      action: "company.update",
      targetType: "company",
      targetId: companyId,
      before,
      after: { ...form, domain, slug },
    });
  });
  services.cache.invalidate(cacheKeys.company(companyId));
  services.cache.invalidate(cacheKeys.categories);
  services.cache.invalidate("category:"); // facet snapshots and counts (server/catalog/category-facets.ts)
  services.cache.invalidate("search:vocabulary");
  // Pages that list it by name and address (its slug follows a new name).
  services.cache.invalidate(cacheKeys.homeHighlights);
  services.cache.invalidate("operator-stack:");
  // The company is drawn on other companies' pages too (alternatives, compare, search): every page (decision 095).
  services.purgePages([surrogateKeys.all]);
}
