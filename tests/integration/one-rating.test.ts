// One rating, shown one way (issue #35, defect 4): the exact mean of a company's ratings rounded half up to one
// decimal, on every surface that shows it, and the "N stars and up" filter compares that shown value.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { averageRatingOf } from "#contracts/rating.ts";
import { roundedAverageSql } from "#server/catalog/company-ratings.ts";
import { createReview } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient } from "#tests/support/test-app.ts";

const { database, app } = prepareTestApp();

// 81 / 20 = 4.05 exactly: rounded once it is 4.1; stored as 4.05 and rounded again (a binary 4.0499…) it was 4.0.
const halfway = { name: "Rating Halfway", slug: "rating-halfway", ratings: [5, ...Array<number>(19).fill(4)] };
// 199 / 50 = 3.98, shown as 4.0: "4 stars and up" must keep it.
const justUnder = { name: "Rating Just Under", slug: "rating-just-under", ratings: [3, ...Array<number>(49).fill(4)] };
const ids: Record<string, number> = {};

beforeAll(async () => {
  const { db } = database;
  const category = await db.execute<{ id: number }>(sql`
    insert into categories (name, slug, "group", sort_order) values ('Rating Widgets', 'rating-widgets', 'saas', 98)
    returning id`);
  const categoryId = category.rows[0]?.id ?? 0;
  for (const company of [halfway, justUnder]) {
    const inserted = await db.execute<{ id: number }>(sql`
      insert into companies (name, slug, domain, website_url, description)
      values (${company.name}, ${company.slug}, ${`${company.slug}.example`}, ${`https://${company.slug}.example`},
        'Widgets that rate operator ratings.')
      returning id`);
    const id = inserted.rows[0]?.id ?? 0;
    ids[company.slug] = id;
    await db.execute(
      sql`insert into company_categories (company_id, category_id, is_primary) values (${id}, ${categoryId}, true)`,
    );
    for (const rating of company.ratings) await createReview(db, { companyId: id, rating });
  }
});

async function html(path: string) {
  const response = await createClient(app).request(path);
  expect(response.status, path).toBe(200);
  return (await response.text()).replaceAll("<!-- -->", "");
}

/** The ratings a page reads out ("Rated 4.1 out of 5"), in page order. */
function ratingsReadOut(page: string) {
  return [...page.matchAll(/Rated (\d\.\d) out of 5/g)].map((match) => match[1]);
}

/** The rating read out in the first element after `name` appears. */
function ratingAfter(page: string, name: string) {
  const at = page.indexOf(`>${name}<`);
  expect(at, name).toBeGreaterThan(-1);
  return ratingsReadOut(page.slice(at))[0];
}

describe("one rating, shown one way", () => {
  it("the company page, its reviews page and its badge say 4.1 for a mean of 4.05", async () => {
    const id = ids[halfway.slug];
    const company = await html(`/company/${id}`);
    expect(ratingsReadOut(company)[0]).toBe("4.1");
    expect(company).toContain('<span class="font-semibold">4.1</span>');
    // The figure, not a digit run inside another number (a review's time "10:57:54.053Z" holds "4.05").
    expect(company).not.toMatch(/(?<![\d.])4\.05(?![\d])/);
    const reviews = await html(`/company/${id}/reviews`);
    expect(reviews).toContain(">4.1</span>");
    const badge = await html(`/embed/company/${id}/badge.svg`);
    expect(badge).toContain("4.1 / 5");
  });

  it("the category card, the compare page, search and the API agree", async () => {
    const category = await html("/categories/rating-widgets");
    expect(ratingAfter(category, halfway.name)).toBe("4.1");
    expect(ratingAfter(category, justUnder.name)).toBe("4.0");

    const compare = await html(`/compare/${halfway.slug}-vs-${justUnder.slug}`);
    // One column per company, in the order of the address: the "Operator rating" row reads 4.1 then 4.0.
    expect(ratingsReadOut(compare.slice(compare.indexOf("Operator rating"))).slice(0, 2)).toEqual(["4.1", "4.0"]);

    const client = createClient(app);
    const api = (await (await client.request(`/api/v1/companies/${ids[halfway.slug]}`)).json()) as {
      company: { averageRating: number };
    };
    expect(api.company.averageRating).toBe(4.1);
    const search = (await (await client.request("/api/v1/search?q=Rating+Halfway")).json()) as {
      results: { id: number; averageRating: number | null }[];
    };
    const found = search.results.find((result) => result.id === ids[halfway.slug]);
    expect(found, JSON.stringify(search).slice(0, 400)).toBeDefined();
    expect(found?.averageRating).toBe(4.1);
  });

  it('"4 stars and up" keeps a company shown as 4.0', async () => {
    const filtered = await html("/categories/rating-widgets?rating=4");
    expect(filtered).toContain(`>${justUnder.name}<`);
    expect(filtered).toContain(`>${halfway.name}<`);
    // The count beside the choice is the same rule.
    expect(filtered).toMatch(/4 stars and up[^(]*\(2\)/);
  });
});

describe("the rounding rule", () => {
  it("is the same in SQL and in TypeScript for every sum of up to 200 ratings", async () => {
    const result = await database.db.execute<{ sum: number; count: number; average: number }>(sql`
      select v.sum, v.count, ${roundedAverageSql(sql`v.sum`, sql`v.count`)} as average
      from generate_series(1, 200) as c(count), lateral (
        select s.sum, c.count from generate_series(c.count, c.count * 5) as s(sum)
      ) as v`);
    const disagreements = result.rows.filter((row) => averageRatingOf(row.sum, row.count) !== Number(row.average));
    expect(result.rows.length).toBe(80_600);
    expect(disagreements).toEqual([]);
    expect(averageRatingOf(81, 20)).toBe(4.1);
    expect(averageRatingOf(0, 0)).toBeNull();
  });
});
