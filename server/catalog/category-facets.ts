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

/** The rows, and for each sort order the rows' indexes in that order (so a page needs no sort). */
type Snapshot = {
  features: { id: number; slug: string; name: string }[];
  rows: FacetRow[];
  orders: Record<CompanySort, Uint32Array>;
};

const sorts: CompanySort[] = ["featured", "name", "newest"];

function ordersOf(rows: FacetRow[]) {
  const orders = {} as Record<CompanySort, Uint32Array>;
  for (const sort of sorts) {
    const indexes = Uint32Array.from(rows.keys());
    indexes.sort((a, b) => (rows[a] as FacetRow).ranks[sort] - (rows[b] as FacetRow).ranks[sort]);
    orders[sort] = indexes;
  }
  return orders;
}

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
  // Each list without repeats, once per snapshot, so counting needs no set per row.
  const facetRows = rows.rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    pricing: row.pricing_model,
    free: row.free_plan,
    price: row.price_band,
    platforms: [...new Set(row.platforms)],
    sizes: [...new Set(row.brand_sizes)],
    rating: row.rating === null ? null : Number(row.rating),
    features: [...new Set(row.feature_ids.map(Number))],
    ranks: { featured: row.featured, name: row.by_name, newest: row.newest },
  }));
  return { features: features.rows, rows: facetRows, orders: ordersOf(facetRows) };
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

/** Whether a facet narrows the selection at all (one with nothing selected passes every row). */
function isSelected(facets: CategoryFacets, facet: FacetKey, selectedFeatureCount: number) {
  if (facet === "feature") return selectedFeatureCount > 0;
  if (facet === "free") return facets.free === "yes";
  if (facet === "rating") return Boolean(facets.rating);
  return facets[facet].length > 0;
}

/**
 * A snapshot's bytes for the read cache's bound, from its row count and the JSON of one row (measured: a row's
 * objects take about twice its JSON), instead of the JSON of thousands of rows.
 */
function snapshotBytes(snapshot: Snapshot) {
  const [first] = snapshot.rows;
  const perRow = first ? JSON.stringify(first).length * 2 + 64 : 0;
  return snapshot.rows.length * (perRow + 12) + JSON.stringify(snapshot.features).length * 2 + 64;
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
  const active = facetOrder.filter((facet) => isSelected(input.facets, facet, selectedFeatures.length));
  const tally = Object.fromEntries(facetOrder.map((facet) => [facet, new Map<string, number>()])) as Record<
    FacetKey,
    Map<string, number>
  >;
  const bump = (facet: FacetKey, value: string) => {
    const counts = tally[facet];
    counts.set(value, (counts.get(value) ?? 0) + 1);
  };
  const matches = new Uint8Array(rows.length);
  let total = 0;
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index] as FacetRow;
    // Which facets this row fails: it counts for every facet when it fails none, and for the one it fails
    // when it fails exactly one (the counts of a facet ignore that facet's own selection). Features are the
    // exception: they must all be there, so their counts are under the whole selection.
    let failed: FacetKey | null = null;
    let failures = 0;
    for (const facet of active) {
      if (!test[facet](row)) {
        failures++;
        failed = facet;
        if (failures > 1) break;
      }
    }
    if (failures > 1) continue;
    const all = failures === 0;
    if (all) {
      matches[index] = 1;
      total++;
    }
    if (all || failed === "platform") for (const platform of row.platforms) bump("platform", platform);
    if (all || failed === "kind") bump("kind", row.kind);
    if ((all || failed === "pricing") && row.pricing !== null) bump("pricing", row.pricing);
    if ((all || failed === "free") && row.free === true) bump("free", "yes");
    if ((all || failed === "price") && row.price !== null) bump("price", row.price);
    if (all || failed === "size") for (const size of row.sizes) bump("size", size);
    if ((all || failed === "rating") && row.rating !== null) {
      for (const step of ratingSteps) if (row.rating >= (minimum[step] ?? 0)) bump("rating", step);
    }
    if (all) for (const feature of row.features) bump("feature", String(feature));
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
  for (const facet of facetOrder) {
    for (const [value, count] of tally[facet]) {
      if (facet === "feature") {
        const slug = featureSlugs.get(value);
        if (slug) result.feature.push({ value: slug, count });
      } else if (count > 0) result[facet].push({ value, count });
    }
  }
  const ids: number[] = [];
  if (input.page) {
    // The chosen order's indexes, walked until the page is full: no sort per request.
    const { sort, offset, limit } = input.page;
    let skipped = 0;
    for (const index of snapshot.orders[sort]) {
      if (ids.length >= limit) break;
      if (matches[index] !== 1) continue;
      if (skipped < offset) skipped++;
      else ids.push((rows[index] as FacetRow).id);
    }
  }
  return {
    counts: result,
    total,
    ids,
    features: features.map(({ slug, name }) => ({ slug, name })),
    /** The selection with unknown feature slugs dropped: what the page shows as applied. */
    applied: { ...input.facets, feature: selectedFeatures.map((feature) => feature.slug) },
  };
}
