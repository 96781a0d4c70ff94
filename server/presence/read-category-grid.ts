// A category's Grid (issue #38, docs/decisions/098-category-grid.md and 107-grid-read-in-sql.md): its listed,
// people-made companies with their review figures and market presence, as the pure rule in
// contracts/category-grid.ts defines it, with the selection done in PostgreSQL so that a request reads the points it
// draws and not the category's thousands of companies. Two prepared queries: the category's figures (its mean rating,
// the median presence of its drawn companies, their count and how many are marked for each brand size; a shared
// aggregate, since the company page asks for them too), and the most reviewed drawn points of a brand size (decision
// 110: both from company_categories_grid_idx alone, the sizes as bits). Both are kept in the read cache and dropped
// together (decision 117: a warm Grid page waits for no database round trip).
import { sql } from "drizzle-orm";
import { type BrandSize, brandSizes } from "#contracts/brand-sizes.ts";
import { type GridCompany, gridMinimumReviews, gridPointLimit, gridPointOf } from "#contracts/category-grid.ts";
import { cacheKeys, type ReadCache } from "../cache/read-cache.ts";
import { surrogateKeys } from "../cache/surrogate-keys.ts";
import type { Database } from "../db/client.ts";
import { prepareSql } from "../db/prepared-query.ts";

type Reader = { db: Database; cache: ReadCache };

/**
 * The category's figures behind its splits: every company's ratings for the mean, the drawn ones' presence; and how
 * many drawn companies are marked for each brand size (the count a brand size's Grid shows).
 */
type GridFigures = {
  ratingSum: number;
  reviewCount: number;
  drawn: number;
  medianPresence: number | null;
  /** In `brandSizes` order. */
  drawnBySize: number[];
};

/**
 * Drawn on the Grid: at least `gridMinimumReviews` reviews and a stored presence (a company not scored yet has no
 * place on the x axis: it waits for the next refresh rather than sit at zero). On company_categories, whose copies of
 * the company's figures (migration 0035) company_categories_grid_idx holds; AI-made companies are left out, as on
 * the category page.
 */
const isDrawn = sql`cc.company_presence is not null and cc.company_review_count >= ${gridMinimumReviews}`;

/**
 * The bit company_categories.company_marked_size_bits holds for `size` (migration 0036, `company_marked_size_bits_of`):
 * bit i for `brandSizes[i]`, set when the company is listed for the size or good for it in at least one review.
 */
function markedSizeBit(size: BrandSize) {
  return 1 << brandSizes.indexOf(size);
}

/** Whether the company of `cc` is marked for the size of `bit`. */
const isMarkedFor = (bit: unknown) => sql`(cc.company_marked_size_bits & ${bit}::smallint) <> 0`;

/**
 * The median as `medianOf` takes it: the middle value, or the mean of the two middle ones (float8 as in JS); the
 * drawn companies marked for each brand size, counted in `brandSizes` order.
 */
const selectGridFigures = prepareSql<{
  rating_sum: number;
  review_count: number;
  drawn: number;
  median_presence: number | null;
  drawn_by_size: number[];
}>("category-grid-figures", () => {
  const count = sql`cardinality(presences)`;
  const bySize = sql.join(
    brandSizes.map((size) => sql`count(*) filter (where ${isDrawn} and ${isMarkedFor(markedSizeBit(size))})`),
    sql`, `,
  );
  return sql`
    with totals as (
      select sum(cc.company_rating_sum) as rating_sum, sum(cc.company_review_count) as review_count,
        array_agg(cc.company_presence order by cc.company_presence) filter (where ${isDrawn}) as presences,
        array[${bySize}]::int[] as drawn_by_size
      from company_categories cc
      where cc.category_id = ${sql.placeholder("categoryId")} and not cc.company_is_ai_generated)
    select coalesce(rating_sum, 0)::float8 as rating_sum, coalesce(review_count, 0)::float8 as review_count,
      coalesce(${count}, 0)::int as drawn,
      case when presences is null then null
        when ${count} % 2 = 1 then presences[(${count} + 1) / 2]
        else (presences[${count} / 2] + presences[${count} / 2 + 1]) / 2 end as median_presence,
      drawn_by_size
    from totals`;
});

type PointRow = {
  id: number;
  name: string;
  slug: string;
  review_count: number;
  rating_sum: number;
  presence: number;
  signal_count: number;
};

/**
 * The first `gridPointLimit` drawn companies of `matching`, most reviewed first (ties: more presence, then id): the
 * first entries of company_categories_grid_idx that match, read in its order from the index alone.
 */
function mostReviewed(matching: ReturnType<typeof sql>) {
  return sql`
    with matching as (
      select cc.company_id, cc.company_review_count, cc.company_rating_sum, cc.company_presence
      from company_categories cc
      where cc.category_id = ${sql.placeholder("categoryId")} and not cc.company_is_ai_generated and ${isDrawn}
        and ${matching}
      order by cc.company_review_count desc nulls last, cc.company_presence desc nulls last, cc.company_id
      limit ${gridPointLimit})
    select c.id, c.name, c.slug, matching.company_review_count as review_count,
      matching.company_rating_sum as rating_sum, matching.company_presence as presence, m.signal_count
    from matching
    join companies c on c.id = matching.company_id
    join company_market_presence m on m.company_id = matching.company_id`;
}

/** The `gridPointLimit` most reviewed drawn companies. */
const selectGridPoints = prepareSql<PointRow>("category-grid-points", () => mostReviewed(sql`true`));

/** The same of those marked for a brand size (how many are is in the category's figures). */
const selectGridPointsOfSize = prepareSql<PointRow>("category-grid-points-of-size", () =>
  mostReviewed(isMarkedFor(sql.placeholder("sizeBit"))),
);

function readGridFigures({ db, cache }: Reader, categoryId: number): Promise<GridFigures> {
  return cache.get(cacheKeys.categoryGrid(categoryId), async () => {
    const [row] = await selectGridFigures(db, { categoryId });
    return {
      ratingSum: Number(row?.rating_sum ?? 0),
      reviewCount: Number(row?.review_count ?? 0),
      drawn: Number(row?.drawn ?? 0),
      medianPresence: row?.median_presence == null ? null : Number(row.median_presence),
      drawnBySize: brandSizes.map((_, index) => Number(row?.drawn_by_size[index] ?? 0)),
    };
  });
}

/**
 * The companies drawn for `size` (every size: null), with their figures. Kept under the figures' key, so whatever drops
 * the figures (a review, a company's presence, an edit of its name or sizes: `category:` entries) drops them too.
 */
function readGridCompanies({ db, cache }: Reader, categoryId: number, size: BrandSize | null) {
  return cache.get(cacheKeys.categoryGridPoints(categoryId, size), async () => {
    const rows = size
      ? await selectGridPointsOfSize(db, { categoryId, sizeBit: markedSizeBit(size) })
      : await selectGridPoints(db, { categoryId });
    return rows.map(companyOf);
  });
}

/** The category's mean and splits, as `buildCategoryGrid` gives them; split is null while nothing is drawn. */
function splitOf(figures: GridFigures) {
  const categoryMean = figures.reviewCount > 0 ? figures.ratingSum / figures.reviewCount : null;
  const split =
    categoryMean === null || figures.medianPresence === null
      ? null
      : { satisfaction: categoryMean, presence: figures.medianPresence };
  return { categoryMean, split };
}

function companyOf(row: PointRow): Omit<GridCompany, "brandSizes"> {
  return {
    id: Number(row.id),
    name: row.name,
    slug: row.slug,
    reviewCount: Number(row.review_count),
    ratingSum: Number(row.rating_sum),
    presence: Number(row.presence),
    presenceSignals: Number(row.signal_count),
  };
}

/**
 * A category's Grid as its page draws it: `companies` are the `gridPointLimit` most reviewed of the drawn companies
 * marked for `size` (every drawn company without one), with the figures their points derive from (`gridPointsOf`);
 * `matching` counts them all, `drawn` counts the whole category's. Their points are those of `buildCategoryGrid` and
 * `mostReviewedPoints` over every company.
 */
export async function readCategoryGrid(reader: Reader, categoryId: number, size: BrandSize | null = null) {
  // Both at once: the points need nothing from the figures (no company drawn, no point either).
  const [figures, companies] = await Promise.all([
    readGridFigures(reader, categoryId),
    readGridCompanies(reader, categoryId, size),
  ]);
  const { categoryMean, split } = splitOf(figures);
  if (categoryMean === null || split === null) {
    return { categoryMean, split: null, companies: [], matching: 0, drawn: 0 };
  }
  const matching = size ? (figures.drawnBySize[brandSizes.indexOf(size)] ?? 0) : figures.drawn;
  return {
    categoryMean,
    split,
    companies,
    matching,
    drawn: figures.drawn,
  };
}

/**
 * After every company's market presence was computed again (the nightly refresh): each category's Grid is dropped
 * from the read cache and the pages drawn from it are purged (decision 095).
 */
export async function invalidateCategoryGrids({ db, cache }: Reader) {
  const rows = await db.execute<{ id: number; slug: string }>(sql`select id, slug from categories`);
  for (const row of rows.rows) cache.invalidate(cacheKeys.categoryGrid(Number(row.id)), [surrogateKeys.grid(row.slug)]);
}

const selectPrimaryCategory = prepareSql<{ id: number; slug: string; name: string }>(
  "company-grid-category",
  () => sql`
    select k.id, k.slug, k.name from company_categories cc join categories k on k.id = cc.category_id
    where cc.company_id = ${sql.placeholder("companyId")} and cc.is_primary limit 1`,
);

/** A drawn company's figures on its primary category's Grid. */
export type GridMember = { reviewCount: number; ratingSum: number; presence: number; presenceSignals: number };

/** As JSON, for the company page's one read: its `GridMember` figures, null when it is not drawn there. */
export function gridMemberJson(companyId: ReturnType<typeof sql>) {
  return sql`(select json_build_object('reviewCount', cc.company_review_count, 'ratingSum', cc.company_rating_sum,
      'presence', cc.company_presence, 'presenceSignals', m.signal_count)
    from company_categories cc join company_market_presence m on m.company_id = cc.company_id
    where cc.company_id = ${companyId} and cc.is_primary and not cc.company_is_ai_generated and ${isDrawn})`;
}

/** One company's figures in one category, when it is drawn there. */
const selectGridMember = prepareSql<PointRow>(
  "category-grid-member",
  () => sql`
    select c.id, c.name, c.slug, cc.company_review_count as review_count, cc.company_rating_sum as rating_sum,
      cc.company_presence as presence, m.signal_count
    from company_categories cc
    join companies c on c.id = cc.company_id
    join company_market_presence m on m.company_id = cc.company_id
    where cc.category_id = ${sql.placeholder("categoryId")} and cc.company_id = ${sql.placeholder("companyId")}
      and not cc.company_is_ai_generated and ${isDrawn}`,
);

/** A company's point on its primary category's Grid, or null when it is not drawn there. */
export async function readCompanyGridPosition(reader: Reader, companyId: number) {
  const [category] = await selectPrimaryCategory(reader.db, { companyId });
  if (!category) return null;
  return readGridPositionIn(reader, { id: Number(category.id), slug: category.slug, name: category.name }, companyId);
}

/**
 * A company's point on the Grid of `category`. The company page knows its primary category and has read the
 * company's `member` figures with the rest of the page (null: not drawn); without them they are read here.
 */
export async function readGridPositionIn(
  reader: Reader,
  category: { id: number; slug: string; name: string },
  companyId: number,
  known?: { name: string; slug: string; member: GridMember | null },
) {
  const [figures, row] = await Promise.all([
    readGridFigures(reader, category.id),
    known
      ? known.member && {
          id: companyId,
          name: known.name,
          slug: known.slug,
          review_count: known.member.reviewCount,
          rating_sum: known.member.ratingSum,
          presence: known.member.presence,
          signal_count: known.member.presenceSignals,
        }
      : selectGridMember(reader.db, { categoryId: category.id, companyId }).then((rows) => rows[0]),
  ]);
  const { categoryMean, split } = splitOf(figures);
  if (!row || categoryMean === null || split === null) return null;
  const point = gridPointOf(companyOf(row), categoryMean, split);
  return { category: { slug: category.slug, name: category.name }, point, drawn: figures.drawn };
}
