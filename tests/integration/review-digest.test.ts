// Representatives choose how they hear about new reviews (issue #17, decision 065): an email per review, a daily
// digest, or none. The digest job sends one email per representative covering the reviews published since their
// last digest, never the same review twice and nothing when there is nothing new; per-review emails skip them.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobNames } from "#server/jobs/registry.ts";
import { notifyRepresentativesOfReview } from "#server/vendors/notify-representatives.ts";
import { sendReviewDigests } from "#server/vendors/send-review-digests.ts";
import {
  approveRepresentative,
  createCompany,
  createReview,
  createUser,
  reviewSubmission,
} from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { scheduledRuns } from "#tests/support/job-schedules.ts";
import { createClient, postOneClickUnsubscribe, signedUpAccount, testOrigin } from "#tests/support/test-app.ts";

const { database, app, services } = prepareTestApp();
const password = "digest test phrase";

function member(prefix: string) {
  return signedUpAccount(app, database.db, { prefix, password, firstName: "Dee", lastName: "Gest" });
}

async function choose(client: Awaited<ReturnType<typeof member>>["client"], newReviewEmails: string) {
  return client.postForm("/account-settings", { intent: "notifications", replyToMyReview: "on", newReviewEmails });
}

/** A published review of the company, made public the way the product does it (representatives are told). */
async function publishedReview(companyId: number, title: string, rating = 4) {
  const author = await createUser(database.db);
  const review = await createReview(database.db, { companyId, userId: author.id, title, rating });
  await notifyRepresentativesOfReview(services, review.id);
  return review.id;
}

async function emailsTo(to: string, template: string) {
  const result = await database.db.execute<{
    subject: string;
    text_body: string;
    html_body: string;
    headers: Record<string, string>;
  }>(sql`
    select subject, text_body, html_body, headers from email_messages where to_address = ${to} and template = ${template} order by id`);
  return result.rows;
}

describe("choosing how to hear about new reviews", () => {
  it("offers each review, daily digest or none on the settings page, checked on the server", async () => {
    const rep = await member("digest-settings");
    const page = await (await rep.client.request("/account-settings")).text();
    expect(page).toContain("An email for each new review");
    expect(page).toContain("One daily digest of the day&#x27;s new reviews");
    expect(page).toContain("No emails about new reviews");
    expect(page).toContain('name="newReviewEmails" checked="" value="each"');

    expect((await choose(rep.client, "daily")).status).toBe(200);
    const saved = await database.db.execute<{ new_review_emails: string; reply_to_my_review: boolean }>(
      sql`select new_review_emails, reply_to_my_review from notification_settings where user_id = ${rep.id}`,
    );
    expect(saved.rows[0]).toEqual({ new_review_emails: "daily", reply_to_my_review: true });
    expect(await (await rep.client.request("/account-settings")).text()).toMatch(
      'name="newReviewEmails" checked="" value="daily"',
    );

    const bad = await choose(rep.client, "hourly");
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain("Please choose how to hear about new reviews");
    const kept = await database.db.execute<{ new_review_emails: string }>(
      sql`select new_review_emails from notification_settings where user_id = ${rep.id}`,
    );
    expect(kept.rows[0]?.new_review_emails).toBe("daily");
  });
});

describe("the daily digest", () => {
  it("sends one digest per representative with the reviews since the last one, never twice, never empty", async () => {
    const companyId = await createCompany(database.db, `Digest Co ${Date.now()}`);
    const digester = await member("digester");
    const eachOne = await member("each-one");
    const silent = await member("silent");
    for (const rep of [digester, eachOne, silent]) await approveRepresentative(database.db, companyId, rep.id);
    await choose(digester.client, "daily");
    await choose(silent.client, "none");

    // Through the product's own path: a confirmed reader writes a review that is published at once.
    const writer = await member("digest-writer");
    const written = await writer.client.postJson(
      "/api/v1/reviews",
      reviewSubmission(companyId, { rating: 5, title: "Fast onboarding" }),
    );
    expect(written.status).toBe(201);
    await publishedReview(companyId, "Good value for a small team", 4);

    // Per-review emails go to the representative who wants them, not to the digest reader nor the silent one.
    expect(await emailsTo(eachOne.email, "new-review")).toHaveLength(2);
    expect(await emailsTo(digester.email, "new-review")).toHaveLength(0);
    expect(await emailsTo(silent.email, "new-review")).toHaveLength(0);

    expect(await sendReviewDigests(services)).toEqual({ digests_sent: 1 });
    const [digest, ...others] = await emailsTo(digester.email, "review-digest");
    expect(others).toHaveLength(0);
    expect(digest?.subject).toMatch(/^Daily digest: 2 new reviews of Digest Co/);
    expect(digest?.text_body).toContain("“Fast onboarding” (5 out of 5)");
    expect(digest?.text_body).toContain("“Good value for a small team” (4 out of 5)");
    expect(digest?.text_body).toMatch(new RegExp(`${testOrigin}/review/\\d+`));
    expect(digest?.text_body).toContain(`${testOrigin}/vendor`);
    expect(digest?.html_body).toContain(`href="${testOrigin}/review/`);
    expect(digest?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(digest?.headers["List-Unsubscribe"]).toMatch(/^<http:\/\/localhost:3000\/unsubscribe\?token=/);
    expect(await emailsTo(eachOne.email, "review-digest")).toHaveLength(0);
    expect(await emailsTo(silent.email, "review-digest")).toHaveLength(0);

    // Nothing new: no digest at all.
    expect(await sendReviewDigests(services)).toEqual({ digests_sent: 0 });
    expect(await emailsTo(digester.email, "review-digest")).toHaveLength(1);

    // The next digest holds only the review published since; a removed one is left out.
    await publishedReview(companyId, "Reporting could be better", 3);
    const removed = await publishedReview(companyId, "Spam that a moderator removes", 1);
    await database.db.execute(sql`update reviews set status = 'removed' where id = ${removed}`);
    expect(await sendReviewDigests(services)).toEqual({ digests_sent: 1 });
    const second = (await emailsTo(digester.email, "review-digest"))[1];
    expect(second?.subject).toMatch(/^Daily digest: 1 new review of Digest Co/);
    expect(second?.text_body).toContain("Reporting could be better");
    expect(second?.text_body).not.toContain("Fast onboarding");
    expect(second?.text_body).not.toContain("Spam that a moderator removes");
  });

  it("stops with one click from the digest's link, without signing in, and drops what was waiting", async () => {
    const companyId = await createCompany(database.db);
    const rep = await member("digest-unsub");
    await approveRepresentative(database.db, companyId, rep.id);
    await choose(rep.client, "daily");
    await publishedReview(companyId, "First of the day");
    await sendReviewDigests(services);
    const header = (await emailsTo(rep.email, "review-digest"))[0]?.headers["List-Unsubscribe"] ?? "";
    await publishedReview(companyId, "Waiting for tomorrow");
    const oneClick = await postOneClickUnsubscribe(app, header.slice(1, -1));
    expect(oneClick.status).toBe(200);
    const settings = await database.db.execute<{ new_review_emails: string }>(
      sql`select new_review_emails from notification_settings where user_id = ${rep.id}`,
    );
    expect(settings.rows[0]?.new_review_emails).toBe("none");
    expect(await sendReviewDigests(services)).toEqual({ digests_sent: 0 });
    await publishedReview(companyId, "Nobody hears of this one");
    expect(await emailsTo(rep.email, "review-digest")).toHaveLength(1);
    expect(await emailsTo(rep.email, "new-review")).toHaveLength(0);
    expect(await createClient(app).request("/account-settings")).toHaveProperty("status", 302);
  });

  it("runs as a job on the queue, and the server schedules it daily", async () => {
    const companyId = await createCompany(database.db);
    const rep = await member("digest-job");
    await approveRepresentative(database.db, companyId, rep.id);
    await choose(rep.client, "daily");
    await publishedReview(companyId, "Sent by the job");
    await services.jobs.startWorkers();
    try {
      await services.db.transaction((tx) =>
        services.jobs.enqueue(tx, jobNames.sendReviewDigests, {}, { requestedByUserId: null }),
      );
      await expect.poll(async () => (await emailsTo(rep.email, "review-digest")).length, { timeout: 20_000 }).toBe(1);
    } finally {
      await services.jobs.stop({ graceful: false });
    }

    // A queue made the way the server makes it writes the daily schedule (tests leave it off).
    expect(await scheduledRuns(database, services, jobNames.sendReviewDigests)).toEqual([
      { name: jobNames.sendReviewDigests, cron: "0 7 * * *" },
    ]);
  });
});
