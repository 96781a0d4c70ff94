// Facet filters on category pages (issue #16): which companies match, the count beside every value under the
// other filters, the state in the URL, bad values refused with a message, and the JSON API's facet counts.
import { type SQL, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type CompanySort, highestRatedMinimumReviews } from "#contracts/catalog-options.ts";
import { type CategoryFacets, hasFacets } from "#contracts/validation/category-facets.ts";
import { categoryFacets, unfilteredCategoryPage } from "#server/catalog/category-facets.ts";
import { roundedAverageSql } from "#server/catalog/company-ratings.ts";
import { createReview } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient } from "#tests/support/test-app.ts";

const { database, app } = prepareTestApp();

type Company = {
  name: string;
  kind?: string;
  pricing?: string | null;
  free?: boolean | null;
  band?: string | null;
  platforms?: string[];
  sizes?: string[];
  features?: string[];
  ratings?: number[];
};

const companies: Company[] = [
  {
    name: "Facet Alpha",
    pricing: "freemium",
    free: true,
    band: "under-100",
    platforms: ["shopify", "woocommerce"],
    sizes: ["startup"],
    features: ["facet-widgets-flows", "facet-widgets-sms"],
    ratings: [5, 5, 4],
  },
  {
    name: "Facet Beta",
    pricing: "subscription",
    free: false,
    band: "100-1000",
    platforms: ["shopify"],
    sizes: ["sevenFigures"],
    features: ["facet-widgets-flows"],
    ratings: [3, 3],
  },
  { name: "Facet Gamma", kind: "agency", pricing: null, platforms: ["bigcommerce"], features: ["facet-widgets-sms"] },
  { name: "Facet Delta", pricing: "subscription", band: "over-1000", platforms: ["shopify", "magento"], ratings: [4] },
];

beforeAll(async () => {
  const { db } = database;
  const category = await db.execute<{ id: number }>(sql`
    insert into categories (name, slug, "group", sort_order) values ('Facet Widgets', 'facet-widgets', 'saas', 97) returning id`);
  const categoryId = category.rows[0]?.id;
  for (const [position, slug] of ["facet-widgets-flows", "facet-widgets-sms", "facet-widgets-forms"].entries()) {
    await db.execute(sql`insert into category_features (category_id, slug, name, sort_order)
      values (${categoryId}, ${slug}, ${slug.replace("facet-widgets-", "")}, ${position})`);
  }
  for (const company of companies) {
    const slug = company.name.toLowerCase().replace(" ", "-");
    const inserted = await db.execute<{ id: number }>(sql`
      insert into companies (name, slug, domain, kind, pricing_model, free_plan, cost_band, platforms, brand_sizes)
      values (${company.name}, ${slug}, ${`${slug}.example`}, ${company.kind ?? "software"}, ${company.pricing ?? null},
        ${company.free ?? null}, ${company.band ?? null},
        ${sql.raw(`'{${(company.platforms ?? []).join(",")}}'::text[]`)}, ${sql.raw(`'{${(company.sizes ?? []).join(",")}}'::text[]`)})
      returning id`);
    const id = inserted.rows[0]?.id ?? 0;
    await db.execute(
      sql`insert into company_categories (company_id, category_id, is_primary) values (${id}, ${categoryId}, true)`,
    );
    for (const feature of company.features ?? []) {
      await db.execute(sql`insert into company_features (company_id, feature_id)
        select ${id}, id from category_features where slug = ${feature}`);
    }
    for (const rating of company.ratings ?? []) await createReview(db, { companyId: id, rating });
  }
});

const names = (html: string) =>
  [...html.matchAll(/>(Facet (?:Alpha|Beta|Gamma|Delta))</g)]
    .map((match) => match[1])
    .filter((n, i, all) => all.indexOf(n) === i);

async function page(query: string) {
  const response = await createClient(app).request(`/categories/facet-widgets${query}`);
  return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", "") };
}

describe("category facet filters", () => {
  it("lists every company with counts for each value when nothing is selected", async () => {
    const { status, html } = await page("");
    expect(status).toBe(200);
    expect(names(html).sort()).toEqual(["Facet Alpha", "Facet Beta", "Facet Delta", "Facet Gamma"]);
    expect(html).toContain('aria-label="Filter companies"');
    // Shopify: Alpha, Beta, Delta. BigCommerce: Gamma.
    expect(html).toMatch(/Shopify <span[^>]*>\(3\)/);
    expect(html).toMatch(/BigCommerce <span[^>]*>\(1\)/);
  });

  it("combines values of one facet with OR and facets with AND, and counts each facet under the others", async () => {
    const shopify = await page("?platform=shopify");
    expect(names(shopify.html).sort()).toEqual(["Facet Alpha", "Facet Beta", "Facet Delta"]);
    // Platform counts ignore the platform selection itself (BigCommerce still offers Gamma).
    expect(shopify.html).toMatch(/BigCommerce <span[^>]*>\(1\)/);
    // Pricing counts are under the platform filter: subscription = Beta and Delta.
    expect(shopify.html).toMatch(/Subscription <span[^>]*>\(2\)/);

    const either = await page("?platform=bigcommerce&platform=magento");
    expect(names(either.html).sort()).toEqual(["Facet Delta", "Facet Gamma"]);

    const both = await page("?platform=shopify&pricing=subscription&price=100-1000");
    expect(names(both.html)).toEqual(["Facet Beta"]);
  });

  it("requires every selected feature, filters by free plan, brand size and minimum rating", async () => {
    expect(names((await page("?feature=facet-widgets-flows&feature=facet-widgets-sms")).html)).toEqual(["Facet Alpha"]);
    expect(names((await page("?feature=facet-widgets-flows")).html).sort()).toEqual(["Facet Alpha", "Facet Beta"]);
    expect(names((await page("?free=yes")).html)).toEqual(["Facet Alpha"]);
    expect(names((await page("?size=sevenFigures")).html)).toEqual(["Facet Beta"]);
    // Alpha averages 4.67, Delta 4, Beta 3; Gamma has no rating.
    expect(names((await page("?rating=4")).html).sort()).toEqual(["Facet Alpha", "Facet Delta"]);
    expect(names((await page("?rating=4.5")).html)).toEqual(["Facet Alpha"]);
    expect(names((await page("?kind=agency")).html)).toEqual(["Facet Gamma"]);
  });

  it("says so when nothing matches, and keeps the filters when sorting", async () => {
    const none = await page("?platform=wix");
    expect(none.status).toBe(200);
    expect(none.html).toContain("No company in this category matches all of these filters.");
    const sorted = await page("?platform=shopify&sort=name");
    expect(names(sorted.html)).toEqual(["Facet Alpha", "Facet Beta", "Facet Delta"]);
    expect(sorted.html).toContain('type="hidden" name="platform" value="shopify"');
  });

  it("refuses unknown filter values with a message", async () => {
    const bad = await page("?platform=myspace");
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("Unknown platform");
    const rating = await page("?rating=2");
    expect(rating.status).toBe(400);
    expect(rating.html).toContain("Minimum rating must be 3, 4 or 4.5");
  });

  it("gives facet counts and filters in the JSON API", async () => {
    const client = createClient(app);
    const body = await (
      await client.request("/api/v1/categories/facet-widgets/companies?platform=shopify&feature=facet-widgets-flows")
    ).json();
    expect(body.companies.map((company: { name: string }) => company.name).sort()).toEqual([
      "Facet Alpha",
      "Facet Beta",
    ]);
    expect(body.total).toBe(2);
    expect(body.facets.platform).toContainEqual({ value: "woocommerce", count: 1 });
    expect(body.facets.feature).toContainEqual({ value: "facet-widgets-sms", count: 1 });
    const bad = await client.request("/api/v1/categories/facet-widgets/companies?price=cheap");
    expect(bad.status).toBe(422);
    expect(JSON.stringify(await bad.json())).toContain("Unknown price band");
  });
});

// The counts and pages are computed in memory from a cached snapshot of the category; this checks them against
// the same selection answered by SQL over the database itself, on a catalog category and many selections.
describe("category facets in memory agree with the database", () => {
  type Selection = CategoryFacets;
  const oracle = async (categoryId: number, selection: Selection, sort: CompanySort, offset: number) => {
    const features = await database.db.execute<{ id: number; slug: string }>(
      sql`select id, slug from category_features where category_id = ${categoryId}`,
    );
    const featureIds = features.rows.filter((f) => selection.feature.includes(f.slug)).map((f) => f.id);
    const list = (values: readonly string[]) =>
      sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`;
    const shown = roundedAverageSql(sql`s.rating_sum`, sql`s.review_count`);
    const where: Record<string, SQL> = {
      platform: selection.platform.length ? sql`c.platforms && ${list(selection.platform)}` : sql`true`,
      kind: selection.kind.length ? sql`c.kind = any(${list(selection.kind)})` : sql`true`,
      pricing: selection.pricing.length ? sql`c.pricing_model = any(${list(selection.pricing)})` : sql`true`,
      free: selection.free === "yes" ? sql`c.free_plan is true` : sql`true`,
      price: selection.price.length ? sql`c.price_band = any(${list(selection.price)})` : sql`true`,
      size: selection.size.length ? sql`c.brand_sizes && ${list(selection.size)}` : sql`true`,
      feature: featureIds.length
        ? sql`(select count(*) from company_features cf where cf.company_id = c.id and cf.feature_id = any(${sql.param(featureIds)}::int[])) = ${featureIds.length}`
        : sql`true`,
      rating: selection.rating ? sql`coalesce(${shown}, 0) >= ${Number(selection.rating)}` : sql`true`,
    };
    const all = (except?: string) =>
      sql.join(
        Object.entries(where)
          .filter(([key]) => key !== except)
          .map(([, condition]) => sql`(${condition})`),
        sql` and `,
      );
    const from = sql`from company_categories cc join companies c on c.id = cc.company_id
      left join company_review_stats s on s.company_id = c.id
      left join company_market_presence m on m.company_id = c.id where cc.category_id = ${categoryId}`;
    const order = {
      // Market presence, a company not yet scored after the scored ones (decision 097).
      featured: sql`m.score desc nulls last, coalesce(s.review_count, 0) desc, lower(cc.company_name), cc.company_name, c.id`,
      rating: sql`coalesce(s.review_count, 0) >= ${highestRatedMinimumReviews} desc, ${shown} desc nulls last,
        coalesce(s.review_count, 0) desc, lower(cc.company_name), c.id`,
      reviews: sql`coalesce(s.review_count, 0) desc, lower(cc.company_name), cc.company_name, c.id`,
      name: sql`lower(cc.company_name), cc.company_name, c.id`,
      newest: sql`cc.company_created_at desc, c.id desc`,
    }[sort];
    const ids = await database.db.execute<{ id: number }>(
      sql`select c.id ${from} and ${all()} order by ${order} limit 24 offset ${offset}`,
    );
    const total = await database.db.execute<{ n: number }>(sql`select count(*)::int as n ${from} and ${all()}`);
    type Count = { value: string; count: number };
    const rowsOf = async (query: SQL) => (await database.db.execute<Count>(query)).rows;
    // Each facet counted under the other facets' selections (features: under the whole selection).
    const counts = {
      platform: await rowsOf(sql`select p as value, count(*)::int as count
        from (select c.platforms ${from} and ${all("platform")}) m, unnest(m.platforms) p group by p`),
      size: await rowsOf(sql`select b as value, count(*)::int as count
        from (select c.brand_sizes ${from} and ${all("size")}) m, unnest(m.brand_sizes) b group by b`),
      kind: await rowsOf(
        sql`select c.kind as value, count(*)::int as count ${from} and ${all("kind")} group by c.kind`,
      ),
      pricing: await rowsOf(sql`select c.pricing_model as value, count(*)::int as count ${from} and ${all("pricing")}
        and c.pricing_model is not null group by c.pricing_model`),
      price: await rowsOf(sql`select c.price_band as value, count(*)::int as count ${from} and ${all("price")}
        and c.price_band is not null group by c.price_band`),
      free: await rowsOf(
        sql`select 'yes' as value, count(*)::int as count ${from} and ${all("free")} and c.free_plan is true`,
      ),
      rating: await rowsOf(sql`select step as value, count(*)::int as count
        from (select s.rating_sum::float8 / nullif(s.review_count, 0) as rating ${from} and ${all("rating")}) m,
        unnest(array['3', '4', '4.5']) step where m.rating >= step::float8 group by step`),
      feature: await rowsOf(sql`select f.slug as value, count(*)::int as count
        from (select c.id ${from} and ${all()}) m join company_features cf on cf.company_id = m.id
        join category_features f on f.id = cf.feature_id and f.category_id = ${categoryId} group by f.slug`),
    };
    return { ids: ids.rows.map((row) => row.id), total: total.rows[0]?.n ?? 0, counts };
  };

  it("gives the same matches, order and platform counts as SQL for many selections", async () => {
    const category = await database.db.execute<{ id: number }>(
      sql`select id from categories where slug = 'email-marketing'`,
    );
    const categoryId = category.rows[0]?.id ?? 0;
    // Averages on the steps' edges (4, 4.5, 3) and between them, so the rating counts are put to the test.
    const rated = await database.db.execute<{ id: number }>(
      sql`select company_id as id from company_categories where category_id = ${categoryId} order by company_id limit 5`,
    );
    const ratings = [[4], [5, 4], [3], [2, 3], [5, 5, 4]];
    for (const [index, row] of rated.rows.entries()) {
      for (const rating of ratings[index] ?? []) await createReview(database.db, { companyId: row.id, rating });
    }
    const featureSlugs = (
      await database.db.execute<{ slug: string }>(
        sql`select slug from category_features where category_id = ${categoryId} order by sort_order`,
      )
    ).rows.map((row) => row.slug);
    const empty: Selection = { platform: [], kind: [], pricing: [], price: [], size: [], feature: [] };
    const selections: Selection[] = [
      empty,
      { ...empty, platform: ["shopify"] },
      { ...empty, platform: ["shopify", "woocommerce"], pricing: ["freemium", "subscription"] },
      { ...empty, free: "yes" },
      { ...empty, price: ["under-100"] },
      { ...empty, feature: featureSlugs.slice(0, 1) },
      { ...empty, feature: featureSlugs.slice(0, 2), platform: ["shopify"] },
      { ...empty, rating: "4" },
      { ...empty, rating: "4.5", platform: ["shopify"] },
      { ...empty, kind: ["software"], rating: "3", platform: ["bigcommerce"] },
    ];
    for (const selection of selections) {
      for (const [sort, offset] of [
        ["featured", 0],
        ["rating", 0],
        ["reviews", 3],
        ["name", 0],
        ["newest", 0],
        ["name", 5],
        ["featured", 20],
      ] as const) {
        const fromMemory = await categoryFacets(database.db, {
          categoryId,
          facets: selection,
          showAiGeneratedCompanies: true,
          page: { sort, offset, limit: 24 },
        });
        const expected = await oracle(categoryId, selection, sort, offset);
        const label = `${JSON.stringify(selection)} ${sort} from ${offset}`;
        expect(fromMemory.total, label).toBe(expected.total);
        expect(fromMemory.ids, label).toEqual(expected.ids);
        const byValue = (rows: { value: string; count: number }[]) =>
          Object.fromEntries(rows.filter((row) => row.count > 0).map((row) => [row.value, row.count]));
        for (const facet of Object.keys(expected.counts) as (keyof typeof expected.counts)[]) {
          expect(byValue(fromMemory.counts[facet]), `${label} ${facet} counts`).toEqual(
            byValue(expected.counts[facet]),
          );
        }
        if (!hasFacets(selection)) {
          // The unfiltered page is cut from the snapshot's order without counting.
          const page = await unfilteredCategoryPage(database.db, {
            categoryId,
            showAiGeneratedCompanies: true,
            sort,
            offset,
            limit: 24,
          });
          expect(page, label).toEqual({ ids: expected.ids, total: expected.total });
        }
      }
    }
  });
});
