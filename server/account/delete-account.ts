import { isAPIError } from "better-auth/api";
import type { Services } from "../context.ts";
import { AppError } from "../errors.ts";

/**
 * Deletes the signed-in account after checking its password. The account's
 * reviews are deleted first (auth.ts beforeDelete, docs/decisions/018-accounts.md);
 * sessions, roles, preferences, votes and reports go with the user row (cascades).
 * Returns the headers that clear the session cookie.
 */
export async function deleteAccount(services: Services, headers: Headers, password: string) {
  try {
    const result = await services.auth.api.deleteUser({ body: { password }, headers, returnHeaders: true });
    services.cache.invalidate("");
    return result.headers;
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) {
      throw new AppError("validation_failed", "Your password is incorrect", {
        fields: { password: "Your password is incorrect" },
      });
    }
    throw error;
  }
}
