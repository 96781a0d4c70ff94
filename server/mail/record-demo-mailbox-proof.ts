import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Services } from "../context.ts";
import { accounts, users } from "../db/schema/auth.ts";
import { demoMailboxProofs } from "../db/schema/mail.ts";
import { digestOf, isDemoMailboxConfigured, mailboxCookie, mailboxSetBy } from "./demo-mailbox.ts";

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
