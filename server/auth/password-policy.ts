import { dictionary } from "@zxcvbn-ts/language-common";
import { AppError } from "../errors.ts";

// About 49,000 common and breached passwords (zxcvbn-ts's list), checked on the server only.
const commonPasswords = new Set((dictionary["passwords-common"] ?? []).map((password) => password.toLowerCase()));

/**
 * The password policy (docs/decisions/018-accounts.md): 8 to 128 characters, no
 * composition rules, and not one of the commonly used passwords.
 */
export function assertPasswordAllowed(password: string, field = "password") {
  if (commonPasswords.has(password.toLowerCase())) {
    throw new AppError("validation_failed", "This password is too common. Please choose another.", {
      fields: { [field]: "This password is too common. Please choose another." },
    });
  }
}
