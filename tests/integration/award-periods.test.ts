import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient, uniqueEmail } from "#tests/support/test-app.ts";

const adminEmail = uniqueEmail("awards-admin");
const password = "awards admin pass 1";

const { database, app } = prepareTestApp({ ADMIN_EMAILS: adminEmail });

async function admin() {
  const client = createClient(app);
  const signIn = await client.postJson("/api/v1/auth/sign-in", { email: adminEmail, password });
  if (signIn.status !== 200)
    await client.signUp({ firstName: "Award", lastName: "Admin", email: adminEmail, password });
  return client;
}

async function periods() {
  const result = await database.db.execute<{
    id: number;
    title: string;
    month: number | null;
    year: number;
    published: boolean;
    published_at: Date | null;
  }>(sql`select id, title, month, year, published, published_at from award_periods order by id`);
  return result.rows;
}

describe("award periods", () => {
  it("creates, validates, lists newest first, edits, publishes, unpublishes and deletes periods", async () => {
    const client = await admin();
    expect(await (await client.request("/admin/award-periods")).text()).toContain("No award periods yet.");
    await client.postForm("/admin/award-periods/new", {
      title: "October 2026 awards",
      periodType: "monthly",
      month: "10",
      year: "2026",
    });
    await client.postForm("/admin/award-periods/new", {
      title: "Awards 2025",
      periodType: "annual",
      month: "5",
      year: "2025",
    });
    await client.postForm("/admin/award-periods/new", {
      title: "November 2026 awards",
      periodType: "monthly",
      month: "11",
      year: "2026",
    });
    expect((await periods()).map((period) => [period.title, period.month, period.year])).toEqual([
      ["October 2026 awards", 10, 2026],
      ["Awards 2025", null, 2025],
      ["November 2026 awards", 11, 2026],
    ]);

    const duplicate = await client.postForm("/admin/award-periods/new", {
      title: "Again",
      periodType: "monthly",
      month: "10",
      year: "2026",
    });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.text()).toContain("A period for this type, month and year already exists");
    const noMonth = await client.postForm("/admin/award-periods/new", {
      title: "No month",
      periodType: "monthly",
      month: "",
      year: "2026",
    });
    expect(noMonth.status).toBe(422);
    expect(await noMonth.text()).toContain("Choose a month from 1 to 12");
    const badYear = await client.postForm("/admin/award-periods/new", {
      title: "Old",
      periodType: "annual",
      year: "1990",
    });
    expect(badYear.status).toBe(422);
    expect(await badYear.text()).toContain("The year must be 2015 or later");

    const list = await (await client.request("/admin/award-periods")).text();
    const order = ["November 2026", "October 2026", "Year 2025"].map((label) => list.indexOf(label));
    expect(order.every((position, index) => position > 0 && (index === 0 || position > (order[index - 1] ?? 0)))).toBe(
      true,
    );
    expect(list).toContain("Draft");

    const [october] = await periods();
    await client.postForm(`/admin/award-periods/${october?.id}/edit`, {
      title: "October awards",
      periodType: "monthly",
      month: "10",
      year: "2026",
    });
    await client.postForm("/admin/award-periods", { intent: "publish", periodId: String(october?.id) });
    let after = (await periods()).find((period) => period.id === october?.id);
    expect(after).toMatchObject({ title: "October awards", published: true });
    expect(after?.published_at).not.toBeNull();
    await client.postForm("/admin/award-periods", { intent: "unpublish", periodId: String(october?.id) });
    after = (await periods()).find((period) => period.id === october?.id);
    expect(after).toMatchObject({ published: false, published_at: null });
    await client.postForm("/admin/award-periods", { intent: "publish", periodId: String(october?.id) });
    await client.postForm("/admin/award-periods", { intent: "delete", periodId: String(october?.id) });
    expect((await periods()).some((period) => period.id === october?.id)).toBe(false);

    const audit = await database.db.execute<{ action: string }>(
      sql`select action from admin_audit_log where target_type = 'award-period' order by id`,
    );
    expect(audit.rows.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        "award-period.create",
        "award-period.update",
        "award-period.publish",
        "award-period.unpublish",
        "award-period.delete",
      ]),
    );
  });

  it("counts each period's winners on its card as its winners board does: 2, 1 and 0", async () => {
    const client = await admin();
    const make = async (title: string, month: string) => {
      await client.postForm("/admin/award-periods/new", { title, periodType: "monthly", month, year: "2024" });
      const [row] = (await periods()).filter((period) => period.title === title);
      if (!row) throw new Error(`no period ${title}`);
      return row.id;
    };
    const two = await make("Counting two", "1");
    const one = await make("Counting one", "2");
    const none = await make("Counting none", "3");
    const companies = await database.db.execute<{ id: number; category_id: number }>(sql`
      select company_id as id, category_id from company_categories where is_primary order by company_id limit 3`);
    const [first, second, third] = companies.rows;
    if (!first || !second || !third) throw new Error("the catalog has fewer than three companies");
    await database.db.execute(sql`
      insert into award_winners (award_period_id, category_id, company_id, position) values
        (${two}, ${first.category_id}, ${first.id}, 1), (${two}, ${second.category_id}, ${second.id}, 2),
        (${one}, ${third.category_id}, ${third.id}, 1)`);

    const cards = await (await client.request("/admin/award-periods")).text();
    const cardOf = (title: string) => cards.slice(cards.indexOf(title), cards.indexOf(title) + 600);
    expect(cardOf("Counting two")).toMatch(/· 2 winners</);
    expect(cardOf("Counting one")).toMatch(/· 1 winner</);
    expect(cardOf("Counting none")).toMatch(/· 0 winners</);
    for (const [id, count] of [
      [two, 2],
      [one, 1],
      [none, 0],
    ] as const) {
      const board = await (await client.request(`/admin/award-winners?period=${id}`)).text();
      const places = [...board.matchAll(/\((\d)\/3 places\)/g)].reduce((sum, match) => sum + Number(match[1]), 0);
      expect(places, `period ${id}`).toBe(count);
      expect(board).toContain(`data-testid="period-winner-count">${count} winner${count === 1 ? "" : "s"}</span>`);
    }
  });

  it("publishes the methodology page", async () => {
    const page = await (await createClient(app).request("/award-winners/methodology")).text();
    expect(page).toContain("<title>Methodology: awards, market presence and the Grid | OperatorStack</title>");
    expect(page).toContain("satisfaction = (7 × category mean + Σ weight × rating) ÷ (7 + Σ weight)");
  });

  it("refuses period changes to non-admins", async () => {
    const user = createClient(app);
    await user.signUp({ firstName: "No", lastName: "Awards", email: uniqueEmail("noawards"), password });
    expect(
      (await user.postForm("/admin/award-periods/new", { title: "Sneaky", periodType: "annual", year: "2026" })).status,
    ).toBe(403);
    expect((await createClient(app).postForm("/admin/award-periods", { intent: "delete", periodId: "1" })).status).toBe(
      401,
    );
  });
});
