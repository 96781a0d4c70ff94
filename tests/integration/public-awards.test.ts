import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { previousCalendarMonth } from "#contracts/validation/award-period.ts";
import { companyIdByDomain, createCompany, createReview } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { signedInClient, uniqueEmail } from "#tests/support/test-app.ts";

const adminEmail = uniqueEmail("publisher");
const password = "publisher password 1";
const previous = previousCalendarMonth(new Date());

const { database, app } = prepareTestApp({ ADMIN_EMAILS: adminEmail });

function admin() {
  return signedInClient(app, { email: adminEmail, password, firstName: "Pub", lastName: "Lisher" });
}

describe("previous calendar month", () => {
  it("crosses the year boundary: January shows December of the previous year", () => {
    expect(previousCalendarMonth(new Date("2027-01-15T12:00:00Z"))).toEqual({ year: 2026, month: 12 });
    expect(previousCalendarMonth(new Date("2026-11-22T00:00:00Z"))).toEqual({ year: 2026, month: 10 });
  });
});

describe("public award pages", () => {
  it("show only published periods, frozen at publication; unpublishing hides them", async () => {
    const client = await admin();
    const smsId =
      (await database.db.execute<{ id: number }>(sql`select id from categories where slug = 'sms-marketing'`)).rows[0]
        ?.id ?? 0;
    const postscript = await companyIdByDomain(database.db, "postscript.io");
    const doomed = await createCompany(database.db, "Short Lived SMS");
    await database.db.execute(
      sql`insert into company_categories (company_id, category_id, is_primary) values (${doomed}, ${smsId}, true)`,
    );
    const day = (n: number) => new Date(Date.UTC(previous.year, previous.month - 1, n));
    for (const n of [2, 3, 4]) await createReview(database.db, { companyId: postscript, rating: 5, createdAt: day(n) });
    for (const n of [5, 6, 7]) await createReview(database.db, { companyId: doomed, rating: 4, createdAt: day(n) });

    const month = `${["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"][previous.month - 1]} ${previous.year}`;
    expect(await (await client.request("/monthly-award-winners")).text()).toContain(
      `The ${month} awards have not been published yet.`,
    );

    await client.postForm("/admin/award-periods/new", {
      title: "Last month",
      periodType: "monthly",
      month: String(previous.month),
      year: String(previous.year),
    });
    const periodId =
      (await database.db.execute<{ id: number }>(sql`select id from award_periods order by id desc limit 1`)).rows[0]
        ?.id ?? 0;
    await client.postForm("/admin/award-winners", { intent: "suggest", periodId: String(periodId) });
    // Draft: invisible.
    expect(await (await client.request("/monthly-award-winners/sms-marketing")).text()).toContain(
      "have not been published yet",
    );

    await client.postForm("/admin/award-periods", { intent: "publish", periodId: String(periodId) });
    const overview = await (await client.request("/monthly-award-winners")).text();
    expect(overview).toContain(month);
    expect(overview).toContain("SaaS &amp; Tools");
    expect(overview).toContain("Winner: Postscript");
    const category = await (await client.request("/monthly-award-winners/sms-marketing")).text();
    expect(category).toContain("1. Winner");
    expect(category).toContain("2. Runner-up");
    expect(category).toMatch(/Monthly score \d+\/100/);
    expect(category).toContain("Short Lived SMS");

    // Frozen: a later review and even deleting a winning company change nothing shown.
    await createReview(database.db, { companyId: doomed, rating: 1, createdAt: day(20) });
    await database.db.execute(sql`delete from companies where id = ${doomed}`);
    expect(await (await client.request("/monthly-award-winners/sms-marketing")).text()).toContain("Short Lived SMS");

    await client.postForm("/admin/award-periods", { intent: "unpublish", periodId: String(periodId) });
    expect(await (await client.request("/monthly-award-winners/sms-marketing")).text()).toContain(
      "have not been published yet",
    );

    const unknown = await client.request("/monthly-award-winners/no-such-category");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Category Not Found");
    expect((await client.request("/award-winners/no-such-category")).status).toBe(404);
  });

  it("shows the latest published annual period on the overview, category pages and home teaser", async () => {
    const client = await admin();
    const year = new Date().getUTCFullYear() - 1;
    const klaviyo = await companyIdByDomain(database.db, "klaviyo.com");
    for (let n = 1; n <= 10; n++) {
      await createReview(database.db, {
        companyId: klaviyo,
        rating: 5,
        helpfulCount: 3,
        goodForSevenFigures: true,
        createdAt: new Date(Date.UTC(year, n, 3)),
      });
    }
    expect(await (await client.request("/award-winners")).text()).toContain(
      `Award Winners ${new Date().getUTCFullYear()}`,
    );
    await client.postForm("/admin/award-periods/new", {
      title: `Awards ${year}`,
      periodType: "annual",
      year: String(year),
    });
    const periodId =
      (await database.db.execute<{ id: number }>(sql`select id from award_periods order by id desc limit 1`)).rows[0]
        ?.id ?? 0;
    await client.postForm("/admin/award-winners", { intent: "suggest", periodId: String(periodId) });
    await client.postForm("/admin/award-periods", { intent: "publish", periodId: String(periodId) });

    expect(await (await client.request("/award-winners")).text()).toContain(`Award Winners ${year}`);
    const annual = await (await client.request("/annual-award-winners")).text();
    expect(annual).toContain(`Annual Winners ${year}`);
    expect(annual).toContain("Winner: Klaviyo");
    const page = await (await client.request("/award-winners/email-marketing")).text();
    expect(page).toContain(`Email Marketing Awards ${year}`);
    expect(page).toContain("Operator&#x27;s Choice");
    expect(page).toContain("Best for 7-Figure Brands");
    expect(page).toContain("View Company Profile");
    expect(page).toContain("What People Love");
    const home = await (await client.request("/")).text();
    expect(home).toContain(`Award winners ${year}`);
    expect(home).toContain("Klaviyo");
  });
});
