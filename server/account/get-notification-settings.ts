import { eq } from "drizzle-orm";
import type { NewReviewEmailChoice } from "#contracts/notification-choices.ts";
import type { Database } from "../db/client.ts";
import { notificationSettings } from "../db/schema/vendors.ts";

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
