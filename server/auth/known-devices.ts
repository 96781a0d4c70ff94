// "Device cookies" (OWASP, Slow Down Online Guessing Attacks with Device Cookies): a browser that has signed in
// to an account before carries a random token for it, and failures other clients make on that account never slow
// it down. The token is per browser and account, kept server-side only as a hash, and forgotten when the password
// is reset (docs/decisions/054-sign-in-throttling.md, 077-known-devices.md).
import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { knownDevices, users } from "../db/schema/auth.ts";
import { hashToken } from "./one-time-token.ts";

const knownDeviceCookie = "known_device";
/** Accounts remembered per browser: a shared family or shop computer, not a list of everyone. */
const maxAccountsPerBrowser = 5;
const oneYearSeconds = 365 * 24 * 60 * 60;

export type KnownDevices = ReturnType<typeof createKnownDevices>;

function tokensIn(cookieHeader: string | null) {
  const value = cookieHeader
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${knownDeviceCookie}=`))
    ?.slice(knownDeviceCookie.length + 1);
  return (value ?? "")
    .split(".")
    .filter((token) => /^[\w-]{22}$/.test(token))
    .slice(0, maxAccountsPerBrowser);
}

export function createKnownDevices(db: Database, { secure }: { secure: boolean }) {
  /** The tokens of this browser's cookie that the account's sign-ins created (and no reset has forgotten). */
  async function tokensOfAccount(tokens: string[], account: { email: string } | { userId: string }) {
    if (tokens.length === 0) return [];
    const byHash = new Map(tokens.map((token) => [hashToken(token), token]));
    const rows = await db
      .select({ tokenHash: knownDevices.tokenHash })
      .from(knownDevices)
      .innerJoin(users, eq(users.id, knownDevices.userId))
      .where(
        and(
          inArray(knownDevices.tokenHash, [...byHash.keys()]),
          "email" in account ? eq(users.email, account.email.toLowerCase()) : eq(users.id, account.userId),
        ),
      );
    return rows.map((row) => byHash.get(row.tokenHash) ?? "");
  }

  return {
    /** Whether this browser signed in to the account before (its cookie holds a token the account knows). */
    async isKnown(cookieHeader: string | null, email: string) {
      return (await tokensOfAccount(tokensIn(cookieHeader), { email })).length > 0;
    },
    /** The Set-Cookie value that remembers this account on this browser (most recent first). */
    async cookieAfterSignIn(cookieHeader: string | null, userId: string) {
      const tokens = tokensIn(cookieHeader);
      let [token] = await tokensOfAccount(tokens, { userId });
      if (!token) {
        token = randomBytes(16).toString("base64url");
        await db.insert(knownDevices).values({ tokenHash: hashToken(token), userId });
      }
      const kept = [token, ...tokens.filter((other) => other !== token)].slice(0, maxAccountsPerBrowser);
      return [
        `${knownDeviceCookie}=${kept.join(".")}`,
        "Path=/",
        `Max-Age=${oneYearSeconds}`,
        "HttpOnly",
        "SameSite=Lax",
        ...(secure ? ["Secure"] : []),
      ].join("; ");
    },
    /** After a password reset: no browser is known to the account any more. */
    async forget(userId: string) {
      await db.delete(knownDevices).where(eq(knownDevices.userId, userId));
    },
  };
}
