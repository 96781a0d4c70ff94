import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema/auth.ts";
import { AppError } from "../errors.ts";

/**
 * Saves the signed-in user's names. A new email address is not saved here: it needs the password and a link
 * followed at the new address (server/account/request-email-change.ts, decision 075).
 */
export async function updateProfile(db: Database, userId: string, input: { firstName: string; lastName: string }) {
  const [updated] = await db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      name: `${input.firstName} ${input.lastName}`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ firstName: users.firstName, lastName: users.lastName, email: users.email });
  if (!updated) throw new AppError("not_found", "Your account no longer exists.");
  return updated;
}

/** Whether the account's email address is confirmed. */
export async function isEmailConfirmed(db: Database, userId: string) {
  const [row] = await db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, userId));
  return row?.emailVerified ?? false;
}
