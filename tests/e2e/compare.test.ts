import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { it } from "./support/fixtures.ts";

const baseUrl = inject("baseUrl");

/** Ticks Klaviyo and Omnisend in this order, waits for the tray to list both, and opens their compare page. */
async function compareInTray(page: Page, names: ["Klaviyo", "Omnisend"] | ["Omnisend", "Klaviyo"]) {
  for (const name of names) await page.getByRole("checkbox", { name: `Compare ${name}` }).check();
  const tray = page.getByRole("form", { name: "Compare" });
  await tray.getByRole("listitem").filter({ hasText: names[1] }).waitFor();
  await tray.getByRole("button", { name: "Compare selected (2)" }).click();
  await page.waitForURL(`${baseUrl}/compare/klaviyo-vs-omnisend`);
  await page.getByRole("heading", { name: "Klaviyo vs Omnisend", level: 1 }).waitFor();
}

// The catalog's email-marketing category spans two pages; the SMS feature filter keeps both companies on one.
describe("compare from a category page", () => {
  it("ticks two companies in the tray and opens their canonical compare page", async ({ page }) => {
    await page.goto(`${baseUrl}/categories/email-marketing?sort=name&feature=email-marketing-sms`);
    await compareInTray(page, ["Omnisend", "Klaviyo"]);
    const table = page.getByRole("table", { name: "Klaviyo, Omnisend compared" });
    await table.getByRole("columnheader", { name: "Klaviyo" }).waitFor();
    await table.getByRole("rowheader", { name: "Operator rating" }).waitFor();
    expect(await page.title()).toBe("Klaviyo vs Omnisend: compared | OperatorStack");
  });

  it("works without JavaScript: the checkboxes submit the tray's GET form", async ({ newPage }) => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${baseUrl}/categories/email-marketing?sort=name&feature=email-marketing-sms`);
    await page.getByRole("checkbox", { name: "Compare Omnisend" }).check();
    await page.getByRole("checkbox", { name: "Compare Klaviyo" }).check();
    await page.getByRole("button", { name: "Compare selected" }).click();
    await page.waitForURL(`${baseUrl}/compare/klaviyo-vs-omnisend`);
    await page.getByRole("heading", { name: "Klaviyo vs Omnisend", level: 1 }).waitFor();
  });
});

describe("compare from search results", () => {
  it("ticks two results in the tray and opens their canonical compare page", async ({ page }) => {
    await page.goto(`${baseUrl}/search-results?q=email+marketing+for+shopify`);
    await compareInTray(page, ["Klaviyo", "Omnisend"]);
  });
});
