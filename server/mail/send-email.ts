import type { Database } from "../db/client.ts";
import { emailMessages } from "../db/schema/mail.ts";
import type { JobQueue } from "../jobs/job-queue.ts";
import { mailContext } from "./mail-context.ts";
import type { Mailer } from "./mailer.ts";
import type { EmailContent } from "./templates.ts";

export const sendEmailJobName = "send-email";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Sends one email: recorded in `email_messages` (to, template, status, attempts); with SMTP it is queued and
 * the send-email job delivers it with retries, enqueued in the same transaction as the record (and as the
 * caller's write, when `tx` is given); without SMTP it is delivered to the outbox at once.
 */
export async function sendEmail(
  deps: { db: Database; mailer: Mailer; jobs: Pick<JobQueue, "enqueue"> },
  message: { to: string; template: string; content: EmailContent; userId?: string | null },
  tx?: Transaction,
) {
  const write = async (runner: Transaction | Database) => {
    const [row] = await runner
      .insert(emailMessages)
      .values({
        toAddress: message.to,
        template: message.template,
        subject: message.content.subject,
        textBody: message.content.text,
        htmlBody: message.content.html,
        headers: message.content.headers,
        status: deps.mailer.mode === "smtp" ? "queued" : "outbox",
        sentAt: deps.mailer.mode === "smtp" ? null : new Date(),
        userId: message.userId ?? null,
        demoMailbox: mailContext.getStore()?.demoMailbox ?? null,
      })
      .returning({ id: emailMessages.id });
    if (!row) throw new Error("email_messages insert returned no row");
    if (deps.mailer.mode === "smtp") {
      await deps.jobs.enqueue(runner, sendEmailJobName, { messageId: row.id }, { requestedByUserId: null });
    }
    return row.id;
  };
  if (tx) return write(tx);
  if (deps.mailer.mode === "outbox") return write(deps.db);
  return deps.db.transaction(write);
}
