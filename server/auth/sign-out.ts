import type { Services } from "../context.ts";

/** Ends the session server-side; returns the headers that clear the cookie. */
export async function signOut(services: Services, headers: Headers) {
  const result = await services.auth.api.signOut({ headers, returnHeaders: true });
  return result.headers;
}
