import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { brandSizes } from "#contracts/brand-sizes.ts";
import {
  buildCategoryGrid,
  type GridCompany,
  gridMinimumReviews,
  gridPointLimit,
  gridQuadrantLabels,
  mostReviewedPoints,
} from "#contracts/category-grid.ts";
import { marketPresenceOf } from "#server/presence/market-presence-of.ts";
import { refreshAllMarketPresence } from "#server/presence/refresh-market-presence.ts";
import { createReview } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient, createTestApp, signedInClient, signedUpAccount, uniqueEmail } from "#tests/support/test-app.ts";
import { testDatabaseKind } from "#tests/support/test-database.ts";

/*
 * The category Grid and market presence (issue #38, decisions 097 and 098), from outside: a category of test
 * companies whose signals put one in each quadrant, one with too few reviews, and two that differ only in whether
 * their age is known.
 */
const adminEmail = uniqueEmail("grid-moderator");
const password = "moderator password 1";
const { database, app } = prepareTestApp({ ADMIN_EMAILS: adminEmail });
const thisYear = new Date().getUTCFullYear();

type Spec = {
  name: string;
  ratings: number[];
  band?: string;
  founded?: number;
  sizes?: string[];
  goodForStartup?: boolean;
};
const specs: Spec[] = [
  { name: "Grid Alpha", ratings: Array(10).fill(5), band: "top200", founded: 2000, sizes: ["startup"] },
  { name: "Grid Beta", ratings: Array(10).fill(5) },
  { name: "Grid Gamma", ratings: Array(10).fill(2), band: "top200", founded: 1990, sizes: ["eightFigures"] },
  { name: "Grid Delta", ratings: Array(10).fill(2), goodForStartup: true },
  { name: "Grid Epsilon", ratings: Array(gridMinimumReviews - 1).fill(4) },
  // Same band, no reviews; one founded this year (age zero, a signal present), one whose age is unknown.
  { name: "Aardvark Newborn", ratings: [], band: "top1k", founded: thisYear },
  { name: "Zebra Unknown Age", ratings: [], band: "top1k" },
];
const ids = new Map<string, number>();

beforeAll(async () => {
  const { db } = database;
  await db.execute(sql`
    insert into categories (name, slug, description, "group", sort_order)
    values ('Grid Test Tools', 'grid-test-tools', 'Tools for testing the Grid.', 'saas', 98)`);
  const category = (await db.execute<{ id: number }>(sql`select id from categories where slug = 'grid-test-tools'`))
    .rows[0]?.id;
  const snapshot = (await db.execute<{ id: number }>(sql`select id from popularity_snapshots limit 1`)).rows[0]?.id;
  if (category === undefined || snapshot === undefined) throw new Error("no category or ranking snapshot");
  for (const [index, spec] of specs.entries()) {
    const domain = `grid-${index}.example`;
    const inserted = await db.execute<{ id: number }>(sql`
      insert into companies (name, slug, domain, founded_year, brand_sizes)
      values (${spec.name}, ${`grid-test-${index}`}, ${domain}, ${spec.founded ?? null},
        ${sql.param(spec.sizes ?? [])}::text[])
      returning id`);
    const id = inserted.rows[0]?.id ?? 0;
    ids.set(spec.name, id);
    await db.execute(
      sql`insert into company_categories (company_id, category_id, is_primary) values (${id}, ${category}, true)`,
    );
    if (spec.band) {
      await db.execute(sql`
        insert into domain_popularity (snapshot_id, domain, listed_domain, band)
        values (${snapshot}, ${domain}, ${domain}, ${spec.band})`);
    }
    for (const rating of spec.ratings) {
      await createReview(db, { companyId: id, rating, goodForStartup: spec.goodForStartup ?? false });
    }
  }
  await refreshAllMarketPresence(db);
});

const client = () => createClient(app);

/**
 * The table's rows in order, as [company, quadrant, satisfaction, reviews]: a company's quadrant is its row
 * group's heading (decision 114), its review count in its satisfaction cell.
 */
function tableCells(html: string) {
  const table = html.match(/<table[\s\S]*?<\/table>/)?.[0] ?? "";
  const text = (cell: string) => cell.replace(/<[^>]+>/g, "").trim();
  return [...table.matchAll(/<tbody>([\s\S]*?)<\/tbody>/g)].flatMap((group) => {
    const [heading, ...rows] = [...(group[1] ?? "").matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) => [
      ...(row[1] ?? "").matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g),
    ]);
    const quadrant = text(heading?.[0]?.[1] ?? "").split(":")[0];
    return rows.map(([company, satisfaction]) => [
      text(company?.[1]?.match(/<a[^>]*>([\s\S]*?)<\/a>/)?.[1] ?? ""),
      quadrant,
      text(satisfaction?.[1] ?? "").match(/^[\d.]+/)?.[0],
      text(satisfaction?.[1] ?? "").match(/of ([\d,]+) reviews?$/)?.[1],
    ]);
  });
}

/** The table's rows as [company, quadrant] pairs, in order. */
function tableRows(html: string) {
  return tableCells(html).map(([company, quadrant]) => [company, quadrant]);
}

/** The names the SVG's points carry in their <title>. */
function svgPointNames(html: string) {
  const svg = html.match(/<svg[^>]*data-grid[\s\S]*?<\/svg>/)?.[0] ?? "";
  return [...svg.matchAll(/<g[^>]*data-point[^>]*>\s*<title>([^<:]+):/g)].map((match) => match[1]?.trim());
}

describe("market presence", () => {
  it("is stored with its signals; a missing signal is not counted", async () => {
    const presence = await marketPresenceOf(database.db, [
      ids.get("Aardvark Newborn") ?? 0,
      ids.get("Zebra Unknown Age") ?? 0,
    ]);
    const newborn = presence.get(ids.get("Aardvark Newborn") ?? 0);
    const unknown = presence.get(ids.get("Zebra Unknown Age") ?? 0);
    expect(newborn?.signalCount).toBe(4);
    expect(unknown?.signalCount).toBe(3);
    expect(unknown?.popularityBand).toBe("top1k");
    expect(unknown?.popularitySource?.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(unknown?.score ?? 0).toBeGreaterThan(newborn?.score ?? 0);
  });

  it("orders a category's Featured list, a company of unknown age above one with age zero", async () => {
    const response = await client().request("/api/v1/categories/grid-test-tools/companies?limit=20");
    const body = (await response.json()) as { companies: { name: string }[] };
    const names = body.companies.map((company) => company.name);
    expect(names.slice(0, 2)).toEqual(["Grid Alpha", "Grid Gamma"]);
    expect(names.indexOf("Zebra Unknown Age")).toBeLessThan(names.indexOf("Aardvark Newborn"));
    const scores = await marketPresenceOf(
      database.db,
      names.map((name) => ids.get(name) ?? 0),
    );
    const ordered = names.map((name) => scores.get(ids.get(name) ?? 0)?.score ?? -1);
    expect(ordered).toEqual([...ordered].sort((a, b) => b - a));
  });

  it("is recomputed when a moderator publishes a review", async () => {
    const id = ids.get("Zebra Unknown Age") ?? 0;
    const before = (await marketPresenceOf(database.db, [id])).get(id);
    const held = await createReview(database.db, { companyId: id, rating: 4, status: "pending" });
    const moderator = await signedInClient(app, { email: adminEmail, password, firstName: "Mod", lastName: "Erator" });
    const approved = await moderator.postForm("/admin/moderation?tab=held", {
      intent: "approve",
      reviewId: String(held.id),
    });
    expect(approved.status).toBeLessThan(400);
    const after = (await marketPresenceOf(database.db, [id])).get(id);
    expect(after?.reviews).toBe((before?.reviews ?? 0) + 1);
    expect(after?.score ?? 0).toBeGreaterThan(before?.score ?? 0);
  });
});

describe("the category Grid", () => {
  it("draws each company with enough reviews in the quadrant the documented rule gives", async () => {
    const response = await client().request("/categories/grid-test-tools/grid");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Grid Test Tools Grid | OperatorStack</title>");
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<svg[^>]*data-grid[^>]*role="img"[^>]*aria-labelledby="[^"]+"/);
    expect(tableRows(html)).toEqual([
      ["Grid Alpha", "Leaders"],
      ["Grid Beta", "High performers"],
      ["Grid Gamma", "Contenders"],
      ["Grid Delta", "Niche"],
    ]);
    expect(svgPointNames(html).sort()).toEqual(["Grid Alpha", "Grid Beta", "Grid Delta", "Grid Gamma"]);
    for (const quadrant of ["Leaders", "High performers", "Contenders", "Niche"]) expect(html).toContain(quadrant);
    expect(html).not.toContain("Grid Epsilon");
    expect(html).toContain(`at least ${gridMinimumReviews} reviews`);
    expect(html).toContain('href="/award-winners/methodology#grid"');
  });

  it("filters by brand size with a GET form that needs no script, leaving quadrants as they are", async () => {
    const page = await (await client().request("/categories/grid-test-tools/grid")).text();
    expect(page).toMatch(/<form[^>]*method="get"[^>]*>[\s\S]*name="size"[\s\S]*<button[^>]*type="submit"/);
    const html = await (await client().request("/categories/grid-test-tools/grid?size=startup")).text();
    expect(tableRows(html)).toEqual([
      ["Grid Alpha", "Leaders"],
      ["Grid Delta", "Niche"],
    ]);
    expect(svgPointNames(html).sort()).toEqual(["Grid Alpha", "Grid Delta"]);
    const none = await (await client().request("/categories/grid-test-tools/grid?size=nineFiguresPlus")).text();
    expect(tableRows(none)).toEqual([]);
    expect((await client().request("/categories/grid-test-tools/grid?size=giant")).status).toBe(400);
  });

  it("answers 404 for an unknown category and is linked from the category page", async () => {
    expect((await client().request("/categories/no-such-category/grid")).status).toBe(404);
    const category = await (await client().request("/categories/grid-test-tools")).text();
    expect(category).toContain('href="/categories/grid-test-tools/grid"');
  });

  it("shows a company's place on its page, and serves its Grid badge", async () => {
    const page = await (await client().request("/company/grid-test-0")).text();
    expect(page).toContain("Leaders");
    expect(page).toContain('href="/categories/grid-test-tools/grid"');
    const badge = await client().request("/embed/company/grid-test-0/grid-badge.svg");
    expect(badge.status).toBe(200);
    expect(badge.headers.get("content-type")).toContain("image/svg+xml");
    expect(badge.headers.get("cache-control")).toMatch(/^public, max-age=0, must-revalidate, s-maxage=\d+$/);
    expect(badge.headers.get("set-cookie")).toBeNull();
    const svg = await badge.text();
    expect(svg).toContain("Leader");
    expect(svg).toContain("Grid Test Tools");
    expect(svg).toMatch(/<title>[^<]*Grid Alpha[^<]*<\/title>/);
    // Not drawn (too few reviews): no badge to show.
    expect((await client().request("/embed/company/grid-test-4/grid-badge.svg")).status).toBe(404);
  });
});

/*
 * A brand size's Grid reads which companies are marked for it from copies on company_categories (decision 110):
 * the copies follow a review that marks a company good for a size and an edit of the sizes it is listed for.
 */
describe("a brand size's Grid after a write", () => {
  const moderator = () => signedInClient(app, { email: adminEmail, password, firstName: "Mod", lastName: "Erator" });
  const drawnFor = async (size: string) =>
    svgPointNames(await (await client().request(`/categories/grid-test-tools/grid?size=${size}`)).text()).sort();

  it("draws a company once a published review marks it good for the size", async () => {
    expect(await drawnFor("eightFigures")).toEqual(["Grid Gamma"]);
    const held = await createReview(database.db, {
      companyId: ids.get("Grid Delta") ?? 0,
      rating: 2,
      status: "pending",
      goodForEightFigures: true,
    });
    const approved = await (await moderator()).postForm("/admin/moderation?tab=held", {
      intent: "approve",
      reviewId: String(held.id),
    });
    expect(approved.status).toBeLessThan(400);
    expect(await drawnFor("eightFigures")).toEqual(["Grid Delta", "Grid Gamma"]);
  });

  it("draws a company once an accepted edit lists it for the size, and no longer once it does not", async () => {
    const companyId = ids.get("Grid Beta") ?? 0;
    expect(await drawnFor("sixFigures")).toEqual([]);
    const editFit = async (sizes: string[]) => {
      const { client: member } = await signedUpAccount(app, database.db, { prefix: "grid-fit", password });
      const sent = await member.postForm(`/company/${companyId}/suggest-edit`, [
        ["group", "fit"],
        ...sizes.map((size): [string, string] => ["brandSizes", size]),
        ["regions", "europe"],
        ["languages", "en"],
        ["evidence", "The company's customers page lists brands of this size."],
      ]);
      expect(sent.status).toBe(200);
      const pending = await database.db.execute<{ id: number }>(
        sql`select id from company_fact_suggestions where company_id = ${companyId} and status = 'pending'`,
      );
      const accepted = await (await moderator()).postForm("/admin/fact-edits", [
        ["intent", "accept"],
        ["suggestionId", String(pending.rows[0]?.id)],
      ]);
      expect(accepted.status).toBe(200);
    };
    await editFit(["sixFigures"]);
    expect(await drawnFor("sixFigures")).toEqual(["Grid Beta"]);
    await editFit(["sevenFigures"]);
    expect(await drawnFor("sixFigures")).toEqual([]);
    expect(await drawnFor("sevenFigures")).toEqual(["Grid Beta"]);
  });
});

describe("a company's name on the Grid after an edit", () => {
  it("is drawn and listed by its new name once an admin renames it (the Grid's points are cached, decision 117)", async () => {
    const moderator = await signedInClient(app, { email: adminEmail, password, firstName: "Mod", lastName: "Erator" });
    const companyId = ids.get("Grid Beta") ?? 0;
    const page = async () => (await client().request("/categories/grid-test-tools/grid")).text();
    const rename = async (name: string) => {
      const saved = await moderator.postForm(`/admin/companies/${companyId}/edit`, {
        name,
        websiteUrl: "https://grid-1.example",
        kind: "software",
        primaryCategory: "grid-test-tools",
      });
      expect(saved.status).toBe(302);
    };
    expect(svgPointNames(await page())).toContain("Grid Beta");
    await rename("Grid Beta Renamed");
    const renamed = await page();
    expect(svgPointNames(renamed)).toContain("Grid Beta Renamed");
    expect(tableRows(renamed)).toContainEqual(["Grid Beta Renamed", "High performers"]);
    await rename("Grid Beta");
    expect(svgPointNames(await page())).toContain("Grid Beta");
  });
});

describe("a Grid after an admin deletes a category", () => {
  it("draws the companies a deleted category moved to it, at once (its cached points are dropped too)", async () => {
    const { db } = database;
    const moderator = await signedInClient(app, { email: adminEmail, password, firstName: "Mod", lastName: "Erator" });
    for (const name of ["Grid Shelf Old", "Grid Shelf New"]) {
      const created = await moderator.postForm("/admin/categories", {
        intent: "create",
        name,
        slug: name.toLowerCase().replaceAll(" ", "-"),
        description: "A shelf of the Grid's companies.",
        icon: "",
        group: "saas",
        sortOrder: "97",
      });
      expect(created.status).toBeLessThan(400);
    }
    const shelves = await db.execute<{ id: number; slug: string }>(
      sql`select id, slug from categories where slug in ('grid-shelf-old', 'grid-shelf-new')`,
    );
    expect(shelves.rows).toHaveLength(2);
    const shelf = (slug: string) => shelves.rows.find((row) => row.slug === slug)?.id ?? 0;
    const place = async (name: string, slug: string, domain: string, category: number, rating: number) => {
      const id =
        (
          await db.execute<{ id: number }>(sql`
            insert into companies (name, slug, domain) values (${name}, ${slug}, ${domain}) returning id`)
        ).rows[0]?.id ?? 0;
      await db.execute(
        sql`insert into company_categories (company_id, category_id, is_primary) values (${id}, ${category}, true)`,
      );
      for (let index = 0; index < gridMinimumReviews; index++) await createReview(db, { companyId: id, rating });
    };
    await place("Shelf Stayer", "grid-shelf-stayer", "grid-shelf-stayer.example", shelf("grid-shelf-new"), 4);
    await place("Shelf Mover", "grid-shelf-mover", "grid-shelf-mover.example", shelf("grid-shelf-old"), 5);
    await refreshAllMarketPresence(db);
    const page = async () => (await client().request("/categories/grid-shelf-new/grid")).text();
    expect(svgPointNames(await page())).toEqual(["Shelf Stayer"]);
    const companyPage = async () => (await client().request("/company/grid-shelf-mover")).text();
    const badge = async () => (await client().request("/embed/company/grid-shelf-mover/grid-badge.svg")).text();
    expect(await companyPage()).toContain('href="/categories/grid-shelf-old/grid"');
    expect(await badge()).toContain("Grid Shelf Old");
    const deleted = await moderator.postForm("/admin/categories", {
      intent: "delete",
      categoryId: String(shelf("grid-shelf-old")),
      moveToId: String(shelf("grid-shelf-new")),
    });
    expect(deleted.status).toBeLessThan(400);
    expect((await client().request("/categories/grid-shelf-old/grid")).status).toBe(404);
    expect(svgPointNames(await page()).sort()).toEqual(["Shelf Mover", "Shelf Stayer"]);
    expect(await companyPage()).toContain('href="/categories/grid-shelf-new/grid"');
    expect(await badge()).toContain("Grid Shelf New");
  });
});

describe("the Grid in another app process", () => {
  it.runIf(testDatabaseKind() === "postgres")(
    "on PostgreSQL, draws a company by its new name once an admin renames it in another process (decision 119)",
    async () => {
      // Another app process on the same database, with its own read cache, started as server/main.ts starts one.
      const other = await createTestApp(database, { ADMIN_EMAILS: adminEmail });
      const listening = await other.services.shareReadCache();
      try {
        const moderator = await signedInClient(app, {
          email: adminEmail,
          password,
          firstName: "Mod",
          lastName: "Erator",
        });
        const rename = async (name: string) => {
          const saved = await moderator.postForm(`/admin/companies/${ids.get("Grid Gamma") ?? 0}/edit`, {
            name,
            websiteUrl: "https://grid-2.example",
            kind: "software",
            primaryCategory: "grid-test-tools",
          });
          expect(saved.status).toBe(302);
        };
        const page = async () =>
          svgPointNames(await (await createClient(other.app).request("/categories/grid-test-tools/grid")).text());
        expect(await page()).toContain("Grid Gamma");
        await rename("Grid Gamma Elsewhere");
        await expect.poll(page, { timeout: 5_000 }).toContain("Grid Gamma Elsewhere");
        await rename("Grid Gamma");
        await expect.poll(page, { timeout: 5_000 }).toContain("Grid Gamma");
      } finally {
        await listening.close();
      }
    },
  );
});

/*
 * A category with more drawn companies than a Grid draws (decision 107): the page reads its points and splits in SQL,
 * and must draw what the pure rule gives over every company, for every brand size. Review counts tie often (the
 * tie-breaks decide who is drawn), the drawn count is even (the median is a mean), one company is not scored yet
 * and one is AI-made.
 */
describe("a Grid of more companies than it draws", () => {
  const crowd = gridPointLimit + 13;
  beforeAll(async () => {
    const { db } = database;
    await db.execute(sql`
      insert into categories (name, slug, description, "group", sort_order)
      values ('Grid Crowd Tools', 'grid-crowd-tools', 'Many companies on one Grid.', 'saas', 99)`);
    await db.execute(sql`
      insert into companies (name, slug, domain, founded_year, brand_sizes, is_ai_generated)
      select 'Crowd ' || n, 'grid-crowd-' || n, 'grid-crowd-' || n || '.example', 1990 + n % 30,
        case when n % 4 = 0 then '{sevenFigures}'::text[] when n % 7 = 0 then '{startup,eightFigures}'::text[] else '{}' end,
        n = 5
      from generate_series(1, ${crowd}) as n`);
    await db.execute(sql`
      insert into company_categories (company_id, category_id, is_primary)
      select c.id, k.id, true from companies c, categories k where c.slug like 'grid-crowd-%' and k.slug = 'grid-crowd-tools'`);
    await db.execute(sql`
      insert into users (id, name, first_name, last_name, email, email_verified)
      select 'grid-crowd-user-' || n, 'Crowd User', 'Crowd', 'User', 'grid.crowd.' || n || '@example.com', true
      from generate_series(1, 9) as n`);
    // 2 to 9 reviews each (so 8 ties per count), ratings spread; some reviews mark a brand size.
    await db.execute(sql`
      insert into reviews (company_id, user_id, rating, title, content, reviewer_first_name, reviewer_surname,
        good_for_six_figures, good_for_nine_figures_plus)
      select c.id, 'grid-crowd-user-' || j, 1 + (k.n * 3 + j) % 5, 'A crowd review', 'We used it for our store for a year.',
        'Crowd', 'User', (k.n + j) % 11 = 0, k.n % 13 = 0 and j = 1
      from companies c cross join lateral (select split_part(c.slug, '-', 3)::int as n) k
      cross join lateral generate_series(1, 2 + k.n % 8) as j
      where c.slug like 'grid-crowd-%'`);
    await refreshAllMarketPresence(db);
    await db.execute(
      sql`delete from company_market_presence where company_id = (select id from companies where slug = 'grid-crowd-9')`,
    );
  });

  /** What the rule gives over every company of the category, read row by row. */
  async function expectedRows(size: (typeof brandSizes)[number] | null) {
    const rows = await database.db.execute<{
      id: number;
      name: string;
      slug: string;
      review_count: number;
      rating_sum: number;
      presence: number | null;
      signal_count: number | null;
      brand_sizes: string[];
      good_for: number[];
    }>(sql`
      select c.id, c.name, c.slug, coalesce(s.review_count, 0)::int as review_count, coalesce(s.rating_sum, 0)::int as rating_sum,
        m.score as presence, m.signal_count, c.brand_sizes,
        array[coalesce(s.good_for_startup, 0), coalesce(s.good_for_six_figures, 0), coalesce(s.good_for_seven_figures, 0),
          coalesce(s.good_for_eight_figures, 0), coalesce(s.good_for_nine_figures_plus, 0)]::int[] as good_for
      from company_categories cc join categories k on k.id = cc.category_id join companies c on c.id = cc.company_id
      left join company_review_stats s on s.company_id = c.id left join company_market_presence m on m.company_id = c.id
      where k.slug = 'grid-crowd-tools' and not c.is_ai_generated`);
    const all = rows.rows;
    const companies: GridCompany[] = all.flatMap((row) =>
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
              brandSizes: brandSizes.filter(
                (each, index) => row.brand_sizes.includes(each) || Number(row.good_for[index] ?? 0) > 0,
              ),
            },
          ],
    );
    const grid = buildCategoryGrid(companies, {
      ratingSum: all.reduce((sum, row) => sum + Number(row.rating_sum), 0),
      reviewCount: all.reduce((sum, row) => sum + Number(row.review_count), 0),
    });
    const matching = size ? grid.points.filter((point) => point.brandSizes.includes(size)) : grid.points;
    return { drawn: grid.points.length, matching: matching.length, points: mostReviewedPoints(matching) };
  }

  it("draws the rule's most reviewed points in the rule's quadrants, for every brand size", async () => {
    for (const size of [null, ...brandSizes]) {
      const expected = await expectedRows(size);
      if (size === null) {
        expect(expected.drawn % 2).toBe(0);
        expect(expected.matching).toBeGreaterThan(gridPointLimit);
      }
      const html = await (
        await client().request(`/categories/grid-crowd-tools/grid${size ? `?size=${size}` : ""}`)
      ).text();
      expect(tableCells(html)).toEqual(
        expected.points.map((point) => [
          point.name,
          gridQuadrantLabels[point.quadrant],
          point.satisfaction.toFixed(2),
          point.reviewCount.toLocaleString("en"),
        ]),
      );
      if (expected.matching > gridPointLimit) {
        expect(html).toContain(`most reviewed of ${expected.matching.toLocaleString("en")} companies`);
      }
    }
  });
});
