import { isAPIError } from "better-auth/api";
import { and, eq, isNull } from "drizzle-orm";
import { countOf } from "#contracts/plural.ts";
import { createOneTimeToken } from "../auth/one-time-token.ts";
import { consumeRateLimit } from "../auth/rate-limit.ts";
import { tellAddressOwner } from "../auth/tell-address-owner.ts";
import type { Services } from "../context.ts";
import { emailChanges, users } from "../db/schema/auth.ts";
import { AppError } from "../errors.ts";
import { demoMailboxFor } from "../mail/demo-mailbox.ts";
import { mailContext } from "../mail/mail-context.ts";
import { sendEmail } from "../mail/send-email.ts";
import {
  emailChangeAttemptEmail,
  emailChangeConfirmationEmail,
  emailChangeLinkDays,
  emailChangeNoticeEmail,
  emailChangeUndoDays,
} from "../mail/templates.ts";

const dayMs = 24 * 60 * 60 * 1000;
const passwordNeededForEmailChange = "Enter your current password to change your email address.";
const wrongPassword = "Your current password is incorrect";
const tooMany = (minutes: number) =>
  `You asked to change your address several times already. Please try again in ${countOf(minutes, "minute")}.`;

/**
 * Asks to move the signed-in account to a new address (docs/decisions/075-email-changes.md). The current password
 * is checked; the account keeps its address until the link sent to the new one is followed; the old address is
 * told at once, with a link that undoes the change for 7 days. An address another account uses gets the same
 * answer and no link: its owner is told someone tried, and no account changes (decision 076).
 * Returns the demo-mailbox cookie to set, if any.
 */
export async function requestEmailChange(
  services: Services,
  user: { id: string; email: string; firstName: string },
  input: { newEmail: string; currentPassword: string | undefined },
  request: { headers: Headers },
) {
  if (!input.currentPassword) {
    throw new AppError("validation_failed", passwordNeededForEmailChange, {
      fields: { currentPassword: passwordNeededForEmailChange },
    });
  }
  await consumeRateLimit(services.rateLimits.emailChangesPerUser, user.id, tooMany);
  try {
    await services.auth.api.verifyPassword({ body: { password: input.currentPassword }, headers: request.headers });
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) {
      throw new AppError("validation_failed", wrongPassword, { fields: { currentPassword: wrongPassword } });
    }
    throw error;
  }
  const session = await services.auth.api.getSession({ headers: request.headers });
  const [owner] = await services.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, input.newEmail))
    .limit(1);
  const confirm = createOneTimeToken();
  const undo = createOneTimeToken();
  const now = new Date();
  const mailbox = demoMailboxFor(services, request.headers);
  await mailContext.run({ demoMailbox: mailbox.token }, () =>
    services.db.transaction(async (tx) => {
      // One change waits at a time: a newer request replaces the older one.
      await tx
        .update(emailChanges)
        .set({ cancelledAt: now })
        .where(
          and(eq(emailChanges.userId, user.id), isNull(emailChanges.confirmedAt), isNull(emailChanges.cancelledAt)),
        );
      await tx.insert(emailChanges).values({
        userId: user.id,
        oldEmail: user.email,
        newEmail: input.newEmail,
        requestedBySessionId: session?.session.id ?? null,
        confirmTokenHash: confirm.hash,
        undoTokenHash: undo.hash,
        confirmExpiresAt: new Date(now.getTime() + emailChangeLinkDays * dayMs),
        undoExpiresAt: new Date(now.getTime() + emailChangeUndoDays * dayMs),
        createdAt: now,
      });
      const firstName = user.firstName || "there";
      await sendEmail(
        services,
        {
          to: user.email,
          template: "email-change-notice",
          content: emailChangeNoticeEmail(services.mailer, {
            firstName,
            newEmail: input.newEmail,
            token: undo.token,
            at: now,
          }),
          userId: user.id,
        },
        tx,
      );
      // A taken address gets no link: the change can never be confirmed, and the request looks the same.
      if (!owner) {
        await sendEmail(
          services,
          {
            to: input.newEmail,
            template: "email-change-confirmation",
            content: emailChangeConfirmationEmail(services.mailer, { firstName, token: confirm.token }),
            userId: user.id,
          },
          tx,
        );
      }
    }),
  );
  if (owner) await tellAddressOwner(services, owner, "email-change-attempt", emailChangeAttemptEmail(services.mailer));
  services.logger.info({ event: "email_change_requested", userId: user.id }, "email change requested");
  return { setCookie: mailbox.setCookie };
}
