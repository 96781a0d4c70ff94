import type { Browser } from "playwright-core";
import { openPage } from "./browser.ts";
import { confirmEmailOnServer } from "./server-database.ts";
import { createAccountOn } from "./server-process.ts";

/**
 * A watched page (`openPage`) signed in as a new account made through the API; `isConfirmed` confirms its
 * address as the emailed link would, so a review it writes is not held for that.
 */
export async function openSignedInPage(
  browser: Browser,
  baseUrl: string,
  {
    firstName = "Test",
    isConfirmed = true,
    ...options
  }: Parameters<typeof openPage>[1] & {
    firstName?: string;
    isConfirmed?: boolean;
  } = {},
) {
  const { email, cookie } = await createAccountOn(baseUrl, firstName);
  if (isConfirmed) await confirmEmailOnServer(email);
  const watched = await openPage(browser, options);
  await watched.page.context().addCookies(
    cookie.split("; ").map((pair) => {
      const [name = "", ...value] = pair.split("=");
      return { name, value: value.join("="), url: baseUrl };
    }),
  );
  return { ...watched, email };
}
