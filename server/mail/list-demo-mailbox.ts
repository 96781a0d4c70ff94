import { and, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { accounts, emailChanges, users } from "../db/schema/auth.ts";
import { demoMailboxProofs, emailMessages } from "../db/schema/mail.ts";
import { digestOf } from "./demo-mailbox.ts";

const messagesShown = 20;
/** Candidates read to find `messagesShown` the browser may see (messages it caused to others are skipped). */
const candidatesRead = 200;

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
