import { isAPIError } from "better-auth/api";
import type { ResetPassword } from "#contracts/validation/auth.ts";
import type { Services } from "../context.ts";
import { AppError } from "../errors.ts";
import { assertPasswordAllowed } from "./password-policy.ts";

const expiredResetLink =
  "This link has expired or was already used. Ask for a new one: each link works once, within an hour.";

/**
 * Sets a new password with a one-time token from a reset email. The token is consumed, every session of the
 * account ends (better-auth's revokeSessionsOnPasswordReset), and the owner signs in with the new password.
 */
export async function resetPassword(services: Pick<Services, "auth">, input: ResetPassword) {
  assertPasswordAllowed(input.password);
  try {
    await services.auth.api.resetPassword({ body: { newPassword: input.password, token: input.token } });
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) {
      throw new AppError("bad_request", expiredResetLink, { fields: { token: expiredResetLink } });
    }
    throw error;
  }
}
