import { sql } from "drizzle-orm";
import { consumeRateLimit } from "../auth/rate-limit.ts";
import type { SessionUser } from "../auth/session.ts";
import { cacheKeys } from "../cache/read-cache.ts";
import type { Services } from "../context.ts";
import { AppError } from "../errors.ts";
import { sendEmail } from "../mail/send-email.ts";
import { reviewReplyEmail } from "../mail/templates.ts";
import { isRepresentative } from "./representatives.ts";

const tooMany = (minutes: number) =>
  `You have written many replies in a short time. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;

/**
 * A representative answers a published review publicly (one reply per review; a second call edits it). The
 * reviewer is emailed about a new reply unless they turned such emails off; an edit sends nothing.
 */
export async function replyToReview(services: Services, user: SessionUser, reviewId: number, content: string) {
  const found = await services.db.execute<{
    company_id: number;
    company_name: string;
    title: string;
    status: string;
    author_id: string | null;
    author_email: string | null;
    author_first_name: string | null;
    wants_email: boolean | null;
  }>(sql`
    select r.company_id, c.name as company_name, r.title, r.status, r.user_id as author_id, u.email as author_email,
      u.first_name as author_first_name, n.reply_to_my_review as wants_email
    from reviews r join companies c on c.id = r.company_id
    left join users u on u.id = r.user_id left join notification_settings n on n.user_id = r.user_id
    where r.id = ${reviewId}`);
  const review = found.rows[0];
  if (review?.status !== "published") throw new AppError("not_found", "This review doesn't exist.");
  if (!(await isRepresentative(services.db, user.id, review.company_id))) {
    throw new AppError("forbidden", `Only representatives of ${review.company_name} can answer its reviews.`);
  }
  await consumeRateLimit(services.rateLimits.repliesPerUser, user.id, tooMany);
  const isNew = await services.db.transaction(async (tx) => {
    const saved = await tx.execute<{ inserted: boolean }>(sql`
      insert into review_replies (review_id, company_id, author_user_id, content)
      values (${reviewId}, ${review.company_id}, ${user.id}, ${content})
      on conflict (review_id) do update set content = excluded.content, author_user_id = excluded.author_user_id,
        updated_at = now()
        where review_replies.hidden_at is null
      returning (xmax = 0) as inserted`);
    // No row back: a moderator hid this reply, and an edit must not bring it back (decision 064).
    if (saved.rows.length === 0) throw new AppError("conflict", "Our moderators hid this reply; it can't be edited.");
    const inserted = saved.rows[0]?.inserted === true;
    if (inserted && review.author_id && review.author_email && review.wants_email !== false) {
      const { link, headers } = services.unsubscribe.headersFor(review.author_id, "reply-to-my-review");
      await sendEmail(
        services,
        {
          to: review.author_email,
          template: "review-reply",
          content: reviewReplyEmail(
            services.mailer,
            {
              firstName: review.author_first_name || "there",
              companyName: review.company_name,
              reviewTitle: review.title,
              reviewUrl: `${services.mailer.publicUrl}/review/${reviewId}`,
              unsubscribeUrl: link,
            },
            headers,
          ),
          userId: review.author_id,
        },
        tx,
      );
    }
    return inserted;
  });
  services.cache.invalidate(cacheKeys.company(review.company_id));
  return { message: isNew ? "Reply published" : "Reply updated", companyId: review.company_id };
}
