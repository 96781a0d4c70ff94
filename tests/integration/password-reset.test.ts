// Email and password reset (issue #17, decision 057): the outbox by default, real SMTP captured on loopback,
// one-time hashed tokens, the same answer for unknown addresses, rate limits, sessions ended after a reset, the
// demo mailbox that shows a visitor only their own emails, and the admin's outbox.
import net from "node:net";
import { sql } from "drizzle-orm";
import { SMTPServer, type SMTPServer as SmtpServerType } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverEmail } from "#server/mail/deliver-email.ts";
import { createMailer } from "#server/mail/mailer.ts";
import { createCompany, createReview } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import {
  createClient,
  createTestApp,
  signedInClient,
  signedUpAccount,
  testOrigin,
  uniqueEmail,
} from "#tests/support/test-app.ts";

const adminEmail = uniqueEmail("mail-admin");
const { database, app } = prepareTestApp({ ADMIN_EMAILS: adminEmail });
const password = "original password phrase";

function member(prefix: string) {
  return signedUpAccount(app, database.db, {
    prefix,
    password,
    firstName: "Robin",
    lastName: "Reset",
    isConfirmed: false,
  });
}

/** The password-reset emails to an address (sign-up also sent it a confirmation link, tested elsewhere). */
async function outboxFor(email: string) {
  const result = await database.db.execute<{
    template: string;
    status: string;
    subject: string;
    text_body: string;
    html_body: string;
    demo_mailbox: string | null;
  }>(sql`
    select template, status, subject, text_body, html_body, demo_mailbox from email_messages
    where to_address = ${email} and template = 'password-reset' order by id`);
  return result.rows;
}

function tokenIn(text: string) {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

describe("password reset through the outbox", () => {
  it("emails a one-time link, stores only its hash, and answers an unknown address the same way", async () => {
    const { email } = await member("forgetful");
    const anonymous = createClient(app);
    const answer = await anonymous.postForm("/forgot-password", { email });
    expect(answer.status).toBe(200);
    const page = await answer.text();
    expect(page).toContain(`If an account uses ${email}, we have sent it a link`);

    const [message, ...others] = await outboxFor(email);
    expect(others).toEqual([]);
    expect(message).toMatchObject({
      template: "password-reset",
      status: "outbox",
      subject: "Reset your OperatorStack password",
    });
    expect(message?.text_body).toContain("Hi Robin,");
    expect(message?.text_body).toContain(`${testOrigin}/reset-password?token=`);
    expect(message?.html_body).toContain(`href="${testOrigin}/reset-password?token=`);
    expect(message?.text_body).toContain("OperatorStack: peer reviews of e-commerce software");
    const token = tokenIn(message?.text_body ?? "");
    const stored = await database.db.execute<{ identifier: string }>(
      sql`select identifier from verifications where identifier like 'reset-password%' or identifier like ${`%${token}%`}`,
    );
    expect(stored.rows.some((row) => row.identifier.includes(token))).toBe(false);

    const unknown = uniqueEmail("nobody");
    const same = await anonymous.postForm("/forgot-password", { email: unknown });
    expect(same.status).toBe(200);
    expect(await same.text()).toContain(`If an account uses ${unknown}, we have sent it a link`);
    expect(await outboxFor(unknown)).toEqual([]);

    const invalid = await anonymous.postForm("/forgot-password", { email: "not-an-address" });
    expect(invalid.status).toBe(422);
    expect(await invalid.text()).toContain("Please enter a valid email address");
  });

  it("sets the new password once, ends every session, and refuses the link a second time", async () => {
    const { email, client: signedIn } = await member("resetter");
    expect((await signedIn.request("/account-settings")).status).toBe(200);
    await createClient(app).postForm("/forgot-password", { email });
    const token = tokenIn((await outboxFor(email))[0]?.text_body ?? "");

    const visitor = createClient(app);
    const form = await visitor.request(`/reset-password?token=${token}`);
    expect(await form.text()).toContain("Choose a new password");
    const mismatch = await visitor.postForm("/reset-password", {
      token,
      password: "a brand new phrase",
      confirmPassword: "another phrase",
    });
    expect(mismatch.status).toBe(422);
    expect(await mismatch.text()).toContain("The two passwords are not the same");
    const common = await visitor.postForm("/reset-password", {
      token,
      password: "password123",
      confirmPassword: "password123",
    });
    expect(common.status).toBe(422);
    expect(await common.text()).toContain("This password is too common");

    const done = await visitor.postForm("/reset-password", {
      token,
      password: "a brand new phrase",
      confirmPassword: "a brand new phrase",
    });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/sign-in?passwordReset=1");
    expect(await (await visitor.request("/sign-in?passwordReset=1")).text()).toContain("Your password was changed");

    // The session from before the reset is gone.
    const after = await signedIn.request("/account-settings");
    expect(after.status).toBe(302);
    const oldPassword = await createClient(app).postJson("/api/v1/auth/sign-in", { email, password });
    expect(oldPassword.status).toBe(401);
    const newPassword = await createClient(app).postJson("/api/v1/auth/sign-in", {
      email,
      password: "a brand new phrase",
    });
    expect(newPassword.status).toBe(200);

    const again = await visitor.postForm("/reset-password", {
      token,
      password: "yet another phrase",
      confirmPassword: "yet another phrase",
    });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("This link has expired or was already used");
    const forged = await visitor.postForm("/reset-password", {
      token: "A".repeat(24),
      password: "yet another phrase",
      confirmPassword: "yet another phrase",
    });
    expect(forged.status).toBe(400);
  });

  it("limits reset emails per mailbox, so nobody can flood an inbox", async () => {
    const { email } = await member("flooded");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await createClient(app).postForm("/forgot-password", { email })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await outboxFor(email)).toHaveLength(3);
  });

  it("lists every email for admins at /admin/emails, and for admins only", async () => {
    const { email } = await member("listed");
    await createClient(app).postForm("/forgot-password", { email });
    const admin = await signedInClient(app, { email: adminEmail, password: "mail admin password" });
    const page = await (await admin.request("/admin/emails?status=outbox")).text();
    expect(page).toContain(`to ${email}`);
    expect(page).toContain("Template: password-reset");
    expect(page).toContain("No SMTP server is configured");
    const user = await member("curious");
    expect((await user.client.request("/admin/emails")).status).toBe(403);
    expect((await createClient(app).request("/admin/emails")).status).toBe(401);
  });
});

describe("the demo mailbox", () => {
  let demo: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    demo = await createTestApp(database, { DEMO_DATA: "true" });
  });

  it("shows a visitor the reset link of the account they created in this browser, and nobody else's", async () => {
    // Demo data, as `npm run db:seed` writes it in demo mode: without it there is no demo mailbox (decision 072).
    await createReview(database.db, { companyId: await createCompany(database.db), isSample: true });
    const email = uniqueEmail("demo-visitor");
    const visitor = createClient(demo.app);
    await visitor.signUp({ firstName: "Demo", lastName: "Visitor", email, password });
    await visitor.postJson("/api/v1/auth/sign-out", {});
    const sent = await visitor.postForm("/forgot-password", { email });
    expect(await sent.text()).toContain("demo mailbox");
    expect(visitor.cookies.get("demo_mailbox")).toMatch(/^[\w-]{22}$/);
    const mailbox = await (await visitor.request("/demo-mailbox")).text();
    expect(mailbox).toContain("Reset your OperatorStack password");
    expect(mailbox).toContain(`To ${email}`);
    expect(mailbox).toMatch(/href="http:\/\/localhost:3000\/reset-password\?token=[\w-]+"/);

    const stranger = await (await createClient(demo.app).request("/demo-mailbox")).text();
    expect(stranger).toContain("No emails yet.");
    expect(stranger).not.toContain(email);
    // Without demo data there is no demo mailbox (tests/integration/demo-mailbox.test.ts).
    expect((await createClient(app).request("/demo-mailbox")).status).toBe(404);
  });
});

describe("sending over SMTP", () => {
  type Received = { from: string; to: string[]; raw: string };
  const received: Received[] = [];
  let server: SmtpServerType;
  let port = 0;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        let raw = "";
        stream.setEncoding("utf8");
        stream.on("data", (chunk: string) => {
          raw += chunk;
        });
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    port = (server.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("queues the message, delivers it through the send-email job, and keeps no copy of the one-time link", async () => {
    const smtp = await createTestApp(database, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: "OperatorStack <hello@operatorstack.example>",
      MAIL_POSTAL_ADDRESS: "1 Example Street, Testville",
    });
    await smtp.services.jobs.startWorkers();
    try {
      const email = uniqueEmail("smtp-user");
      await createClient(smtp.app).signUp({ firstName: "Sam", lastName: "Smtp", email, password });
      const answer = await createClient(smtp.app).postForm("/forgot-password", { email });
      expect(answer.status).toBe(200);
      // Sign-up sent a confirmation link too: the reset is the message with its subject.
      const resets = () =>
        received.filter((message) => message.to.includes(email) && message.raw.includes("Reset your OperatorStack"));
      await expect.poll(() => resets().length, { timeout: 20_000 }).toBe(1);
      const message = resets()[0];
      expect(message?.from).toBe("hello@operatorstack.example");
      const raw = (message?.raw ?? "").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      expect(raw).toMatch(/^From: OperatorStack <hello@operatorstack\.example>/m);
      expect(raw).toMatch(new RegExp(`^To: ${email.replace(/\./g, "\\.")}`, "m"));
      expect(raw).toMatch(/^Subject: Reset your OperatorStack password/m);
      expect(raw).toContain("multipart/alternative");
      expect(raw).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[\w-]+/);
      expect(raw).toContain("1 Example Street, Testville");
      await expect.poll(async () => (await outboxFor(email))[0]?.status, { timeout: 10_000 }).toBe("sent");
      const [row] = await outboxFor(email);
      expect(row?.text_body).not.toContain("reset-password?token=");
    } finally {
      await smtp.services.jobs.stop({ graceful: false });
      smtp.services.mailer.close();
    }
  });

  it("records a failed attempt with its reason, and marks the message failed after the last one", async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = net.createServer();
      probe.listen(0, "127.0.0.1", () => {
        const address = probe.address() as net.AddressInfo;
        probe.close(() => resolve(address.port));
      });
    });
    const mailer = createMailer({
      SMTP_URL: `smtp://127.0.0.1:${closed}`,
      MAIL_FROM: "OperatorStack <hello@operatorstack.example>",
      MAIL_POSTAL_ADDRESS: undefined,
      PUBLIC_URL: testOrigin,
      PORT: 3000,
    });
    const inserted = await database.db.execute<{ id: number }>(sql`
      insert into email_messages (to_address, template, subject, text_body, html_body, status)
      values ('bounce@example.com', 'password-reset', 'Subject', 'Text', '<p>Text</p>', 'queued') returning id`);
    const id = inserted.rows[0]?.id ?? 0;
    await expect(deliverEmail({ db: database.db, mailer }, id, { number: 1, isLast: false })).rejects.toThrow();
    const first = await database.db.execute<{ status: string; attempts: number; last_error: string }>(
      sql`select status, attempts, last_error from email_messages where id = ${id}`,
    );
    expect(first.rows[0]).toMatchObject({ status: "queued", attempts: 1 });
    expect(first.rows[0]?.last_error).toMatch(/ECONNREFUSED|connect/i);
    await expect(deliverEmail({ db: database.db, mailer }, id, { number: 6, isLast: true })).rejects.toThrow();
    const last = await database.db.execute<{ status: string; attempts: number }>(
      sql`select status, attempts from email_messages where id = ${id}`,
    );
    expect(last.rows[0]).toEqual({ status: "failed", attempts: 6 });
    mailer.close();
  });
});
