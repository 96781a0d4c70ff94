import { sql } from "drizzle-orm";
import type { CompanyFilter } from "#contracts/admin-queues.ts";
import type { ListingStatus } from "#contracts/listing-status.ts";
import { companyLogoUrl } from "../catalog/company-logo.ts";
import type { Database } from "../db/client.ts";

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
      listing_status: ListingStatus;
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
