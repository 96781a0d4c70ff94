import { sql } from "drizzle-orm";
import type { Services } from "../context.ts";
import { sendEmail } from "../mail/send-email.ts";
import { newReviewEmail } from "../mail/templates.ts";

/**
 * Tells each representative of the review's company about a newly published review by a person, unless they wrote
 * it: an email now for those who want one per review; a place in the next daily digest for those who chose the
 * digest (decision 065); nothing for those who turned these emails off. Called when a review becomes public:
 * written, released on confirmation, approved or restored by a moderator.
 */
export async function notifyRepresentativesOfReview(services: Services, reviewId: number) {
  const found = await services.db.execute<{
    rep_id: string;
    rep_email: string;
    rep_first_name: string;
    choice: string;
    company_name: string;
    rating: number;
    title: string;
  }>(sql`
    select u.id as rep_id, u.email as rep_email, u.first_name as rep_first_name,
      coalesce(n.new_review_emails, 'each') as choice, c.name as company_name, r.rating, r.title
    from reviews r
    join companies c on c.id = r.company_id
    join company_claims k on k.company_id = r.company_id and k.status = 'approved'
    join users u on u.id = k.user_id
    left join notification_settings n on n.user_id = u.id
    where r.id = ${reviewId} and r.status = 'published' and not r.is_ai_generated
      and coalesce(n.new_review_emails, 'each') <> 'none' and r.user_id is distinct from u.id`);
  for (const row of found.rows) {
    if (row.choice === "daily") {
      // A review restored after a removal that was already in a digest stays out of the next one.
      await services.db.execute(sql`
        insert into review_digest_items (user_id, review_id) values (${row.rep_id}, ${reviewId})
        on conflict do nothing`);
      continue;
    }
    const { link, headers } = services.unsubscribe.headersFor(row.rep_id, "new-review-of-my-company");
    await sendEmail(services, {
      to: row.rep_email,
      template: "new-review",
      content: newReviewEmail(
        services.mailer,
        {
          firstName: row.rep_first_name || "there",
          companyName: row.company_name,
          rating: row.rating,
          reviewTitle: row.title,
          reviewUrl: `${services.mailer.publicUrl}/review/${reviewId}`,
          unsubscribeUrl: link,
        },
        headers,
      ),
      userId: row.rep_id,
    });
  }
}
