import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companyIdByDomain, createReview } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { signedInClient, signedUpClient, uniqueEmail } from "#tests/support/test-app.ts";

const adminEmail = uniqueEmail("winners-admin");
const password = "winners admin pass 1";
let periodId = 0;
let returnsId = 0;
const ids: Record<string, number> = {};

const { database, app } = prepareTestApp({ ADMIN_EMAILS: adminEmail });
beforeAll(async () => {
  const period = await database.db.execute<{ id: number }>(
    sql`insert into award_periods (title, period_type, month, year) values ('October 2026', 'monthly', 10, 2026) returning id`,
  );
  periodId = period.rows[0]?.id ?? 0;
  const category = await database.db.execute<{ id: number }>(sql`select id from categories where slug = 'returns'`);
  returnsId = category.rows[0]?.id ?? 0;
  for (const domain of ["loopreturns.com", "returngo.ai", "getredo.com", "happyreturns.com"]) {
    ids[domain] = await companyIdByDomain(database.db, domain);
  }
  const october = (day: number) => new Date(Date.UTC(2026, 9, day));
  // Loop 5,5,5 · ReturnGO 4,4,4 · Redo 5,5 (not eligible: 2 < 3) · Happy Returns 3,3,3.
  for (const day of [2, 3, 4])
    await createReview(database.db, { companyId: ids["loopreturns.com"] ?? 0, rating: 5, createdAt: october(day) });
  for (const day of [5, 6, 7])
    await createReview(database.db, { companyId: ids["returngo.ai"] ?? 0, rating: 4, createdAt: october(day) });
  for (const day of [8, 9])
    await createReview(database.db, { companyId: ids["getredo.com"] ?? 0, rating: 5, createdAt: october(day) });
  for (const day of [10, 11, 12])
    await createReview(database.db, { companyId: ids["happyreturns.com"] ?? 0, rating: 3, createdAt: october(day) });
});

function admin() {
  return signedInClient(app, { email: adminEmail, password, firstName: "Win", lastName: "Ners" });
}

async function winners() {
  const result = await database.db.execute<{
    position: number;
    company_id: number;
    manual_score: string | null;
    calculated_score: string | null;
    ai_summary: string | null;
  }>(
    sql`select position, company_id, manual_score, calculated_score, ai_summary from award_winners where award_period_id = ${periodId} and category_id = ${returnsId} order by position`,
  );
  return result.rows;
}

function slots(values: Record<string, string>) {
  return { intent: "save", periodId: String(periodId), categoryId: String(returnsId), ...values };
}

describe("award winners", () => {
  it("asks for a period first, then shows each category's places with scored companies", async () => {
    const client = await admin();
    expect(await (await client.request("/admin/award-winners")).text()).toContain("Select an award period");
    const board = await (await client.request(`/admin/award-winners?period=${periodId}`)).text();
    expect(board).toContain("Returns &amp; Exchanges (0/3 places)");
    expect(board).toContain("Calculate Scores");
    expect(board).toMatch(/Loop Returns — \d\.\d\d \(3 reviews\)/);
    expect(board).toContain("(2 reviews, not eligible)");
  });

  it("follows the slot rules: create only with a company, update, ignore scores without a company, remove when cleared", async () => {
    const client = await admin();
    await client.postForm(
      "/admin/award-winners",
      slots({ place1Company: "", place1Score: "4.5", place1Summary: "Ignored without a company" }),
    );
    expect(await winners()).toEqual([]);

    await client.postForm(
      "/admin/award-winners",
      slots({
        place1Company: String(ids["loopreturns.com"]),
        place1Score: "4.75",
        place1Summary: "Exchanges first.",
        place2Company: String(ids["returngo.ai"]),
      }),
    );
    let rows = await winners();
    expect(rows.map((row) => [row.position, row.company_id, row.manual_score, row.ai_summary])).toEqual([
      [1, ids["loopreturns.com"], "4.75", "Exchanges first."],
      [2, ids["returngo.ai"], null, null],
    ]);
    expect(Number(rows[0]?.calculated_score)).toBeGreaterThan(Number(rows[1]?.calculated_score));

    // Swap places, clear the manual score: the existing slots update.
    await client.postForm(
      "/admin/award-winners",
      slots({ place1Company: String(ids["returngo.ai"]), place2Company: String(ids["loopreturns.com"]) }),
    );
    rows = await winners();
    expect(rows.map((row) => [row.position, row.company_id, row.manual_score])).toEqual([
      [1, ids["returngo.ai"], null],
      [2, ids["loopreturns.com"], null],
    ]);

    const twice = await client.postForm(
      "/admin/award-winners",
      slots({ place1Company: String(ids["returngo.ai"]), place2Company: String(ids["returngo.ai"]) }),
    );
    expect(twice.status).toBe(422);
    expect(await twice.text()).toContain("A company can hold only one place in a category.");
    const klaviyo = await companyIdByDomain(database.db, "klaviyo.com");
    const outsider = await client.postForm("/admin/award-winners", slots({ place1Company: String(klaviyo) }));
    expect(outsider.status).toBe(422);
    const badScore = await client.postForm(
      "/admin/award-winners",
      slots({ place1Company: String(ids["returngo.ai"]), place1Score: "7" }),
    );
    expect(badScore.status).toBe(422);
    expect(await badScore.text()).toContain("A manual score is a number from 0 to 5");

    await client.postForm("/admin/award-winners", slots({ place1Company: "", place2Company: "" }));
    expect(await winners()).toEqual([]);
  });

  it("suggests the top eligible companies for empty places, calculates scores, and locks a published period", async () => {
    const client = await admin();
    await client.postForm("/admin/award-winners", slots({ place2Company: String(ids["happyreturns.com"]) }));
    await client.postForm("/admin/award-winners", { intent: "suggest", periodId: String(periodId) });
    const rows = await winners();
    // Place 2 stays Happy Returns; places 1 and 3 get the best eligible others (Loop, then ReturnGO); Redo is not eligible.
    expect(rows.map((row) => [row.position, row.company_id])).toEqual([
      [1, ids["loopreturns.com"]],
      [2, ids["happyreturns.com"]],
      [3, ids["returngo.ai"]],
    ]);
    await database.db.execute(
      sql`update award_winners set calculated_score = null where award_period_id = ${periodId}`,
    );
    await client.postForm("/admin/award-winners", { intent: "calculate", periodId: String(periodId) });
    const calculated = await winners();
    expect(calculated.every((row) => row.calculated_score !== null)).toBe(true);

    await database.db.execute(
      sql`update award_periods set published = true, published_at = now() where id = ${periodId}`,
    );
    const locked = await client.postForm("/admin/award-winners", { intent: "calculate", periodId: String(periodId) });
    expect(locked.status).toBe(409);
    expect(await locked.text()).toContain("unpublish it to change its winners");
    // The page says why its buttons are disabled (issue #35 item 5), tied to them by aria-describedby.
    const page = await (await client.request(`/admin/award-winners?period=${periodId}`)).text();
    expect(page).toContain("This period is published: its scores and winners are frozen.");
    const described = page.match(/<button[^>]*aria-describedby="award-period-published"[^>]*>/g) ?? [];
    expect(described).toHaveLength(2);
    for (const tag of described) expect(tag).toContain("disabled");
    expect(page).toContain("This period is published: its winners are frozen.");
    await database.db.execute(
      sql`update award_periods set published = false, published_at = null where id = ${periodId}`,
    );
  });

  it("generates a summary text for a winner through the AI provider layer, for admins only", async () => {
    const client = await admin();
    const response = await client.postJson(`/api/v1/admin/companies/${ids["loopreturns.com"]}/summary-text`, {});
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.text).toMatch(/^Based on 3 operator reviews of Loop Returns/);
    const user = await signedUpClient(app, { firstName: "No", lastName: "Access", password });
    expect((await user.postJson(`/api/v1/admin/companies/${ids["loopreturns.com"]}/summary-text`, {})).status).toBe(
      403,
    );
    expect(
      (await user.postForm("/admin/award-winners", { intent: "suggest", periodId: String(periodId) })).status,
    ).toBe(403);
  });
});
