import { createRequire } from "node:module";
import { describe, expect, inject } from "vitest";
import { openPage } from "./support/browser.ts";
import { it } from "./support/fixtures.ts";

const baseUrl = inject("baseUrl");
const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

type AxeResult = { violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] };

const pages = [
  "/",
  "/categories",
  "/categories/email-marketing",
  "/sign-in",
  "/sign-up",
  "/forgot-password",
  "/reset-password?token=AAAAAAAAAAAAAAAAAAAAAAAA",
  "/confirm-email?token=a.b.c-not-a-real-token",
  "/demo-mailbox",
  "/trust",
  "/search-with-ai",
  "/search-results?q=cheaper%20alternative%20to%20Klaviyo%20for%20a%207-figure%20Shopify%20brand",
  "/search-results?q=email%20marketing",
  "/no-such-page",
];

describe("accessibility (axe-core in Chromium)", () => {
  it.for(pages)("%s has no serious or critical violations", async (path, { browser }) => {
    const { page, close } = await openPage(browser, { allowConsole: [/status of 404/], bypassCSP: true });
    await page.goto(`${baseUrl}${path}`);
    await page.addScriptTag({ path: axePath });
    const result = (await page.evaluate("axe.run(document, { resultTypes: ['violations'] })")) as AxeResult;
    const serious = result.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
      );
    expect(serious).toEqual([]);
    await close();
  });

  it("a company page and its all-reviews page have no serious or critical violations", async ({ browser }) => {
    const { page, close } = await openPage(browser, { bypassCSP: true });
    await page.goto(`${baseUrl}/categories/email-marketing`);
    await page
      .getByRole("main")
      .getByRole("link", { name: /Klaviyo/ })
      .click();
    await page.getByRole("heading", { name: "Klaviyo", level: 1 }).waitFor();
    await page.addScriptTag({ path: axePath });
    const result = (await page.evaluate("axe.run(document, { resultTypes: ['violations'] })")) as AxeResult;
    expect(
      result.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical"),
    ).toEqual([]);
    await close();
  });
});
