// Reports of companies' replies (issue #17, decision 064): signed-in readers report a reply through a plain form on
// the review page; the company's own representatives cannot; the moderation queue shows reported replies with the
// review they answer; admins dismiss the reports or hide the reply (gone from pages and the API, audited, and the
// company sees it was hidden).
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { approveRepresentative, createCompany, createReview, createUser } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient, signedInClient, signedUpAccount, uniqueEmail } from "#tests/support/test-app.ts";

const adminEmail = uniqueEmail("reply-moderator");
const { database, app, services } = prepareTestApp({ ADMIN_EMAILS: adminEmail });
const password = "reply report phrase";

function member(prefix: string) {
  return signedUpAccount(app, database.db, { prefix, password, firstName: "Rae", lastName: "Reader" });
}

/** A company with a representative, and a published review of it that the representative answered. */
async function answeredReview(replyText: string) {
  const companyId = await createCompany(database.db);
  const rep = await member("reply-rep");
  await approveRepresentative(database.db, companyId, rep.id);
  const author = await createUser(database.db);
  const review = await createReview(database.db, { companyId, userId: author.id, title: "Support was slow" });
  const saved = await rep.client.postForm("/vendor", { reviewId: String(review.id), content: replyText });
  expect(saved.status).toBe(200);
  return { rep, companyId, reviewId: review.id };
}

function reportReply(client: ReturnType<typeof createClient>, reviewId: number, fields: Record<string, string>) {
  return client.postForm(`/review/${reviewId}?reportReply=1`, { intent: "report-reply", ...fields });
}

async function openReports(reviewId: number) {
  const result = await database.db.execute<{ reason: string; note: string | null; status: string }>(
    sql`select reason, note, status from reply_reports where review_id = ${reviewId} order by id`,
  );
  return result.rows;
}

function admin() {
  return signedInClient(app, { email: adminEmail, password: "reply moderator phrase", firstName: "Mo", lastName: "D" });
}

describe("reporting a company's reply", () => {
  it("offers a form that works without JavaScript, checks it on the server, and takes one report per reader", async () => {
    const { reviewId } = await answeredReview("Thanks for the feedback, we have hired more support staff.");
    const anonymousPage = await (await createClient(app).request(`/review/${reviewId}`)).text();
    expect(anonymousPage).toContain(`href="/review/${reviewId}?reportReply=1#report-reply"`);
    expect(anonymousPage).toContain("Report reply");
    const signInFirst = await (await createClient(app).request(`/review/${reviewId}?reportReply=1`)).text();
    expect(signInFirst).toContain("to report this reply.");
    const anonymousPost = await reportReply(createClient(app), reviewId, { reason: "spam" });
    expect(anonymousPost.status).toBe(302);
    expect(anonymousPost.headers.get("Location")).toContain("/sign-in?returnTo=");

    const reader = await member("reply-reader");
    const form = await (await reader.client.request(`/review/${reviewId}?reportReply=1`)).text();
    expect(form).toContain("Why are you reporting this reply?");
    expect(form).toContain('name="intent" value="report-reply"');

    const noReason = await reportReply(reader.client, reviewId, { note: "No reason given" });
    expect(noReason.status).toBe(422);
    expect(await noReason.text()).toContain("Please choose a reason");
    const tooLong = await reportReply(reader.client, reviewId, { reason: "other", note: "x".repeat(1001) });
    expect(tooLong.status).toBe(422);
    expect(await tooLong.text()).toContain("The note must be at most 1000 characters");
    expect(await openReports(reviewId)).toEqual([]);

    const sent = await reportReply(reader.client, reviewId, { reason: "offensive", note: "Blames the reviewer" });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("Our moderators will review your report of this reply.");
    const again = await reportReply(reader.client, reviewId, { reason: "spam" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("You have already reported this reply.");
    expect(await openReports(reviewId)).toEqual([{ reason: "offensive", note: "Blames the reviewer", status: "open" }]);

    // A review without a reply has no reply to report.
    const bare = await createReview(database.db, { companyId: await createCompany(database.db) });
    expect((await reportReply(reader.client, bare.id, { reason: "spam" })).status).toBe(404);
  });

  it("refuses the company's own representatives", async () => {
    const { rep, reviewId } = await answeredReview("We are sorry to hear that and will call you this week.");
    const refused = await reportReply(rep.client, reviewId, { reason: "spam" });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("You can't report a reply of a company you represent.");
    expect(await openReports(reviewId)).toEqual([]);
  });

  it("is rate-limited together with review reports", async () => {
    const reader = await member("reply-flood");
    const { reviewId } = await answeredReview("Thank you for taking the time to write this review.");
    // Review reports and reply reports share one budget per reader: this one spent it on reviews.
    await services.rateLimits.reportsPerUser.consume(reader.id, 20);
    const limited = await reportReply(reader.client, reviewId, { reason: "spam" });
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain("You have sent many reports today.");
    expect(await openReports(reviewId)).toEqual([]);
  });
});

describe("moderating reported replies", () => {
  it("lists reported replies with the review they answer; Dismiss keeps the reply; both are audited", async () => {
    const { reviewId } = await answeredReview("We appreciate the review and have fixed the invoice bug.");
    const reader = await member("reply-dismiss");
    await reportReply(reader.client, reviewId, { reason: "off_topic", note: "Reads like an advert" });
    const moderator = await admin();
    const queue = await (await moderator.request("/admin/moderation?tab=reported-replies")).text();
    expect(queue).toContain("Reported replies (");
    expect(queue).toContain("We appreciate the review and have fixed the invoice bug.");
    expect(queue).toContain("In answer to the review “Support was slow”");
    expect(queue).toContain("Off-topic (1)");
    expect(queue).toContain("“Reads like an advert”");

    expect(
      (await reader.client.postForm("/admin/moderation", { intent: "dismiss-reply", reviewId: String(reviewId) }))
        .status,
    ).toBe(403);
    const dismissed = await moderator.postForm("/admin/moderation", {
      intent: "dismiss-reply",
      reviewId: String(reviewId),
    });
    expect(dismissed.status).toBe(200);
    expect(await dismissed.text()).toContain("Reports on the reply dismissed");
    expect((await openReports(reviewId)).map((report) => report.status)).toEqual(["dismissed"]);
    expect(await (await createClient(app).request(`/review/${reviewId}`)).text()).toContain("fixed the invoice bug");
    const twice = await moderator.postForm("/admin/moderation", {
      intent: "dismiss-reply",
      reviewId: String(reviewId),
    });
    expect(twice.status).toBe(409);

    const audit = await database.db.execute<{ action: string; target_type: string }>(
      sql`select action, target_type from admin_audit_log where target_id = ${String(reviewId)} and target_type = 'reply'`,
    );
    expect(audit.rows).toEqual([{ action: "reply.dismiss", target_type: "reply" }]);
  });

  it("Hide takes the reply off every public page and the API, tells its company, and keeps it from being edited back", async () => {
    const { rep, companyId, reviewId } = await answeredReview(
      "You clearly did not read the manual, this is your fault.",
    );
    const reader = await member("reply-hide");
    await reportReply(reader.client, reviewId, { reason: "offensive" });
    const before = await (await createClient(app).request(`/api/v1/companies/${companyId}/reviews`)).text();
    expect(before).toContain("did not read the manual");
    const moderator = await admin();
    const hidden = await moderator.postForm("/admin/moderation", { intent: "hide-reply", reviewId: String(reviewId) });
    expect(hidden.status).toBe(200);
    expect(await hidden.text()).toContain("Reply hidden");
    expect((await openReports(reviewId)).map((report) => report.status)).toEqual(["actioned"]);

    const visitor = createClient(app);
    for (const path of [`/review/${reviewId}`, `/company/${companyId}`, `/company/${companyId}/reviews`]) {
      const page = await (await visitor.request(path)).text();
      expect(page, path).not.toContain("did not read the manual");
      expect(page, path).not.toContain("Report reply");
    }
    const list = await (await visitor.request(`/api/v1/companies/${companyId}/reviews`)).text();
    expect(list).toContain(`"id":${reviewId},`);
    expect(list).not.toContain("did not read the manual");
    // Nobody can report what is no longer shown.
    expect((await reportReply((await member("late")).client, reviewId, { reason: "spam" })).status).toBe(404);

    const dashboard = await (await rep.client.request(`/vendor?company=${companyId}`)).text();
    expect(dashboard).toContain("Your reply was hidden by our moderators on");
    expect(dashboard).toContain("did not read the manual");
    const edit = await rep.client.postForm("/vendor", {
      reviewId: String(reviewId),
      content: "Edited to sneak the reply back in.",
    });
    expect(edit.status).toBe(409);
    expect(await (await visitor.request(`/review/${reviewId}`)).text()).not.toContain("sneak the reply back");

    const audit = await database.db.execute<{ action: string; actor_email: string; after: { hidden: boolean } }>(
      sql`select action, actor_email, after from admin_audit_log where target_type = 'reply' and target_id = ${String(reviewId)}`,
    );
    expect(audit.rows).toEqual([
      { action: "reply.hide", actor_email: adminEmail, after: { hidden: true, reports: "actioned" } },
    ]);
    const again = await moderator.postForm("/admin/moderation", { intent: "hide-reply", reviewId: String(reviewId) });
    expect(again.status).toBe(409);
  });
});
