// npm run db:seed:scale — loads scale data into the DATABASE_URL PostgreSQL database, in SQL,
// for benchmarks: SCALE_COMPANIES companies (default 100,000) and SCALE_REVIEWS reviews (default
// 1,000,000), with 5 "big" companies holding 20,000 reviews each, helpful/not-helpful votes as
// rows in review_votes (about 2 per review, most reviews none), 1% of reviews pending or removed,
// and open reports on 1 review in 500. On the embedded database it refuses unless
// SCALE_COMPANIES/SCALE_REVIEWS are small (see README).
//
// One transaction, multi-row INSERT … SELECT in batches. The per-row triggers that keep derived
// data (rating figures, search documents) are switched off for the load and the derived rows are
// computed once in bulk afterwards: per-row upkeep of one company's figures 20,000 times in one
// transaction makes the load quadratic (every update walks the row's version chain).
import { sql } from "drizzle-orm";
import { refreshAlternatives } from "#server/catalog/refresh-alternatives.ts";
import type { Database } from "#server/db/client.ts";
import { seedCatalog } from "#server/db/seed/seed-catalog.ts";
import { parseEnv } from "#server/env.ts";
import { alternativesRefreshBatchSize } from "#server/jobs/registry.ts";
import { refreshAllMarketPresence } from "#server/presence/refresh-market-presence.ts";
import { connectForCli } from "./lib/connect-for-cli.ts";

const companies = Number(process.env.SCALE_COMPANIES ?? 100_000);
const totalReviews = Number(process.env.SCALE_REVIEWS ?? 1_000_000);
const bigCompanies = 5;
const bigReviews = Math.min(20_000, Math.floor(totalReviews / (bigCompanies * 2)));
const userCount = Math.max(bigReviews, 20_000);
const perCompany = Math.ceil((totalReviews - bigCompanies * bigReviews) / Math.max(1, companies - bigCompanies));
const companiesPerBatch = Math.max(1, Math.floor(100_000 / Math.max(1, perCompany)));

/** Triggers that keep derived rows; the load computes those rows in bulk instead. */
const derivedTriggers = [
  ["reviews", "reviews_stats"],
  ["companies", "companies_search_document"],
  ["company_categories", "company_categories_search_document"],
] as const;

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function load(tx: Transaction) {
  const step = async (label: string, query: ReturnType<typeof sql>) => {
    const begun = Date.now();
    const result = await tx.execute(query);
    const rows = typeof result.rowCount === "number" ? ` (${result.rowCount.toLocaleString("en")} rows)` : "";
    console.log(`${label}${rows}: ${((Date.now() - begun) / 1000).toFixed(1)} s`);
    return result.rowCount ?? 0;
  };
  await tx.execute(sql`set local synchronous_commit = off`);
  for (const [table, trigger] of derivedTriggers) {
    await tx.execute(sql`alter table ${sql.identifier(table)} disable trigger ${sql.identifier(trigger)}`);
  }

  await step(
    `${userCount} users`,
    sql`insert into users (id, name, first_name, last_name, email, email_verified, is_sample)
        select 'scale-user-' || n, 'Scale User ' || n, 'Scale', 'User ' || n, 'scale.user.' || n || '@example.com', true, true
        from generate_series(0, ${userCount - 1}) as n`,
  );
  await step(
    `${companies} companies`,
    sql`insert into companies (name, slug, domain, website_url, description, kind, pricing_model, created_at)
        select 'Scale Co ' || n, 'scale-co-' || n, 'scale-co-' || n || '.example', 'https://scale-co-' || n || '.example',
               'A synthetic company for benchmarks: ' || (array['email flows and segmentation', 'helpdesk macros and live chat', 'shipping labels and returns', 'page builder and A/B tests', 'attribution and reporting'])[1 + n % 5] || '.',
               (array['software', 'software', 'software', 'agency', 'freelance'])[1 + n % 5],
               (array['subscription', 'freemium', 'usage-based', 'quote-based'])[1 + n % 4],
               now() - (n % 700) * interval '1 day'
        from generate_series(1, ${companies}) as n`,
  );
  // k numbers the scale companies 1…N; the first five are the "big" ones.
  await tx.execute(sql`create temporary table scale_companies on commit drop as
    select id, (regexp_replace(slug, '^scale-co-', ''))::int as k from companies where slug like 'scale-co-%'`);
  await tx.execute(sql`create index on scale_companies (k)`);
  await step(
    "category links (one primary, one secondary each)",
    sql`with cats as (select array_agg(id order by sort_order, id) as ids, count(*)::int as total from categories)
        insert into company_categories (company_id, category_id, is_primary)
        select s.id, cats.ids[1 + s.k % cats.total], true from scale_companies s, cats
        union all
        select s.id, cats.ids[1 + (s.k * 7 + 3) % cats.total], false from scale_companies s, cats
        where (s.k * 7 + 3) % cats.total <> s.k % cats.total
        on conflict do nothing`,
  );

  // Facts in realistic shares (issue #16): most companies have platforms and a pricing model, fewer a free
  // plan, a cost band, brand sizes or tagged features; a few integrate with each other. Synthetic, for the
  // facet, alternatives and compare benchmarks only.
  await step(
    "facts (platforms, free plan, cost band, brand sizes)",
    sql`update companies c set
        platforms = case when s.k % 10 >= 7 then '{}'::text[] when s.k % 5 = 0 then '{shopify,shopify-plus}'::text[]
          when s.k % 5 = 1 then '{shopify,woocommerce,bigcommerce}'::text[] when s.k % 5 = 2 then '{woocommerce}'::text[]
          when s.k % 5 = 3 then '{magento,salesforce-commerce-cloud}'::text[] else '{shopify,wix,squarespace}'::text[] end,
        free_plan = case when s.k % 6 = 0 then true when s.k % 6 = 1 then false end,
        cost_band = (array['under-100', '100-1000', 'over-1000', null])[1 + s.k % 4]::text,
        brand_sizes = case when s.k % 9 = 0 then '{startup,sixFigures}'::text[] when s.k % 9 = 3 then '{sevenFigures}'::text[]
          when s.k % 9 = 6 then '{eightFigures,nineFiguresPlus}'::text[] else '{}'::text[] end
      from scale_companies s where c.id = s.id`,
  );
  await step(
    "tagged features (about half the companies, 1-4 features of their primary category)",
    sql`insert into company_features (company_id, feature_id)
        select s.id, f.id from scale_companies s
        join company_categories cc on cc.company_id = s.id and cc.is_primary
        join lateral (select id, row_number() over (order by sort_order, id) as r from category_features where category_id = cc.category_id) f
          on f.r <= 1 + s.k % 4 and (f.r + s.k) % 3 <> 0
        where s.k % 2 = 0
        on conflict do nothing`,
  );
  await step(
    "integrations (one in ten companies, with a neighbour)",
    sql`insert into company_integrations (company_id, partner_id)
        select least(a.id, b.id), greatest(a.id, b.id) from scale_companies a join scale_companies b on b.k = a.k + 37
        where a.k % 10 = 0 on conflict do nothing`,
  );

  // Reviews, in batches of about 100,000. Review number `ordinal` runs 1…totalReviews over the plan
  // (big companies first), so the total is exact; author = (k·7919 + j) mod users, unique per company.
  const begun = Date.now();
  let inserted = 0;
  const batches: [number, number, number][] = [[1, bigCompanies, bigReviews]];
  for (let from = bigCompanies + 1; from <= companies; from += companiesPerBatch) {
    batches.push([from, Math.min(companies, from + companiesPerBatch - 1), perCompany]);
  }
  for (const [from, to, each] of batches) {
    const result = await tx.execute(sql`
      insert into reviews (company_id, user_id, rating, title, content, reviewer_first_name, reviewer_surname, business_website, categories,
                           good_for_startup, good_for_six_figures, good_for_seven_figures, good_for_eight_figures, good_for_nine_figures_plus,
                           helpful_count, not_helpful_count, is_sample, status, created_at, updated_at,
                           rating_ease_of_use, rating_support, rating_value, rating_features, pros, cons,
                           reviewer_brand_size, reviewer_role, reviewer_platform)
      select s.id, 'scale-user-' || ((s.k * 7919 + g.j) % ${userCount}),
             x.rating,
             (array['Solid choice for our store', 'Great support, fair pricing', 'Mixed feelings after a year', 'Reliable and fast', 'Not for us'])[1 + (g.j + s.k) % 5],
             (array['The support team answered within hours and the onboarding was smooth.',
                    'Pricing went up twice but the automation features and templates are worth it.',
                    'Integration with our storefront took a day; the dashboard and reporting are clear.',
                    'We hit bugs after updates and the documentation lags behind the product.',
                    'Performance and reliability have been excellent; setup took an afternoon.'])[1 + (g.j * 3 + s.k) % 5]
               || ' ' || (array['Good value for a growing brand.', 'The learning curve is real.', 'Customer service could be faster.', 'Flows and segmentation work well.'])[1 + g.j % 4],
             'Scale', 'User', 'https://brand-' || (g.j % 5000) || '.example', '{}',
             g.j % 5 = 0, g.j % 5 = 1, g.j % 5 = 2, g.j % 5 = 3, g.j % 5 = 4,
             (array[0,0,0,0,1,1,2,3,5,8])[1 + (g.j * 13 + s.k) % 10], (array[0,0,0,1])[1 + (g.j * 7 + s.k) % 4], true,
             case when (g.j * 17 + s.k) % 200 = 0 then 'pending' when (g.j * 17 + s.k) % 200 = 1 then 'removed' else 'published' end,
             now() - ((g.j * 37 + s.k) % 540) * interval '1 day', now(),
             -- Optional detail (issue #16) in the demo's proportions: about half rate the details (near the
             -- rating), 40% list pros, 30% cons, two in three say their brand size, 60% their role and platform.
             case when x.h % 100 < 55 then least(5, greatest(1, x.rating + (array[-1,0,0,0,1])[1 + (g.j * 7 + s.k * 3) % 5])) end,
             case when x.h % 100 < 48 then least(5, greatest(1, x.rating + (array[-1,0,0,1,0])[1 + (g.j * 11 + s.k) % 5])) end,
             case when x.h % 100 < 52 then least(5, greatest(1, x.rating + (array[0,-1,0,0,1])[1 + (g.j * 5 + s.k * 7) % 5])) end,
             case when x.h % 100 < 45 then least(5, greatest(1, x.rating + (array[0,0,1,-1,0])[1 + (g.j * 13 + s.k) % 5])) end,
             case when x.h % 10 < 4 then (array['Support answers within hours.', 'Setup took an afternoon.',
                    'Flows and segmentation work well.', 'Clear dashboard and reporting.'])[1 + (g.j + s.k * 3) % 4] end,
             case when (x.h / 10) % 10 < 3 then (array['Pricing climbs as you grow.', 'The learning curve is real.',
                    'Documentation lags behind the product.', 'Customer service could be faster.'])[1 + (g.j * 3 + s.k) % 4] end,
             case when (x.h / 100) % 3 <> 0 then (array['startup', 'sixFigures', 'sevenFigures', 'eightFigures', 'nineFiguresPlus'])[1 + g.j % 5] end,
             case when (x.h / 7) % 10 < 6 then (array['founder', 'founder', 'marketing', 'marketing', 'ecommerce', 'operations',
                    'customer-experience', 'development', 'finance', 'other'])[1 + (g.j * 3 + s.k) % 10] end,
             case when (x.h / 3) % 10 < 6 then (array['shopify', 'shopify', 'shopify', 'shopify', 'shopify', 'shopify-plus', 'shopify-plus',
                    'woocommerce', 'woocommerce', 'bigcommerce', 'magento', 'salesforce-commerce-cloud', 'wix', 'squarespace',
                    'prestashop', 'amazon', 'headless', 'headless'])[1 + (g.j * 7 + s.k * 5) % 18] end
      from scale_companies s cross join lateral generate_series(1, ${each}) as g(j)
      cross join lateral (select (array[5,5,5,4,4,4,4,3,3,2,1])[1 + (g.j * 31 + s.k) % 11] as rating,
                                 (g.j * 131 + s.k * 17) % 1000 as h) as x
      where s.k between ${from} and ${to}
        and (case when s.k <= ${bigCompanies} then (s.k - 1) * ${bigReviews} + g.j
                  else ${bigCompanies * bigReviews} + (s.k - ${bigCompanies + 1}) * ${perCompany} + g.j end) <= ${totalReviews}`);
    inserted += result.rowCount ?? 0;
    process.stdout.write(`\rreviews: ${inserted.toLocaleString("en")} of ${totalReviews.toLocaleString("en")}`);
  }
  console.log(`\n${inserted} reviews: ${((Date.now() - begun) / 1000).toFixed(1)} s`);

  // One vote row per counted vote; voter = author + v·7919 (mod users), never the author and
  // distinct per review because 7919 is prime to the user count and v ≤ 11.
  await step(
    "helpful / not helpful votes",
    sql`insert into review_votes (review_id, user_id, value, created_at)
        select r.id, 'scale-user-' || ((split_part(r.user_id, '-', 3)::int + v * 7919) % ${userCount}),
               case when v <= r.helpful_count then 'helpful' else 'not_helpful' end, r.created_at + v * interval '1 hour'
        from reviews r join scale_companies s on s.id = r.company_id
        cross join lateral generate_series(1, r.helpful_count + r.not_helpful_count) as v`,
  );
  await step(
    "open reports (1 in 500 reviews)",
    sql`insert into review_reports (review_id, reporter_user_id, reason)
        select r.id, 'scale-user-' || ((split_part(r.user_id, '-', 3)::int + 12 * 7919) % ${userCount}),
               (array['spam', 'fake_or_conflict', 'offensive', 'off_topic', 'other'])[1 + r.id % 5]
        from reviews r join scale_companies s on s.id = r.company_id
        where r.id % 500 = 0 and r.status = 'published'`,
  );

  // Derived rows, once, in bulk (what the switched-off triggers would have written row by row).
  await step(
    "rating figures",
    sql`insert into company_review_stats as t (company_id, review_count, rating_sum, rating_1, rating_2, rating_3, rating_4, rating_5,
          good_for_startup, good_for_six_figures, good_for_seven_figures, good_for_eight_figures, good_for_nine_figures_plus,
          ease_of_use_sum, ease_of_use_count, support_sum, support_count, value_sum, value_count, features_sum, features_count)
        select r.company_id, count(*), sum(r.rating),
          count(*) filter (where r.rating = 1), count(*) filter (where r.rating = 2), count(*) filter (where r.rating = 3),
          count(*) filter (where r.rating = 4), count(*) filter (where r.rating = 5),
          count(*) filter (where r.good_for_startup), count(*) filter (where r.good_for_six_figures),
          count(*) filter (where r.good_for_seven_figures), count(*) filter (where r.good_for_eight_figures),
          count(*) filter (where r.good_for_nine_figures_plus),
          coalesce(sum(r.rating_ease_of_use), 0), count(r.rating_ease_of_use), coalesce(sum(r.rating_support), 0), count(r.rating_support),
          coalesce(sum(r.rating_value), 0), count(r.rating_value), coalesce(sum(r.rating_features), 0), count(r.rating_features)
        from reviews r join scale_companies s on s.id = r.company_id
        where r.status = 'published' and not r.is_ai_generated
        group by r.company_id
        on conflict (company_id) do update set
          review_count = excluded.review_count, rating_sum = excluded.rating_sum,
          rating_1 = excluded.rating_1, rating_2 = excluded.rating_2, rating_3 = excluded.rating_3,
          rating_4 = excluded.rating_4, rating_5 = excluded.rating_5,
          good_for_startup = excluded.good_for_startup, good_for_six_figures = excluded.good_for_six_figures,
          good_for_seven_figures = excluded.good_for_seven_figures, good_for_eight_figures = excluded.good_for_eight_figures,
          good_for_nine_figures_plus = excluded.good_for_nine_figures_plus,
          ease_of_use_sum = excluded.ease_of_use_sum, ease_of_use_count = excluded.ease_of_use_count,
          support_sum = excluded.support_sum, support_count = excluded.support_count,
          value_sum = excluded.value_sum, value_count = excluded.value_count,
          features_sum = excluded.features_sum, features_count = excluded.features_count`,
  );
  await step(
    "search documents",
    sql`insert into company_search_documents (company_id, document)
        select c.id,
          setweight(to_tsvector('english'::regconfig, c.name), 'A') ||
          setweight(to_tsvector('english'::regconfig, coalesce(k.names, '')), 'B') ||
          setweight(to_tsvector('english'::regconfig, c.description), 'C') ||
          setweight(to_tsvector('english'::regconfig, array_to_string(c.features, ' ') || ' ' || array_to_string(c.platforms, ' ')), 'D')
        from companies c join scale_companies s on s.id = c.id
        left join (
          select cc.company_id, string_agg(cat.name, ' ') as names
          from company_categories cc join categories cat on cat.id = cc.category_id group by cc.company_id
        ) k on k.company_id = c.id
        on conflict (company_id) do update set document = excluded.document`,
  );
  for (const [table, trigger] of derivedTriggers) {
    await tx.execute(sql`alter table ${sql.identifier(table)} enable trigger ${sql.identifier(trigger)}`);
  }
}

async function hasNoRankedAlternatives(db: Database) {
  const ranked = await db.execute(sql`select 1 from company_alternative_sets limit 1`);
  return ranked.rows.length === 0;
}

/** What the nightly "refresh-alternatives" job does (decision 067): every listed company's alternatives ranked. */
async function rankAlternatives(db: Database) {
  const begun = Date.now();
  const ids = (
    await db.execute<{ id: number }>(sql`select id from companies where listing_status = 'listed' order by id`)
  ).rows.map((row) => row.id);
  for (let start = 0; start < ids.length; start += alternativesRefreshBatchSize) {
    await refreshAlternatives(db, ids.slice(start, start + alternativesRefreshBatchSize));
    if (process.stdout.isTTY)
      process.stdout.write(
        `\ralternatives: ${Math.min(ids.length, start + alternativesRefreshBatchSize)} of ${ids.length}`,
      );
  }
  await db.execute(sql`analyze company_alternatives, company_alternative_sets`);
  console.log(
    `${process.stdout.isTTY ? "\n" : ""}alternatives ranked (${ids.length.toLocaleString("en")} companies): ${((Date.now() - begun) / 1000).toFixed(1)} s`,
  );
}

/** What the nightly "refresh-market-presence" job does (decision 097): every listed company scored. */
async function scoreMarketPresence(db: Database) {
  const begun = Date.now();
  const scored = await refreshAllMarketPresence(db);
  // Scoring copies each score onto the company's company_categories rows (migration 0035): after the load's vacuum
  // that left half of that table's rows dead and its pages not all-visible, so every index-only scan of it (the
  // Grid's figures, category pages) read the table too: 16-58 ms instead of 1 ms for the largest category's Grid
  // figures where autovacuum is off (decision 110).
  await db.execute(sql`vacuum analyze company_market_presence, company_categories`);
  console.log(
    `market presence (${scored.toLocaleString("en")} companies): ${((Date.now() - begun) / 1000).toFixed(1)} s`,
  );
}

async function main() {
  const env = parseEnv(process.env, { forServer: false });
  if (!env.DATABASE_URL && (companies > 10_000 || totalReviews > 100_000)) {
    console.error(
      "The full scale data is for PostgreSQL (set DATABASE_URL). On the embedded database use e.g. SCALE_COMPANIES=5000 SCALE_REVIEWS=50000.",
    );
    process.exit(2);
  }
  const database = await connectForCli(env, { shareRunningServer: false });
  const { db } = database;
  const started = Date.now();
  try {
    const existing = await db.execute<{ total: number }>(
      sql`select count(*)::int as total from companies where slug like 'scale-co-%'`,
    );
    if ((existing.rows[0]?.total ?? 0) > 0) {
      // Loaded before stored alternatives existed: rank them now, as the nightly job would.
      const scored = await db.execute(sql`select 1 from company_market_presence limit 1`);
      if (scored.rows.length === 0) await scoreMarketPresence(db);
      if (await hasNoRankedAlternatives(db)) await rankAlternatives(db);
      console.log("Scale data is already loaded (companies named 'Scale Co …'). Run db:reset first to load it again.");
      return;
    }
    await seedCatalog(db);
    await db.transaction(load);
    const begun = Date.now();
    await db.execute(sql`vacuum analyze`);
    console.log(`vacuum analyze: ${((Date.now() - begun) / 1000).toFixed(1)} s`);
    await scoreMarketPresence(db);
    await rankAlternatives(db);
    console.log(`Scale data loaded in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
