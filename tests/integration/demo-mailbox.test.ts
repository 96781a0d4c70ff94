// The demo mailbox (issue #34, decision 072): a browser reads a message there only if it is addressed to a reserved,
// undeliverable domain (example.com, *.test…) and the browser proved it controls that address in this demo: an
// account created or signed in from it (until the account's password or address changes), or a message it caused
// to an address no other account has. It exists only with demo data, and no cache ever stores it.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clearDemo } from "#server/db/seed/seed-demo.ts";
import { changeEmail } from "#tests/support/account-settings.ts";
import { companyIdByDomain, confirmEmailOf, createCompany, createReview } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient, createTestApp, uniqueEmail } from "#tests/support/test-app.ts";

const { database, app } = prepareTestApp({ DEMO_DATA: "true" });
const password = "demo mailbox phrase";

type Client = ReturnType<typeof createClient>;

async function mailboxOf(client: Client) {
  const response = await client.request("/demo-mailbox");
  expect(response.status).toBe(200);
  return response.text();
}

function resetTokenIn(html: string) {
  return /\/reset-password\?token=([\w-]+)/.exec(html)?.[1];
}

function confirmationTokenIn(html: string) {
  const match = /\/confirm-email\?token=([\w.%-]+)/.exec(html)?.[1];
  return match ? decodeURIComponent(match) : undefined;
}

async function isConfirmed(email: string) {
  const result = await database.db.execute<{ email_verified: boolean }>(
    sql`select email_verified from users where email = ${email}`,
  );
  return result.rows[0]?.email_verified;
}

/** Demo data: one sample review, as `npm run db:seed` writes them in demo mode (decision 072: the mailbox needs it). */
async function withDemoData() {
  const companyId = await createCompany(database.db);
  await createReview(database.db, { companyId, isSample: true });
}

describe("the demo mailbox shows nothing a visitor could not read in their own inbox", () => {
  it("never shows an anonymous visitor the reset link of someone else's account", async () => {
    await withDemoData();
    const email = uniqueEmail("victim");
    await createClient(app).signUp({ firstName: "Vic", lastName: "Tim", email, password });
    const attacker = createClient(app);
    const asked = await attacker.postForm("/forgot-password", { email });
    expect(asked.status).toBe(200);
    const mailbox = await mailboxOf(attacker);
    expect(mailbox).not.toContain("Reset your OperatorStack password");
    expect(resetTokenIn(mailbox)).toBeUndefined();
    expect(mailbox).not.toContain(email);
  });

  it("never hands out a claim link for a real company's domain", async () => {
    await withDemoData();
    const companyId = await companyIdByDomain(database.db, "klaviyo.com");
    const claimant = createClient(app);
    const email = uniqueEmail("claimant");
    await claimant.signUp({ firstName: "Cla", lastName: "Imant", email, password });
    await confirmEmailOf(database.db, email);
    const sent = await claimant.postForm(`/company/${companyId}/claim`, { email: "nobody@klaviyo.com" });
    expect(sent.status).toBe(200);
    const mailbox = await mailboxOf(claimant);
    expect(mailbox).not.toContain("/claims/confirm?token=");
    expect(mailbox).not.toContain("nobody@klaviyo.com");
    expect(mailbox).toContain("never shown here");
  });

  it("never lets a visitor confirm an address at a real domain", async () => {
    await withDemoData();
    const email = `someone.${Date.now()}@gmail.com`;
    const visitor = createClient(app);
    await visitor.signUp({ firstName: "Some", lastName: "One", email, password });
    const mailbox = await mailboxOf(visitor);
    expect(confirmationTokenIn(mailbox)).toBeUndefined();
    expect(mailbox).toContain("example.com");
    expect(await isConfirmed(email)).toBe(false);
  });

  it("gives the browser that created an example.com account its confirmation and reset links, until the password changes", async () => {
    await withDemoData();
    const email = uniqueEmail("owner");
    const owner = createClient(app);
    await owner.signUp({ firstName: "Own", lastName: "Er", email, password });
    const token = confirmationTokenIn(await mailboxOf(owner));
    expect(token).toBeDefined();
    await owner.postForm("/confirm-email", { token: token ?? "" });
    expect(await isConfirmed(email)).toBe(true);

    await owner.postForm("/forgot-password", { email });
    const resetToken = resetTokenIn(await mailboxOf(owner));
    expect(resetToken).toBeDefined();
    // Another browser asking for the same account's reset sees nothing.
    const other = createClient(app);
    await other.postForm("/forgot-password", { email });
    expect(resetTokenIn(await mailboxOf(other))).toBeUndefined();

    const newPassword = "a brand new phrase";
    const reset = await owner.postForm("/reset-password", {
      token: resetToken ?? "",
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.status).toBe(302);
    // The reset ends this browser's proof: the account's mail is not shown to it any more...
    await createClient(app).postForm("/forgot-password", { email });
    expect(resetTokenIn(await mailboxOf(owner))).toBeUndefined();
    // ...until it signs in with the new password.
    const signedIn = await owner.postJson("/api/v1/auth/sign-in", { email, password: newPassword });
    expect(signedIn.status).toBe(200);
    expect((await mailboxOf(owner)).match(/\/reset-password\?token=/g)?.length).toBeGreaterThan(1);
  });

  it("gives the browser that changed its account's address the confirmation link for the new one", async () => {
    await withDemoData();
    const owner = createClient(app);
    await owner.signUp({ firstName: "Mo", lastName: "Ver", email: uniqueEmail("mover"), password });
    const moved = uniqueEmail("moved");
    const saved = await changeEmail(owner, moved, password, { firstName: "Mo", lastName: "Ver" });
    expect(await saved.text()).toContain(`We sent a confirmation link to ${moved}`);
    const mailbox = await mailboxOf(owner);
    expect(mailbox).toContain(`To ${moved}`);
    expect(/\/confirm-email-change\?token=[\w.%-]+/.test(mailbox.slice(mailbox.indexOf(`To ${moved}`)))).toBe(true);
  });

  it("gives a claim link for a company at a reserved domain to the browser that asked for it", async () => {
    await withDemoData();
    const companyId = await createCompany(database.db);
    await database.db.execute(
      sql`update companies set domain = 'demo-shop-tools.example', website_url = 'https://demo-shop-tools.example' where id = ${companyId}`,
    );
    const claimant = createClient(app);
    const email = uniqueEmail("demo-rep");
    await claimant.signUp({ firstName: "Dee", lastName: "Rep", email, password });
    await confirmEmailOf(database.db, email);
    await claimant.postForm(`/company/${companyId}/claim`, { email: `rep.${Date.now()}@demo-shop-tools.example` });
    const mailbox = await mailboxOf(claimant);
    const token = /\/claims\/confirm\?token=([\w-]+)/.exec(mailbox)?.[1];
    expect(token).toBeDefined();
    expect(await mailboxOf(createClient(app))).not.toContain("/claims/confirm?token=");
  });

  it("gives a browser a new mailbox when it proves an account, so a mailbox cookie planted in it reads nothing", async () => {
    await withDemoData();
    const attacker = createClient(app);
    await attacker.postForm("/forgot-password", { email: uniqueEmail("anyone") });
    const planted = attacker.cookies.get("demo_mailbox");
    expect(planted).toBeDefined();
    const victim = createClient(app);
    victim.cookies.set("demo_mailbox", planted ?? "");
    const email = uniqueEmail("planted");
    await victim.signUp({ firstName: "Plan", lastName: "Ted", email, password });
    expect(victim.cookies.get("demo_mailbox")).not.toBe(planted);
    await attacker.postForm("/forgot-password", { email });
    const attackerMailbox = await mailboxOf(attacker);
    expect(attackerMailbox).not.toContain("Reset your OperatorStack password");
    expect(attackerMailbox).not.toContain(email);
    expect(await mailboxOf(victim)).toContain("Reset your OperatorStack password");
  });

  it("shows an address's mail only from when the proved account held it", async () => {
    await withDemoData();
    const eve = createClient(app);
    const first = uniqueEmail("eve-first");
    await eve.signUp({ firstName: "Eve", lastName: "Old", email: first, password });
    await eve.postForm("/forgot-password", { email: first });
    // The address is free again (its owner left it); a newcomer takes it and must not read the old mail.
    await database.db.execute(sql`update users set email = ${uniqueEmail("eve-moved")} where email = ${first}`);
    const newcomer = createClient(app);
    await newcomer.signUp({ firstName: "New", lastName: "Comer", email: first, password });
    const mailbox = await mailboxOf(newcomer);
    expect(mailbox).not.toContain("Reset your OperatorStack password");
  });

  it("forgets this browser's proofs when asked, as signing out of a webmail would", async () => {
    await withDemoData();
    const browser = createClient(app);
    const email = uniqueEmail("forgetful");
    await browser.signUp({ firstName: "For", lastName: "Get", email, password });
    await browser.postForm("/sign-out", {});
    const forgot = await browser.postForm("/demo-mailbox", { intent: "forget" });
    expect(forgot.status).toBeLessThan(400);
    await browser.postForm("/forgot-password", { email });
    expect(await mailboxOf(browser)).not.toContain("Reset your OperatorStack password");
  });

  it("is never stored by a cache", async () => {
    await withDemoData();
    const response = await createClient(app).request("/demo-mailbox");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("outside demo data", () => {
  it("has no demo mailbox: without DEMO_DATA, and after db:clear-demo", async () => {
    const plain = await createTestApp(database, { DEMO_DATA: "false" });
    expect((await createClient(plain.app).request("/demo-mailbox")).status).toBe(404);

    await withDemoData();
    expect((await createClient(app).request("/demo-mailbox")).status).toBe(200);
    await clearDemo(database.db);
    const cleared = await createClient(app).request("/demo-mailbox");
    expect(cleared.status).toBe(404);
    const text = await cleared.text();
    // Mail goes to the outbox here: the page does not claim that it sends real email.
    expect(text).toContain("This site has no demo mailbox");
    expect(text).not.toContain("sends real email");
    // Forms no longer point to it either.
    const asked = await createClient(app).postForm("/forgot-password", { email: uniqueEmail("after-clear") });
    expect(await asked.text()).not.toContain("demo without a mail server");
  });
});
