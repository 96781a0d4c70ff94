// Verified reviewers, explained (issue #17, decision 058): reviews of unconfirmed accounts are held until the
// address is confirmed, the badges mean what /trust says, and every review list links that page.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companyIdByDomain } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient, uniqueEmail } from "#tests/support/test-app.ts";

const { database, app } = prepareTestApp();
const password = "verified reviewer phrase";

function reviewOf(companyId: number, title: string, businessWebsite: string) {
  return {
    companyId,
    rating: 4,
    title,
    content: "It runs our post-purchase flows and the support team answers within the hour, every time.",
    firstName: "Vera",
    businessWebsite,
    categories: ["email-marketing"],
  };
}

async function confirmationLink(email: string) {
  const result = await database.db.execute<{ text_body: string }>(sql`
    select text_body from email_messages where to_address = ${email} and template = 'email-confirmation' order by id desc limit 1`);
  const match = /\/confirm-email\?token=([\w.%-]+)/.exec(result.rows[0]?.text_body ?? "");
  if (!match?.[1]) throw new Error("no confirmation link");
  return decodeURIComponent(match[1]);
}

describe("reviews of accounts that have not confirmed their address", () => {
  it("are held until the address is confirmed, then published with the Verified business badge", async () => {
    const email = `vera.${Date.now()}@verified-brand.example`;
    const client = createClient(app);
    await client.signUp({ firstName: "Vera", lastName: "Fied", email, password });
    const companyId = await companyIdByDomain(database.db, "klaviyo.com");
    const title = `Held until confirmed ${Date.now()}`;
    const created = await client.postJson("/api/v1/reviews", reviewOf(companyId, title, "verified-brand.example"));
    expect(created.status).toBe(201);
    expect((await created.json()).review).toMatchObject({ status: "pending", heldReason: "unconfirmed-email" });
    expect(await (await createClient(app).request(`/company/${companyId}/reviews?sort=newest`)).text()).not.toContain(
      title,
    );

    await createClient(app).postForm("/confirm-email", { token: await confirmationLink(email) });
    const row = await database.db.execute<{ status: string; held_reasons: string[] }>(
      sql`select status, held_reasons from reviews where title = ${title}`,
    );
    expect(row.rows[0]).toEqual({ status: "published", held_reasons: [] });
    const page = await (await createClient(app).request(`/company/${companyId}/reviews?sort=newest`)).text();
    expect(page).toContain(title);
    expect(page).toContain("Verified business");
    expect(page).toContain('href="/trust"');
  });

  it("shows Verified email for a confirmed address outside the brand's domain, and keeps other holds", async () => {
    const email = uniqueEmail("personal");
    const client = createClient(app);
    await client.signUp({ firstName: "Pat", lastName: "Personal", email, password });
    await createClient(app).postForm("/confirm-email", { token: await confirmationLink(email) });
    const companyId = await companyIdByDomain(database.db, "gorgias.com");
    const title = `Confirmed personal address ${Date.now()}`;
    const created = await client.postJson("/api/v1/reviews", reviewOf(companyId, title, "pats-shop.example"));
    expect((await created.json()).review).toMatchObject({ status: "published", heldReason: null });
    const body = await (await createClient(app).request(`/api/v1/companies/${companyId}/reviews?sort=newest`)).json();
    const review = (body.reviews as { title: string; isVerified: boolean; isEmailVerified: boolean }[]).find(
      (candidate) => candidate.title === title,
    );
    expect(review).toMatchObject({ isVerified: false, isEmailVerified: true });
    const page = await (await createClient(app).request(`/company/${companyId}/reviews?sort=newest`)).text();
    expect(page).toContain("Verified email");

    // A conflict of interest stays held after confirmation: only the unconfirmed-address hold is released.
    const insider = `insider.${Date.now()}@gorgias.com`;
    const insiderClient = createClient(app);
    await insiderClient.signUp({ firstName: "In", lastName: "Sider", email: insider, password });
    const own = await insiderClient.postJson("/api/v1/reviews", reviewOf(companyId, "Our own tool", "gorgias.com"));
    expect((await own.json()).review).toMatchObject({ status: "pending", heldReason: "conflict-of-interest" });
    await createClient(app).postForm("/confirm-email", { token: await confirmationLink(insider) });
    const still = await database.db.execute<{ status: string }>(
      sql`select r.status from reviews r join users u on u.id = r.user_id where u.email = ${insider}`,
    );
    expect(still.rows[0]?.status).toBe("pending");
  });
});

describe("the public disclosure", () => {
  it("explains collection, badges, moderation, ranking, AI, awards and companies, and is linked from the footer", async () => {
    const response = await createClient(app).request("/trust");
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const heading of [
      "How reviews are collected",
      "What the badges mean",
      "How reviews are moderated",
      "How ratings are computed and reviews ordered",
      "How AI content is labelled",
      "How awards are computed",
      "What companies can and cannot do",
    ]) {
      expect(html).toContain(heading);
    }
    expect(html).toContain('href="/award-winners/methodology"');
    const home = await (await createClient(app).request("/")).text();
    expect(home).toContain('href="/trust"');
    const companyId = await companyIdByDomain(database.db, "klaviyo.com");
    expect(await (await createClient(app).request(`/company/${companyId}`)).text()).toContain(
      "How reviews are collected, checked and ranked",
    );
  });
});
