// The demo mailbox as a visitor uses it (issue #34, decisions 072 and 074): a visitor reads the mail of an
// example.com account they created in this browser, and nobody else does; the vendor side is tried by claiming the
// demo's fictitious company at a reserved domain.

import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { openPage } from "./support/browser.ts";
import { it } from "./support/fixtures.ts";
import { signOutFromMenu, signUp } from "./support/sign-in.ts";

const baseUrl = inject("baseUrl");

function signUpAs(page: Page, email: string, password: string) {
  return signUp(page, { firstName: "Walker", lastName: "Visitor", email, password });
}

async function askForReset(page: Page, email: string) {
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await page.getByText(`If an account uses ${email}, we have sent it a link`).waitFor();
}

/** Follows a link of the email whose subject is given, on the address the test browses (the email's is PUBLIC_URL). */
async function followLinkIn(page: Page, subject: string, link: RegExp) {
  const message = page.getByRole("listitem").filter({ hasText: subject });
  const href = (await message.getByRole("link", { name: link }).first().getAttribute("href")) ?? "";
  const target = new URL(href);
  await page.goto(`${baseUrl}${target.pathname}${target.search}`);
}

describe("the demo mailbox, as a visitor uses it", () => {
  it("confirms an example.com address and resets its password; another browser asking for the reset sees nothing", async ({
    browser,
  }) => {
    const { page, consoleErrors, close } = await openPage(browser);
    const email = `walker-${Date.now()}@example.com`;
    await signUpAs(page, email, "the first password");
    await page
      .getByRole("complementary", { name: "About this demo" })
      .getByRole("link", { name: "demo mailbox" })
      .click();
    await followLinkIn(page, "Confirm your email address for OperatorStack", /\/confirm-email\?token=/);
    await page.getByRole("button", { name: "Confirm my email address" }).click();
    await page.getByRole("heading", { name: "Email address confirmed" }).waitFor();

    await signOutFromMenu(page, "Walker");
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).waitFor();
    await askForReset(page, email);
    await page.getByRole("main").getByRole("link", { name: "demo mailbox" }).click();

    // Meanwhile a stranger asks for the same account's reset in their own browser: their mailbox shows nothing.
    const stranger = await openPage(browser);
    await askForReset(stranger.page, email);
    await stranger.page.goto(`${baseUrl}/demo-mailbox`);
    await stranger.page.getByText("No emails yet.").waitFor();
    expect(await stranger.page.getByRole("link", { name: /\/reset-password\?token=/ }).count()).toBe(0);
    expect(stranger.consoleErrors).toEqual([]);
    await stranger.close();

    await page.reload();
    await followLinkIn(page, "Reset your OperatorStack password", /\/reset-password\?token=/);
    await page.getByLabel("New password", { exact: true }).fill("the second password");
    await page.getByLabel("Repeat the new password").fill("the second password");
    await page.getByRole("button", { name: "Save new password" }).click();
    await page.getByText("Your password was changed and every device was signed out.").waitFor();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("the second password");
    await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
    await page.getByRole("banner").locator("summary", { hasText: "Walker" }).waitFor();
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it("tries the vendor side: claims the demo company through the demo mailbox, up to the vendor dashboard", async ({
    page,
  }) => {
    await signUpAs(page, `vendor-${Date.now()}@example.com`, "a long enough password");
    await page
      .getByRole("complementary", { name: "About this demo" })
      .getByRole("link", { name: "Demo Store Tools" })
      .click();
    await page.getByText("A fictitious company of this demo, not a real product.").first().waitFor();
    await page.getByRole("link", { name: "Work at Demo Store Tools (demo company)? Claim this page" }).click();
    await page
      .getByLabel("Your work email at demo-store-tools.example")
      .fill(`me.${Date.now()}@demo-store-tools.example`);
    await page.getByRole("button", { name: "Send the confirmation link" }).click();
    await page.getByRole("main").getByRole("link", { name: "demo mailbox" }).click();
    await followLinkIn(page, "Confirm that you represent Demo Store Tools", /\/claims\/confirm\?token=/);
    await page.getByRole("button", { name: "Confirm my claim" }).click();
    await page.getByText("You now represent Demo Store Tools (demo company).").waitFor();
    await page.getByRole("link", { name: "Open the vendor dashboard" }).click();
    await page.getByRole("heading", { name: "Vendor dashboard" }).waitFor();
    await page.getByText("Demo Store Tools (demo company)").first().waitFor();
  });
});
