// A category's Grid (issue #38, docs/decisions/098-category-grid.md): its listed, people-made companies with their
// review figures and market presence, in one prepared query, built by the pure rule in contracts/category-grid.ts
// and kept in the read cache as a shared aggregate (60 s). A company's place on its primary category's Grid reads
// the same cached Grid.
import { sql } from "drizzle-orm";
import { type BrandSize, brandSizes } from "#contracts/brand-sizes.ts";
import { buildCategoryGrid, type GridCompany } from "#contracts/category-grid.ts";
import { cacheKeys, type ReadCache } from "../cache/read-cache.ts";
import { surrogateKeys } from "../cache/surrogate-keys.ts";
import type { Database } from "../db/client.ts";
import { prepareSql } from "../db/prepared-query.ts";
import { goodForColumns } from "../db/schema/reviews.ts";

type Reader = { db: Database; cache: ReadCache };

type Row = {
  id: number;
  name: string;
  slug: string;
  review_count: number;
  rating_sum: number;
  presence: number | null;
  signal_count: number | null;
  brand_sizes: string[];
  good_for: number[];
  category_rating_sum: number;
  category_review_count: number;
};

const goodForCounts = sql.join(
  brandSizes.map((size) => sql`coalesce(s.${sql.identifier(goodForColumns[size].name)}, 0)`),
  sql`, `,
);

/** Every company of the category (the mean needs them all); AI-made companies are left out, as on the category page. */
const selectGridCompanies = prepareSql<Row>("category-grid-companies", () => {
  const categoryId = sql.placeholder("categoryId");
  return sql`
    select c.id, c.name, c.slug, coalesce(s.review_count, 0)::int as review_count,
      coalesce(s.rating_sum, 0)::int as rating_sum, m.score as presence, m.signal_count, c.brand_sizes,
      array[${goodForCounts}]::int[] as good_for,
      (sum(coalesce(s.rating_sum, 0)) over ())::float8 as category_rating_sum,
      (sum(coalesce(s.review_count, 0)) over ())::float8 as category_review_count
    from company_categories cc
    join companies c on c.id = cc.company_id
    left join company_review_stats s on s.company_id = cc.company_id
    left join company_market_presence m on m.company_id = cc.company_id
    where cc.category_id = ${categoryId} and not cc.company_is_ai_generated`;
});

function sizesOf(row: Row): BrandSize[] {
  return brandSizes.filter((size, index) => row.brand_sizes.includes(size) || Number(row.good_for[index] ?? 0) > 0);
}

async function loadGrid(db: Database, categoryId: number) {
  const rows = await selectGridCompanies(db, { categoryId });
  const first = rows[0];
  // A company not scored yet has no place on the x axis: it waits for the next refresh rather than sit at zero.
  const companies: GridCompany[] = rows.flatMap((row) =>
    row.presence === null
      ? []
      : [
          {
            id: Number(row.id),
            name: row.name,
            slug: row.slug,
            reviewCount: Number(row.review_count),
            ratingSum: Number(row.rating_sum),
            presence: Number(row.presence),
            presenceSignals: Number(row.signal_count),
            brandSizes: sizesOf(row),
          },
        ],
  );
  return buildCategoryGrid(companies, {
    ratingSum: first ? Number(first.category_rating_sum) : 0,
    reviewCount: first ? Number(first.category_review_count) : 0,
  });
}

export function readCategoryGrid({ db, cache }: Reader, categoryId: number) {
  return cache.get(cacheKeys.categoryGrid(categoryId), () => loadGrid(db, categoryId));
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

/** A company's point on its primary category's Grid, or null when it is not drawn there. */
export async function readCompanyGridPosition(reader: Reader, companyId: number) {
  const [category] = await selectPrimaryCategory(reader.db, { companyId });
  if (!category) return null;
  return readGridPositionIn(reader, { id: Number(category.id), slug: category.slug, name: category.name }, companyId);
}

/** A company's point on the Grid of `category` (the company page knows its primary category already). */
export async function readGridPositionIn(
  reader: Reader,
  category: { id: number; slug: string; name: string },
  companyId: number,
) {
  const grid = await readCategoryGrid(reader, category.id);
  const point = grid.points.find((candidate) => candidate.id === companyId);
  if (!point) return null;
  return { category: { slug: category.slug, name: category.name }, point, drawn: grid.points.length };
}
