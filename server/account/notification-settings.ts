import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { notificationSettings } from "../db/schema/vendors.ts";
import type { NotificationKind } from "../mail/unsubscribe.ts";

export type NotificationChoices = { replyToMyReview: boolean; newReviewOfMyCompany: boolean };

const columnOf: Record<NotificationKind, keyof NotificationChoices> = {
  "reply-to-my-review": "replyToMyReview",
  "new-review-of-my-company": "newReviewOfMyCompany",
};

/** Which optional emails the account receives (all on until turned off). */
export async function getNotificationSettings(db: Database, userId: string): Promise<NotificationChoices> {
  const [row] = await db
    .select({
      replyToMyReview: notificationSettings.replyToMyReview,
      newReviewOfMyCompany: notificationSettings.newReviewOfMyCompany,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row ?? { replyToMyReview: true, newReviewOfMyCompany: true };
}

export async function updateNotificationSettings(db: Database, userId: string, choices: NotificationChoices) {
  await db
    .insert(notificationSettings)
    .values({ userId, ...choices })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...choices, updatedAt: sql`now()` } });
}

/** Turns one kind of email off: what an unsubscribe link does, without signing in. */
export async function unsubscribe(db: Database, userId: string, kind: NotificationKind) {
  const current = await getNotificationSettings(db, userId);
  await updateNotificationSettings(db, userId, { ...current, [columnOf[kind]]: false });
}
