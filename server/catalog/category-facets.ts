// Facet filters on a category's companies (issue #16, docs/decisions/060-company-facts.md): which companies
// match the selected platform, type, pricing model, free plan, price band, brand size, features and minimum
// rating, and how many would match each value under the other selections ("disjunctive" counts: within a facet
// the values are alternatives, features excepted, which must all be there). One query over the category's
// companies: a category at 100k companies holds a few thousand, read once into a CTE and counted from it.
import { type SQL, sql } from "drizzle-orm";
import type { CompanySort } from "#contracts/catalog-options.ts";
import type { CategoryFacets, FacetKey } from "#contracts/validation/category-facets.ts";
import type { Database } from "../db/client.ts";
import { textArray } from "../db/sql-values.ts";

export type FacetCount = { value: string; count: number };
export type FacetCounts = Record<Exclude<FacetKey, "feature">, FacetCount[]> & { feature: FacetCount[] };

const minimum: Record<string, number> = { "3": 3, "4": 4, "4.5": 4.5 };

/** Each facet's match condition on a row of `base` (true when nothing is selected in it). */
function conditions(facets: CategoryFacets, featureIds: number[]): Record<FacetKey, SQL> {
  return {
    platform: facets.platform.length ? sql`b.platforms && ${textArray(facets.platform)}` : sql`true`,
    kind: facets.kind.length ? sql`b.kind = any(${textArray(facets.kind)})` : sql`true`,
    pricing: facets.pricing.length ? sql`b.pricing_model = any(${textArray(facets.pricing)})` : sql`true`,
    free: facets.free === "yes" ? sql`b.free_plan is true` : sql`true`,
    price: facets.price.length ? sql`b.price_band = any(${textArray(facets.price)})` : sql`true`,
    size: facets.size.length ? sql`b.brand_sizes && ${textArray(facets.size)}` : sql`true`,
    feature:
      featureIds.length > 0
        ? sql`(select count(*) from company_features cf where cf.company_id = b.id and cf.feature_id in (${sql.join(
            featureIds.map((id) => sql`${id}`),
            sql`, `,
          )})) = ${featureIds.length}`
        : sql`true`,
    rating: facets.rating ? sql`b.rating >= ${minimum[facets.rating] ?? 0}` : sql`true`,
  };
}

const orderings: Record<CompanySort, SQL> = {
  featured: sql`b.company_is_ai_generated desc, b.company_name, b.id`,
  name: sql`b.company_name, b.id`,
  newest: sql`b.company_created_at desc, b.id desc`,
};

type Counted = { facet: FacetKey | "total"; value: string; count: number };

/**
 * The category's facet counts under the selection, the total that match it, and (when `page` is given) the ids
 * of one page of matching companies in the chosen order. Feature slugs unknown to the category are ignored.
 */
export async function categoryFacets(
  db: Database,
  input: {
    categoryId: number;
    facets: CategoryFacets;
    showAiGeneratedCompanies: boolean;
    page?: { sort: CompanySort; offset: number; limit: number };
  },
) {
  const features = (
    await db.execute<{ id: number; slug: string; name: string }>(
      sql`select id, slug, name from category_features where category_id = ${input.categoryId} order by sort_order, id`,
    )
  ).rows;
  const selectedFeatures = features.filter((feature) => input.facets.feature.includes(feature.slug));
  const where = conditions(
    input.facets,
    selectedFeatures.map((feature) => feature.id),
  );
  const all = (except?: FacetKey) =>
    sql.join(
      Object.entries(where)
        .filter(([key]) => key !== except)
        .map(([, condition]) => sql`(${condition})`),
      sql` and `,
    );
  const base = sql`
    with base as materialized (
      select c.id, c.kind, c.pricing_model, c.free_plan, c.price_band, c.platforms, c.brand_sizes,
        cc.company_name, cc.company_is_ai_generated, cc.company_created_at,
        case when s.review_count > 0 then s.rating_sum::float8 / s.review_count end as rating
      from company_categories cc
      join companies c on c.id = cc.company_id
      left join company_review_stats s on s.company_id = cc.company_id
      where cc.category_id = ${input.categoryId}
        ${input.showAiGeneratedCompanies ? sql`` : sql`and not cc.company_is_ai_generated`}
    )`;
  const counts = db.execute<Counted>(sql`${base}
    select 'platform' as facet, p as value, count(*)::int as count from base b, unnest(b.platforms) p
      where ${all("platform")} group by p
    union all select 'kind', b.kind, count(*)::int from base b where ${all("kind")} group by b.kind
    union all select 'pricing', b.pricing_model, count(*)::int from base b
      where b.pricing_model is not null and ${all("pricing")} group by b.pricing_model
    union all select 'free', 'yes', count(*)::int from base b where b.free_plan is true and ${all("free")}
    union all select 'price', b.price_band, count(*)::int from base b
      where b.price_band is not null and ${all("price")} group by b.price_band
    union all select 'size', z, count(*)::int from base b, unnest(b.brand_sizes) z where ${all("size")} group by z
    union all select 'rating', r.value, count(*)::int from base b, (values ('3', 3.0), ('4', 4.0), ('4.5', 4.5)) r(value, least_rating)
      where b.rating >= r.least_rating and ${all("rating")} group by r.value
    union all select 'feature', cf.feature_id::text, count(*)::int from base b join company_features cf on cf.company_id = b.id
      where ${all()} group by cf.feature_id
    union all select 'total', '', count(*)::int from base b where ${all()}`);
  const page = input.page
    ? db.execute<{ id: number }>(sql`${base}
        select b.id from base b where ${all()} order by ${orderings[input.page.sort]}
        limit ${input.page.limit} offset ${input.page.offset}`)
    : Promise.resolve({ rows: [] as { id: number }[] });
  const [countRows, pageRows] = await Promise.all([counts, page]);

  const result: FacetCounts = {
    platform: [],
    kind: [],
    pricing: [],
    free: [],
    price: [],
    size: [],
    feature: [],
    rating: [],
  };
  let total = 0;
  const featureSlugs = new Map(features.map((feature) => [String(feature.id), feature.slug]));
  for (const row of countRows.rows) {
    if (row.facet === "total") total = row.count;
    else if (row.facet === "feature") {
      const slug = featureSlugs.get(row.value);
      if (slug) result.feature.push({ value: slug, count: row.count });
    } else if (row.count > 0) result[row.facet].push({ value: row.value, count: row.count });
  }
  return {
    counts: result,
    total,
    ids: pageRows.rows.map((row) => row.id),
    features: features.map(({ slug, name }) => ({ slug, name })),
    /** The selection with unknown feature slugs dropped: what the page shows as applied. */
    applied: { ...input.facets, feature: selectedFeatures.map((feature) => feature.slug) },
  };
}
