// The browser tests' scaffolding as Vitest fixtures (STYLE.md convention 14): a test names what it needs
// (`async ({ browser }) => …`) and gets it, set up once per file and closed after it, instead of every file
// starting and stopping its own Chromium.
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { test as base, expect } from "vitest";
import { demoAdminEmail } from "#contracts/demo-accounts.ts";
import { launchBrowser, openPage } from "./browser.ts";
import { signedInState } from "./sign-in.ts";

type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

/**
 * `browser`: this file's Chromium (started on first use, closed after the file's tests; `browserFlags` adds to its
 * command line); `adminState`: the cookies of the demo admin, signed in once per file through the sign-in page, for
 * new contexts to start from; `page`: a page of its own for one test, whose console must stay free of errors and uncaught exceptions (checked when the
 * test ends; a test that expects some opens its page with `openPage(browser, { allowConsole })`).
 */
export const it = base
  .extend("browserFlags", { scope: "file" }, (): string[] => [])
  .extend("browser", { scope: "file" }, async ({ browserFlags }, { onCleanup }): Promise<Browser> => {
    const browser = await launchBrowser(browserFlags);
    onCleanup(() => browser.close());
    return browser;
  })
  .extend(
    "adminState",
    { scope: "file" },
    ({ browser }): Promise<StorageState> => signedInState(browser, demoAdminEmail),
  )
  .extend("page", async ({ browser }, { onCleanup }): Promise<Page> => {
    const { page, consoleErrors, close } = await openPage(browser);
    onCleanup(async () => {
      await close();
      expect(consoleErrors, "console errors and uncaught exceptions").toEqual([]);
    });
    return page;
  });
