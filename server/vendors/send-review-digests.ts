import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { JobQueue } from "../jobs/job-queue.ts";
import type { Mailer } from "../mail/mailer.ts";
import { sendEmail } from "../mail/send-email.ts";
import { reviewDigestEmail } from "../mail/templates.ts";
import type { UnsubscribeLinks } from "../mail/unsubscribe.ts";

export type DigestDependencies = {
  db: Database;
  mailer: Mailer;
  jobs: Pick<JobQueue, "enqueue">;
  unsubscribe: UnsubscribeLinks;
};

/** Reviews listed one by one in a digest; more are counted and the dashboard lists them. */
const digestReviewLimit = 50;

/**
 * The daily job (decision 065): one email per representative who chose the digest and has reviews waiting, listing
 * the reviews of their companies published since their last digest. Each digest's reviews are marked sent in the
 * transaction that writes its email, so a retried or concurrent run never sends a review twice, and nobody gets an
 * empty digest.
 */
export async function sendReviewDigests(deps: DigestDependencies) {
  const due = await deps.db.execute<{ user_id: string }>(sql`
    select distinct d.user_id from review_digest_items d
    join notification_settings n on n.user_id = d.user_id and n.new_review_emails = 'daily'
    where d.sent_at is null`);
  let digestsSent = 0;
  for (const { user_id: userId } of due.rows) {
    if (await sendDigestTo(deps, userId)) digestsSent += 1;
  }
  return { digests_sent: digestsSent };
}

async function sendDigestTo(deps: DigestDependencies, userId: string) {
  return deps.db.transaction(async (tx) => {
    const waiting = await tx.execute<{
      review_id: number;
      title: string;
      rating: number;
      company_name: string;
      is_news: boolean;
    }>(sql`
      select d.review_id, r.title, r.rating, c.name as company_name,
        (r.status = 'published' and exists (
          select 1 from company_claims k where k.user_id = d.user_id and k.company_id = r.company_id and k.status = 'approved'
        )) as is_news
      from review_digest_items d
      join reviews r on r.id = d.review_id
      join companies c on c.id = r.company_id
      where d.user_id = ${userId} and d.sent_at is null
      order by c.name, r.id
      for update of d skip locked`);
    // A review removed since, or of a company they no longer represent, is no news; if it comes back it is queued again.
    const stale = waiting.rows.filter((row) => !row.is_news).map((row) => row.review_id);
    if (stale.length > 0) {
      await tx.execute(sql`
        delete from review_digest_items where user_id = ${userId} and sent_at is null
          and review_id in (${sql.join(stale, sql`, `)})`);
    }
    const news = waiting.rows.filter((row) => row.is_news);
    if (news.length === 0) return false;
    const found = await tx.execute<{ email: string; first_name: string | null; choice: string | null }>(sql`
      select u.email, u.first_name, n.new_review_emails as choice
      from users u left join notification_settings n on n.user_id = u.id where u.id = ${userId}`);
    const user = found.rows[0];
    if (user?.choice !== "daily") return false;

    const companies = new Map<string, { title: string; rating: number; url: string }[]>();
    for (const row of news.slice(0, digestReviewLimit)) {
      const list = companies.get(row.company_name) ?? [];
      list.push({ title: row.title, rating: row.rating, url: `${deps.mailer.publicUrl}/review/${row.review_id}` });
      companies.set(row.company_name, list);
    }
    const { link, headers } = deps.unsubscribe.headersFor(userId, "new-review-of-my-company");
    await sendEmail(
      deps,
      {
        to: user.email,
        template: "review-digest",
        content: reviewDigestEmail(
          deps.mailer,
          {
            firstName: user.first_name || "there",
            companies: [...companies].map(([name, reviews]) => ({ name, reviews })),
            totalReviews: news.length,
            dashboardUrl: `${deps.mailer.publicUrl}/vendor`,
            settingsUrl: `${deps.mailer.publicUrl}/account-settings`,
            unsubscribeUrl: link,
          },
          headers,
        ),
        userId,
      },
      tx,
    );
    await tx.execute(sql`
      update review_digest_items set sent_at = now()
      where user_id = ${userId} and sent_at is null and review_id in (${sql.join(
        news.map((row) => row.review_id),
        sql`, `,
      )})`);
    return true;
  });
}
