import { sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { beforeAll, describe, inject } from "vitest";
import { demoAdminEmail } from "#contracts/demo-accounts.ts";
import { it } from "./support/fixtures.ts";
import { connectToServerDatabase } from "./support/server-database.ts";
import { signIn } from "./support/sign-in.ts";

const baseUrl = inject("baseUrl");
// This year's annual period: newer than the demo's (last year), so the public pages show it once published.
const year = new Date().getUTCFullYear();
let gorgiasId = 0;

beforeAll(async () => {
  const database = await connectToServerDatabase();
  try {
    // Enough operator reviews this year for Gorgias to be an eligible winner (10 or more).
    await database.db.execute(sql`
      insert into reviews (company_id, user_id, rating, title, content, reviewer_first_name, business_website, categories, created_at, updated_at)
      select c.id, u.id, 5, 'Great support tool', 'We have used it all year and the support team is excellent.', 'Demo', 'https://brand.example', '{}',
        greatest(make_timestamptz(${year}, 1, 1, 0, 0, 1, 'UTC'), now() - (row_number() over (order by u.id)) * interval '1 day'), now()
      from companies c cross join (select id from users where is_sample order by id limit 12) u
      where c.domain = 'gorgias.com'
      on conflict do nothing`);
    gorgiasId =
      (await database.db.execute<{ id: number }>(sql`select id from companies where domain = 'gorgias.com'`)).rows[0]
        ?.id ?? 0;
  } finally {
    await database.close();
  }
});

/** Publishes or unpublishes a period from the admin's list of periods, and waits until the page says it did. */
async function setPublished(page: Page, title: string, action: "Publish" | "Unpublish") {
  await page.goto(`${baseUrl}/admin/award-periods`);
  await page.getByRole("listitem").filter({ hasText: title }).getByRole("button", { name: action }).click();
  await page.getByText(`Award period ${action.toLowerCase()}ed`).first().waitFor();
}

describe("awards in the browser", () => {
  it("create a period, pick winners, calculate, publish: the public pages show them; unpublish: they disappear", async ({
    page,
  }) => {
    await signIn(page, demoAdminEmail);
    await page.goto(`${baseUrl}/admin/award-periods/new`);
    await page.getByLabel("Title").fill(`Awards ${year}`);
    await page.getByRole("radio", { name: "Annual" }).check();
    await page.getByLabel("Year").fill(String(year));
    await page.getByRole("button", { name: "Create period" }).click();
    await page.waitForURL(`${baseUrl}/admin/award-periods`);
    const card = page.getByRole("listitem").filter({ hasText: `Awards ${year}` });
    await card.getByText("Draft").waitFor();
    await card.getByRole("link", { name: "View winners" }).click();

    const support = page.locator("details").filter({ hasText: "Customer Support & Helpdesk" });
    await support.locator("summary").click();
    await support.getByLabel("Company").first().selectOption(String(gorgiasId));
    await support.getByRole("button", { name: /^Save Customer Support/ }).click();
    await page.getByText("Winners saved").first().waitFor();
    await page.getByRole("button", { name: "Calculate Scores" }).click();
    await page
      .getByText(/Scores calculated for 1 winner\b/)
      .first()
      .waitFor();

    await setPublished(page, `Awards ${year}`, "Publish");

    await page.goto(`${baseUrl}/annual-award-winners`);
    await page.getByRole("heading", { level: 1, name: `Annual Winners ${year}` }).waitFor();
    await page.getByRole("link", { name: /Winner: Gorgias/ }).click();
    await page.getByRole("heading", { level: 1, name: `Customer Support & Helpdesk Awards ${year}` }).waitFor();
    await page.getByRole("link", { name: "View Company Profile" }).first().waitFor();

    await setPublished(page, `Awards ${year}`, "Unpublish");
    await page.goto(`${baseUrl}/annual-award-winners`);
    await page.getByRole("heading", { level: 1, name: `Annual Winners ${year - 1}` }).waitFor();
  });

  it("shows the demo's published awards publicly, with the previous month's badge", async ({ page }) => {
    await page.goto(`${baseUrl}/monthly-award-winners`);
    const now = new Date();
    const previous =
      now.getUTCMonth() === 0
        ? new Date(Date.UTC(now.getUTCFullYear() - 1, 11, 1))
        : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const label = `${previous.toLocaleString("en-US", { month: "long", timeZone: "UTC" })} ${previous.getUTCFullYear()}`;
    await page.getByText(label, { exact: true }).first().waitFor();
    await page
      .getByRole("link", { name: /Winner:/ })
      .first()
      .click();
    await page.getByText("1. Winner").waitFor();
    await page.goto(`${baseUrl}/annual-award-winners`);
    await page.getByRole("heading", { level: 1, name: `Annual Winners ${now.getUTCFullYear() - 1}` }).waitFor();
    await page
      .getByRole("link", { name: /Winner:/ })
      .first()
      .click();
    await page.getByRole("link", { name: "View Company Profile" }).first().waitFor();
  });
});
