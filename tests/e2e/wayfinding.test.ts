// Wayfinding for people (issue #35, item 9): closing the sign-in dialog with Escape puts the focus back on what
// opened it, not on the page's body.

import { describe, expect, inject } from "vitest";
import { it } from "./support/fixtures.ts";

const baseUrl = inject("baseUrl");

describe("the sign-in dialog", () => {
  it("gives the focus back to the link that opened it when Escape closes it", async ({ page }) => {
    await page.goto(`${baseUrl}/`);
    await page.waitForFunction(() => "__reactRouterRouteModules" in window);
    const opener = page.getByRole("banner").getByRole("link", { name: "Sign In" });
    await opener.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").getByRole("heading", { name: "Sign In" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    // The dialog hands the focus back in a task after it unmounts: wait for the focus to land anywhere.
    await page
      .waitForFunction(() => document.activeElement !== document.body, undefined, { timeout: 2000 })
      .catch(() => undefined);
    const focused = await page.evaluate(() => ({
      tag: document.activeElement?.tagName,
      text: document.activeElement?.textContent?.trim(),
      inBanner: Boolean(document.activeElement?.closest("header")),
    }));
    expect(focused).toEqual({ tag: "A", text: "Sign In", inBanner: true });
  });
});
