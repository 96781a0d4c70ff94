import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { notificationSettings, reviewDigestItems } from "../db/schema/vendors.ts";
import type { NotificationChoices } from "./get-notification-settings.ts";

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
