import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Services } from "../context.ts";
import type { Database } from "../db/client.ts";
import { accounts, emailChanges, users } from "../db/schema/auth.ts";
import { demoMailboxProofs, emailMessages } from "../db/schema/mail.ts";
import { readCookie } from "../web/request-cookies.ts";

// The demo mailbox (docs/decisions/057-email.md, 072-demo-mailbox-proofs.md): in demo mode without SMTP, a visitor
// on a fresh machine reads the emails they could read in their own inbox, and no others. Each browser gets a random
// mailbox cookie; a message is shown to it only if it is addressed to a reserved, undeliverable domain (nobody owns
// one, so confirming such an address proves nothing false) and the browser proved it controls that address here.

const demoMailboxCookie = "demo_mailbox";
const tokenPattern = /^[A-Za-z0-9_-]{22}$/;
const messagesShown = 20;
/** Candidates read to find `messagesShown` the browser may see (messages it caused to others are skipped). */
const candidatesRead = 200;

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

/**
 * Domains nobody can own (RFC 2606 and RFC 6761): example.com, example.net, example.org and their subdomains, and
 * every name under .example, .test, .invalid and .localhost.
 */
function isReservedEmailDomain(email: string) {
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  if (!domain || !email.includes("@")) return false;
  if (/(^|\.)example\.(com|net|org)$/.test(domain)) return true;
  return /\.(example|test|invalid|localhost)$/.test(domain);
}

/** This browser's demo mailbox, if it has one. */
export function readDemoMailbox(headers: Headers) {
  const value = readCookie(headers, demoMailboxCookie);
  return value && tokenPattern.test(value) ? value : null;
}

function mailboxCookie(services: Pick<Services, "env">, token: string) {
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
function mailboxSetBy(responseHeaders: Headers) {
  for (const cookie of responseHeaders.getSetCookie()) {
    const value = cookie.split(";")[0]?.trim();
    if (value?.startsWith(`${demoMailboxCookie}=`)) {
      const token = value.slice(demoMailboxCookie.length + 1);
      if (tokenPattern.test(token)) return token;
    }
  }
  return null;
}

function digestOf(passwordHash: string | null) {
  return createHash("sha256")
    .update(passwordHash ?? "")
    .digest("hex");
}

/**
 * Records that this browser proved it controls the account at `email` (it was just created or signed in here):
 * its demo mailbox shows that account's mail until the password or the address changes. Adds the mailbox cookie
 * to `responseHeaders` when the browser had none. Nothing happens when the demo mailbox is off.
 */
export async function recordDemoMailboxProof(
  services: Pick<Services, "env" | "mailer" | "primaryDb">,
  responseHeaders: Headers,
  email: string,
) {
  if (!isDemoMailboxConfigured(services)) return;
  const db = services.primaryDb;
  const [account] = await db
    .select({ userId: users.id, email: users.email, password: accounts.password })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, "credential")))
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  if (!account) return;
  // A new mailbox for every proof (unless this very response made one): a mailbox cookie someone planted in this
  // browser earlier (a shared computer, a page on another port of localhost) never receives the proof.
  let token = mailboxSetBy(responseHeaders);
  if (!token) {
    token = randomBytes(16).toString("base64url");
    responseHeaders.append("Set-Cookie", mailboxCookie(services, token));
  }
  const proof = { email: account.email, credentialDigest: digestOf(account.password), provedAt: new Date() };
  await db
    .insert(demoMailboxProofs)
    .values({ demoMailbox: token, userId: account.userId, ...proof })
    .onConflictDoUpdate({ target: [demoMailboxProofs.demoMailbox, demoMailboxProofs.userId], set: proof });
}

/**
 * The accounts this mailbox's browser still controls: proved here, with the same password since. `addresses` are
 * those whose address is also the one proved (a changed address ends the proof of the mail to it).
 */
async function provedAccounts(db: Database, token: string) {
  const rows = await db
    .select({
      userId: demoMailboxProofs.userId,
      provedEmail: demoMailboxProofs.email,
      credentialDigest: demoMailboxProofs.credentialDigest,
      email: users.email,
      password: accounts.password,
      // Since when the account has held its address: its creation, or the confirmed change that gave it the
      // address. Mail to the address from before (another account that held it) is not this browser's.
      heldSince: sql<Date | string>`greatest(${users.createdAt}, coalesce((
        select max(${emailChanges.confirmedAt}) from ${emailChanges}
        where ${emailChanges.userId} = ${users.id} and lower(${emailChanges.newEmail}) = lower(${users.email})
      ), ${users.createdAt}))`,
    })
    .from(demoMailboxProofs)
    .innerJoin(users, eq(users.id, demoMailboxProofs.userId))
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, "credential")))
    .where(eq(demoMailboxProofs.demoMailbox, token));
  const valid = rows.filter((row) => row.credentialDigest === digestOf(row.password));
  return {
    userIds: new Set(valid.map((row) => row.userId)),
    /** Each proved address, and since when its account has held it. */
    addresses: new Map(
      valid
        .filter((row) => row.email === row.provedEmail)
        .map((row) => [row.email.toLowerCase(), new Date(row.heldSince).getTime()] as const),
    ),
  };
}

/** Ends every proof this browser's mailbox holds (a "sign out of the demo mailbox"): it reads nothing more. */
export async function forgetDemoMailbox(services: Pick<Services, "primaryDb">, token: string) {
  await services.primaryDb.delete(demoMailboxProofs).where(eq(demoMailboxProofs.demoMailbox, token));
}

/** The Set-Cookie value that removes the mailbox cookie from the browser. */
export function clearedMailboxCookie() {
  return `${demoMailboxCookie}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
}

/**
 * The newest messages one browser may read (decision 072): to a reserved domain, and either to an account it
 * proved it controls, or caused by it to an address that no other account has.
 */
export async function listDemoMailbox(db: Database, token: string) {
  const proved = await provedAccounts(db, token);
  const candidates = await db
    .select({
      id: emailMessages.id,
      toAddress: emailMessages.toAddress,
      subject: emailMessages.subject,
      textBody: emailMessages.textBody,
      createdAt: emailMessages.createdAt,
      demoMailbox: emailMessages.demoMailbox,
    })
    .from(emailMessages)
    .where(
      or(
        and(isNotNull(emailMessages.demoMailbox), eq(emailMessages.demoMailbox, token)),
        proved.addresses.size > 0
          ? inArray(sql`lower(${emailMessages.toAddress})`, [...proved.addresses.keys()])
          : undefined,
      ),
    )
    .orderBy(desc(emailMessages.id))
    .limit(candidatesRead);
  const reserved = candidates.filter((message) => isReservedEmailDomain(message.toAddress));
  const addresses = [...new Set(reserved.map((message) => message.toAddress.toLowerCase()))];
  const owners =
    addresses.length > 0
      ? await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, addresses))
      : [];
  const othersOwn = (address: string) =>
    owners.some((owner) => owner.email.toLowerCase() === address && !proved.userIds.has(owner.id));
  return reserved
    .filter((message) => {
      const address = message.toAddress.toLowerCase();
      const heldSince = proved.addresses.get(address);
      if (heldSince !== undefined) return message.createdAt.getTime() >= heldSince;
      return message.demoMailbox === token && !othersOwn(address);
    })
    .slice(0, messagesShown)
    .map(({ demoMailbox: _demoMailbox, ...message }) => message);
}
