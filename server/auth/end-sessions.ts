import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { sessions, verifications } from "../db/schema/auth.ts";

type Runner = Pick<Database, "delete">;

/**
 * Every outstanding reset link of the account stops working. better-auth stores a reset token as a verification
 * row whose identifier is hashed and whose value is the user id; no other verification row of ours holds a user
 * id (confirmation links are signed, not stored).
 */
export async function endResetLinks(db: Runner, userId: string) {
  await db.delete(verifications).where(eq(verifications.value, userId));
}

/**
 * After a reset, a password change or an email change (issue #34): every session of the account ends except
 * `keepSessionId` (the one that made the change, if any), and so does every outstanding reset link.
 */
export async function endSessionsAndResetLinks(db: Runner, userId: string, keepSessionId?: string) {
  await db
    .delete(sessions)
    .where(
      keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId),
    );
  await endResetLinks(db, userId);
}
