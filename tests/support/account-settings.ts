// The account settings page's forms as a signed-in client sends them (app/routes/account/account-settings.tsx):
// one definition for every test that changes a name, an address or a password.
import type { createClient } from "./test-app.ts";

type Client = ReturnType<typeof createClient>;

/** Saves the profile form; an address change needs `currentPassword`, a change of name alone does not. */
export function saveProfile(
  client: Client,
  profile: { firstName: string; lastName: string; email: string; currentPassword?: string },
) {
  const { currentPassword, ...fields } = profile;
  return client.postForm("/account-settings", {
    intent: "profile",
    ...fields,
    ...(currentPassword === undefined ? {} : { currentPassword }),
  });
}

/** Asks for a new address through the profile form (which always sends the names), proven by the password. */
export function changeEmail(
  client: Client,
  email: string,
  currentPassword: string | undefined,
  names: { firstName: string; lastName: string },
) {
  return saveProfile(client, { ...names, email, currentPassword });
}

/** Sends the change-password form; `confirmPassword` repeats the new one unless given. */
export function changePassword(
  client: Client,
  {
    currentPassword,
    newPassword,
    confirmPassword = newPassword,
  }: {
    currentPassword: string;
    newPassword: string;
    confirmPassword?: string;
  },
) {
  return client.postForm("/account-settings", { intent: "password", currentPassword, newPassword, confirmPassword });
}
