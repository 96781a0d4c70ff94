import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { endSessionsAndResetLinks } from "../auth/end-sessions.ts";
import { hashToken } from "../auth/one-time-token.ts";
import type { Services } from "../context.ts";
import { isUniqueViolation } from "../db/is-unique-violation.ts";
import { emailChanges, users } from "../db/schema/auth.ts";
import { AppError } from "../errors.ts";

export const expiredUndoLink =
  "This link has expired or was already used. If you did not change your address, reset your password at once.";

/**
 * Undoes an email change with the link sent to the old address, once, within its window (decision 075): a
 * confirmed change is reversed (the old address, proven by the click, is the account's again), a waiting one is
 * cancelled, and every session and reset link of the account ends, since whoever asked may hold one.
 */
export async function undoEmailChange(services: Pick<Services, "db" | "logger">, token: string) {
  try {
    const undone = await services.db.transaction(async (tx) => {
      const [change] = await tx
        .update(emailChanges)
        .set({ undoneAt: sql`now()` })
        .where(
          and(
            eq(emailChanges.undoTokenHash, hashToken(token)),
            isNull(emailChanges.undoneAt),
            gt(emailChanges.undoExpiresAt, sql`now()`),
          ),
        )
        .returning({ userId: emailChanges.userId, oldEmail: emailChanges.oldEmail });
      if (!change) return null;
      // Any change still waiting goes too: the person who asked for this one may have asked for another.
      await tx
        .update(emailChanges)
        .set({ cancelledAt: sql`now()` })
        .where(
          and(
            eq(emailChanges.userId, change.userId),
            isNull(emailChanges.confirmedAt),
            isNull(emailChanges.cancelledAt),
          ),
        );
      await tx
        .update(users)
        .set({ email: change.oldEmail, emailVerified: true, updatedAt: sql`now()` })
        .where(eq(users.id, change.userId));
      await endSessionsAndResetLinks(tx, change.userId);
      return change;
    });
    if (!undone) throw new AppError("bad_request", expiredUndoLink);
    services.logger.warn({ event: "email_change_undone", userId: undone.userId }, "email change undone");
    return { email: undone.oldEmail };
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(
        "conflict",
        "Another account uses your old address now, so it cannot be given back by this link. Reset the password of that address, or write to us.",
      );
    }
    throw error;
  }
}
