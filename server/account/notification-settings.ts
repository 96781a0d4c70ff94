import { and, eq, isNull, sql } from "drizzle-orm";
import type { NewReviewEmailChoice } from "#contracts/notification-choices.ts";
import type { Database } from "../db/client.ts";
import { notificationSettings, reviewDigestItems } from "../db/schema/vendors.ts";
import type { NotificationKind } from "../mail/unsubscribe.ts";

export type NotificationChoices = { replyToMyReview: boolean; newReviewEmails: NewReviewEmailChoice };

/** Which optional emails the account receives (all on, one email per new review, until changed). */
export async function getNotificationSettings(db: Database, userId: string): Promise<NotificationChoices> {
  const [row] = await db
    .select({
      replyToMyReview: notificationSettings.replyToMyReview,
      newReviewEmails: notificationSettings.newReviewEmails,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row ?? { replyToMyReview: true, newReviewEmails: "each" };
}

/**
 * Saves the choices. Leaving the daily digest drops the reviews that waited for it (decision 065): the reader
 * chose other news (or none), and a later return to the digest must not bring old reviews back.
 */
export async function updateNotificationSettings(db: Database, userId: string, choices: NotificationChoices) {
  await db.transaction(async (tx) => {
    await tx
      .insert(notificationSettings)
      .values({ userId, ...choices })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...choices, updatedAt: sql`now()` } });
    if (choices.newReviewEmails !== "daily") {
      await tx
        .delete(reviewDigestItems)
        .where(and(eq(reviewDigestItems.userId, userId), isNull(reviewDigestItems.sentAt)));
    }
  });
}

/** Turns one kind of email off: what an unsubscribe link does, without signing in. */
export async function unsubscribe(db: Database, userId: string, kind: NotificationKind) {
  const current = await getNotificationSettings(db, userId);
  await updateNotificationSettings(
    db,
    userId,
    kind === "reply-to-my-review" ? { ...current, replyToMyReview: false } : { ...current, newReviewEmails: "none" },
  );
}
