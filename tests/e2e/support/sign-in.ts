import { sql } from "drizzle-orm";
import type { Browser, BrowserContextOptions, Locator, Page } from "playwright-core";
import { expect, inject } from "vitest";
import { demoPassword } from "#contracts/demo-accounts.ts";
import { connectToServerDatabase } from "./server-database.ts";

type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

/**
 * Opens the account menu in the header, by the summary that shows `name`, and returns `item` once it shows. The menu
 * closes on every navigation, so one that lands just after the click (a sign-up's redirect, a form's answer, a
 * revalidation) closes it again: the menu is opened until the item shows, as a person would open it again.
 */
export async function openAccountMenu(page: Page, name: string, item: Locator) {
  const summary = page.getByRole("banner").locator("summary", { hasText: name });
  await expect
    .poll(async () => {
      if (!(await item.isVisible())) await summary.click();
      return item.isVisible();
    })
    .toBe(true);
  return item;
}

/** Signs out from the account menu in the header, opened by the summary that shows `name`. */
export async function signOutFromMenu(page: Page, name: string) {
  const signOut = await openAccountMenu(page, name, page.getByRole("banner").getByRole("button", { name: "Sign Out" }));
  await signOut.click();
}

/** Fills in and sends the sign-in page, without waiting for the outcome (a wrong password stays on the page). */
export async function submitSignIn(page: Page, email: string, password = demoPassword) {
  await page.goto(`${inject("baseUrl")}/sign-in`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
}

/** Signs a page in through the sign-in page, as a person does (demo accounts share the public demo password). */
export async function signIn(page: Page, email: string, password = demoPassword) {
  await submitSignIn(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
}

type NewAccount = { firstName: string; lastName?: string; email?: string; password?: string };

/** A fresh example.com address for `firstName`, unique across runs and parallel files. */
function newEmail(firstName: string) {
  return `${firstName.toLowerCase()}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Creates an account through the sign-up page and waits until it is signed in; returns its address. */
export async function signUp(
  page: Page,
  { firstName, lastName = "Reader", email = newEmail(firstName), password = "a long enough password" }: NewAccount,
) {
  await page.goto(`${inject("baseUrl")}/sign-up`);
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill(lastName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("main").getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/sign-up"));
  return email;
}

/** Creates an account in the open sign-in dialog (its Sign Up tab) and waits until the dialog closes; returns its address. */
export async function signUpInDialog(
  page: Page,
  { firstName, lastName = "Writer", email = newEmail(firstName), password = "a long enough password" }: NewAccount,
) {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Sign Up" }).click();
  await dialog.getByLabel("First name").fill(firstName);
  await dialog.getByLabel("Last name").fill(lastName);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await dialog.waitFor({ state: "detached" });
  return email;
}

/** The cookies of a signed-in browser, for new contexts to start from (one sign-in per role and file). */
export async function signedInState(browser: Browser, email: string, password = demoPassword): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, email, password);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * A new account (signed up through the sign-up page) made the approved representative of the company at
 * `domain`, as an approved claim does; returns its cookies.
 */
export async function representativeState(browser: Browser, domain: string): Promise<StorageState> {
  const email = `rep-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const context = await browser.newContext();
  try {
    await signUp(await context.newPage(), { firstName: "Layout", lastName: "Representative", email });
    const database = await connectToServerDatabase();
    try {
      await database.db.execute(sql`
        insert into company_claims (company_id, user_id, claim_email, status)
        select companies.id, users.id, ${`rep@${domain}`}, 'approved'
        from companies, users where companies.domain = ${domain} and users.email = ${email}`);
    } finally {
      await database.close();
    }
    return await context.storageState();
  } finally {
    await context.close();
  }
}
