// npm run db:seed:scale — loads scale data into the DATABASE_URL PostgreSQL database, in SQL,
// for benchmarks: SCALE_COMPANIES companies (default 100,000) and SCALE_REVIEWS reviews (default
// 1,000,000), with 5 "big" companies holding 20,000 reviews each, votes counts and open reports.
// On the embedded database it refuses unless SCALE_COMPANIES/SCALE_REVIEWS are small (see README).
import { sql } from "drizzle-orm";
import { seedCatalog } from "#server/db/seed/seed-catalog.ts";
import { parseEnv } from "#server/env.ts";
import { connectForCli } from "./lib/connect-for-cli.ts";

const companies = Number(process.env.SCALE_COMPANIES ?? 100_000);
const totalReviews = Number(process.env.SCALE_REVIEWS ?? 1_000_000);
const bigCompanies = 5;
const bigReviews = Math.min(20_000, Math.floor(totalReviews / (bigCompanies * 2)));
const userCount = Math.max(bigReviews, 20_000);

async function main() {
  const env = parseEnv();
  if (!env.DATABASE_URL && (companies > 10_000 || totalReviews > 100_000)) {
    console.error(
      "The full scale data is for PostgreSQL (set DATABASE_URL). On the embedded database use e.g. SCALE_COMPANIES=5000 SCALE_REVIEWS=50000.",
    );
    process.exit(2);
  }
  const database = await connectForCli(env, { shareRunningServer: false });
  const { db } = database;
  const started = Date.now();
  const step = async (label: string, query: ReturnType<typeof sql>) => {
    const begun = Date.now();
    await db.execute(query);
    console.log(`${label}: ${((Date.now() - begun) / 1000).toFixed(1)} s`);
  };
  try {
    const existing = await db.execute<{ total: number }>(
      sql`select count(*)::int as total from companies where slug like 'scale-co-%'`,
    );
    if ((existing.rows[0]?.total ?? 0) > 0) {
      console.log("Scale data is already loaded (companies named 'Scale Co …'). Run db:reset first to load it again.");
      return;
    }
    await seedCatalog(db);
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
    await step(
      "category links (one primary, one secondary each)",
      sql`with cats as (select array_agg(id order by sort_order, id) as ids, count(*)::int as total from categories),
          scale as (select id, (regexp_replace(slug, '^scale-co-', ''))::int as n from companies where slug like 'scale-co-%')
          insert into company_categories (company_id, category_id, is_primary)
          select s.id, cats.ids[1 + s.n % cats.total], true from scale s, cats
          union all
          select s.id, cats.ids[1 + (s.n * 7 + 3) % cats.total], false from scale s, cats
          where (s.n * 7 + 3) % cats.total <> s.n % cats.total
          on conflict do nothing`,
    );
    const spread = totalReviews - bigCompanies * bigReviews;
    await step(
      `${totalReviews} reviews`,
      sql`with scale as (select id, row_number() over (order by id) as k from companies where slug like 'scale-co-%'),
          plan as (
            select s.id as company_id, s.k, g.j
            from scale s cross join lateral generate_series(1, ${bigReviews}) as g(j) where s.k <= ${bigCompanies}
            union all
            select s.id, s.k, g.j
            from scale s cross join lateral generate_series(1, ${Math.ceil(spread / Math.max(1, companies - bigCompanies))}) as g(j)
            where s.k > ${bigCompanies}
          )
          insert into reviews (company_id, user_id, rating, title, content, reviewer_first_name, reviewer_surname, business_website, categories,
                               good_for_startup, good_for_six_figures, good_for_seven_figures, good_for_eight_figures, good_for_nine_figures_plus,
                               helpful_count, not_helpful_count, is_sample, status, created_at, updated_at)
          select p.company_id, 'scale-user-' || ((p.k * 7919 + p.j) % ${userCount}),
                 (array[5,5,5,4,4,4,4,3,3,2,1])[1 + (p.j * 31 + p.k) % 11],
                 (array['Solid choice for our store', 'Great support, fair pricing', 'Mixed feelings after a year', 'Reliable and fast', 'Not for us'])[1 + (p.j + p.k) % 5],
                 (array['The support team answered within hours and the onboarding was smooth.',
                        'Pricing went up twice but the automation features and templates are worth it.',
                        'Integration with our storefront took a day; the dashboard and reporting are clear.',
                        'We hit bugs after updates and the documentation lags behind the product.',
                        'Performance and reliability have been excellent; setup took an afternoon.'])[1 + (p.j * 3 + p.k) % 5]
                   || ' ' || (array['Good value for a growing brand.', 'The learning curve is real.', 'Customer service could be faster.', 'Flows and segmentation work well.'])[1 + p.j % 4],
                 'Scale', 'User', 'https://brand-' || (p.j % 5000) || '.example', '{}',
                 p.j % 5 = 0, p.j % 5 = 1, p.j % 5 = 2, p.j % 5 = 3, p.j % 5 = 4,
                 (p.j * 13) % 9, (p.j * 7) % 3, true, 'published',
                 now() - ((p.j * 37 + p.k) % 540) * interval '1 day', now()
          from plan p
          limit ${totalReviews}
          on conflict do nothing`,
    );
    await step(
      "open reports (1 in 500 reviews)",
      sql`insert into review_reports (review_id, reporter_user_id, reason)
          select r.id, 'scale-user-' || ((r.id * 13) % ${userCount}), 'spam' from reviews r
          where r.is_sample and r.id % 500 = 0 and r.user_id <> 'scale-user-' || ((r.id * 13) % ${userCount})
          on conflict do nothing`,
    );
    await step("vacuum analyze", sql`vacuum analyze`);
    console.log(`Scale data loaded in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
