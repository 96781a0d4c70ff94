// What a phone (390×844) draws (issue #35, defects 2 and 3): the company name is not covered, the page never
// scrolls sideways, the category page's first result is on the first screen, with its filters a tap away.

import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { it } from "./support/fixtures.ts";

const baseUrl = inject("baseUrl");
const phone = { width: 390, height: 844 };

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe("on a phone", () => {
  it("a company's name is drawn whole, beside nothing that covers it", async ({ newPage }) => {
    const page = await newPage({ viewport: phone });
    for (const path of ["/company/39", "/company/40", "/company/213"]) {
      await page.goto(`${baseUrl}${path}`);
      const heading = page.getByRole("heading", { level: 1 });
      const button = page.getByRole("main").getByRole("link", { name: "Write a Review" }).first();
      const headingBox = await heading.boundingBox();
      const buttonBox = await button.boundingBox();
      if (!headingBox || !buttonBox) throw new Error(`${path}: heading or button not drawn`);
      expect(overlaps(headingBox, buttonBox), `${path}: the button covers the name`).toBe(false);
      // The name's text fits its box (a long single word would run out of a squeezed box).
      const fits = await heading.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);
      expect(fits, `${path}: the name runs out of its box`).toBe(true);
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    }
  });

  it("the compare page and the category page do not scroll sideways", async ({ newPage }) => {
    const page = await newPage({ viewport: phone });
    for (const path of [
      "/compare/klaviyo-vs-omnisend",
      // Three companies scroll inside the table's box; nothing in it (a screen-reader-only word) widens the page.
      "/compare/shopify-vs-bigcommerce-vs-woocommerce",
      "/categories/email-marketing",
      "/",
    ]) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState("networkidle");
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    }
    // Two companies side by side fit the screen: the table does not scroll inside its box either.
    await page.goto(`${baseUrl}/compare/klaviyo-vs-omnisend`);
    const table = page.getByRole("table");
    const tableOverflow = await table.evaluate((element) => element.scrollWidth - window.innerWidth);
    expect(tableOverflow).toBeLessThanOrEqual(0);
  });

  it("the category page shows its first result on the first screen, its filters behind one tap", async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: phone });
    await page.goto(`${baseUrl}/categories/email-marketing`);
    const firstResult = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ hasText: /review/ })
      .first();
    const box = await firstResult.boundingBox();
    if (!box) throw new Error("no result drawn");
    expect(box.y).toBeLessThan(phone.height);
    const platformFilter = page.getByRole("group", { name: "Platform" });
    expect(await platformFilter.isVisible()).toBe(false);
    await page.getByText("Filters", { exact: false }).first().click();
    expect(await platformFilter.isVisible()).toBe(true);
  });

  it("on a desktop the filters stay open beside the results", async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${baseUrl}/categories/email-marketing`);
    expect(await page.getByRole("group", { name: "Platform" }).isVisible()).toBe(true);
  });
});
