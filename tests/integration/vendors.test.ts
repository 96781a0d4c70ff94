// Companies' representatives (issue #17, decision 059): claim a page by proving an address at its domain, answer
// reviews publicly (the reviewer is emailed, with a one-click unsubscribe), never review their own company; admins
// approve subdomain claims and revoke representatives.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { refreshAllMarketPresence } from "#server/presence/refresh-market-presence.ts";
import {
  companyIdByDomain,
  companySlugOf,
  createCompany,
  createReview,
  createUser,
  reviewSubmission,
} from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import {
  createClient,
  postOneClickUnsubscribe,
  signedInClient,
  signedUpAccount,
  signedUpClient,
  testOrigin,
  uniqueEmail,
} from "#tests/support/test-app.ts";

const adminEmail = uniqueEmail("claims-admin");
const { database, app } = prepareTestApp({ ADMIN_EMAILS: adminEmail });
const password = "vendor test phrase";

function member(prefix: string) {
  return signedUpAccount(app, database.db, { prefix, password, firstName: "Val", lastName: "Vendor" });
}

async function lastEmail(to: string, template: string) {
  const result = await database.db.execute<{ text_body: string; headers: Record<string, string> }>(sql`
    select text_body, headers from email_messages where to_address = ${to} and template = ${template} order by id desc limit 1`);
  return result.rows[0];
}

function claimToken(text: string) {
  const match = /\/claims\/confirm\?token=([\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no claim link in ${text}`);
  return match[1];
}

/** A member who claimed a fresh company at `domain` with an address at exactly that domain. */
async function representativeOf(domain: string) {
  const companyId = await createCompany(database.db);
  await database.db.execute(
    sql`update companies set domain = ${domain}, website_url = ${`https://${domain}`} where id = ${companyId}`,
  );
  const rep = await member("rep");
  const workEmail = `rep.${Date.now()}@${domain}`;
  await rep.client.postForm(`/company/${companyId}/claim`, { email: workEmail });
  const link = await lastEmail(workEmail, "claim-confirmation");
  await createClient(app).postForm("/claims/confirm", { token: claimToken(link?.text_body ?? "") });
  return { ...rep, companyId, workEmail };
}

describe("claiming a company", () => {
  it("proves an address at the company's domain by a one-time link, and marks the page Claimed", async () => {
    const companyId = await companyIdByDomain(database.db, "klaviyo.com");
    const { client } = await member("claimant");
    const apiCompany = async () =>
      (await (await createClient(app).request(`/api/v1/companies/${companyId}`)).json()).company;
    expect(await (await createClient(app).request(`/company/${companyId}`)).text()).not.toContain(">Claimed<");
    expect((await apiCompany()).claimed).toBe(false);
    const page = await (await client.request(`/company/${companyId}/claim`)).text();
    expect(page).toContain("Your work email at klaviyo.com");
    const wrong = await client.postForm(`/company/${companyId}/claim`, { email: "me@gmail.com" });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain(
      "gmail.com is a free email provider: anyone can open an address there, so it cannot prove that you represent Klaviyo.",
    );
    const elsewhere = await client.postForm(`/company/${companyId}/claim`, { email: "me@my-own-shop.com" });
    expect(elsewhere.status).toBe(422);
    expect(await elsewhere.text()).toContain("Use an address at klaviyo.com");

    const workEmail = `jane.${Date.now()}@klaviyo.com`;
    const sent = await client.postForm(`/company/${companyId}/claim`, { email: workEmail });
    expect(await sent.text()).toContain(`We sent a link to ${workEmail}`);
    const message = await lastEmail(workEmail, "claim-confirmation");
    expect(message?.text_body).toContain(`${testOrigin}/claims/confirm?token=`);
    const token = claimToken(message?.text_body ?? "");
    expect(await (await client.request("/vendor")).text()).toContain(`follow the link we sent to ${workEmail}`);

    const opened = await createClient(app).request(`/claims/confirm?token=${token}`);
    expect(await opened.text()).toContain("Confirm my claim");
    const confirmed = await createClient(app).postForm("/claims/confirm", { token });
    expect(await confirmed.text()).toContain("You now represent Klaviyo.");
    const again = await createClient(app).postForm("/claims/confirm", { token });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("This link has expired or was already used.");

    const companyPage = await (await client.request(`/company/${companyId}`)).text();
    expect(companyPage).toContain(">Claimed<");
    expect(await (await createClient(app).request(`/company/${companyId}`)).text()).toContain(">Claimed<");
    expect((await apiCompany()).claimed).toBe(true);
    expect(companyPage).toContain("Answer reviews in your vendor dashboard");
    const dashboard = await (await client.request("/vendor")).text();
    expect(dashboard).toContain("Reviews of Klaviyo");
  });

  it("waits for an admin when the address is at a subdomain; admins approve, and revoke, audited", async () => {
    const companyId = await companyIdByDomain(database.db, "gorgias.com");
    const { client } = await member("subdomain");
    const workEmail = `sam.${Date.now()}@eu.gorgias.com`;
    await client.postForm(`/company/${companyId}/claim`, { email: workEmail });
    const token = claimToken((await lastEmail(workEmail, "claim-confirmation"))?.text_body ?? "");
    const confirmed = await createClient(app).postForm("/claims/confirm", { token });
    expect(await confirmed.text()).toContain("our team checks the claim");

    const admin = await signedInClient(app, { email: adminEmail, password: "claims admin phrase" });
    const queue = await (await admin.request("/admin/claims")).text();
    expect(queue).toContain(workEmail);
    const claim = await database.db.execute<{ id: number }>(
      sql`select id from company_claims where claim_email = ${workEmail}`,
    );
    const claimId = String(claim.rows[0]?.id);
    expect((await client.postForm("/admin/claims", { intent: "approve-claim", claimId })).status).toBe(403);
    const approved = await admin.postForm("/admin/claims", { intent: "approve-claim", claimId });
    expect(await approved.text()).toContain(`Claim of Gorgias by ${workEmail} approved`);
    expect(await (await client.request(`/company/${companyId}`)).text()).toContain(
      "Answer reviews in your vendor dashboard",
    );

    await admin.postForm("/admin/claims", { intent: "revoke-claim", claimId });
    expect(await (await client.request(`/company/${companyId}`)).text()).not.toContain(
      "Answer reviews in your vendor dashboard",
    );
    const audit = await database.db.execute<{ action: string }>(
      sql`select action from admin_audit_log where target_type = 'company' and target_id = ${String(companyId)} and action like 'company-claim.%' order by id`,
    );
    expect(audit.rows.map((row) => row.action)).toEqual(["company-claim.approved", "company-claim.revoked"]);
  });
});

describe("claims on domains anyone can get an address at", () => {
  async function companyAt(domain: string, communityAdded: boolean) {
    const companyId = await createCompany(database.db);
    await database.db.execute(sql`
      update companies set domain = ${domain}, website_url = ${`https://${domain}`},
        is_community_submitted = ${communityAdded} where id = ${companyId}`);
    return companyId;
  }

  async function claimRows(companyId: number) {
    const rows = await database.db.execute<{ total: number }>(
      sql`select count(*)::int as total from company_claims where company_id = ${companyId}`,
    );
    return rows.rows[0]?.total;
  }

  it("refuses a claim with a free-mail address, and any claim of a reader-added company at a free-mail, IP or reserved domain", async () => {
    const { client } = await member("freemail-claimant");
    const cases: [domain: string, communityAdded: boolean, email: string, message: string][] = [
      ["gmail.com", true, `me.${Date.now()}@gmail.com`, "gmail.com is a free email provider"],
      ["outlook.com", false, `me.${Date.now()}@outlook.com`, "outlook.com is a free email provider"],
      ["127.0.0.1", true, `me.${Date.now()}@ip-claimant.com`, "127.0.0.1 is an IP address"],
      [`reader-added-${Date.now()}.example`, true, `me.${Date.now()}@reader-added-${Date.now()}.example`, "reserved"],
    ];
    for (const [domain, communityAdded, email, message] of cases) {
      const companyId = await companyAt(domain, communityAdded);
      const response = await client.postForm(`/company/${companyId}/claim`, { email });
      expect(response.status, domain).toBe(422);
      const text = await response.text();
      expect(text, domain).toContain(message);
      expect(text, domain).toContain("cannot prove that you represent");
      expect(await claimRows(companyId), domain).toBe(0);
      expect(await lastEmail(email, "claim-confirmation"), domain).toBeUndefined();
    }
  });

  it("still lets a seeded company at a reserved demo domain be claimed by an address at that domain", async () => {
    const domain = `demo-tools-${Date.now()}.example`;
    const companyId = await companyAt(domain, false);
    const { client } = await member("demo-claimant");
    const workEmail = `dana@${domain}`;
    const sent = await client.postForm(`/company/${companyId}/claim`, { email: workEmail });
    expect(await sent.text()).toContain(`We sent a link to ${workEmail}`);
    const token = claimToken((await lastEmail(workEmail, "claim-confirmation"))?.text_body ?? "");
    const confirmed = await createClient(app).postForm("/claims/confirm", { token });
    expect(await confirmed.text()).toContain("You now represent");
  });
});

describe("answering reviews", () => {
  it("publishes one reply per review under it, emails the reviewer once, and refuses anyone else", async () => {
    const rep = await representativeOf(`replyco-${Date.now()}.example`);
    const author = await createUser(database.db, { firstName: "Rita" });
    const { id: reviewId } = await createReview(database.db, {
      companyId: rep.companyId,
      userId: author.id,
      title: "Good tool, slow onboarding",
    });

    const short = await rep.client.postForm("/vendor", { reviewId: String(reviewId), content: "Thanks" });
    expect(short.status).toBe(422);
    expect(await short.text()).toContain("The reply must be at least 10 characters");
    const reply = await rep.client.postForm("/vendor", {
      reviewId: String(reviewId),
      content: "Thank you, Rita. We have since added a guided setup that takes ten minutes.",
    });
    expect(await reply.text()).toContain("Reply published");
    const reviewPage = await (await createClient(app).request(`/review/${reviewId}`)).text();
    expect(reviewPage).toContain("Response from");
    expect(reviewPage).toContain("We have since added a guided setup");

    const notice = await lastEmail(author.email, "review-reply");
    expect(notice?.text_body).toContain("answered your review “Good tool, slow onboarding”");
    expect(notice?.text_body).toContain(`${testOrigin}/review/${reviewId}`);
    expect(notice?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(notice?.headers["List-Unsubscribe"]).toMatch(/^<http:\/\/localhost:3000\/unsubscribe\?token=/);

    const edited = await rep.client.postForm("/vendor", {
      reviewId: String(reviewId),
      content: "Thank you, Rita. The guided setup now takes five minutes.",
    });
    expect(await edited.text()).toContain("Reply updated");
    const count = await database.db.execute<{ total: number }>(
      sql`select count(*)::int as total from email_messages where to_address = ${author.email} and template = 'review-reply'`,
    );
    expect(count.rows[0]?.total).toBe(1);

    const outsider = await member("outsider");
    const refused = await outsider.client.postForm("/vendor", {
      reviewId: String(reviewId),
      content: "Pretending to be the company here.",
    });
    expect(refused.status).toBe(403);
    const otherCompany = await companyIdByDomain(database.db, "klaviyo.com");
    const { id: foreignReview } = await createReview(database.db, { companyId: otherCompany });
    const foreign = await rep.client.postForm("/vendor", {
      reviewId: String(foreignReview),
      content: "Answering someone else's review.",
    });
    expect(foreign.status).toBe(403);
    expect((await createClient(app).postForm("/vendor", { reviewId: String(reviewId), content: "x" })).status).toBe(
      302,
    );
  });

  it("stops reply emails with one click from the link, without signing in", async () => {
    const rep = await representativeOf(`unsubco-${Date.now()}.example`);
    const author = await createUser(database.db, { firstName: "Uma" });
    const first = await createReview(database.db, { companyId: rep.companyId, userId: author.id });
    await rep.client.postForm("/vendor", { reviewId: String(first.id), content: "Thank you for the kind words, Uma." });
    const header = (await lastEmail(author.email, "review-reply"))?.headers["List-Unsubscribe"] ?? "";
    const link = header.slice(1, -1).replace(testOrigin, "");
    expect((await createClient(app).request(link)).status).toBe(200);
    const oneClick = await postOneClickUnsubscribe(app, link);
    expect(oneClick.status).toBe(200);
    const settings = await database.db.execute<{ reply_to_my_review: boolean }>(
      sql`select reply_to_my_review from notification_settings where user_id = ${author.id}`,
    );
    expect(settings.rows[0]?.reply_to_my_review).toBe(false);

    // Another review of theirs, another reply: no email now.
    const otherCompany = await representativeOf(`unsubco2-${Date.now()}.example`);
    const second = await createReview(database.db, { companyId: otherCompany.companyId, userId: author.id });
    await otherCompany.client.postForm("/vendor", {
      reviewId: String(second.id),
      content: "Thanks for writing this up.",
    });
    const count = await database.db.execute<{ total: number }>(
      sql`select count(*)::int as total from email_messages where to_address = ${author.email} and template = 'review-reply'`,
    );
    expect(count.rows[0]?.total).toBe(1);

    const forged = await createClient(app).postForm("/unsubscribe", {
      token: `reply-to-my-review.${author.id}.${"A".repeat(43)}`,
    });
    expect(forged.status).toBe(400);
  });

  it("refuses a representative's review of their own company", async () => {
    const rep = await representativeOf(`selfreview-${Date.now()}.example`);
    const response = await rep.client.postJson(
      "/api/v1/reviews",
      reviewSubmission(rep.companyId, { rating: 5, title: "We are great" }),
    );
    expect(response.status).toBe(403);
    expect((await response.json()).error.message).toContain("You represent this company, so you cannot review it.");
  });
});

describe("news for representatives, and the rating badge", () => {
  it("emails representatives about each new public review, with one-click unsubscribe, not about held ones", async () => {
    const rep = await representativeOf(`newsco-${Date.now()}.example`);
    const writer = await member("writer");
    const review = reviewSubmission(rep.companyId, { rating: 5, title: "Setup took an afternoon" });
    expect((await writer.client.postJson("/api/v1/reviews", review)).status).toBe(201);
    const news = await lastEmail(rep.email, "new-review");
    expect(news?.text_body).toContain("has a new review on OperatorStack: “Setup took an afternoon” (5 out of 5)");
    expect(news?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // A review held for its author's unconfirmed address is no news until it is published.
    const unconfirmed = await signedUpClient(app, { firstName: "Una", lastName: "Confirmed", password });
    await unconfirmed.postJson("/api/v1/reviews", { ...review, title: "Held for now" });
    const count = async () =>
      (
        await database.db.execute<{ total: number }>(
          sql`select count(*)::int as total from email_messages where to_address = ${rep.email} and template = 'new-review'`,
        )
      ).rows[0]?.total;
    expect(await count()).toBe(1);
  });

  it("serves an embeddable SVG badge with the current rating, cacheable, cookie-free and cross-origin", async () => {
    const rep = await representativeOf(`badgeco-${Date.now()}.example`);
    await createReview(database.db, { companyId: rep.companyId, rating: 4 });
    await createReview(database.db, { companyId: rep.companyId, rating: 5 });
    const slug = await companySlugOf(database.db, rep.companyId);
    // Embedded on other sites, it is fetched without our session: kept by shared caches like a page (decision 095).
    const response = await createClient(app).request(`/embed/company/${slug}/badge.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=0, must-revalidate, s-maxage=\d+$/);
    expect(response.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(response.headers.getSetCookie()).toEqual([]);
    const svg = await response.text();
    expect(svg).toContain("OperatorStack");
    expect(svg).toContain("★ 4.5 / 5 · 2 reviews");
    const dashboard = await (await rep.client.request(`/vendor?company=${rep.companyId}`)).text();
    expect(dashboard).toContain(`/embed/company/${slug}/badge.svg`);
    // The snippet to paste links the company's page by its slug.
    expect(dashboard).toContain(`http://localhost:3000/company/${slug}&quot;`);
    // A badge embedded by id before slugs keeps working: it moves to the slug.
    const byId = await createClient(app).request(`/embed/company/${rep.companyId}/badge.svg`, { redirect: "manual" });
    expect([byId.status, byId.headers.get("location")]).toEqual([301, `/embed/company/${slug}/badge.svg`]);
    expect(dashboard).toContain("Paste this HTML where the badge should appear");
    expect((await createClient(app).request("/embed/company/999999/badge.svg")).status).toBe(404);
  });

  it("shows a representative the Grid badge and its snippet once the company is drawn on its category's Grid", async () => {
    const rep = await representativeOf(`gridco-${Date.now()}.example`);
    const slug = await companySlugOf(database.db, rep.companyId);
    const dashboard = async () =>
      (await (await rep.client.request(`/vendor?company=${rep.companyId}`)).text()).replaceAll("<!-- -->", "");
    expect(await dashboard()).not.toContain("Grid badge for your website");
    // A category of its own: another test's page may hold a Grid of a catalog category in the read cache.
    await database.db.execute(sql`
      insert into categories (name, slug, description, "group", sort_order)
      values ('Grid Badge Tools', 'grid-badge-tools', 'Tools for the Grid badge test.', 'saas', 97)`);
    await database.db.execute(sql`
      insert into company_categories (company_id, category_id, is_primary)
      select ${rep.companyId}, id, true from categories where slug = 'grid-badge-tools'`);
    for (const rating of [5, 4, 5]) await createReview(database.db, { companyId: rep.companyId, rating });
    await refreshAllMarketPresence(database.db);
    const page = await dashboard();
    expect(page).toContain("Grid badge for your website");
    expect(page).toContain(`src="/embed/company/${slug}/grid-badge.svg"`);
    // The snippet links the category's Grid and embeds the badge by absolute address.
    expect(page).toContain("http://localhost:3000/categories/grid-badge-tools/grid&quot;");
    expect(page).toContain(`http://localhost:3000/embed/company/${slug}/grid-badge.svg&quot;`);
    const badge = await createClient(app).request(`/embed/company/${slug}/grid-badge.svg`);
    expect(badge.status).toBe(200);
    expect(badge.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
  });

  it("leads a representative to propose edits of the facts and description, and lists their edits with a status", async () => {
    const rep = await representativeOf(`factsco-${Date.now()}.example`);
    const other = await representativeOf(`otherfacts-${Date.now()}.example`);
    const before = (await (await rep.client.request(`/vendor?company=${rep.companyId}`)).text()).replaceAll(
      "<!-- -->",
      "",
    );
    expect(before).toContain('<h2 id="facts-heading"');
    expect(before).toContain(`href="/company/${await companySlugOf(database.db, rep.companyId)}/suggest-edit"`);
    expect(before).toContain("Propose edits to facts and description");
    expect(before).not.toContain("Your recent edits");

    const evidence = "Our about page: https://example.com/about";
    const description = "A fulfilment network for growing stores, with warehouses in Europe and North America.";
    for (const [client, companyId] of [
      [rep.client, rep.companyId],
      [other.client, other.companyId],
    ] as const) {
      const sent = await client.postForm(`/company/${companyId}/suggest-edit`, {
        group: "profile",
        description,
        evidence,
      });
      expect(sent.status).toBe(200);
    }
    const today = new Date().toISOString().slice(0, 10);
    const after = (await (await rep.client.request(`/vendor?company=${rep.companyId}`)).text()).replaceAll(
      "<!-- -->",
      "",
    );
    expect(after).toContain("Your recent edits");
    expect(after.match(/Profile · proposed \d{4}-\d{2}-\d{2} · waiting for a moderator/g)).toEqual([
      `Profile · proposed ${today} · waiting for a moderator`,
    ]);
  });
});

describe("inviting customers", () => {
  async function invitationsFor(companyId: number) {
    const result = await database.db.execute<{ email: string }>(
      sql`select email from review_invitations where company_id = ${companyId} order by email`,
    );
    return result.rows.map((row) => row.email);
  }

  function inviteForm(companyId: number, fields: Record<string, string>, file?: { name: string; text: string }) {
    const body = new FormData();
    body.set("intent", "invite");
    body.set("companyId", String(companyId));
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    if (file) body.set("file", new File([file.text], file.name, { type: "text/csv" }));
    return body;
  }

  it("sends each new address one neutral email with a personal link; the review written with it is Invited", async () => {
    const rep = await representativeOf(`inviteco-${Date.now()}.example`);
    const stamp = Date.now();
    const [first, second] = [`first.${stamp}@customer.example`, `second.${stamp}@customer.example`];
    const sent = await rep.client.request("/vendor", {
      method: "POST",
      body: inviteForm(rep.companyId, { emails: `${first}\n${second}, ${first.toUpperCase()}`, note: "" }),
    });
    expect(await sent.text()).toContain("2 invitations sent; 1 repeated address counted once.");
    expect(await invitationsFor(rep.companyId)).toEqual([first, second]);
    const again = await rep.client.request("/vendor", {
      method: "POST",
      body: inviteForm(rep.companyId, { emails: first, note: "" }),
    });
    expect(await again.text()).toContain("0 invitations sent; 1 address invited before, skipped.");

    const invitation = await lastEmail(first, "review-invitation");
    expect(invitation?.text_body).toContain("Good or bad, an honest review helps other operators choose.");
    const token = /invitation=([\w-]+)/.exec(invitation?.text_body ?? "")?.[1] ?? "";
    expect(token).not.toBe("");
    const page = await (
      await rep.client.request(`/write-review?companyId=${rep.companyId}&invitation=${token}`)
    ).text();
    expect(page).toContain("invited you to review them");

    // The invited address itself, confirmed: only its owner's review is Invited.
    const customer = {
      client: await signedUpClient(app, { email: first, password, firstName: "Cus", confirmIn: database.db }),
    };
    const review = reviewSubmission(rep.companyId, {
      rating: 3,
      title: "Fine, with rough edges",
      invitationToken: token,
    });
    const created = await customer.client.postJson("/api/v1/reviews", review);
    expect(created.status).toBe(201);
    const row = await database.db.execute<{ is_invited: boolean; used: boolean }>(sql`
      select r.is_invited, (i.used_at is not null and i.review_id = r.id) as used
      from reviews r join review_invitations i on i.company_id = r.company_id and i.email = ${first}
      where r.title = 'Fine, with rough edges' and r.company_id = ${rep.companyId}`);
    expect(row.rows[0]).toEqual({ is_invited: true, used: true });
    expect(await (await createClient(app).request(`/company/${rep.companyId}/reviews`)).text()).toContain(">Invited<");

    // The link works once: another reader using it writes an ordinary review.
    const other = await member("other-customer");
    await other.client.postJson("/api/v1/reviews", { ...review, title: "Second use of the link" });
    const second2 = await database.db.execute<{ is_invited: boolean }>(
      sql`select is_invited from reviews where title = 'Second use of the link'`,
    );
    expect(second2.rows[0]?.is_invited).toBe(false);
  });

  it("labels Invited only a review by the invited address, once confirmed; anyone else holding the link writes an ordinary review", async () => {
    const rep = await representativeOf(`boundco-${Date.now()}.com`);
    const invited = `Invited.${Date.now()}@customer-shop.com`;
    await rep.client.request("/vendor", {
      method: "POST",
      body: inviteForm(rep.companyId, { emails: invited, note: "" }),
    });
    const token = /invitation=([\w-]+)/.exec(
      (await lastEmail(invited.toLowerCase(), "review-invitation"))?.text_body ?? "",
    )?.[1];
    expect(token).toBeTruthy();
    const review = (title: string) => reviewSubmission(rep.companyId, { title, invitationToken: token });
    const invitation = async () =>
      (
        await database.db.execute<{ used: boolean }>(
          sql`select used_at is not null as used from review_invitations where company_id = ${rep.companyId}`,
        )
      ).rows[0]?.used;
    const isInvited = async (title: string) =>
      (await database.db.execute<{ is_invited: boolean }>(sql`select is_invited from reviews where title = ${title}`))
        .rows[0]?.is_invited;

    // Someone the link was forwarded to: an ordinary review, and the invitation stays for its owner.
    const forwarded = await member("forwarded-to");
    expect((await forwarded.client.postJson("/api/v1/reviews", review("Forwarded link review"))).status).toBe(201);
    expect(await isInvited("Forwarded link review")).toBe(false);
    expect(await invitation()).toBe(false);

    // The invited address (in other capitals), not confirmed yet: held, and not Invited until it is confirmed.
    const owner = await signedInClient(app, { email: invited, password, firstName: "Ina", lastName: "Vited" });
    const created = await owner.postJson("/api/v1/reviews", review("Invited owner review"));
    expect((await created.json()).review.status).toBe("pending");
    expect(await isInvited("Invited owner review")).toBe(false);
    expect(await invitation()).toBe(true);
    const confirmation = await database.db.execute<{ text_body: string }>(sql`
      select text_body from email_messages where lower(to_address) = ${invited.toLowerCase()} and template = 'email-confirmation' order by id desc limit 1`);
    const confirmToken = /\/confirm-email\?token=([\w.%-]+)/.exec(confirmation.rows[0]?.text_body ?? "")?.[1] ?? "";
    await createClient(app).postForm("/confirm-email", { token: decodeURIComponent(confirmToken) });
    expect(await isInvited("Invited owner review")).toBe(true);
    const page = await (await createClient(app).request(`/company/${rep.companyId}/reviews`)).text();
    expect(page).toContain("Invited owner review");
    expect(page.match(/>Invited</g)).toHaveLength(1);
  });

  it("quotes the plain-text note from the named representative, refuses links in it, and lets the recipient report the email", async () => {
    const rep = await representativeOf(`noteco-${Date.now()}.com`);
    const stamp = Date.now();
    for (const note of [
      "Your account is suspended, verify at http://noteco-login.com/verify now",
      "Please confirm your details on www.noteco-help.net",
      "Write to support@noteco-help.net or visit noteco-help.net",
      // Found by the independent probe: capitals, and mixed case.
      "Your account is suspended, verify at EVIL-LOGIN.COM today",
      "Your account is suspended, verify at Evil-Login.Com today",
    ]) {
      const refused = await rep.client.request("/vendor", {
        method: "POST",
        body: inviteForm(rep.companyId, { emails: `n.${stamp}@customer-shop.com`, note }),
      });
      expect(refused.status, note).toBe(422);
      expect(await refused.text(), note).toContain("The note cannot contain links, web addresses or email addresses");
    }
    const phone = await rep.client.request("/vendor", {
      method: "POST",
      body: inviteForm(rep.companyId, {
        emails: `n.${stamp}@customer-shop.com`,
        note: "Your account is suspended, call +1 415 555 0134 to keep it",
      }),
    });
    expect(phone.status).toBe(422);
    expect(await phone.text()).toContain("The note cannot contain a phone number");
    const long = await rep.client.request("/vendor", {
      method: "POST",
      body: inviteForm(rep.companyId, { emails: `n.${stamp}@customer-shop.com`, note: "a".repeat(301) }),
    });
    expect(long.status).toBe(422);
    expect(await long.text()).toContain("The note must be at most 300 characters");
    expect(await invitationsFor(rep.companyId)).toEqual([]);

    const to = `quoted.${stamp}@customer-shop.com`;
    const sent = await rep.client.request("/vendor", {
      method: "POST",
      body: inviteForm(rep.companyId, {
        emails: to,
        note: "Thanks for two years with us. <b>Honest</b> words welcome.",
      }),
    });
    expect(await sent.text()).toContain("1 invitation sent.");
    const company = await database.db.execute<{ name: string }>(
      sql`select name from companies where id = ${rep.companyId}`,
    );
    const companyName = company.rows[0]?.name ?? "";
    const email = await database.db.execute<{ text_body: string; html_body: string }>(sql`
      select text_body, html_body from email_messages where to_address = ${to} and template = 'review-invitation'`);
    const message = email.rows[0];
    expect(message?.text_body).toContain(
      `Val Vendor of ${companyName} wrote: “Thanks for two years with us. <b>Honest</b> words welcome.”`,
    );
    expect(message?.html_body).toContain("&#60;b&#62;Honest&#60;/b&#62;");
    const reportLink = /(\/invitations\/report\?token=[\w-]+)/.exec(message?.text_body ?? "")?.[1] ?? "";
    expect(reportLink).not.toBe("");

    // The report works without signing in, from the link; a forged token reports nothing.
    const reportPage = await createClient(app).request(reportLink);
    expect(await reportPage.text()).toContain("Report this invitation");
    const forged = await createClient(app).postForm("/invitations/report", { token: "forged-token-123" });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain("This link is not valid");
    const token = new URL(reportLink, "http://x").searchParams.get("token") ?? "";
    const reported = await createClient(app).postForm("/invitations/report", { token });
    expect(reported.status).toBe(200);
    expect(await reported.text()).toContain("Thank you: our team will look at this invitation");

    const admin = await signedInClient(app, { email: adminEmail, password: "claims admin phrase" });
    const dashboard = await (await admin.request("/admin")).text();
    expect(dashboard).toContain("Reported invitations");
    expect(dashboard).toContain(companyName);
    expect(dashboard).toContain("Thanks for two years with us.");
    expect((await rep.client.request("/admin")).status).toBe(403);
  });

  it("refuses steering notes, bad lists, big files and non-representatives, sending nothing", async () => {
    const rep = await representativeOf(`strictco-${Date.now()}.example`);
    const stamp = Date.now();
    const steering = await rep.client.request("/vendor", {
      method: "POST",
      body: inviteForm(rep.companyId, {
        emails: `s.${stamp}@customer.example`,
        note: "Get 10% off for a 5-star review!",
      }),
    });
    expect(steering.status).toBe(422);
    expect(await steering.text()).toContain("The note must stay neutral");

    const csv = await rep.client.request("/vendor", {
      method: "POST",
      body: inviteForm(
        rep.companyId,
        { emails: "", note: "Thanks for being a customer." },
        {
          name: "customers.csv",
          text: `email,name\nc1.${stamp}@customer.example,One\nnot an address,Two\n`,
        },
      ),
    });
    expect(csv.status).toBe(422);
    expect(await csv.text()).toContain("No valid email address on 1 line (3). Nothing was sent");
    expect(await invitationsFor(rep.companyId)).toEqual([]);

    const good = await rep.client.request("/vendor", {
      method: "POST",
      body: inviteForm(
        rep.companyId,
        { emails: "", note: "Thanks for being a customer." },
        {
          name: "customers.csv",
          text: `email,name\nc1.${stamp}@customer.example,One\nc2.${stamp}@customer.example,Two\n`,
        },
      ),
    });
    expect(await good.text()).toContain("2 invitations sent.");

    const big = await rep.client.request("/vendor", {
      method: "POST",
      body: inviteForm(rep.companyId, { emails: "", note: "" }, { name: "big.csv", text: "x".repeat(101 * 1024) }),
    });
    expect(big.status).toBe(413);

    // 198 more within the last day, the oldest sent 20 hours ago: with the 2 above the day's 200 are used, and the
    // next two slots free up when the oldest two turn a day old, in about 4 hours.
    await database.db.execute(sql`
      insert into review_invitations (company_id, email, token_hash, created_at)
      select ${rep.companyId}, 'bulk' || n || '@customer.example', md5('bulk' || n || ${String(stamp)}),
        now() - interval '20 hours' + n * interval '1 minute'
      from generate_series(1, 198) as n`);
    const over = await rep.client.request("/vendor", {
      method: "POST",
      body: inviteForm(rep.companyId, {
        emails: `o1.${stamp}@customer.example, o2.${stamp}@customer.example`,
        note: "",
      }),
    });
    expect(over.status).toBe(429);
    expect(await over.text()).toContain("Nothing was sent");
    // Retry-After is when two slots free up (the 2nd oldest turns a day old: in 4 h 2 min), not a fixed hour.
    const retryAfter = Number(over.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(4 * 3600 + 60);
    expect(retryAfter).toBeLessThanOrEqual(4 * 3600 + 2 * 60);

    const outsider = await member("not-a-rep");
    const refused = await outsider.client.request("/vendor", {
      method: "POST",
      body: inviteForm(rep.companyId, { emails: `x.${stamp}@customer.example`, note: "" }),
    });
    expect(refused.status).toBe(403);
  });
});
