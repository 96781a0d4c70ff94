import { isAPIError } from "better-auth/api";
import type { Services } from "../context.ts";
import { AppError } from "../errors.ts";
import { demoMailboxFor } from "../mail/demo-mailbox.ts";
import { mailContext } from "../mail/mail-context.ts";
import { consumeRateLimit } from "./rate-limit.ts";

const invalidConfirmationLink =
  "This confirmation link has expired or is not valid. Sign in and send yourself a new one from Account Settings.";

/** Confirms the address a confirmation link was sent to (better-auth checks the signed, expiring token). */
export async function confirmEmail(services: Pick<Services, "auth">, token: string) {
  try {
    await services.auth.api.verifyEmail({ query: { token } });
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) throw new AppError("bad_request", invalidConfirmationLink);
    throw error;
  }
}

const tooMany = (minutes: number) =>
  `You asked for several confirmation emails already. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;

/**
 * Sends the signed-in user a new confirmation link (a few an hour). Returns the demo-mailbox cookie to set, if
 * any, so a demo visitor can read it.
 */
export async function resendEmailConfirmation(
  services: Pick<Services, "auth" | "rateLimits" | "env" | "mailer">,
  user: { id: string; email: string },
  request: { headers: Headers },
) {
  await consumeRateLimit(services.rateLimits.confirmationEmailsPerUser, user.id, tooMany);
  const mailbox = demoMailboxFor(services, request.headers);
  try {
    await mailContext.run({ demoMailbox: mailbox.token }, () =>
      services.auth.api.sendVerificationEmail({ body: { email: user.email }, headers: request.headers }),
    );
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) {
      throw new AppError("conflict", "Your email address is already confirmed.");
    }
    throw error;
  }
  return { setCookie: mailbox.setCookie };
}
