import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { emailChanges } from "../db/schema/auth.ts";

/** The address the account is waiting to move to (a link sent there not yet followed), or null. */
export async function getPendingEmailChange(db: Database, userId: string) {
  const [pending] = await db
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.userId, userId),
        isNull(emailChanges.confirmedAt),
        isNull(emailChanges.cancelledAt),
        isNull(emailChanges.undoneAt),
        gt(emailChanges.confirmExpiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(emailChanges.id))
    .limit(1);
  return pending?.newEmail ?? null;
}
