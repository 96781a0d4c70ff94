import { describe, expect, inject } from "vitest";
import { demoAdminEmail, demoPassword } from "#contracts/demo-accounts.ts";
import { openPage } from "./support/browser.ts";
import { it } from "./support/fixtures.ts";
import { openAccountMenu, signOutFromMenu } from "./support/sign-in.ts";

const baseUrl = inject("baseUrl");

const userEmail = `e2e.${Date.now()}@example.com`;
const userPassword = "a long enough password";

describe("accounts in the browser", () => {
  it("signs up in the dialog, shows the first name, signs out, and signs in as the demo admin", async ({ newPage }) => {
    // The wrong-password attempt is an expected 401 response.
    const page = await newPage({ allowConsole: [/status of 401/] });
    await page.goto(`${baseUrl}/`);
    await expect(page.title()).resolves.toBe("OperatorStack");
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Sign In" }).waitFor();
    await dialog.getByRole("tab", { name: "Sign Up" }).click();
    await dialog.getByRole("heading", { name: "Create Account" }).waitFor();
    await dialog.getByLabel("First name").fill("Grace");
    await dialog.getByLabel("Last name").fill("Hopper");
    await dialog.getByLabel("Email").fill(userEmail);
    await dialog.getByLabel("Password").fill(userPassword);
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await dialog.waitFor({ state: "detached" });
    const accountMenu = page.getByRole("banner").locator("summary", { hasText: "Grace" });
    await accountMenu.waitFor();

    // Sign out from the account menu.
    await signOutFromMenu(page, "Grace");
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).waitFor();

    // Wrong password: the server's message; switching tabs clears it.
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    await dialog.getByLabel("Email").fill(demoAdminEmail);
    await dialog.getByLabel("Password").fill("not the password");
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await dialog.getByRole("alert").getByText("Invalid email or password").waitFor();
    await dialog.getByRole("tab", { name: "Sign Up" }).click();
    expect(await dialog.getByRole("alert").count()).toBe(0);
    await dialog.getByRole("tab", { name: "Sign In" }).click();
    expect(await dialog.getByLabel("Email").inputValue()).toBe("");

    // The demo admin sees the Admin Dashboard link.
    await dialog.getByText("Demo accounts").waitFor();
    await dialog.getByLabel("Email").fill(demoAdminEmail);
    await dialog.getByLabel("Password").fill(demoPassword);
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await dialog.waitFor({ state: "detached" });
    const adminLink = page.getByRole("banner").getByRole("link", { name: "Admin Dashboard" });
    await (await openAccountMenu(page, "Alex", adminLink)).click();
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    expect(await page.title()).toBe("Admin Dashboard | OperatorStack");
  });

  it("shows Access Denied with HTTP 403 to a normal user on /admin", async ({ newPage }) => {
    const page = await newPage({ allowConsole: [/status of 403/] });
    await page.goto(`${baseUrl}/sign-in`);
    await page.getByLabel("Email").fill(userEmail);
    await page.getByLabel("Password").fill(userPassword);
    await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("banner").locator("summary", { hasText: "Grace" }).waitFor();
    expect(await page.getByRole("banner").getByRole("link", { name: "Admin Dashboard" }).count()).toBe(0);
    const response = await page.goto(`${baseUrl}/admin`);
    expect(response?.status()).toBe(403);
    await page.getByRole("heading", { name: "Access Denied" }).waitFor();
    await page.getByText("You need admin privileges to access this page.").waitFor();
  });

  it("works without JavaScript: sign up and sign in with plain forms", async ({ browser }) => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    const email = `nojs.${Date.now()}@example.com`;
    await page.goto(`${baseUrl}/categories`);
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    await page.waitForURL(/\/sign-in\?returnTo=%2Fcategories/);
    await page.getByRole("link", { name: "Sign up" }).click();
    await page.getByLabel("First name").fill("Nova");
    await page.getByLabel("Last name").fill("Script");
    await page.getByLabel("Email").fill(email);
    // A server-side error is shown on the page, the other fields kept: a common password.
    await page.getByLabel("Password").fill("password123");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByRole("alert").getByText("This password is too common").waitFor();
    expect(await page.getByLabel("First name").inputValue()).toBe("Nova");
    // An address that has an account gets the answer a new one gets (decision 076): check your inbox.
    await page.getByLabel("Email").fill(userEmail);
    await page.getByLabel("Password").fill(userPassword);
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL(/\/sign-in\?checkInbox=1/);
    await page.getByRole("status").getByText("Check your inbox").waitFor();
    await page.goto(`${baseUrl}/sign-up?returnTo=%2Fcategories`);
    await page.getByLabel("First name").fill("Nova");
    await page.getByLabel("Last name").fill("Script");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(userPassword);
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL(`${baseUrl}/categories`);
    await signOutFromMenu(page, "Nova");
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(userPassword);
    await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("banner").locator("summary", { hasText: "Nova" }).waitFor();
    await close();
  });
});

describe("the shell", () => {
  it("shows the 404 page for an unknown path", async ({ newPage }) => {
    const page = await newPage({ allowConsole: [/status of 404/] });
    const response = await page.goto(`${baseUrl}/no/such/page`);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Oops! Page not found" }).waitFor();
    await page.getByRole("main").getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL(`${baseUrl}/`);
  });

  it("keeps to the Content-Security-Policy when a link is clicked while the page is still hydrating", async ({
    newPage,
  }) => {
    // The browser's renderer runs a <script> it creates: the root layout mounted again during hydration once
    // added React Router's scroll script without a nonce, and the policy refused it (8 runs in 8).
    const page = await newPage({ allowConsole: [/status of 404/] });
    await page.goto(`${baseUrl}/no/such/page`, { waitUntil: "load" });
    await page.getByRole("main").getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.waitForLoadState("networkidle");
  });

  it("puts a page back where it was scrolled when the visitor comes back to it", async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 1280, height: 600 } });
    await page.goto(`${baseUrl}/categories`);
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForFunction(() => window.scrollY === 900);
    // Clicked where it is, without scrolling to it first (as Playwright's click would).
    await page.evaluate(() =>
      document.querySelector<HTMLAnchorElement>('a[href="/categories/email-marketing"]')?.click(),
    );
    await page.waitForURL(/\/categories\/email-marketing/);
    await page.waitForFunction(() => window.scrollY === 0);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/categories`);
    await page.waitForFunction(() => window.scrollY === 900);
  });

  it("has a keyboard-usable mobile menu that repeats the navigation", async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`${baseUrl}/`);
    const menuButton = page.locator("summary[aria-label='Menu']");
    expect(await page.getByRole("navigation", { name: "Mobile" }).isVisible()).toBe(false);
    await menuButton.focus();
    await page.keyboard.press("Enter");
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await mobileNav.waitFor();
    for (const name of ["Reviews", "Award Winners", "Discover with AI", "Write Review", "Sign In"]) {
      expect(await mobileNav.getByRole("link", { name }).isVisible(), name).toBe(true);
    }
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Reviews");
    await page.keyboard.press("Escape");
    await mobileNav.waitFor({ state: "hidden" });
    await menuButton.click();
    await mobileNav.getByRole("link", { name: "Reviews" }).click();
    await page.waitForURL(`${baseUrl}/categories`);
    await page.getByRole("heading", { name: "Categories", level: 1 }).waitFor();
    expect(await mobileNav.isVisible()).toBe(false);
  });

  it("shows the demo banner while sample reviews are loaded", async ({ browser }) => {
    const { page, close } = await openPage(browser);
    await page.goto(`${baseUrl}/`);
    await page.getByText("the reviews shown here are generated samples").waitFor();
    await close();
  });
});
