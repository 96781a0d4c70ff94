import { isAPIError } from "better-auth/api";
import { endResetLinks } from "../auth/end-sessions.ts";
import { assertPasswordAllowed } from "../auth/password-policy.ts";
import type { Services } from "../context.ts";
import { AppError } from "../errors.ts";
import { sendEmail } from "../mail/send-email.ts";
import { passwordChangedEmail } from "../mail/templates.ts";

/**
 * Changes the password after verifying the current one. Every other session of the account ends (better-auth's
 * revokeOtherSessions renews this one), and so does every outstanding reset link (issue #34); the account's
 * address is told. Returns the headers of the renewed session cookie.
 */
export async function changePassword(
  services: Services,
  headers: Headers,
  user: { id: string; email: string; firstName: string },
  input: { currentPassword: string; newPassword: string },
) {
  assertPasswordAllowed(input.newPassword, "newPassword");
  let sessionHeaders: Headers;
  try {
    const result = await services.auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    });
    sessionHeaders = result.headers;
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) {
      throw new AppError("validation_failed", "Your current password is incorrect", {
        fields: { currentPassword: "Your current password is incorrect" },
      });
    }
    throw error;
  }
  await endResetLinks(services.db, user.id);
  await sendEmail(services, {
    to: user.email,
    template: "password-changed",
    content: passwordChangedEmail(services.mailer, { firstName: user.firstName || "there", at: new Date() }),
    userId: user.id,
  });
  return sessionHeaders;
}
