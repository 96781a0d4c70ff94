import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ProfileSchema } from "#contracts/validation/account.ts";
import type { Database } from "../db/client.ts";
import { isUniqueViolation } from "../db/is-unique-violation.ts";
import { users } from "../db/schema/auth.ts";
import { AppError } from "../errors.ts";

/**
 * Saves the signed-in user's names and email. A new email must be free; it is
 * marked unconfirmed until its owner follows the confirmation link sent to it.
 */
export async function updateProfile(db: Database, userId: string, input: z.output<typeof ProfileSchema>) {
  try {
    const [updated] = await db
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        name: `${input.firstName} ${input.lastName}`,
        email: input.email,
        emailVerified: sql`case when ${users.email} = ${input.email} then ${users.emailVerified} else false end`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId))
      .returning({ firstName: users.firstName, lastName: users.lastName, email: users.email });
    if (!updated) throw new AppError("not_found", "Your account no longer exists.");
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError("conflict", "Account with this email already exists", {
        fields: { email: "Account with this email already exists" },
      });
    }
    throw error;
  }
}

/** Whether the account's email address is confirmed. */
export async function isEmailConfirmed(db: Database, userId: string) {
  const [row] = await db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, userId));
  return row?.emailVerified ?? false;
}
