// The browser tests' scaffolding as Vitest fixtures (STYLE.md convention 14): a test names what it needs
// (`async ({ browser }) => …`) and gets it, set up once per file and closed after it, instead of every file
// starting and stopping its own Chromium.
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { test as base, expect } from "vitest";
import { demoAdminEmail } from "#contracts/demo-accounts.ts";
import { launchBrowser, openPage, type WatchedPage } from "./browser.ts";
import { signedInState } from "./sign-in.ts";

type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;
type OpenCheckedPage = (options?: Parameters<typeof openPage>[1]) => Promise<Page>;

/**
 * `browser`: this file's Chromium (started on first use, closed after the file's tests; `browserFlags` adds to its
 * command line); `adminState`: the cookies of the demo admin, signed in once per file through the sign-in page, for
 * new contexts to start from; `newPage(options)`: opens a page in a context of its own with those options
 * (`allowConsole` lists the console errors the test expects), whose console must stay free of any other errors and
 * uncaught exceptions (checked, and the page closed, when the test ends); `page`: `newPage()` for a test that needs
 * one page as it comes.
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
  .extend("newPage", ({ browser }, { onCleanup }): OpenCheckedPage => {
    const opened: WatchedPage[] = [];
    onCleanup(async () => {
      for (const { close } of opened) await close();
      expect(
        opened.flatMap(({ consoleErrors }) => consoleErrors),
        "console errors and uncaught exceptions",
      ).toEqual([]);
    });
    return async (options) => {
      const watched = await openPage(browser, options);
      opened.push(watched);
      return watched.page;
    };
  })
  .extend("page", ({ newPage }): Promise<Page> => newPage());
