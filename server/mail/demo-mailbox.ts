import { randomBytes } from "node:crypto";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Services } from "../context.ts";
import type { Database } from "../db/client.ts";
import { emailMessages } from "../db/schema/mail.ts";

// The demo mailbox (docs/decisions/057-email.md): in demo mode without SMTP, a visitor on a fresh machine reads
// the emails their own actions caused (a reset link), and only those: each browser gets a random mailbox cookie.

export const demoMailboxCookie = "demo_mailbox";
const tokenPattern = /^[A-Za-z0-9_-]{22}$/;

/** Whether this installation shows the demo mailbox: demo data on, and mail going to the outbox. */
export function isDemoMailboxOn(services: Pick<Services, "env" | "mailer">) {
  return services.env.DEMO_DATA && services.mailer.mode === "outbox";
}

/** This browser's demo mailbox, if it has one. */
export function readDemoMailbox(cookieHeader: string | null) {
  const value = cookieHeader
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${demoMailboxCookie}=`))
    ?.slice(demoMailboxCookie.length + 1);
  return value && tokenPattern.test(value) ? value : null;
}

/**
 * The demo mailbox an action's emails go to, and the cookie that gives it to a browser that had none; none at
 * all when the demo mailbox is off.
 */
export function demoMailboxFor(services: Pick<Services, "env" | "mailer">, cookieHeader: string | null) {
  if (!isDemoMailboxOn(services)) return { token: null, setCookie: null };
  const existing = readDemoMailbox(cookieHeader);
  if (existing) return { token: existing, setCookie: null };
  const token = randomBytes(16).toString("base64url");
  const secure = services.env.PUBLIC_URL?.startsWith("https://") ?? false;
  const setCookie = [
    `${demoMailboxCookie}=${token}`,
    "Path=/",
    `Max-Age=${7 * 24 * 60 * 60}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
  return { token, setCookie };
}

/** The newest messages in one demo mailbox. */
export async function listDemoMailbox(db: Database, token: string) {
  return db
    .select({
      id: emailMessages.id,
      toAddress: emailMessages.toAddress,
      subject: emailMessages.subject,
      textBody: emailMessages.textBody,
      createdAt: emailMessages.createdAt,
    })
    .from(emailMessages)
    .where(and(isNotNull(emailMessages.demoMailbox), eq(emailMessages.demoMailbox, token)))
    .orderBy(desc(emailMessages.id))
    .limit(20);
}
