import { sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject } from "vitest";
import { demoPassword, demoUserEmails } from "#contracts/demo-accounts.ts";
import { it } from "./support/fixtures.ts";
import { connectToServerDatabase } from "./support/server-database.ts";

const baseUrl = inject("baseUrl");
let klaviyoId = 0;

beforeAll(async () => {
  const database = await connectToServerDatabase();
  const result = await database.db.execute<{ id: number }>(sql`select id from companies where domain = 'klaviyo.com'`);
  klaviyoId = result.rows[0]?.id ?? 0;
  await database.close();
});

async function signInWithDialog(page: Page, email: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(demoPassword);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await dialog.waitFor({ state: "detached" });
}

describe("home hero search", () => {
  it("suggests tools and categories, and is driven by the keyboard", async ({ page }) => {
    await page.goto(`${baseUrl}/`);
    const box = page.getByRole("combobox", { name: "Search tools, agencies and categories" });
    await box.fill("k");
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    await box.fill("klav");
    const listbox = page.getByRole("listbox", { name: "Suggestions" });
    await listbox.getByRole("option", { name: /Klaviyo/ }).waitFor();
    await box.press("Escape");
    await listbox.waitFor({ state: "hidden" });
    await box.press("ArrowDown");
    await listbox.waitFor();
    expect(await page.getByRole("option", { selected: true }).textContent()).toContain("Klaviyo");
    await box.press("Enter");
    await page.waitForURL(`${baseUrl}/company/klaviyo`);
    await page.getByRole("heading", { name: "Klaviyo", level: 1 }).waitFor();

    await page.goto(`${baseUrl}/`);
    await box.fill("returns");
    await listbox.getByRole("option", { name: /Category: Returns/ }).waitFor();
    await page.getByRole("heading", { level: 1 }).click(); // outside closes
    await listbox.waitFor({ state: "hidden" });
    await box.focus();
    await box.press("ArrowDown");
    await box.press("Enter");
    await page.waitForURL(/\/operator-stacks\?category=returns/);
  });
});

describe("all reviews page", () => {
  it("keeps sort, filters and page in the URL, and the back button restores them", async ({ page }) => {
    await page.goto(`${baseUrl}/company/klaviyo/reviews`);
    await page.getByLabel("Sort", { exact: true }).selectOption("helpful");
    await page.waitForURL(/sort=helpful/);
    // The pagination links are rendered from the new URL once the navigation has settled.
    await page.locator('a[aria-label="Page 2"][href*="sort=helpful"]').click();
    await page.waitForURL(/page=2/);
    expect(new URL(page.url()).searchParams.get("sort")).toBe("helpful");
    await page.getByText("Filters").click();
    await page.getByLabel("Rating", { exact: true }).selectOption("5");
    await page.waitForURL(/rating=5/);
    expect(new URL(page.url()).searchParams.get("page")).toBeNull();
    // The list re-renders right after the URL changes: wait until every card shows 5 stars.
    await expect
      .poll(async () => {
        const labels = await page
          .locator("article [role=img]")
          .evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-label")));
        return labels.length > 0 && labels.every((label) => label === "Rated 5.0 out of 5");
      })
      .toBe(true);
    await page.goBack();
    await page.waitForURL(/page=2/);
    await page.getByLabel("Keyword", { exact: true }).fill("zzzz-nothing-matches");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("No reviews match your current filters.").waitFor();
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await page.waitForURL(`${baseUrl}/company/klaviyo/reviews`);
  });

  it("votes after signing in, and files a report with a confirmation", async ({ page }) => {
    await page.goto(`${baseUrl}/company/klaviyo/reviews?sort=oldest`);
    const firstCard = page.locator("article").first();
    await firstCard.getByRole("button", { name: /^Helpful/ }).click();
    await page.getByRole("dialog").getByRole("heading", { name: "Sign In" }).waitFor();
    await signInWithDialog(page, demoUserEmails[1]);
    await page.getByRole("banner").locator("summary", { hasText: "Leo" }).waitFor();
    const helpful = page
      .locator("article")
      .first()
      .getByRole("button", { name: /^Helpful/ });
    const before = Number((await helpful.textContent())?.match(/\((\d+)\)/)?.[1]);
    const wasPressed = (await helpful.getAttribute("aria-pressed")) === "true";
    await helpful.click();
    await expect.poll(async () => helpful.getAttribute("aria-pressed")).toBe(wasPressed ? "false" : "true");
    const after = Number((await helpful.textContent())?.match(/\((\d+)\)/)?.[1]);
    expect(after).toBe(wasPressed ? before - 1 : before + 1);

    await page.locator("article").nth(1).getByRole("link", { name: "Report" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Send report" }).click();
    await dialog.getByRole("alert").getByText("Please choose a reason").waitFor();
    await dialog.getByLabel("Off-topic").check();
    await dialog.getByLabel("Note (optional)").fill("About a different product");
    await dialog.getByRole("button", { name: "Send report" }).click();
    await dialog.getByRole("status").getByText("Thank you. Our moderators will review this report.").waitFor();
  });
});

describe("company page", () => {
  it("saves AI-content preferences with a toast, and restyles the AI summary persistently", async ({ page }) => {
    const database = await connectToServerDatabase();
    await database.db.execute(
      sql`update companies set ai_summary = ${"Operators praise the flows. Pricing is a concern for small brands. Most reviewers run seven-figure stores."}, ai_summary_generated_at = now() where id = ${klaviyoId}`,
    );
    await database.close();
    // Its numeric address (links made before slugs) moves to the slug (decision 086).
    await page.goto(`${baseUrl}/company/${klaviyoId}`);
    expect(page.url()).toBe(`${baseUrl}/company/klaviyo`);
    await page.getByText("Operators praise the flows.").waitFor();
    await page.getByLabel("Reading style").selectOption("bullet-points");
    await page.getByRole("button", { name: "Rewrite" }).click();
    await page.getByText("• Operators praise the flows.").waitFor();
    await page.reload();
    await page.getByText("• Operators praise the flows.").waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem("aiSummaryStyle"))).toBe("bullet-points");
    await page.getByLabel("Reading style").selectOption("custom");
    await page.getByRole("button", { name: "Rewrite" }).click();
    await page.getByRole("alert").getByText("Please describe the custom style").waitFor();
    await page.getByLabel("Written for").fill("a CFO");
    await page.getByRole("button", { name: "Rewrite" }).click();
    await page.getByText(/For a CFO:/).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem("aiSummaryCustomStyle"))).toBe("a CFO");
    await page.getByRole("button", { name: "Reset" }).click();
    await page.getByText("Operators praise the flows. Pricing is a concern").waitFor();
    await page.getByLabel("Reading style").selectOption("");
    await page.getByRole("button", { name: "Rewrite" }).click();
    expect(await page.evaluate(() => window.localStorage.getItem("aiSummaryStyle"))).toBeNull();

    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    await signInWithDialog(page, demoUserEmails[2]);
    const summariesSwitch = page.getByRole("switch", { name: "Show AI summaries" });
    await summariesSwitch.waitFor();
    await summariesSwitch.click();
    await page.getByText("Your AI content preferences have been saved").waitFor();
    await page.getByText("Operators praise the flows.").waitFor({ state: "detached" });
    await summariesSwitch.click();
    await page.getByText("Operators praise the flows.").first().waitFor();
  });
});
