// The admin dashboard counts everything that waits for an admin (issue #35, item 8): held reviews by reason,
// reported reviews and replies, companies readers added, fact edits, claims, reported invitations and failed
// emails, each linking to its queue filtered to what waits; a zero is shown too. Only admins see it.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCompany, createReview, createUser } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient, signedInClient, signedUpClient, uniqueEmail } from "#tests/support/test-app.ts";

const adminEmail = uniqueEmail("dashboard-admin");
const password = "dashboard admin phrase";
const { database, app } = prepareTestApp({ ADMIN_EMAILS: adminEmail });

function admin() {
  return signedInClient(app, { email: adminEmail, password, firstName: "Dash", lastName: "Board" });
}

/** The text of the link to `href` (tags removed) in the dashboard's waiting section, or null when there is none. */
function linkText(page: string, href: string) {
  const html = page.slice(page.indexOf('id="waiting"'), page.indexOf('id="reported-invitations"'));
  const escaped = href.replaceAll("&", "&amp;").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = html.match(new RegExp(`<a[^>]*href="${escaped}"[^>]*>([\\s\\S]*?)</a>`));
  return match
    ? (match[1] ?? "")
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim()
    : null;
}

const queues = [
  { href: "/admin/moderation?tab=held", label: "Reviews held for checks" },
  { href: "/admin/moderation?tab=held&reason=link", label: "Contains a link" },
  { href: "/admin/moderation?tab=held&reason=promo-code", label: "Promo or discount code" },
  { href: "/admin/moderation?tab=reported", label: "Reported reviews" },
  { href: "/admin/moderation?tab=reported-replies", label: "Reported company replies" },
  { href: "/admin/moderation?tab=companies", label: "Companies readers added" },
  { href: "/admin/fact-edits", label: "Suggested fact edits" },
  { href: "/admin/claims", label: "Company claims to decide" },
  { href: "/admin#reported-invitations", label: "Reported invitations" },
  { href: "/admin/emails?status=failed", label: "Emails that failed to send" },
];

describe("the admin dashboard", () => {
  it("shows every queue, quietly at zero", async () => {
    const html = await (await (await admin()).request("/admin")).text();
    expect(html).toContain("Nothing is waiting for a decision");
    for (const queue of queues) expect(linkText(html, queue.href), queue.href).toBe(`${queue.label} 0`);
    expect(linkText(html, "/admin/moderation?tab=held&reason=phone-number")).toBe("Contains a phone number 0");
  });

  it("counts one of each waiting thing and links each to its queue, which lists it", async () => {
    const { db } = database;
    const client = await admin();
    const reader = await createUser(db);
    const companyId = await createCompany(db, "Dashboard Queue Co");
    const categoryId = (await db.execute<{ id: number }>(sql`select id from categories order by id limit 1`)).rows[0]
      ?.id;

    await createReview(db, {
      companyId,
      status: "pending",
      heldReasons: ["link", "promo-code"],
      title: "Held for a link and a code",
    });
    const reported = await createReview(db, { companyId, title: "Reported on the dashboard" });
    await db.execute(sql`insert into review_reports (review_id, reporter_user_id, reason)
      values (${reported.id}, ${reader.id}, 'spam')`);
    const answered = await createReview(db, { companyId, title: "Answered by the company" });
    await db.execute(sql`insert into review_replies (review_id, company_id, content)
      values (${answered.id}, ${companyId}, 'A reply somebody reported')`);
    await db.execute(sql`insert into reply_reports (review_id, reporter_user_id, reason)
      values (${answered.id}, ${reader.id}, 'offensive')`);
    await db.execute(sql`insert into companies (name, slug, domain, website_url, listing_status, is_community_submitted, proposed_category_ids)
      values ('Reader Added Tool', 'reader-added-tool', 'reader-added-tool.example', 'https://reader-added-tool.example',
        'pending', true, ${sql.param([categoryId])}::int[])`);
    await db.execute(sql`insert into company_fact_suggestions (company_id, user_id, fact_group, proposed, previous, evidence)
      values (${companyId}, ${reader.id}, 'profile', '{"foundedYear": 2019}'::jsonb, '{"foundedYear": null}'::jsonb,
        'https://dashboard-queue.example/about')`);
    await db.execute(sql`insert into company_claims (company_id, user_id, claim_email, status)
      values (${companyId}, ${reader.id}, 'someone@sub.dashboard-queue.example', 'awaiting-approval')`);
    await db.execute(sql`insert into review_invitations (company_id, email, token_hash, note, reported_at)
      values (${companyId}, 'customer@example.com', 'dashboard-token-hash', 'Please review us', now())`);
    await db.execute(sql`insert into email_messages (to_address, template, subject, text_body, html_body, status, last_error)
      values ('bounce@example.com', 'test', 'A message that bounced', 'text', '<p>text</p>', 'failed', 'mailbox unavailable')`);

    const html = await (await client.request("/admin")).text();
    // Eight things wait: the held review counts once (its two reasons are the detail of that one).
    expect(html).toContain("Waiting for a decision (8)");
    for (const queue of queues) expect(linkText(html, queue.href), queue.href).toBe(`${queue.label} 1`);
    expect(linkText(html, "/admin/moderation?tab=held&reason=phone-number")).toBe("Contains a phone number 0");
    expect(html).toContain("Please review us");

    // Each link opens its queue with the waiting thing in it.
    const listed: [string, string][] = [
      ["/admin/moderation?tab=held", "Held for a link and a code"],
      ["/admin/moderation?tab=held&reason=link", "Held for a link and a code"],
      ["/admin/moderation?tab=reported", "Reported on the dashboard"],
      ["/admin/moderation?tab=reported-replies", "A reply somebody reported"],
      ["/admin/moderation?tab=companies", "Reader Added Tool"],
      ["/admin/fact-edits", "https://dashboard-queue.example/about"],
      ["/admin/claims", "someone@sub.dashboard-queue.example"],
      ["/admin/emails?status=failed", "A message that bounced"],
    ];
    for (const [path, text] of listed) {
      const response = await client.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(text);
    }
    // The reason filter lists only the reviews held for that reason, and says so.
    const filtered = await (await client.request("/admin/moderation?tab=held&reason=phone-number")).text();
    expect(filtered).not.toContain("Held for a link and a code");
    expect(filtered).toContain("Showing 0 reviews held because: Contains a phone number");

    // The queues' own counts agree with the dashboard's.
    const moderation = await (await client.request("/admin/moderation")).text();
    for (const tab of ["Reported (1)", "Reported replies (1)", "Held for checks (1)", "New companies (1)"])
      expect(moderation).toContain(tab);
  });

  it("is for admins only: 403 for a signed-in reader, 401 for a visitor, no counts sent", async () => {
    const reader = await signedUpClient(app, { firstName: "Nosy", lastName: "Reader", password });
    for (const path of ["/admin", "/admin.data"]) {
      const response = await reader.request(path);
      expect(response.status, path).toBe(403);
      const body = await response.text();
      expect(body, path).not.toContain("Waiting for a decision");
      expect(body, path).not.toContain("failedEmails");
      expect((await createClient(app).request(path)).status, path).toBe(401);
    }
  });
});
