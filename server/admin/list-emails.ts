import { desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { type EmailStatus, emailMessages, emailStatuses } from "../db/schema/mail.ts";
import { redactLinkSecrets } from "../mail/redact-secrets.ts";

export const emailPageSize = 25;
export { emailStatuses };

/** The emails the product sent or is sending, newest first, optionally of one status: the outbox admins read. */
export async function listEmails(db: Database, options: { status: EmailStatus | null; page: number }) {
  const where: SQL | undefined = options.status ? eq(emailMessages.status, options.status) : undefined;
  const [rows, counts] = await Promise.all([
    db
      .select({
        id: emailMessages.id,
        toAddress: emailMessages.toAddress,
        template: emailMessages.template,
        subject: emailMessages.subject,
        textBody: emailMessages.textBody,
        status: emailMessages.status,
        attempts: emailMessages.attempts,
        lastError: emailMessages.lastError,
        createdAt: emailMessages.createdAt,
        sentAt: emailMessages.sentAt,
      })
      .from(emailMessages)
      .where(where)
      .orderBy(desc(emailMessages.createdAt), desc(emailMessages.id))
      .limit(emailPageSize)
      .offset((options.page - 1) * emailPageSize),
    db.execute<{ status: EmailStatus; total: number }>(
      sql`select status, count(*)::int as total from email_messages group by status`,
    ),
  ]);
  const totals = Object.fromEntries(emailStatuses.map((status) => [status, 0])) as Record<EmailStatus, number>;
  for (const row of counts.rows) totals[row.status] = row.total;
  return {
    status: options.status,
    page: options.page,
    totals,
    total: options.status ? totals[options.status] : Object.values(totals).reduce((sum, count) => sum + count, 0),
    messages: rows.map((row) => ({
      ...row,
      // The links' secrets act for the recipient, not for an admin (server/mail/redact-secrets.ts).
      textBody: redactLinkSecrets(row.textBody),
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
  };
}
