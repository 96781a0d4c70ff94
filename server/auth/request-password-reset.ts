import type { ForgotPassword } from "#contracts/validation/auth.ts";
import type { Services } from "../context.ts";
import { mailContext } from "../mail/mail-context.ts";
import { consumeRateLimit } from "./rate-limit.ts";

const tooMany = (minutes: number) =>
  `Too many reset requests. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;

/**
 * "Forgot password": emails a one-time link when an account uses the address, and answers the same either way,
 * so nobody learns which addresses have accounts. Limited per client address and per mailbox.
 */
export async function requestPasswordReset(
  services: Pick<Services, "auth" | "rateLimits">,
  input: ForgotPassword,
  request: { clientIp: string; demoMailbox: string | null },
) {
  await consumeRateLimit(services.rateLimits.passwordResetPerIp, request.clientIp, tooMany);
  await consumeRateLimit(services.rateLimits.passwordResetPerEmail, input.email, tooMany);
  await mailContext.run({ demoMailbox: request.demoMailbox }, () =>
    services.auth.api.requestPasswordReset({ body: { email: input.email } }),
  );
}
