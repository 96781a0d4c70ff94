import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { endSessionsAndResetLinks } from "../auth/end-sessions.ts";
import { hashToken } from "../auth/one-time-token.ts";
import type { Services } from "../context.ts";
import { isUniqueViolation } from "../db/is-unique-violation.ts";
import { emailChanges, users } from "../db/schema/auth.ts";
import { AppError } from "../errors.ts";

export const expiredEmailChangeLink =
  "This link has expired or was already used. Sign in and ask for the change again from Account Settings.";

/**
 * Makes a requested email change take effect, once, with the link sent to the new address (decision 075). The
 * new address is confirmed by the click. Every other session of the account ends (the one that asked stays),
 * and so does every outstanding reset link.
 */
export async function confirmEmailChange(services: Pick<Services, "db" | "logger">, token: string) {
  try {
    const changed = await services.db.transaction(async (tx) => {
      const [change] = await tx
        .update(emailChanges)
        .set({ confirmedAt: sql`now()` })
        .where(
          and(
            eq(emailChanges.confirmTokenHash, hashToken(token)),
            isNull(emailChanges.confirmedAt),
            isNull(emailChanges.cancelledAt),
            isNull(emailChanges.undoneAt),
            gt(emailChanges.confirmExpiresAt, sql`now()`),
          ),
        )
        .returning({
          userId: emailChanges.userId,
          newEmail: emailChanges.newEmail,
          keepSessionId: emailChanges.requestedBySessionId,
        });
      if (!change) return null;
      await tx
        .update(users)
        .set({ email: change.newEmail, emailVerified: true, updatedAt: sql`now()` })
        .where(eq(users.id, change.userId));
      await endSessionsAndResetLinks(tx, change.userId, change.keepSessionId ?? undefined);
      return change;
    });
    if (!changed) throw new AppError("bad_request", expiredEmailChangeLink);
    services.logger.info({ event: "email_change_confirmed", userId: changed.userId }, "email change confirmed");
    return { email: changed.newEmail };
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(
        "conflict",
        "Another account uses this address now, so the change cannot be made. Choose another address in Account Settings.",
      );
    }
    throw error;
  }
}
