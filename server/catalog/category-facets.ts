// Facet filters on a category's companies (issue #16, docs/decisions/060-company-facts.md): which companies
// match the selected platform, type, pricing model, free plan, price band, brand size, features and minimum
// rating, and how many would match each value under the other selections ("disjunctive" counts: within a facet
// the values are alternatives, features excepted, which must all be there).
//
// A category's companies are read once into a compact snapshot (one query: facts, rating, feature ids and the
// rank of each company in every sort order) and kept in the read cache for its 60 seconds (decision 015), so a
// filtered page is counted and paged in memory: a category of 5,000 companies at 100k in all costs one query a
// minute instead of two joins over all its companies per request (docs/decisions/063-search-reads-facts.md).
import { sql } from "drizzle-orm";
import type { CompanySort } from "#contracts/catalog-options.ts";
import type { CategoryFacets, FacetKey } from "#contracts/validation/category-facets.ts";
import { cacheKeys, type ReadCache } from "../cache/read-cache.ts";
import type { Database } from "../db/client.ts";

export type FacetCount = { value: string; count: number };
export type FacetCounts = Record<Exclude<FacetKey, "feature">, FacetCount[]> & { feature: FacetCount[] };

const minimum: Record<string, number> = { "3": 3, "4": 4, "4.5": 4.5 };
const ratingSteps = ["3", "4", "4.5"] as const;

/** One company of the category as the facets see it; ranks are its position in each sort order. */
type FacetRow = {
  id: number;
  kind: string;
  pricing: string | null;
  free: boolean | null;
  price: string | null;
  platforms: string[];
  sizes: string[];
  rating: number | null;
  features: number[];
  ranks: Record<CompanySort, number>;
};

type Snapshot = { features: { id: number; slug: string; name: string }[]; rows: FacetRow[] };

async function loadSnapshot(db: Database, categoryId: number, showAiGeneratedCompanies: boolean): Promise<Snapshot> {
  const [features, rows] = await Promise.all([
    db.execute<{ id: number; slug: string; name: string }>(
      sql`select id, slug, name from category_features where category_id = ${categoryId} order by sort_order, id`,
    ),
    db.execute<{
      id: number;
      kind: string;
      pricing_model: string | null;
      free_plan: boolean | null;
      price_band: string | null;
      platforms: string[];
      brand_sizes: string[];
      rating: number | null;
      feature_ids: number[];
      featured: number;
      by_name: number;
      newest: number;
    }>(sql`
      select c.id, c.kind, c.pricing_model, c.free_plan, c.price_band, c.platforms, c.brand_sizes,
        case when s.review_count > 0 then s.rating_sum::float8 / s.review_count end as rating,
        array(select cf.feature_id from company_features cf where cf.company_id = c.id) as feature_ids,
        -- The orders as the database collates names, so a filtered page lists like an unfiltered one.
        (row_number() over (order by cc.company_is_ai_generated desc, cc.company_name, c.id))::int as featured,
        (row_number() over (order by cc.company_name, c.id))::int as by_name,
        (row_number() over (order by cc.company_created_at desc, c.id desc))::int as newest
      from company_categories cc
      join companies c on c.id = cc.company_id
      left join company_review_stats s on s.company_id = cc.company_id
      where cc.category_id = ${categoryId}
        ${showAiGeneratedCompanies ? sql`` : sql`and not cc.company_is_ai_generated`}`),
  ]);
  return {
    features: features.rows,
    rows: rows.rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      pricing: row.pricing_model,
      free: row.free_plan,
      price: row.price_band,
      platforms: row.platforms,
      sizes: row.brand_sizes,
      rating: row.rating === null ? null : Number(row.rating),
      features: row.feature_ids.map(Number),
      ranks: { featured: row.featured, name: row.by_name, newest: row.newest },
    })),
  };
}

const facetOrder: FacetKey[] = ["platform", "kind", "pricing", "free", "price", "size", "feature", "rating"];

/** Each facet's test on a row (always true when nothing is selected in it). */
function tests(facets: CategoryFacets, featureIds: number[]): Record<FacetKey, (row: FacetRow) => boolean> {
  const any = (selected: readonly string[], values: readonly string[]) =>
    selected.length === 0 || values.some((value) => selected.includes(value));
  const one = (selected: readonly string[], value: string | null) =>
    selected.length === 0 || (value !== null && selected.includes(value));
  const least = facets.rating ? (minimum[facets.rating] ?? 0) : null;
  return {
    platform: (row) => any(facets.platform, row.platforms),
    kind: (row) => one(facets.kind, row.kind),
    pricing: (row) => one(facets.pricing, row.pricing),
    free: (row) => facets.free !== "yes" || row.free === true,
    price: (row) => one(facets.price, row.price),
    size: (row) => any(facets.size, row.sizes),
    feature: (row) => featureIds.every((id) => row.features.includes(id)),
    rating: (row) => least === null || (row.rating !== null && row.rating >= least),
  };
}

/**
 * A snapshot's bytes for the read cache's bound, from its row count and the JSON of one row (measured: a row's
 * objects take about twice its JSON), instead of the JSON of thousands of rows.
 */
function snapshotBytes(snapshot: Snapshot) {
  const [first] = snapshot.rows;
  const perRow = first ? JSON.stringify(first).length * 2 + 64 : 0;
  return snapshot.rows.length * perRow + JSON.stringify(snapshot.features).length * 2 + 64;
}

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
    /** Keeps the category's snapshot for the cache's lifetime; without it every call reads it afresh. */
    cache?: ReadCache;
  },
) {
  const load = () => loadSnapshot(db, input.categoryId, input.showAiGeneratedCompanies);
  const snapshot = input.cache
    ? await input.cache.get(
        cacheKeys.categoryFacetRows(input.categoryId, input.showAiGeneratedCompanies),
        load,
        snapshotBytes,
      )
    : await load();
  const { features, rows } = snapshot;
  const selectedFeatures = features.filter((feature) => input.facets.feature.includes(feature.slug));
  const test = tests(
    input.facets,
    selectedFeatures.map((feature) => feature.id),
  );
  const tally = new Map<string, number>();
  const bump = (facet: FacetKey, value: string) => {
    const key = `${facet}\u0000${value}`;
    tally.set(key, (tally.get(key) ?? 0) + 1);
  };
  const matching: FacetRow[] = [];
  for (const row of rows) {
    // Which facets this row fails: it counts for every facet when it fails none, and for the one it fails
    // when it fails exactly one (the counts of a facet ignore that facet's own selection). Features are the
    // exception: they must all be there, so their counts are under the whole selection.
    let failed: FacetKey | null = null;
    let failures = 0;
    for (const facet of facetOrder) {
      if (!test[facet](row)) {
        failures++;
        failed = facet;
        if (failures > 1) break;
      }
    }
    if (failures > 1) continue;
    const counts = (facet: FacetKey) => failures === 0 || failed === facet;
    if (failures === 0) matching.push(row);
    if (counts("platform")) for (const platform of new Set(row.platforms)) bump("platform", platform);
    if (counts("kind")) bump("kind", row.kind);
    if (counts("pricing") && row.pricing !== null) bump("pricing", row.pricing);
    if (counts("free") && row.free === true) bump("free", "yes");
    if (counts("price") && row.price !== null) bump("price", row.price);
    if (counts("size")) for (const size of new Set(row.sizes)) bump("size", size);
    if (counts("rating") && row.rating !== null) {
      for (const step of ratingSteps) if (row.rating >= (minimum[step] ?? 0)) bump("rating", step);
    }
    if (failures === 0) for (const feature of new Set(row.features)) bump("feature", String(feature));
  }

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
  const featureSlugs = new Map(features.map((feature) => [String(feature.id), feature.slug]));
  for (const [key, count] of tally) {
    const [facet, value] = key.split("\u0000") as [FacetKey, string];
    if (facet === "feature") {
      const slug = featureSlugs.get(value);
      if (slug) result.feature.push({ value: slug, count });
    } else if (count > 0) result[facet].push({ value, count });
  }
  let ids: number[] = [];
  if (input.page) {
    const { sort, offset, limit } = input.page;
    ids = matching
      .sort((a, b) => a.ranks[sort] - b.ranks[sort])
      .slice(offset, offset + limit)
      .map((row) => row.id);
  }
  return {
    counts: result,
    total: matching.length,
    ids,
    features: features.map(({ slug, name }) => ({ slug, name })),
    /** The selection with unknown feature slugs dropped: what the page shows as applied. */
    applied: { ...input.facets, feature: selectedFeatures.map((feature) => feature.slug) },
  };
}
