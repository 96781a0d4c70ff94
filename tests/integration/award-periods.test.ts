import { sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import type { Database } from "#server/db/client.ts";
import { test } from "#tests/support/fixtures.ts";
import { expectAnswer } from "#tests/support/test-app.ts";

async function periods(db: Database) {
  const result = await db.execute<{
    id: number;
    title: string;
    month: number | null;
    year: number;
    published: boolean;
    published_at: Date | null;
  }>(sql`select id, title, month, year, published, published_at from award_periods order by id`);
  return result.rows;
}

/** The period form's fields (a monthly period names its month; an annual one's month is ignored). */
function periodForm(title: string, periodType: "monthly" | "annual", year: string, month?: string) {
  return { title, periodType, year, ...(month === undefined ? {} : { month }) };
}

describe("award periods", () => {
  test("creates, validates, lists newest first, edits, publishes, unpublishes and deletes periods", async ({
    admin: client,
    database,
  }) => {
    expect(await (await client.request("/admin/award-periods")).text()).toContain("No award periods yet.");
    await client.postForm("/admin/award-periods/new", periodForm("October 2026 awards", "monthly", "2026", "10"));
    await client.postForm("/admin/award-periods/new", periodForm("Awards 2025", "annual", "2025", "5"));
    await client.postForm("/admin/award-periods/new", periodForm("November 2026 awards", "monthly", "2026", "11"));
    expect((await periods(database.db)).map((period) => [period.title, period.month, period.year])).toEqual([
      ["October 2026 awards", 10, 2026],
      ["Awards 2025", null, 2025],
      ["November 2026 awards", 11, 2026],
    ]);

    await expectAnswer(
      await client.postForm("/admin/award-periods/new", periodForm("Again", "monthly", "2026", "10")),
      409,
      "A period for this type, month and year already exists",
    );
    await expectAnswer(
      await client.postForm("/admin/award-periods/new", periodForm("No month", "monthly", "2026", "")),
      422,
      "Choose a month from 1 to 12",
    );
    await expectAnswer(
      await client.postForm("/admin/award-periods/new", periodForm("Old", "annual", "1990")),
      422,
      "The year must be 2015 or later",
    );

    const list = await (await client.request("/admin/award-periods")).text();
    const order = ["November 2026", "October 2026", "Year 2025"].map((label) => list.indexOf(label));
    expect(order.every((position, index) => position > 0 && (index === 0 || position > (order[index - 1] ?? 0)))).toBe(
      true,
    );
    expect(list).toContain("Draft");

    const [october] = await periods(database.db);
    await client.postForm(
      `/admin/award-periods/${october?.id}/edit`,
      periodForm("October awards", "monthly", "2026", "10"),
    );
    await client.postForm("/admin/award-periods", { intent: "publish", periodId: String(october?.id) });
    let after = (await periods(database.db)).find((period) => period.id === october?.id);
    expect(after).toMatchObject({ title: "October awards", published: true });
    expect(after?.published_at).not.toBeNull();
    await client.postForm("/admin/award-periods", { intent: "unpublish", periodId: String(october?.id) });
    after = (await periods(database.db)).find((period) => period.id === october?.id);
    expect(after).toMatchObject({ published: false, published_at: null });
    await client.postForm("/admin/award-periods", { intent: "publish", periodId: String(october?.id) });
    await client.postForm("/admin/award-periods", { intent: "delete", periodId: String(october?.id) });
    expect((await periods(database.db)).some((period) => period.id === october?.id)).toBe(false);

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

  test("counts each period's winners on its card as its winners board does: 2, 1 and 0", async ({
    admin: client,
    database,
  }) => {
    const make = async (title: string, month: string) => {
      await client.postForm("/admin/award-periods/new", { title, periodType: "monthly", month, year: "2024" });
      const [row] = (await periods(database.db)).filter((period) => period.title === title);
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

  test("publishes the methodology page", async ({ visitor }) => {
    const page = await (await visitor.request("/award-winners/methodology")).text();
    expect(page).toContain("<title>Methodology: awards, market presence and the Grid | OperatorStack</title>");
    expect(page).toContain("satisfaction = (7 × category mean + Σ weight × rating) ÷ (7 + Σ weight)");
  });

  test("refuses period changes to non-admins", async ({ member: user, visitor }) => {
    expect(
      (await user.postForm("/admin/award-periods/new", { title: "Sneaky", periodType: "annual", year: "2026" })).status,
    ).toBe(403);
    expect((await visitor.postForm("/admin/award-periods", { intent: "delete", periodId: "1" })).status).toBe(401);
  });
});
