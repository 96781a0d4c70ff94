// Facet filters on a category's companies (issue #16, docs/decisions/060-company-facts.md): which companies
// match the selected platform, type, pricing model, free plan, price band, brand size, features and minimum
// rating, and how many would match each value under the other selections ("disjunctive" counts: within a facet
// the values are alternatives, features excepted, which must all be there).
//
// A category's companies are read once into a compact snapshot (one query: facts, rating, feature ids and the
// rank of each company in every sort order) and kept in the read cache (decision 015), so a page is counted and
// cut in memory: a category of 5,000 companies at 100k in all costs one query a minute instead of two joins
// over all its companies per request (docs/decisions/063-search-reads-facts.md).
//
// The snapshot is columns of typed arrays, one value per company (issue #18, docs/decisions/069-server-render-cost.md):
// each fact an index into its enumeration, platforms, brand sizes and features bit sets. About 40 bytes a
// company instead of ~450 as objects, so every category's snapshot stays in the cache's budget together (as
// objects, 39 categories at 100k companies took more than the budget and pushed each other out), and a count is
// bit tests instead of string comparisons.

import { sql } from "drizzle-orm";
import { brandSizes } from "#contracts/brand-sizes.ts";
import { type CompanySort, companySorts, highestRatedMinimumReviews } from "#contracts/catalog-options.ts";
import { companyKinds, platforms, priceBands, pricingModels } from "#contracts/company-facts.ts";
import { averageRatingOf } from "#contracts/rating.ts";
import { type CategoryFacets, type FacetKey, facetKeys } from "#contracts/validation/category-facets.ts";
import { cacheKeys, type ReadCache } from "../cache/read-cache.ts";
import type { Database } from "../db/client.ts";
import { roundedAverageSql } from "./company-ratings.ts";

type FacetCount = { value: string; count: number };
type FacetCounts = Record<Exclude<FacetKey, "feature">, FacetCount[]> & { feature: FacetCount[] };

const ratingSteps = [
  { value: "3", least: 3 },
  { value: "4", least: 4 },
  { value: "4.5", least: 4.5 },
] as const;

/** Not one of the enumeration's values (a stored fact outside it is never selected nor counted). */
const none = 255;

/**
 * A category's companies as columns: row `i` is one company in every array. Single-valued facts are an index
 * into their enumeration (`none` when not listed); platforms and brand sizes are bit sets over their
 * enumerations; features a bit set over the category's features, `featureWords` 32-bit words a row.
 */
type Snapshot = {
  features: { id: number; slug: string; name: string }[];
  count: number;
  ids: Int32Array;
  kind: Uint8Array;
  pricing: Uint8Array;
  free: Uint8Array;
  price: Uint8Array;
  platforms: Uint32Array;
  sizes: Uint32Array;
  /** The average operator rating, NaN without reviews. */
  rating: Float64Array;
  featureWords: number;
  featureBits: Uint32Array;
  /** For each sort order, the rows' indexes in that order (a page needs no sort). */
  orders: Record<CompanySort, Uint32Array>;
};

const sorts = companySorts;

function codeIn(values: readonly string[], value: string | null) {
  if (value === null) return none;
  const index = values.indexOf(value);
  return index === -1 ? none : index;
}

function bitsOf(values: readonly string[], listed: readonly string[]) {
  let bits = 0;
  for (const value of listed) {
    const index = values.indexOf(value);
    if (index !== -1) bits |= 1 << index;
  }
  return bits >>> 0;
}

/** The rating a card shows (contracts/rating.ts), to order by. */
const shownRating = roundedAverageSql(sql`s.rating_sum`, sql`s.review_count`);

async function loadSnapshot(db: Database, categoryId: number, showAiGeneratedCompanies: boolean): Promise<Snapshot> {
  const [featureRows, result] = await Promise.all([
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
      rating_sum: number;
      review_count: number;
      feature_ids: number[];
      featured: number;
      by_rating: number;
      by_reviews: number;
      by_name: number;
      newest: number;
    }>(sql`
      select c.id, c.kind, c.pricing_model, c.free_plan, c.price_band, c.platforms, c.brand_sizes,
        coalesce(s.rating_sum, 0)::int as rating_sum, coalesce(s.review_count, 0)::int as review_count,
        array(select cf.feature_id from company_features cf where cf.company_id = c.id) as feature_ids,
        -- Every order computed here once (decision 082), so a filtered page lists like an unfiltered one. Names
        -- as people read them (lower case first), not in byte order. "Featured" is market presence (decision
        -- 095), a company not yet scored after the scored ones; "Highest rated" is the shown rating, from enough
        -- reviews.
        (row_number() over (order by m.score desc nulls last, coalesce(s.review_count, 0) desc,
          lower(cc.company_name), cc.company_name, c.id))::int as featured,
        (row_number() over (order by coalesce(s.review_count, 0) >= ${highestRatedMinimumReviews} desc,
          ${shownRating} desc nulls last, coalesce(s.review_count, 0) desc, lower(cc.company_name), c.id))::int
          as by_rating,
        (row_number() over (order by coalesce(s.review_count, 0) desc, lower(cc.company_name), cc.company_name,
          c.id))::int as by_reviews,
        (row_number() over (order by lower(cc.company_name), cc.company_name, c.id))::int as by_name,
        (row_number() over (order by cc.company_created_at desc, c.id desc))::int as newest
      from company_categories cc
      join companies c on c.id = cc.company_id
      left join company_review_stats s on s.company_id = cc.company_id
      left join company_market_presence m on m.company_id = cc.company_id
      where cc.category_id = ${categoryId}
        ${showAiGeneratedCompanies ? sql`` : sql`and not cc.company_is_ai_generated`}`),
  ]);
  const features = featureRows.rows;
  const rows = result.rows;
  const count = rows.length;
  const featureWords = Math.max(1, Math.ceil(features.length / 32));
  const featureBit = new Map(features.map((feature, index) => [Number(feature.id), index]));
  const snapshot: Snapshot = {
    features,
    count,
    ids: new Int32Array(count),
    kind: new Uint8Array(count),
    pricing: new Uint8Array(count),
    free: new Uint8Array(count),
    price: new Uint8Array(count),
    platforms: new Uint32Array(count),
    sizes: new Uint32Array(count),
    rating: new Float64Array(count),
    featureWords,
    featureBits: new Uint32Array(count * featureWords),
    orders: {
      featured: new Uint32Array(count),
      rating: new Uint32Array(count),
      reviews: new Uint32Array(count),
      name: new Uint32Array(count),
      newest: new Uint32Array(count),
    },
  };
  rows.forEach((row, index) => {
    snapshot.ids[index] = row.id;
    snapshot.kind[index] = codeIn(companyKinds, row.kind);
    snapshot.pricing[index] = codeIn(pricingModels, row.pricing_model);
    snapshot.free[index] = row.free_plan === true ? 1 : 0;
    snapshot.price[index] = codeIn(priceBands, row.price_band);
    snapshot.platforms[index] = bitsOf(platforms, row.platforms);
    snapshot.sizes[index] = bitsOf(brandSizes, row.brand_sizes);
    // The rating the card shows: "4 stars and up" keeps a company shown as 4.0 (contracts/rating.ts).
    snapshot.rating[index] = averageRatingOf(Number(row.rating_sum), Number(row.review_count)) ?? Number.NaN;
    for (const featureId of row.feature_ids) {
      const bit = featureBit.get(Number(featureId));
      if (bit === undefined) continue;
      const word = index * featureWords + (bit >>> 5);
      snapshot.featureBits[word] = ((snapshot.featureBits[word] as number) | (1 << (bit & 31))) >>> 0;
    }
    // Ranks are 1-based positions in each order: the row's index goes to that position.
    snapshot.orders.featured[row.featured - 1] = index;
    snapshot.orders.rating[row.by_rating - 1] = index;
    snapshot.orders.reviews[row.by_reviews - 1] = index;
    snapshot.orders.name[row.by_name - 1] = index;
    snapshot.orders.newest[row.newest - 1] = index;
  });
  return snapshot;
}

/** Bytes the snapshot holds, for the read cache's bound. */
function snapshotBytes(snapshot: Snapshot) {
  const columns = [
    snapshot.ids,
    snapshot.kind,
    snapshot.pricing,
    snapshot.free,
    snapshot.price,
    snapshot.platforms,
    snapshot.sizes,
    snapshot.rating,
    snapshot.featureBits,
    ...sorts.map((sort) => snapshot.orders[sort]),
  ];
  return (
    columns.reduce((sum, column) => sum + column.byteLength, 0) + JSON.stringify(snapshot.features).length * 2 + 512
  );
}

/** The selection as bit masks over the snapshot's codes. */
function masksOf(facets: CategoryFacets, snapshot: Snapshot, selectedFeatureBits: number[]) {
  const needFeatures = new Uint32Array(snapshot.featureWords);
  for (const bit of selectedFeatureBits) {
    needFeatures[bit >>> 5] = ((needFeatures[bit >>> 5] as number) | (1 << (bit & 31))) >>> 0;
  }
  return {
    platform: bitsOf(platforms, facets.platform),
    kind: bitsOf(companyKinds, facets.kind),
    pricing: bitsOf(pricingModels, facets.pricing),
    price: bitsOf(priceBands, facets.price),
    size: bitsOf(brandSizes, facets.size),
    least: facets.rating ? Number(facets.rating) : Number.NaN,
    needFeatures,
  };
}

/** Each facet's test on row `i` (a facet with nothing selected is never tested). */
function tests(snapshot: Snapshot, masks: ReturnType<typeof masksOf>): Record<FacetKey, (i: number) => boolean> {
  const { featureWords, featureBits } = snapshot;
  const inMask = (code: number, mask: number) => code !== none && ((1 << code) & mask) !== 0;
  return {
    platform: (i) => ((snapshot.platforms[i] as number) & masks.platform) !== 0,
    kind: (i) => inMask(snapshot.kind[i] as number, masks.kind),
    pricing: (i) => inMask(snapshot.pricing[i] as number, masks.pricing),
    free: (i) => snapshot.free[i] === 1,
    price: (i) => inMask(snapshot.price[i] as number, masks.price),
    size: (i) => ((snapshot.sizes[i] as number) & masks.size) !== 0,
    feature: (i) => {
      for (let word = 0; word < featureWords; word++) {
        const need = masks.needFeatures[word] as number;
        if (((featureBits[i * featureWords + word] as number) & need) >>> 0 !== need) return false;
      }
      return true;
    },
    rating: (i) => (snapshot.rating[i] as number) >= masks.least,
  };
}

/** Whether a facet narrows the selection at all (one with nothing selected passes every row). */
function isSelected(facets: CategoryFacets, facet: FacetKey, selectedFeatureCount: number) {
  if (facet === "feature") return selectedFeatureCount > 0;
  if (facet === "free") return facets.free === "yes";
  if (facet === "rating") return Boolean(facets.rating);
  return facets[facet].length > 0;
}

/** Adds one to `counts` at every bit set in `bits`. */
function bumpBits(counts: Uint32Array, bits: number, offset = 0) {
  let rest = bits >>> 0;
  while (rest !== 0) {
    const bit = 31 - Math.clz32(rest & -rest);
    counts[offset + bit] = (counts[offset + bit] as number) + 1;
    rest = (rest & (rest - 1)) >>> 0;
  }
}

/** The category's snapshot, from the read cache when given. */
function snapshotOf(db: Database, input: { categoryId: number; showAiGeneratedCompanies: boolean; cache?: ReadCache }) {
  const load = () => loadSnapshot(db, input.categoryId, input.showAiGeneratedCompanies);
  return input.cache
    ? input.cache.get(
        cacheKeys.categoryFacetRows(input.categoryId, input.showAiGeneratedCompanies),
        load,
        snapshotBytes,
      )
    : load();
}

/** One page of the category's companies with no filter: ids cut from the snapshot's order, and the total. */
export async function unfilteredCategoryPage(
  db: Database,
  input: {
    categoryId: number;
    showAiGeneratedCompanies: boolean;
    sort: CompanySort;
    offset: number;
    limit: number;
    cache?: ReadCache;
  },
) {
  const snapshot = await snapshotOf(db, input);
  const indexes = snapshot.orders[input.sort].subarray(input.offset, input.offset + input.limit);
  return { ids: Array.from(indexes, (index) => snapshot.ids[index] as number), total: snapshot.count };
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
  const snapshot = await snapshotOf(db, input);
  const { features, count, featureWords, featureBits } = snapshot;
  const selectedFeatureBits = features.flatMap((feature, bit) =>
    input.facets.feature.includes(feature.slug) ? [bit] : [],
  );
  const test = tests(snapshot, masksOf(input.facets, snapshot, selectedFeatureBits));
  const active = facetKeys.filter((facet) => isSelected(input.facets, facet, selectedFeatureBits.length));

  const platformCounts = new Uint32Array(platforms.length);
  const kindCounts = new Uint32Array(companyKinds.length);
  const pricingCounts = new Uint32Array(pricingModels.length);
  const priceCounts = new Uint32Array(priceBands.length);
  const sizeCounts = new Uint32Array(brandSizes.length);
  const ratingCounts = new Uint32Array(ratingSteps.length);
  const featureCounts = new Uint32Array(featureWords * 32);
  let freeCount = 0;
  const matches = new Uint8Array(count);
  let total = 0;
  for (let i = 0; i < count; i++) {
    // Which facets this row fails: it counts for every facet when it fails none, and for the one it fails
    // when it fails exactly one (the counts of a facet ignore that facet's own selection). Features are the
    // exception: they must all be there, so their counts are under the whole selection.
    let failed: FacetKey | null = null;
    let failures = 0;
    for (const facet of active) {
      if (!test[facet](i)) {
        failures++;
        failed = facet;
        if (failures > 1) break;
      }
    }
    if (failures > 1) continue;
    const all = failures === 0;
    if (all) {
      matches[i] = 1;
      total++;
    }
    if (all || failed === "platform") bumpBits(platformCounts, snapshot.platforms[i] as number);
    const kind = snapshot.kind[i] as number;
    if ((all || failed === "kind") && kind !== none) kindCounts[kind] = (kindCounts[kind] as number) + 1;
    const pricing = snapshot.pricing[i] as number;
    if ((all || failed === "pricing") && pricing !== none)
      pricingCounts[pricing] = (pricingCounts[pricing] as number) + 1;
    if ((all || failed === "free") && snapshot.free[i] === 1) freeCount++;
    const price = snapshot.price[i] as number;
    if ((all || failed === "price") && price !== none) priceCounts[price] = (priceCounts[price] as number) + 1;
    if (all || failed === "size") bumpBits(sizeCounts, snapshot.sizes[i] as number);
    const rating = snapshot.rating[i] as number;
    if (all || failed === "rating") {
      ratingSteps.forEach((step, index) => {
        if (rating >= step.least) ratingCounts[index] = (ratingCounts[index] as number) + 1;
      });
    }
    if (all) {
      for (let word = 0; word < featureWords; word++) {
        bumpBits(featureCounts, featureBits[i * featureWords + word] as number, word * 32);
      }
    }
  }

  const listed = (values: readonly string[], counts: Uint32Array) =>
    values.flatMap((value, index) =>
      (counts[index] as number) > 0 ? [{ value, count: counts[index] as number }] : [],
    );
  const result: FacetCounts = {
    platform: listed(platforms, platformCounts),
    kind: listed(companyKinds, kindCounts),
    pricing: listed(pricingModels, pricingCounts),
    free: freeCount > 0 ? [{ value: "yes", count: freeCount }] : [],
    price: listed(priceBands, priceCounts),
    size: listed(brandSizes, sizeCounts),
    feature: listed(
      features.map((feature) => feature.slug),
      featureCounts,
    ),
    rating: listed(
      ratingSteps.map((step) => step.value),
      ratingCounts,
    ),
  };
  const ids: number[] = [];
  if (input.page) {
    // The chosen order's indexes, walked until the page is full: no sort per request.
    const { sort, offset, limit } = input.page;
    let skipped = 0;
    for (const index of snapshot.orders[sort]) {
      if (ids.length >= limit) break;
      if (matches[index] !== 1) continue;
      if (skipped < offset) skipped++;
      else ids.push(snapshot.ids[index] as number);
    }
  }
  return {
    counts: result,
    total,
    ids,
    features: features.map(({ slug, name }) => ({ slug, name })),
    /** The selection with unknown feature slugs dropped: what the page shows as applied. */
    applied: {
      ...input.facets,
      feature: features.filter((_, bit) => selectedFeatureBits.includes(bit)).map((f) => f.slug),
    },
  };
}
