import { type Browser, type BrowserContextOptions, chromium, type Page } from "playwright-core";

/** Debian Chromium as root, headless, with nothing reaching the network (also used by bench/lighthouse.ts). */
export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** `extraFlags` for one test's browser only (e.g. a fake microphone for dictation). */
export function launchBrowser(extraFlags: string[] = []) {
  return chromium.launch({ executablePath: "/usr/bin/chromium", args: [...chromiumFlags, ...extraFlags] });
}

export type WatchedPage = { page: Page; consoleErrors: string[]; close(): Promise<void> };

/**
 * A page in a fresh context that records console errors and uncaught exceptions;
 * tests assert the list is empty (expected HTTP error statuses can be allowed by pattern).
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions & { allowConsole?: RegExp[] } = {},
): Promise<WatchedPage> {
  const { allowConsole = [], ...contextOptions } = options;
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = message.text();
    if (allowConsole.some((pattern) => pattern.test(text))) return;
    consoleErrors.push(text);
  });
  page.on("pageerror", (error) => consoleErrors.push(`uncaught: ${error.message}`));
  return { page, consoleErrors, close: () => context.close() };
}
