// The browser tests' scaffolding as Vitest fixtures (STYLE.md convention 14): a test names what it needs
// (`async ({ browser }) => …`) and gets it, set up once per file and closed after it, instead of every file
// starting and stopping its own Chromium.
import type { Browser, BrowserContextOptions } from "playwright-core";
import { test as base, inject } from "vitest";
import { demoAdminEmail, demoUserEmails } from "#contracts/demo-accounts.ts";
import { launchBrowser } from "./browser.ts";
import { signedInState } from "./sign-in.ts";

type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

/**
 * `browser`: this file's Chromium (started on first use, closed after the file's tests); `baseUrl`: the shared
 * server (tests/e2e/support/global-setup.ts); `adminState` and `reviewerState`: the cookies of the demo admin and
 * a demo reviewer, signed in once per file through the sign-in page, for new contexts to start from.
 */
export const it = base
  .extend("baseUrl", { scope: "file" }, () => inject("baseUrl"))
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
  .extend(
    "reviewerState",
    { scope: "file" },
    ({ browser }): Promise<StorageState> => signedInState(browser, demoUserEmails[0]),
  );

