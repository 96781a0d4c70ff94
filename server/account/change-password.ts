import { isAPIError } from "better-auth/api";
import { assertPasswordAllowed } from "../auth/password-policy.ts";
import type { Services } from "../context.ts";
import { AppError } from "../errors.ts";

/**
 * Changes the password after verifying the current one, and signs out every
 * other session of the account. Returns the headers of the renewed session cookie.
 */
export async function changePassword(
  services: Services,
  headers: Headers,
  input: { currentPassword: string; newPassword: string },
) {
  assertPasswordAllowed(input.newPassword, "newPassword");
  try {
    const result = await services.auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    });
    return result.headers;
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) {
      throw new AppError("validation_failed", "Your current password is incorrect", {
        fields: { currentPassword: "Your current password is incorrect" },
      });
    }
    throw error;
  }
}
