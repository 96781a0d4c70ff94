import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Services } from "../context.ts";
import type { Database } from "../db/client.ts";
import { readCookie } from "../web/request-cookies.ts";

// The demo mailbox (docs/decisions/057-email.md, 072-demo-mailbox-proofs.md): in demo mode without SMTP, a visitor
// on a fresh machine reads the emails they could read in their own inbox, and no others. Each browser gets a random
// mailbox cookie; a message is shown to it only if it is addressed to a reserved, undeliverable domain (nobody owns
// one, so confirming such an address proves nothing false) and the browser proved it controls that address here.
// Here: the mailbox cookie, whether the demo mailbox is on, and the digest a proof holds; recording a proof
// (`record-demo-mailbox-proof.ts`), reading the mailbox (`list-demo-mailbox.ts`) and forgetting it
// (`forget-demo-mailbox.ts`) are use cases of their own.

const demoMailboxCookie = "demo_mailbox";
const tokenPattern = /^[A-Za-z0-9_-]{22}$/;

/** Whether this installation is configured for the demo mailbox: demo data on, and mail going to the outbox. */
export function isDemoMailboxConfigured(services: Pick<Services, "env" | "mailer">) {
  return services.env.DEMO_DATA && services.mailer.mode === "outbox";
}

/** Whether the database holds demo data (sample accounts or reviews), read now: `db:clear-demo` ends it at once. */
async function hasDemoData(db: Database) {
  const result = await db.execute<{ present: boolean }>(
    sql`select exists (select 1 from reviews where is_sample) or exists (select 1 from users where is_sample) as present`,
  );
  return result.rows[0]?.present === true;
}

/** Whether this site shows the demo mailbox: configured for it, and the database still holds demo data. */
export async function isDemoMailboxOn(services: Pick<Services, "env" | "mailer" | "db">) {
  return isDemoMailboxConfigured(services) && (await hasDemoData(services.db));
}

/** This browser's demo mailbox, if it has one. */
export function readDemoMailbox(headers: Headers) {
  const value = readCookie(headers, demoMailboxCookie);
  return value && tokenPattern.test(value) ? value : null;
}

export function mailboxCookie(services: Pick<Services, "env">, token: string) {
  const secure = services.env.PUBLIC_URL?.startsWith("https://") ?? false;
  return [
    `${demoMailboxCookie}=${token}`,
    "Path=/",
    `Max-Age=${7 * 24 * 60 * 60}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/**
 * The demo mailbox an action's emails go to, and the cookie that gives it to a browser that had none; none at
 * all when the demo mailbox is off.
 */
export function demoMailboxFor(services: Pick<Services, "env" | "mailer">, headers: Headers) {
  if (!isDemoMailboxConfigured(services)) return { token: null, setCookie: null };
  const existing = readDemoMailbox(headers);
  if (existing) return { token: existing, setCookie: null };
  const token = randomBytes(16).toString("base64url");
  return { token, setCookie: mailboxCookie(services, token) };
}

/** The mailbox a response gives the browser in its own Set-Cookie (an action that made one earlier). */
export function mailboxSetBy(responseHeaders: Headers) {
  for (const cookie of responseHeaders.getSetCookie()) {
    const value = cookie.split(";")[0]?.trim();
    if (value?.startsWith(`${demoMailboxCookie}=`)) {
      const token = value.slice(demoMailboxCookie.length + 1);
      if (tokenPattern.test(token)) return token;
    }
  }
  return null;
}

export function digestOf(passwordHash: string | null) {
  return createHash("sha256")
    .update(passwordHash ?? "")
    .digest("hex");
}

/** The Set-Cookie value that removes the mailbox cookie from the browser. */
export function clearedMailboxCookie() {
  return `${demoMailboxCookie}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
}
