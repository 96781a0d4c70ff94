import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { sqlList } from "../sql-values.ts";
import { users } from "./auth.ts";

export const emailStatuses = ["queued", "sent", "failed", "outbox"] as const;
export type EmailStatus = (typeof emailStatuses)[number];

/**
 * Every email the product sends, as the record admins read (`/admin/emails`): to whom, which template,
 * its status and attempts. With SMTP configured a message is `queued`, then `sent` or `failed` by the
 * send-email job; without SMTP it is delivered to the outbox in this table (`outbox`), where admins and, in
 * demo mode, the visitor who caused it can read it (docs/decisions/057-email.md).
 */
export const emailMessages = pgTable(
  "email_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text("to_address").notNull(),
    template: text("template").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** Extra headers (List-Unsubscribe and its one-click post). */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    status: text("status", { enum: emailStatuses }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** In demo mode, the visitor's demo-mailbox cookie: only that browser reads the message in the demo mailbox. */
    demoMailbox: text("demo_mailbox"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    check("email_messages_status_check", sql`${table.status} in (${sqlList(emailStatuses)})`),
    index("email_messages_created_at_idx").on(table.createdAt.desc(), table.id.desc()),
    // Failed messages: counted on the admin dashboard and listed under Emails › Failed (issue #35).
    index("email_messages_failed_idx")
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'failed'`),
    index("email_messages_demo_mailbox_idx")
      .on(table.demoMailbox, table.id.desc())
      .where(sql`${table.demoMailbox} is not null`),
  ],
);

/**
 * A browser's proof, in demo mode, that it controls an account (docs/decisions/072-demo-mailbox-proofs.md): the
 * account was created or signed in from the browser whose demo mailbox this is. It holds while the account's
 * address is `email` and its password is the one proved (`credentialDigest`, a SHA-256 of the stored hash): a
 * password change or reset, or a new address, ends it without touching this table.
 */
export const demoMailboxProofs = pgTable(
  "demo_mailbox_proofs",
  {
    demoMailbox: text("demo_mailbox").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    credentialDigest: text("credential_digest").notNull(),
    provedAt: timestamp("proved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.demoMailbox, table.userId] }),
    index("demo_mailbox_proofs_user_id_idx").on(table.userId),
  ],
);
