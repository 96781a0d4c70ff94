import type { Database } from "../db/client.ts";
import type { NotificationKind } from "../mail/unsubscribe.ts";
import { getNotificationSettings } from "./get-notification-settings.ts";
import { updateNotificationSettings } from "./update-notification-settings.ts";

/** Turns one kind of email off: what an unsubscribe link does, without signing in. */
export async function unsubscribe(db: Database, userId: string, kind: NotificationKind) {
  const current = await getNotificationSettings(db, userId);
  await updateNotificationSettings(
    db,
    userId,
    kind === "reply-to-my-review" ? { ...current, replyToMyReview: false } : { ...current, newReviewEmails: "none" },
  );
}
