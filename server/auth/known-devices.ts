// "Device cookies" (OWASP, Slow Down Online Guessing Attacks with Device Cookies): a browser that has signed in
// to an account before carries a keyed proof of it, and failures other clients make on that account never slow
// it down. docs/decisions/054-sign-in-throttling.md.
import { createHmac, timingSafeEqual } from "node:crypto";

export const knownDeviceCookie = "known_device";
/** Accounts remembered per browser: a shared family or shop computer, not a list of everyone. */
const maxAccountsPerBrowser = 5;
const oneYearSeconds = 365 * 24 * 60 * 60;

export type KnownDevices = ReturnType<typeof createKnownDevices>;

export function createKnownDevices(secret: string, { secure }: { secure: boolean }) {
  const tokenFor = (email: string) =>
    createHmac("sha256", secret).update(`known-device:${email.toLowerCase()}`).digest("base64url").slice(0, 22);

  function tokensIn(cookieHeader: string | null) {
    const value = cookieHeader
      ?.split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${knownDeviceCookie}=`))
      ?.slice(knownDeviceCookie.length + 1);
    return (value ?? "").split(".").filter((token) => /^[\w-]{22}$/.test(token));
  }

  return {
    /** Whether this browser signed in to the account before (its cookie holds the account's token). */
    isKnown(cookieHeader: string | null, email: string) {
      const expected = Buffer.from(tokenFor(email));
      return tokensIn(cookieHeader).some((token) => timingSafeEqual(Buffer.from(token), expected));
    },
    /** The Set-Cookie value that remembers this account on this browser (most recent first). */
    cookieAfterSignIn(cookieHeader: string | null, email: string) {
      const token = tokenFor(email);
      const tokens = [token, ...tokensIn(cookieHeader).filter((other) => other !== token)].slice(
        0,
        maxAccountsPerBrowser,
      );
      return [
        `${knownDeviceCookie}=${tokens.join(".")}`,
        "Path=/",
        `Max-Age=${oneYearSeconds}`,
        "HttpOnly",
        "SameSite=Lax",
        ...(secure ? ["Secure"] : []),
      ].join("; ");
    },
  };
}
