import { AsyncLocalStorage } from "node:async_hooks";

// The one place a request's Cookie header is read (an architecture test forbids reading it elsewhere). Each read
// marks the request, and a response to a request that read a cookie is never stored by the page cache: its content
// may depend on the cookie (docs/decisions/073-page-cache-opt-in.md). The session cookie is the exception the page
// cache handles itself: a request that carries one is never served from the cache nor stored.

type CookieUse = { wasRead: boolean };

// The route bundle and the server bundle each carry a copy of this module (decision 035): one storage for both.
const key = Symbol.for("operatorstack.cookie-use");
const globalWithKey = globalThis as typeof globalThis & { [key]?: AsyncLocalStorage<CookieUse> };
globalWithKey[key] ??= new AsyncLocalStorage<CookieUse>();
const cookieUse: AsyncLocalStorage<CookieUse> = globalWithKey[key];

/** Runs one request's answer, and tells whether anything read its cookies meanwhile. */
export async function trackCookieReads<T>(answer: () => Promise<T>) {
  const use: CookieUse = { wasRead: false };
  const result = await cookieUse.run(use, answer);
  return { result, wasCookieRead: use.wasRead };
}

/** The request's whole Cookie header (for code that looks for several cookies); marks the request. */
export function readCookieHeader(headers: Headers): string | null {
  const store = cookieUse.getStore();
  if (store) store.wasRead = true;
  return headers.get("cookie");
}

/** One cookie's value, or null; marks the request. */
export function readCookie(headers: Headers, name: string): string | null {
  const prefix = `${name}=`;
  const value = readCookieHeader(headers)
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  return value === undefined ? null : value;
}
