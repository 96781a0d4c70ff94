import { eq, sql } from "drizzle-orm";
import type { EditCompany } from "#contracts/validation/company.ts";
import type { SessionUser } from "../auth/session.ts";
import { cacheKeys } from "../cache/read-cache.ts";
import { surrogateKeys } from "../cache/surrogate-keys.ts";
import { forgetAlternatives } from "../catalog/alternatives.ts";
import { removeUnusedLogoFiles } from "../catalog/change-company-logo.ts";
import { companyLogoUrl } from "../catalog/company-logo.ts";
import { followRename } from "../catalog/company-slug.ts";
import { domainFromWebsite } from "../catalog/domain.ts";
import type { Services } from "../context.ts";
import type { Database } from "../db/client.ts";
import { companies } from "../db/schema/catalog.ts";
import { reviews } from "../db/schema/reviews.ts";
import { AppError } from "../errors.ts";
import { recordAdminAction } from "./audit-log.ts";

export const companyFilters = ["all", "ai", "manual", "community"] as const;
export type CompanyFilter = (typeof companyFilters)[number];
export const adminCompaniesPageSize = 20;

const filterSql: Record<CompanyFilter, ReturnType<typeof sql>> = {
  all: sql`true`,
  ai: sql`c.is_ai_generated`,
  manual: sql`not c.is_ai_generated`,
  community: sql`c.is_community_submitted`,
};

/**
 * The admin company list: filter tabs with counts, server-side search on name and
 * domain (trigram index), newest first, 20 a page — thousands of companies stay fast.
 */
export async function listAdminCompanies(db: Database, options: { filter: CompanyFilter; q: string; page: number }) {
  const q = options.q.trim().slice(0, 100);
  const pattern = `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const search = q.length > 0 ? sql`(c.name ilike ${pattern} or c.domain ilike ${pattern})` : sql`true`;
  const page = Math.max(1, options.page);
  const [rows, counts] = await Promise.all([
    db.execute<{
      id: number;
      name: string;
      slug: string;
      domain: string | null;
      description: string;
      logo_url: string | null;
      logo_key: string | null;
      website_url: string | null;
      platform_app_url: string | null;
      is_ai_generated: boolean;
      ai_source: string | null;
      is_sponsored: boolean;
      is_community_submitted: boolean;
      listing_status: "listed" | "pending" | "rejected";
      created_at: Date;
      category: string | null;
      review_count: number;
    }>(sql`
      select c.id, c.name, c.slug, c.domain, c.description, c.logo_url, c.logo_key, c.website_url, c.platform_app_url, c.is_ai_generated,
        c.ai_source, c.is_sponsored, c.is_community_submitted, c.listing_status, c.created_at,
        coalesce(pc.name, (select k.name from categories k where k.id = c.proposed_category_ids[1])) as category,
        coalesce(s.review_count, 0)::int as review_count
      from companies c
      left join company_categories cc on cc.company_id = c.id and cc.is_primary
      left join categories pc on pc.id = cc.category_id
      left join company_review_stats s on s.company_id = c.id
      where ${filterSql[options.filter]} and ${search}
      order by c.created_at desc, c.id desc
      limit ${adminCompaniesPageSize} offset ${(page - 1) * adminCompaniesPageSize}`),
    db.execute<{ all: number; ai: number; manual: number; community: number }>(sql`
      select count(*)::int as "all", (count(*) filter (where c.is_ai_generated))::int as ai,
        (count(*) filter (where not c.is_ai_generated))::int as manual,
        (count(*) filter (where c.is_community_submitted))::int as community
      from companies c where ${search}`),
  ]);
  return {
    filter: options.filter,
    q,
    page,
    counts: counts.rows[0] ?? { all: 0, ai: 0, manual: 0, community: 0 },
    companies: rows.rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      domain: row.domain,
      description: row.description,
      logoUrl: companyLogoUrl({ logoKey: row.logo_key, logoUrl: row.logo_url, domain: row.domain }),
      websiteUrl: row.website_url,
      platformAppUrl: row.platform_app_url,
      isAiGenerated: row.is_ai_generated,
      aiSource: row.ai_source,
      isSponsored: row.is_sponsored,
      isCommunitySubmitted: row.is_community_submitted,
      listingStatus: row.listing_status,
      createdAt: new Date(row.created_at).toISOString(),
      category: row.category,
      reviewCount: row.review_count,
    })),
  };
}

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
