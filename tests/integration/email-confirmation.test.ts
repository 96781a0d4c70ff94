// Confirming an email address (issue #17, decision 057): a link at sign-up, a button that confirms it, a new link
// on request (a few an hour), and a changed address confirmed by the link that changes it.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { changeEmail } from "#tests/support/account-settings.ts";
import { createCompany, createReview } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient, createTestApp, signedUpClient, testOrigin, uniqueEmail } from "#tests/support/test-app.ts";

const { database, app } = prepareTestApp();
const password = "confirming my address";

async function confirmationsTo(email: string) {
  const result = await database.db.execute<{ text_body: string; html_body: string; subject: string }>(sql`
    select text_body, html_body, subject from email_messages
    where to_address = ${email} and template = 'email-confirmation' order by id`);
  return result.rows;
}

async function isConfirmed(email: string) {
  const result = await database.db.execute<{ email_verified: boolean }>(
    sql`select email_verified from users where email = ${email}`,
  );
  return result.rows[0]?.email_verified;
}

function tokenIn(text: string) {
  const match = /\/confirm-email\?token=([\w.%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no confirmation link in: ${text}`);
  return decodeURIComponent(match[1]);
}

describe("email confirmation", () => {
  it("sends a link at sign-up; opening it changes nothing, the button confirms the address", async () => {
    const email = uniqueEmail("confirmer");
    const client = await signedUpClient(app, { firstName: "Cora", lastName: "Firm", email, password });
    expect(await isConfirmed(email)).toBe(false);
    const [message, ...more] = await confirmationsTo(email);
    expect(more).toEqual([]);
    expect(message?.subject).toBe("Confirm your email address for OperatorStack");
    expect(message?.text_body).toContain("Hi Cora,");
    expect(message?.text_body).toContain(`${testOrigin}/confirm-email?token=`);
    const token = tokenIn(message?.text_body ?? "");

    const settings = await (await client.request("/account-settings")).text();
    expect(settings).toContain("Your email address is not confirmed yet.");

    const opened = await createClient(app).request(`/confirm-email?token=${encodeURIComponent(token)}`);
    expect(await opened.text()).toContain("Confirm my email address");
    expect(await isConfirmed(email)).toBe(false);

    const confirmed = await createClient(app).postForm("/confirm-email", { token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Email address confirmed");
    expect(await isConfirmed(email)).toBe(true);
    expect(await (await client.request("/account-settings")).text()).toContain("Your email address is confirmed.");

    const again = await client.postForm("/account-settings", { intent: "confirm" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("Your email address is already confirmed.");
  });

  it("refuses a forged or broken link with a sentence that says what to do", async () => {
    for (const token of [
      "not-a-token-at-all-but-long",
      "eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi5jb20ifQ.forgedsignature",
    ]) {
      const response = await createClient(app).postForm("/confirm-email", { token });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("This confirmation link has expired or is not valid.");
    }
    const empty = await createClient(app).postForm("/confirm-email", { token: "" });
    expect(empty.status).toBe(400);
  });

  it("sends a new link on request, three an hour", async () => {
    const email = uniqueEmail("resender");
    const client = await signedUpClient(app, { firstName: "Res", lastName: "End", email, password });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await client.postForm("/account-settings", { intent: "confirm" })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await confirmationsTo(email)).toHaveLength(4);
    expect((await createClient(app).postForm("/account-settings", { intent: "confirm" })).status).toBe(302);
  });

  it("confirms a changed address by the link that makes the change (decision 075)", async () => {
    const email = uniqueEmail("mover");
    const client = await signedUpClient(app, { firstName: "Mo", lastName: "Ver", email, password });
    await client.postForm("/confirm-email", { token: tokenIn((await confirmationsTo(email))[0]?.text_body ?? "") });
    expect(await isConfirmed(email)).toBe(true);
    const moved = uniqueEmail("moved");
    const saved = await changeEmail(client, moved, password, { firstName: "Mo", lastName: "Ver" });
    expect(await saved.text()).toContain(`We sent a confirmation link to ${moved}`);
    // The account keeps its confirmed address until the link at the new one is followed.
    expect(await isConfirmed(email)).toBe(true);
    const links = await database.db.execute<{ text_body: string }>(sql`
      select text_body from email_messages where to_address = ${moved} and template = 'email-change-confirmation'`);
    const token = /\/confirm-email-change\?token=([\w-]+)/.exec(links.rows[0]?.text_body ?? "")?.[1] ?? "";
    await createClient(app).postForm("/confirm-email-change", { token });
    expect(await isConfirmed(moved)).toBe(true);
  });

  it("in demo mode, puts the sign-up link in the visitor's own demo mailbox", async () => {
    const demo = await createTestApp(database, { DEMO_DATA: "true" });
    // Demo data, as `npm run db:seed` writes it in demo mode: without it there is no demo mailbox (decision 072).
    await createReview(database.db, { companyId: await createCompany(database.db), isSample: true });
    const email = uniqueEmail("demo-signup");
    const visitor = await signedUpClient(demo.app, { firstName: "Demi", lastName: "Visitor", email, password });
    expect(visitor.cookies.get("demo_mailbox")).toMatch(/^[\w-]{22}$/);
    const mailbox = await (await visitor.request("/demo-mailbox")).text();
    expect(mailbox).toContain("Confirm your email address for OperatorStack");
    expect(mailbox).toContain(`To ${email}`);
  });
});
