import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { emailMessages } from "../db/schema/mail.ts";
import type { Mailer } from "./mailer.ts";
import { secretTemplates } from "./templates.ts";

const removedBody = "(Not kept: this message held a one-time link, and it was delivered.)";

/**
 * The send-email job: hands one queued message to the SMTP server and records the attempt. A failure is
 * recorded and thrown, so the job retries with backoff; after the last attempt the message is `failed`.
 * Idempotent: a message already sent is skipped.
 */
export async function deliverEmail(
  deps: { db: Database; mailer: Mailer },
  messageId: number,
  attempt: { number: number; isLast: boolean },
) {
  const [message] = await deps.db.select().from(emailMessages).where(eq(emailMessages.id, messageId));
  if (!message) return { skipped: "message not found" };
  if (message.status === "sent" || message.status === "outbox") return { skipped: `already ${message.status}` };
  if (!deps.mailer.transport) throw new Error("SMTP is not configured in this process");
  try {
    const info = await deps.mailer.transport.sendMail({
      from: deps.mailer.from,
      to: message.toAddress,
      subject: message.subject,
      text: message.textBody,
      html: message.htmlBody,
      headers: message.headers,
    });
    const secret = secretTemplates.has(message.template);
    await deps.db
      .update(emailMessages)
      .set({
        status: "sent",
        attempts: attempt.number,
        lastError: null,
        sentAt: new Date(),
        ...(secret ? { textBody: removedBody, htmlBody: removedBody } : {}),
      })
      .where(eq(emailMessages.id, messageId));
    return { messageId: info.messageId };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await deps.db
      .update(emailMessages)
      .set({ status: attempt.isLast ? "failed" : "queued", attempts: attempt.number, lastError: reason.slice(0, 1000) })
      .where(eq(emailMessages.id, messageId));
    throw error;
  }
}
