// A company's alternatives (docs/decisions/062-alternatives-and-compare.md): listed companies sharing one of its
// categories, ranked by category overlap (a primary category counts more), shared tagged features, operators who
// reviewed both, and review quality; active companies before acquired or discontinued ones. Each comes with the
// sentence that says why it is listed. One query over a bounded candidate set, never all reviews:
// - the best `perCategory` companies of each of its categories (company_categories_quality_idx, in index order);
// - companies sharing a category that its `recentReviewers` most recent reviewers reviewed, `reviewsPerReviewer`
//   reviews each, the `coReviewed` most co-reviewed (reviews_company_status_created_idx, then reviews_user_idx,
//   which carries status and company so this reads no review rows).
// That query costs a few milliseconds of the database per company; the nightly refresh (job
// "refresh-alternatives", docs/decisions/067-stored-alternatives.md) keeps each company's ranking in
// company_alternatives, and pages read it with the alternatives' names, status and ratings joined live. A company
// not ranked yet (new, or edited since) is ranked live.
import { sql } from "drizzle-orm";
import type { CompanyStatus } from "#contracts/company-facts.ts";
import type { Database } from "../db/client.ts";
import { prepareSql } from "../db/prepared-query.ts";
import { companyLogoUrl } from "./company-logo.ts";

export const alternativesLimits = {
  page: 20,
  block: 5,
  perCategory: 40,
  recentReviewers: 100,
  reviewsPerReviewer: 20,
  /** Co-reviewed companies kept (those most co-reviewed), so a popular company's page stays bounded. */
  coReviewed: 40,
  /** Kept per company by the refresh: the page's 20 and spares for those unlisted since. */
  stored: 30,
};

/**
 * The weights of the score's five parts, each between 0 and 1 (the decision records 062 and 097 explain them):
 * market presence is the prior among companies that fit equally well.
 */
const alternativeWeights = { categories: 3, features: 2, coReviewers: 2, quality: 1, presence: 1 };

export type Row = {
  id: number;
  name: string;
  slug: string;
  logo_url: string | null;
  logo_key: string | null;
  domain: string | null;
  status: CompanyStatus;
  review_count: number | null;
  rating_sum: number | null;
  quality: number | null;
  /** Market presence 0–100 (decision 097), null when the company has not been scored. */
  presence: number | null;
  co_reviewers: number;
  shared_features: number;
  company_features: number;
  shared_categories: { id: number; slug: string; name: string; targetPrimary: boolean; primary: boolean }[] | null;
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
    select c.id, c.name, c.slug, c.logo_url, c.logo_key, c.domain, c.status, s.review_count, s.rating_sum,
      m.score as presence, coalesce(x.co_reviewers, 0) as co_reviewers,
      (select count(*)::int from company_features f
        where f.company_id = c.id and f.feature_id in (select feature_id from target_features)) as shared_features,
      (select count(*)::int from target_features) as company_features,
      (select max(cc.company_quality) from company_categories cc where cc.company_id = c.id) as quality,
      (select json_agg(json_build_object('id', k.id, 'slug', k.slug, 'name', k.name, 'targetPrimary', t.is_primary,
          'primary', cc.is_primary) order by t.is_primary desc, cc.is_primary desc, k.sort_order, k.name)
        from company_categories cc
        join target_categories t on t.category_id = cc.category_id
        join categories k on k.id = cc.category_id
        where cc.company_id = c.id) as shared_categories
    from candidates k
    join companies c on c.id = k.company_id
    left join co_reviewed x on x.company_id = c.id
    left join company_review_stats s on s.company_id = c.id
    left join company_market_presence m on m.company_id = c.id
    where c.id <> ${companyId} and c.listing_status = 'listed'`;
});

/** `unscoredPresence` stands in for a candidate with no market presence yet: the candidates' mean, not zero. */
function scoreOf(row: Row, unscoredPresence: number) {
  const categoryPoints = (row.shared_categories ?? []).reduce(
    (sum, category) => sum + 1 + (category.targetPrimary ? 1 : 0) + (category.primary ? 1 : 0),
    0,
  );
  const categories = Math.min(1, categoryPoints / 3);
  const features = row.company_features > 0 ? row.shared_features / row.company_features : 0;
  const coReviewers = row.co_reviewers / (row.co_reviewers + 3);
  const quality = row.quality === null ? 0 : Math.max(0, Math.min(1, (row.quality - 1) / 4));
  const presence = (row.presence === null ? unscoredPresence : Number(row.presence)) / 100;
  const weights = alternativeWeights;
  return (
    weights.categories * categories +
    weights.features * features +
    weights.coReviewers * coReviewers +
    weights.quality * quality +
    weights.presence * presence
  );
}

/** What ranking and the page need of an alternative, ranked live or read from company_alternatives. */
export type Scored = {
  id: number;
  name: string;
  slug: string;
  logoUrl: string | null;
  domain: string | null;
  status: CompanyStatus;
  reviewCount: number | null;
  ratingSum: number | null;
  quality: number | null;
  score: number;
  coReviewers: number;
  sharedFeatures: number;
  companyFeatures: number;
  sharedCategories: { slug: string; name: string }[];
};

/** The columns both the live and the stored ranking read, as the ranking and the page use them. */
export function scoredOf(
  row: Pick<
    Row,
    | "id"
    | "name"
    | "slug"
    | "logo_url"
    | "logo_key"
    | "domain"
    | "status"
    | "review_count"
    | "rating_sum"
    | "quality"
    | "co_reviewers"
    | "shared_features"
    | "company_features"
  >,
  score: number,
  sharedCategories: { slug: string; name: string }[],
): Scored {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logoUrl: companyLogoUrl({ logoKey: row.logo_key, logoUrl: row.logo_url, domain: row.domain }),
    domain: row.domain,
    status: row.status,
    reviewCount: row.review_count,
    ratingSum: row.rating_sum,
    quality: row.quality,
    score,
    coReviewers: row.co_reviewers,
    sharedFeatures: row.shared_features,
    companyFeatures: row.company_features,
    sharedCategories,
  };
}

/** Active ones first, then by score, quality and id. */
export function byRank(a: Scored, b: Scored) {
  return (
    Number(b.status === "active") - Number(a.status === "active") ||
    b.score - a.score ||
    (b.quality ?? 0) - (a.quality ?? 0) ||
    a.id - b.id
  );
}

/** Every candidate sharing a category, scored and ranked (each candidate row's shared-category ids as well). */
export async function rankAlternativesLive(db: Database, companyId: number) {
  const rows = await selectCandidates(db, { companyId });
  const scored = rows.flatMap((row) => (row.presence === null ? [] : [Number(row.presence)]));
  const unscoredPresence = scored.length === 0 ? 0 : scored.reduce((sum, value) => sum + value, 0) / scored.length;
  return rows
    .filter((row) => (row.shared_categories ?? []).length > 0)
    .map((row) => ({
      ...scoredOf(
        row,
        Math.round(scoreOf(row, unscoredPresence) * 1000) / 1000,
        (row.shared_categories ?? []).map(({ slug, name }) => ({ slug, name })),
      ),
      sharedCategoryIds: (row.shared_categories ?? []).map(({ id }) => id),
    }))
    .sort(byRank);
}
