import { sql } from "drizzle-orm";
import type { BrandSize } from "#contracts/brand-sizes.ts";
import { stackMinimumReviews } from "#contracts/operator-stacks.ts";
import type { ReadCache } from "../cache/read-cache.ts";
import type { Database } from "../db/client.ts";
import { goodForColumns } from "../db/schema/reviews.ts";
import { categoryIcon } from "./category-display.ts";
import { companyLogoUrl } from "./company-logo.ts";

/** Reviews marked good for a size that a company needs before it can top that size's stack. */

export type StackPick = {
  categorySlug: string;
  categoryName: string;
  categoryIcon: string;
  companyId: number;
  companyName: string;
  companySlug: string;
  logoUrl: string | null;
  averageRating: number;
  reviewCount: number;
};

/**
 * The operator stack for one brand size: per category, the company whose operator
 * reviews marked good for that size rate it best — a Bayesian average (prior 4.0
 * weighted as 7 reviews, so two glowing reviews do not beat forty good ones), at
 * least two such reviews, AI reviews never counted. Cached for a minute.
 */
export async function getOperatorStack(
  db: Database,
  cache: ReadCache,
  options: { size: BrandSize; categorySlug: string | null; showAiGeneratedCompanies: boolean },
): Promise<StackPick[]> {
  const key = `operator-stack:${options.size}:${options.categorySlug ?? "*"}:${options.showAiGeneratedCompanies}`;
  return cache.get(key, async () => {
    const column = sql.identifier(goodForColumns[options.size].name);
    const result = await db.execute<{
      category_slug: string;
      category_name: string;
      category_icon: string;
      company_id: number;
      company_name: string;
      company_slug: string;
      logo_url: string | null;
      logo_key: string | null;
      domain: string | null;
      average_rating: number;
      review_count: number;
    }>(sql`
      with scored as (
        select cc.category_id, r.company_id, count(*)::int as review_count, avg(r.rating)::float8 as average_rating,
          (7 * 4.0 + sum(r.rating))::float8 / (7 + count(*)) as quality
        from reviews r
        join company_categories cc on cc.company_id = r.company_id and cc.is_primary
        where r.status = 'published' and not r.is_ai_generated and r.${column}
        group by cc.category_id, r.company_id
        having count(*) >= ${stackMinimumReviews}
      ), ranked as (
        select s.*, row_number() over (partition by s.category_id order by s.quality desc, s.review_count desc, s.company_id) as place
        from scored s join companies c on c.id = s.company_id
        where ${options.showAiGeneratedCompanies ? sql`true` : sql`not c.is_ai_generated`}
      )
      select k.slug as category_slug, k.name as category_name, k.icon as category_icon, c.id as company_id,
        c.name as company_name, c.slug as company_slug, c.logo_url, c.logo_key, c.domain, round(r.average_rating::numeric, 1)::float8 as average_rating, r.review_count
      from ranked r
      join categories k on k.id = r.category_id
      join companies c on c.id = r.company_id
      where r.place = 1 ${options.categorySlug ? sql`and k.slug = ${options.categorySlug}` : sql``}
      order by k.sort_order, k.name`);
    return result.rows.map((row) => ({
      categorySlug: row.category_slug,
      categoryName: row.category_name,
      categoryIcon: categoryIcon(row.category_name, row.category_icon),
      companyId: row.company_id,
      companyName: row.company_name,
      companySlug: row.company_slug,
      logoUrl: companyLogoUrl({ logoKey: row.logo_key, logoUrl: row.logo_url, domain: row.domain }),
      averageRating: row.average_rating,
      reviewCount: row.review_count,
    }));
  });
}
