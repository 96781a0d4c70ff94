import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, inject } from "vitest";
import { demoAdminEmail, demoUserEmails } from "#contracts/demo-accounts.ts";
import { openPage } from "./support/browser.ts";
import { it } from "./support/fixtures.ts";
import { connectToServerDatabase } from "./support/server-database.ts";
import { signIn } from "./support/sign-in.ts";

const baseUrl = inject("baseUrl");
let companyId = 0;
let quietCompanyId = 0;

beforeAll(async () => {
  const database = await connectToServerDatabase();
  try {
    const busy = await database.db.execute<{ id: number }>(sql`select id from companies where domain = 'omnisend.com'`);
    companyId = busy.rows[0]?.id ?? 0;
    const quiet = await database.db.execute<{ id: number }>(sql`
      insert into companies (name, slug, domain, website_url, description)
      values ('Quiet Test Co', 'quiet-test-co', 'quiet-test-co.example', 'https://quiet-test-co.example', 'A company nobody has reviewed yet.')
      returning id`);
    quietCompanyId = quiet.rows[0]?.id ?? 0;
  } finally {
    await database.close();
  }
});

describe("admin AI tools in the browser", () => {
  it("an admin generates a company's AI summary and sees it on the company page", async ({ page }) => {
    await signIn(page, demoAdminEmail);
    await page.goto(`${baseUrl}/company/${companyId}`);
    const card = page.getByRole("region", { name: /AI summary/ });
    await card.getByRole("button", { name: /^(Generate|Regenerate)$/ }).click();
    await page.getByText("AI summary generated successfully").waitFor({ timeout: 30_000 });
    await card.getByText(/^Based on \d+ operator reviews of Omnisend/).waitFor();
    expect(await card.getByText(/Generated .* from \d+ operator reviews/).count()).toBe(1);
    expect(await card.getByText(/Concerns in 1- and 2-star reviews|No recurring concerns/).count()).toBe(1);
  });

  it("an admin starts AI reviews, watches the operation finish, and sees failures with their reason", async ({
    newPage,
  }) => {
    // The form's 422 for a missing company is expected.
    const page = await newPage({ allowConsole: [/status of 422/] });
    await signIn(page, demoAdminEmail);
    await page.goto(`${baseUrl}/admin/ai-tools`);
    await page.getByText("AI provider in use:").waitFor();

    // No company chosen: the specification's message.
    await page.getByRole("button", { name: "Generate AI Reviews" }).click();
    await page.getByRole("alert").getByText("Please select a company").waitFor();

    await page.getByLabel("Find a company").fill("omnisend");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("radio", { name: /Omnisend/ }).check();
    await page.getByLabel("Number of reviews (1–10)").fill("3");
    await page.getByRole("button", { name: "Generate AI Reviews" }).click();
    await page.getByText("Generated 3 AI reviews").waitFor({ timeout: 30_000 });
    const latest = page.getByRole("list", { name: "Recent operations" }).getByRole("listitem").first();
    expect(await latest.textContent()).toContain("completed");
    expect(await latest.textContent()).toContain("reviews created: 3");

    await page.goto(`${baseUrl}/company/${quietCompanyId}`);
    await page
      .getByRole("region", { name: /AI summary/ })
      .getByRole("button", { name: "Generate" })
      .click();
    await page.getByText("Failed to generate AI summary").waitFor({ timeout: 30_000 });
    await page.getByText("Quiet Test Co has no operator reviews to summarise yet.").first().waitFor();
  });

  it("an admin runs a discovery and watches it finish", async ({ newPage }) => {
    const page = await newPage({ allowConsole: [/status of 422/] });
    await signIn(page, demoAdminEmail);
    await page.goto(`${baseUrl}/admin/ai-tools`);
    await page.getByRole("button", { name: "Discover Companies" }).click();
    await page.getByRole("alert").getByText("Please enter a category slug").waitFor();
    await page.getByLabel("Category slug").fill("crm");
    await page.getByRole("button", { name: "Discover Companies" }).click();
    await page.getByText("Discovered 2 new companies").waitFor({ timeout: 30_000 });
    const latest = page.getByRole("list", { name: "Recent operations" }).getByRole("listitem").first();
    expect(await latest.textContent()).toContain("Discover companies");
    expect(await latest.textContent()).toContain("created names: Copper, Capsule CRM");
  });

  it("a normal user sees neither the controls nor the page", async ({ browser }) => {
    const { page, close } = await openPage(browser, { allowConsole: [/status of 403/] });
    await signIn(page, demoUserEmails[0] ?? "");
    await page.goto(`${baseUrl}/company/${companyId}`);
    await page.getByRole("heading", { level: 1, name: "Omnisend" }).waitFor();
    expect(await page.getByRole("button", { name: /^(Generate|Regenerate)$/ }).count()).toBe(0);
    const response = await page.goto(`${baseUrl}/admin/ai-tools`);
    expect(response?.status()).toBe(403);
    await page.getByText("Access Denied").waitFor();
    await close();
  });
});

describe("moderation in the browser", () => {
  it("an admin removes a reported review and it disappears from the company page", async ({ browser }) => {
    const database = await connectToServerDatabase();
    let reviewId = 0;
    let title = "";
    try {
      const target = await database.db.execute<{ id: number; title: string }>(sql`
        select id, title from reviews where company_id = ${companyId} and status = 'published' and not is_ai_generated
        order by created_at desc limit 1`);
      reviewId = target.rows[0]?.id ?? 0;
      title = target.rows[0]?.title ?? "";
      await database.db.execute(sql`
        insert into review_reports (review_id, reporter_user_id, reason, note)
        select ${reviewId}, u.id, 'spam', 'Looks like an advert' from users u
        where u.email = ${demoUserEmails[1] ?? ""} on conflict do nothing`);
    } finally {
      await database.close();
    }
    const { page, consoleErrors, close } = await openPage(browser);
    await signIn(page, demoAdminEmail);
    await page.goto(`${baseUrl}/admin/moderation`);
    const item = page
      .getByRole("list", { name: "Reported reviews" })
      .getByRole("listitem")
      .filter({ hasText: title })
      .first();
    await item.getByText("Looks like an advert").waitFor();
    await item.getByRole("button", { name: "Remove" }).click();
    await page.getByText("Review removed").first().waitFor();
    const response = await page.goto(`${baseUrl}/review/${reviewId}`);
    expect(response?.status()).toBe(404);
    expect(consoleErrors.filter((message) => !/status of 404/.test(message))).toEqual([]);
    await close();
  });
});

describe("analytics in the browser", () => {
  it("draws the charts and keeps the data tables", async ({ page }) => {
    await signIn(page, demoAdminEmail);
    await page.goto(`${baseUrl}/admin/analytics?from=2025-01-01&to=2026-12-31`);
    await page.locator(".recharts-wrapper svg").first().waitFor();
    expect(await page.locator(".recharts-wrapper svg").count()).toBeGreaterThanOrEqual(3);
    const table = page.getByRole("table", { name: "Rating distribution (operator reviews)" });
    await page.getByText("Data table").nth(2).click();
    expect(await table.getByRole("row").count()).toBe(6);
  });
});
