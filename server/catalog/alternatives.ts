// A company's alternatives (docs/decisions/062-alternatives-and-compare.md): listed companies sharing one of its
// categories, ranked by category overlap (a primary category counts more), shared tagged features, operators who
// reviewed both, and review quality; active companies before acquired or discontinued ones. Each comes with the
// sentence that says why it is listed. One query over a bounded candidate set, never all reviews:
// - the best `perCategory` companies of each of its categories (company_categories_quality_idx, in index order);
// - companies sharing a category that its `recentReviewers` most recent reviewers reviewed, `reviewsPerReviewer`
//   reviews each, the `coReviewed` most co-reviewed (reviews_company_status_created_idx, then reviews_user_idx,
//   which carries status and company so this reads no review rows).
import { sql } from "drizzle-orm";
import type { CompanyStatus } from "#contracts/company-facts.ts";
import type { Alternative } from "#contracts/compare.ts";
import { countOf } from "#contracts/plural.ts";
import type { Database } from "../db/client.ts";
import { prepareSql } from "../db/prepared-query.ts";

export type { Alternative };

export const alternativesLimits = {
  page: 20,
  block: 5,
  perCategory: 40,
  recentReviewers: 100,
  reviewsPerReviewer: 20,
  /** Co-reviewed companies kept (those most co-reviewed), so a popular company's page stays bounded. */
  coReviewed: 40,
};

/** The weights of the score's four parts, each between 0 and 1 (the decision record explains them). */
export const alternativeWeights = { categories: 3, features: 2, coReviewers: 2, quality: 1 };

type Row = {
  id: number;
  name: string;
  slug: string;
  logo_url: string | null;
  domain: string | null;
  status: CompanyStatus;
  review_count: number | null;
  rating_sum: number | null;
  quality: number | null;
  co_reviewers: number;
  shared_features: number;
  company_features: number;
  shared_categories: { slug: string; name: string; targetPrimary: boolean; primary: boolean }[] | null;
};

/** One shape for every company: assembled once, planned once per connection (server/db/prepared-query.ts). */
const selectCandidates = prepareSql<Row>("alternatives-candidates", () => {
  const limits = alternativesLimits;
  const companyId = sql.placeholder("companyId");
  return sql`
    with target_categories as (
      select category_id, is_primary from company_categories where company_id = ${companyId}
    ),
    target_features as (
      select feature_id from company_features where company_id = ${companyId}
    ),
    recent_reviewers as (
      select r.user_id from reviews r
      where r.company_id = ${companyId} and r.status = 'published' and r.user_id is not null
      order by r.created_at desc limit ${limits.recentReviewers}
    ),
    co_reviewed as (
      -- Read from reviews_user_idx alone (it carries status and company), and only companies sharing a
      -- category: an alternative must, and a popular company's reviewers reviewed thousands of others.
      select other.company_id, count(*)::int as co_reviewers
      from recent_reviewers u
      cross join lateral (
        select r.company_id from reviews r
        where r.user_id = u.user_id and r.status = 'published' and r.company_id <> ${companyId}
        order by r.created_at desc limit ${limits.reviewsPerReviewer}
      ) other
      where exists (
        select 1 from company_categories cc
        where cc.company_id = other.company_id and cc.category_id = any(array(select category_id from target_categories))
      )
      group by other.company_id
      order by co_reviewers desc, other.company_id
      limit ${limits.coReviewed}
    ),
    by_category as (
      select best.company_id from target_categories t
      cross join lateral (
        -- In company_categories_quality_idx order (NULLS LAST as the index has it), so no sort.
        select cc.company_id from company_categories cc where cc.category_id = t.category_id
        order by cc.is_primary desc nulls last, cc.company_quality desc nulls last, cc.company_id
        limit ${limits.perCategory}
      ) best
    ),
    candidates as (
      select company_id from by_category union select company_id from co_reviewed
    )
    select c.id, c.name, c.slug, c.logo_url, c.domain, c.status, s.review_count, s.rating_sum,
      coalesce(x.co_reviewers, 0) as co_reviewers,
      (select count(*)::int from company_features f
        where f.company_id = c.id and f.feature_id in (select feature_id from target_features)) as shared_features,
      (select count(*)::int from target_features) as company_features,
      (select max(cc.company_quality) from company_categories cc where cc.company_id = c.id) as quality,
      (select json_agg(json_build_object('slug', k.slug, 'name', k.name, 'targetPrimary', t.is_primary,
          'primary', cc.is_primary) order by t.is_primary desc, cc.is_primary desc, k.sort_order, k.name)
        from company_categories cc
        join target_categories t on t.category_id = cc.category_id
        join categories k on k.id = cc.category_id
        where cc.company_id = c.id) as shared_categories
    from candidates k
    join companies c on c.id = k.company_id
    left join co_reviewed x on x.company_id = c.id
    left join company_review_stats s on s.company_id = c.id
    where c.id <> ${companyId} and c.listing_status = 'listed'`;
});

/** "Also in Email Marketing; shares 5 of 7 features; 12 operators reviewed both". */
export function alternativeReason(alternative: Omit<Alternative, "reason" | "score">) {
  const parts: string[] = [];
  const [first, second, ...more] = alternative.sharedCategories;
  if (first) {
    const names = [first.name, ...(second ? [second.name] : [])].join(" and ");
    parts.push(
      `also in ${names}${more.length > 0 ? ` and ${countOf(more.length, "more category", "more categories")}` : ""}`,
    );
  }
  if (alternative.companyFeatures > 0 && alternative.sharedFeatures > 0)
    parts.push(`shares ${alternative.sharedFeatures} of ${countOf(alternative.companyFeatures, "feature")}`);
  if (alternative.coReviewers > 0) parts.push(`${countOf(alternative.coReviewers, "operator")} reviewed both`);
  if (alternative.averageRating !== null && alternative.reviewCount > 0)
    parts.push(`rated ${alternative.averageRating.toFixed(1)} in ${countOf(alternative.reviewCount, "review")}`);
  if (alternative.status !== "active") parts.push(alternative.status);
  const sentence = parts.join("; ");
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

function scoreOf(row: Row) {
  const categoryPoints = (row.shared_categories ?? []).reduce(
    (sum, category) => sum + 1 + (category.targetPrimary ? 1 : 0) + (category.primary ? 1 : 0),
    0,
  );
  const categories = Math.min(1, categoryPoints / 3);
  const features = row.company_features > 0 ? row.shared_features / row.company_features : 0;
  const coReviewers = row.co_reviewers / (row.co_reviewers + 3);
  const quality = row.quality === null ? 0 : Math.max(0, Math.min(1, (row.quality - 1) / 4));
  const weights = alternativeWeights;
  return (
    weights.categories * categories +
    weights.features * features +
    weights.coReviewers * coReviewers +
    weights.quality * quality
  );
}

/**
 * The company's best alternatives, at most `limit` (up to 20): listed companies sharing at least one of its
 * categories, never the company itself, active ones first, then by score.
 */
export async function listAlternatives(
  db: Database,
  companyId: number,
  options: { limit?: number } = {},
): Promise<Alternative[]> {
  const limit = Math.min(options.limit ?? alternativesLimits.page, alternativesLimits.page);
  const rows = await selectCandidates(db, { companyId });
  return rows
    .filter((row) => (row.shared_categories ?? []).length > 0)
    .map((row) => ({ row, score: Math.round(scoreOf(row) * 1000) / 1000 }))
    .sort(
      (a, b) =>
        Number(b.row.status === "active") - Number(a.row.status === "active") ||
        b.score - a.score ||
        (b.row.quality ?? 0) - (a.row.quality ?? 0) ||
        a.row.id - b.row.id,
    )
    .slice(0, limit)
    .map(({ row, score }) => {
      const reviewCount = row.review_count ?? 0;
      const alternative = {
        id: row.id,
        name: row.name,
        slug: row.slug,
        logoUrl: row.logo_url,
        domain: row.domain,
        status: row.status,
        averageRating: reviewCount > 0 ? Math.round(((row.rating_sum ?? 0) / reviewCount) * 100) / 100 : null,
        reviewCount,
        sharedCategories: (row.shared_categories ?? []).map(({ slug, name }) => ({ slug, name })),
        sharedFeatures: row.shared_features,
        companyFeatures: row.company_features,
        coReviewers: row.co_reviewers,
        score,
      };
      return { ...alternative, reason: alternativeReason(alternative) };
    });
}
