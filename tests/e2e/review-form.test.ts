// The review form as a first-time reviewer meets it (issue #35, item 5): a disabled submit says what is missing,
// required fields are marked, a company added in the form shows its category, and the company page's dialog
// confirms the review as the full page does. SCREENSHOT_DIR=/tmp/x saves the states at phone and desktop sizes.

import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { openPage } from "./support/browser.ts";
import { it } from "./support/fixtures.ts";
import { openSignedInPage } from "./support/signed-in-page.ts";
import { chooseCompanyToReview } from "./support/write-review.ts";

const baseUrl = inject("baseUrl");
const sizes = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1366, height: 900 } },
] as const;

async function screenshot(page: Page, name: string, fullPage = true) {
  const folder = process.env.SCREENSHOT_DIR;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage });
}

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/**
 * axe-core's serious and critical findings in `selector` (the review form, or the dialog) as it is now; the
 * page's context must bypass its CSP.
 */
async function seriousAxeViolations(page: Page, selector: string) {
  await page.addScriptTag({ path: axePath });
  const result = (await page.evaluate(
    `axe.run(document.querySelector(${JSON.stringify(selector)}), { resultTypes: ['violations'] })`,
  )) as {
    violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
  };
  return result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

async function waitForHydration(page: Page) {
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
}

/** The text of what a control's aria-describedby points at: what assistive technology reads after its name. */
function descriptionOf(page: Page, name: RegExp) {
  return page.getByRole("button", { name }).evaluate((button) =>
    (button.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? "") : ""))
      .join(" ")
      .trim(),
  );
}

async function openFormFor(page: Page, search: string, name: string) {
  await page.goto(`${baseUrl}/write-review`);
  await waitForHydration(page);
  await chooseCompanyToReview(page, search, name);
}

describe("the review form", () => {
  for (const size of sizes)
    it(`says why Submit is disabled, updated as fields are filled, and marks required fields (${size.name})`, async ({
      browser,
    }) => {
      const { page, consoleErrors, close } = await openSignedInPage(browser, baseUrl, {
        firstName: "Marked",
        viewport: size.viewport,
        bypassCSP: true,
      });
      await openFormFor(page, "gorgias", "Gorgias");
      const submit = page.getByRole("button", { name: /^Submit review of Gorgias/ });
      await expect.poll(() => submit.isDisabled()).toBe(true);

      const missing = await descriptionOf(page, /^Submit review of Gorgias/);
      for (const message of [
        "Please choose a rating",
        "Please add a title",
        "Your review must be at least 30 characters",
        "Please add your business website",
      ])
        expect(missing).toContain(message);
      // First name comes from the account, and the company's first category is chosen.
      expect(missing).not.toContain("first name");
      expect(missing).not.toContain("category");
      expect(await page.getByText("Please add your business website").first().isVisible()).toBe(true);

      await page.getByText("Fields marked * are required.").waitFor();
      for (const label of ["Title", "Your review", "First name", "Business website"])
        expect(
          await page.getByRole("textbox", { name: label, exact: true }).getAttribute("required"),
          label,
        ).not.toBeNull();
      expect(await page.getByRole("radio", { name: "5 stars" }).getAttribute("required")).not.toBeNull();
      await page.getByRole("group", { name: "Categories (required)" }).waitFor();
      await page.getByRole("group", { name: "Rating (required)" }).waitFor();
      await screenshot(page, `review-form-missing-${size.name}`);
      expect(await seriousAxeViolations(page, "main")).toEqual([]);

      await page.locator("label", { has: page.getByRole("radio", { name: "5 stars" }) }).click();
      await page.getByRole("textbox", { name: "Title", exact: true }).fill("Macros cut our reply time");
      await expect.poll(() => descriptionOf(page, /^Submit review of Gorgias/)).not.toContain("Please choose a rating");
      expect(await descriptionOf(page, /^Submit review of Gorgias/)).not.toContain("Please add a title");
      // The explanation is a live region: a screen reader hears it change.
      expect(
        await page
          .getByText("Please add your business website")
          .first()
          .evaluate((item) => {
            return item.closest("[aria-live]")?.getAttribute("aria-live");
          }),
      ).toBe("polite");

      await page
        .getByRole("textbox", { name: "Your review", exact: true })
        .fill("Macros and order data in the sidebar halved replies.");
      await page.getByRole("textbox", { name: "Business website", exact: true }).fill("marked-goods.example");
      await expect.poll(() => submit.isDisabled()).toBe(false);
      expect(await descriptionOf(page, /^Submit review of Gorgias/)).toBe("");
      await screenshot(page, `review-form-ready-${size.name}`);
      expect(consoleErrors).toEqual([]);
      await close();
    });

  for (const size of sizes)
    it(`AI Polish shows each correction of the title and the text before the writer accepts them (${size.name})`, async ({
      browser,
    }) => {
      const { page, consoleErrors, close } = await openSignedInPage(browser, baseUrl, {
        firstName: "Polisher",
        viewport: size.viewport,
        bypassCSP: true,
      });
      await openFormFor(page, "klaviyo", "Klaviyo");
      const title = page.getByRole("textbox", { name: "Title", exact: true });
      const text = page.getByRole("textbox", { name: "Your review", exact: true });
      await title.fill("klaviyo is worth it");
      await text.fill("took a afternoon to connect klaviyo tho");
      await page.getByRole("button", { name: "AI Polish" }).click();
      const suggestion = page.getByRole("region", { name: "Polished suggestion" });
      await suggestion.getByText("Took an afternoon to connect Klaviyo though.").waitFor();
      await suggestion.getByText("Klaviyo is worth it", { exact: true }).waitFor();
      const corrections = suggestion.getByRole("list", { name: "Corrections to the review" });
      expect(await corrections.locator("del").allTextContents()).toEqual(["klaviyo", "a afternoon", "tho"]);
      expect(await corrections.locator("ins").allTextContents()).toEqual(["Klaviyo", "an afternoon", "though"]);
      const titleCorrections = suggestion.getByRole("list", { name: "Corrections to the title" });
      expect(await titleCorrections.locator("ins").allTextContents()).toEqual(["Klaviyo"]);
      // Nothing changes until the writer accepts.
      expect(await text.inputValue()).toBe("took a afternoon to connect klaviyo tho");
      await screenshot(page, `review-form-polish-${size.name}`);
      expect(await seriousAxeViolations(page, "main")).toEqual([]);
      await suggestion.getByRole("button", { name: "Accept" }).click();
      expect(await text.inputValue()).toBe("Took an afternoon to connect Klaviyo though.");
      expect(await title.inputValue()).toBe("Klaviyo is worth it");
      expect(consoleErrors).toEqual([]);
      await close();
    });

  it("without JavaScript, marks required fields, keeps Submit enabled and shows the server's messages", async ({
    browser,
  }) => {
    const { page, close } = await openSignedInPage(browser, baseUrl, { firstName: "Plain", javaScriptEnabled: false });
    await page.goto(`${baseUrl}/write-review?q=gorgias`);
    await page
      .getByRole("list", { name: "Matching companies" })
      .getByRole("link", { name: /Gorgias/ })
      .click();
    await page.getByText("Fields marked * are required.").waitFor();
    expect(
      await page.getByRole("textbox", { name: "Business website", exact: true }).getAttribute("required"),
    ).not.toBeNull();
    const submit = page.getByRole("button", { name: /^Submit review of Gorgias/ });
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await page.getByText("Please choose a rating").first().waitFor();
    await close();
  });

  it("shows the category chosen for a company added in the form, not under More categories", async ({ browser }) => {
    const { page, consoleErrors, close } = await openSignedInPage(browser, baseUrl, { firstName: "Adder" });
    await page.goto(`${baseUrl}/write-review`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Add Company" }).click();
    const dialog = page.getByRole("dialog");
    const next = dialog.getByRole("button", { name: "Continue with New Company" });
    expect(await next.isDisabled()).toBe(true);
    expect(await descriptionOf(page, /^Continue with New Company$/)).toBe(
      "Enter the company's name. Enter its website domain, like example.com.",
    );
    await screenshot(page, "add-company-check-desktop", false);
    const unique = `addedco${Date.now()}`;
    await dialog.getByLabel("Company name").fill(`Added Co ${unique}`);
    await dialog.getByLabel("Website domain").fill(`${unique}.com`);
    await dialog.getByText("No existing company found. You can add this as a new company.").waitFor();
    await next.click();
    const add = dialog.getByRole("button", { name: "Add Company" });
    expect(await add.isDisabled()).toBe(true);
    expect(await descriptionOf(page, /^Add Company$/)).toContain("Choose at least one category");
    await screenshot(page, "add-company-details-desktop", false);
    await dialog.getByLabel("Returns & Exchanges").check();
    await expect.poll(() => add.isDisabled()).toBe(false);
    await add.click();
    await page.getByText(`Reviewing Added Co ${unique}`).waitFor();

    const category = page.getByRole("checkbox", { name: "Returns & Exchanges" });
    expect(await category.isVisible()).toBe(true);
    expect(await category.isChecked()).toBe(true);
    expect(await descriptionOf(page, new RegExp(`^Submit review of Added Co ${unique}`))).not.toContain("category");
    await screenshot(page, "review-form-added-company-desktop");
    expect(consoleErrors).toEqual([]);
    await close();
  });

  for (const size of sizes)
    it(`confirms a review sent from the company page's dialog, says what happens next, and stays open (${size.name})`, async ({
      browser,
    }) => {
      // An unconfirmed address: the review waits for a moderator, and the dialog must say so.
      const { page, consoleErrors, close } = await openSignedInPage(browser, baseUrl, {
        firstName: "Dialogue",
        isConfirmed: false,
        viewport: size.viewport,
        bypassCSP: true,
      });
      await page.goto(`${baseUrl}/write-review?q=yotpo`);
      await page.getByRole("list", { name: "Matching companies" }).getByRole("link", { name: /Yotpo/ }).click();
      await page.getByText("Reviewing Yotpo").waitFor();
      const companyPath = await page.evaluate(() => {
        const id = new URL(window.location.href).searchParams.get("companyId");
        return `/company/${id}`;
      });
      await page.goto(`${baseUrl}${companyPath}`);
      await waitForHydration(page);
      await page.getByRole("main").getByRole("link", { name: "Write a Review" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.locator("label", { has: page.getByRole("radio", { name: "4 stars" }) }).click();
      await dialog.getByRole("textbox", { name: "Title", exact: true }).fill("Reviews load fast on product pages");
      await dialog
        .getByRole("textbox", { name: "Your review", exact: true })
        .fill("Photo reviews went up after we turned on the request emails.");
      await dialog.getByRole("textbox", { name: "Business website", exact: true }).fill("dialogue-shop.example");
      await dialog.getByRole("button", { name: "Submit review of Yotpo" }).click();

      const thanks = dialog.getByRole("heading", { name: "Thank you for your review!" });
      await thanks.waitFor();
      await dialog.getByText(/waiting for a moderator before it appears/).waitFor();
      await dialog.getByText(/confirm your address/).waitFor();
      // The focus moves to the confirmation, and it stays until the reviewer closes it.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe("Thank you for your review!");
      await screenshot(page, `review-dialog-thanks-${size.name}`, false);
      expect(await seriousAxeViolations(page, "[role=dialog]")).toEqual([]);
      await page.waitForTimeout(4000);
      expect(await thanks.isVisible()).toBe(true);
      await dialog.getByRole("button", { name: "Done" }).click();
      await dialog.waitFor({ state: "detached" });
      expect(consoleErrors).toEqual([]);
      await close();
    });
});

describe("other forms with a disabled button", () => {
  it("say why: compare needs two companies, and AI Polish needs text", async ({ browser }) => {
    const { page, consoleErrors, close } = await openPage(browser);
    await page.goto(`${baseUrl}/categories/returns`);
    await waitForHydration(page);
    await page.getByRole("checkbox", { name: /^Compare Loop Returns/ }).check();
    const compare = page.getByRole("button", { name: /^Compare selected/ });
    await expect.poll(() => compare.isDisabled()).toBe(true);
    expect(await descriptionOf(page, /^Compare selected/)).toBe("Tick at least 1 more company to compare.");
    await screenshot(page, "compare-tray-one-desktop", false);
    expect(consoleErrors).toEqual([]);
    await close();

    const signedIn = await openSignedInPage(browser, baseUrl, { firstName: "Polly" });
    await openFormFor(signedIn.page, "gorgias", "Gorgias");
    const polish = signedIn.page.getByRole("button", { name: "AI Polish" });
    await expect.poll(() => polish.isDisabled()).toBe(true);
    expect(await descriptionOf(signedIn.page, /^AI Polish$/)).toContain("Write your review first");
    await signedIn.page.getByRole("textbox", { name: "Your review", exact: true }).fill("took a afternoon tho");
    await expect.poll(() => polish.isDisabled()).toBe(false);
    expect(signedIn.consoleErrors).toEqual([]);
    await signedIn.close();
  });
});
