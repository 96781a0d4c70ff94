// Account changes need proof and leave a trail (issue #34, decisions 075–077): a new address needs the current
// password and a link followed at the new address, the old address is told with an undo link; password changes
// and resets send a notice; a reset, a password change and an email change end other sessions and every
// outstanding reset link; sign-up and email change answer the same for a taken address; `known_device` is a
// random token per browser, forgotten on a reset.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { changeEmail, changePassword, saveProfile } from "#tests/support/account-settings.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient, signedUpClient, testOrigin, uniqueEmail } from "#tests/support/test-app.ts";

const { database, app, services } = prepareTestApp();
const password = "original pass phrase";

type Client = ReturnType<typeof createClient>;

async function member(prefix = "owner") {
  const email = uniqueEmail(prefix);
  const client = await signedUpClient(app, { firstName: "Morgan", lastName: "Owner", email, password });
  return { client, email };
}

/** The emails of one template to an address, oldest first. */
async function emailsTo(email: string, template: string) {
  const result = await database.db.execute<{ subject: string; text_body: string }>(sql`
    select subject, text_body from email_messages where to_address = ${email} and template = ${template} order by id`);
  return result.rows;
}

function linkIn(text: string | undefined, path: string) {
  const match = new RegExp(`${testOrigin}${path}\\?token=([A-Za-z0-9_-]+)`).exec(text ?? "");
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}

async function sessionEmail(client: Client) {
  const session = await (await client.request("/api/v1/session")).json();
  return (session.user?.email as string | undefined) ?? null;
}

async function requestReset(email: string) {
  await createClient(app).postForm("/forgot-password", { email });
  const [latest] = (await emailsTo(email, "password-reset")).reverse();
  return linkIn(latest?.text_body, "/reset-password");
}

function resetWith(token: string, newPassword: string) {
  return createClient(app).postForm("/reset-password", { token, password: newPassword, confirmPassword: newPassword });
}

function changeOwnEmail(client: Client, email: string, currentPassword?: string) {
  return changeEmail(client, email, currentPassword, { firstName: "Morgan", lastName: "Owner" });
}

describe("changing the email address", () => {
  it("needs the current password, and changes nothing without the right one", async () => {
    const { client, email } = await member();
    const newEmail = uniqueEmail("moved");
    const missing = await saveProfile(client, {
      firstName: "Renamed",
      lastName: "Owner",
      email: newEmail,
    });
    expect(missing.status).toBe(422);
    expect(await missing.text()).toContain("Enter your current password to change your email address.");
    const wrong = await changeOwnEmail(client, newEmail, "not the password");
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain("Your current password is incorrect");
    const session = await (await client.request("/api/v1/session")).json();
    expect(session.user).toMatchObject({ email, firstName: "Morgan" });
    expect(await emailsTo(newEmail, "email-change-confirmation")).toEqual([]);
    expect(await emailsTo(email, "email-change-notice")).toEqual([]);
    // A change of name alone needs no password.
    const renamed = await saveProfile(client, {
      firstName: "Renamed",
      lastName: "Owner",
      email: email.toUpperCase(),
    });
    expect(await renamed.text()).toContain("Profile updated successfully!");
    expect((await (await client.request("/api/v1/session")).json()).user).toMatchObject({
      email,
      firstName: "Renamed",
    });
  });

  it("keeps the old address until the link sent to the new one is followed, and tells the old address at once", async () => {
    const { client, email } = await member();
    const otherDevice = createClient(app);
    expect((await otherDevice.postJson("/api/v1/auth/sign-in", { email, password })).status).toBe(200);
    const resetToken = await requestReset(email);
    const newEmail = uniqueEmail("moved");

    const asked = await changeOwnEmail(client, newEmail, password);
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain(
      `We sent a confirmation link to ${newEmail}. Your address stays ${email} until you follow it.`,
    );
    expect(await sessionEmail(client)).toBe(email);
    const settings = await (await client.request("/account-settings")).text();
    expect(settings).toContain(`A change of your address to ${newEmail} is waiting for confirmation`);

    const [notice] = await emailsTo(email, "email-change-notice");
    expect(notice?.subject).toBe("Your OperatorStack email address is being changed");
    expect(notice?.text_body).toContain(newEmail);
    expect(notice?.text_body).toContain("7 days");
    const undoToken = linkIn(notice?.text_body, "/undo-email-change");
    const [confirmation] = await emailsTo(newEmail, "email-change-confirmation");
    const confirmToken = linkIn(confirmation?.text_body, "/confirm-email-change");
    // Only hashes are stored.
    const stored = await database.db.execute<{ stored: string }>(
      sql`select confirm_token_hash || ' ' || undo_token_hash as stored from email_changes where new_email = ${newEmail}`,
    );
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]?.stored).not.toContain(confirmToken);
    expect(stored.rows[0]?.stored).not.toContain(undoToken);

    // Opening the link changes nothing; the button does.
    const opened = await createClient(app).request(`/confirm-email-change?token=${confirmToken}`);
    expect(await opened.text()).toContain("Confirm my new email address");
    expect(await sessionEmail(client)).toBe(email);
    const confirmed = await createClient(app).postForm("/confirm-email-change", { token: confirmToken });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain(`Your account now uses ${newEmail}.`);
    expect(await sessionEmail(client)).toBe(newEmail);
    const verified = await database.db.execute<{ email_verified: boolean }>(
      sql`select email_verified from users where email = ${newEmail}`,
    );
    expect(verified.rows[0]?.email_verified).toBe(true);
    // Single use.
    const again = await createClient(app).postForm("/confirm-email-change", { token: confirmToken });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("This link has expired or was already used.");
    // The session that asked stays; every other one ends, and so does every outstanding reset link.
    expect(await sessionEmail(otherDevice)).toBeNull();
    expect((await resetWith(resetToken, "a takeover phrase")).status).toBe(400);
    expect((await createClient(app).postJson("/api/v1/auth/sign-in", { email: newEmail, password })).status).toBe(200);
  });

  it("lets the old address undo the change within 7 days: the address comes back and every session ends", async () => {
    const { client, email } = await member();
    const newEmail = uniqueEmail("hijacked");
    await changeOwnEmail(client, newEmail, password);
    const undoToken = linkIn((await emailsTo(email, "email-change-notice"))[0]?.text_body, "/undo-email-change");
    const confirmToken = linkIn(
      (await emailsTo(newEmail, "email-change-confirmation"))[0]?.text_body,
      "/confirm-email-change",
    );
    await createClient(app).postForm("/confirm-email-change", { token: confirmToken });
    expect(await sessionEmail(client)).toBe(newEmail);

    const owner = createClient(app);
    expect(await (await owner.request(`/undo-email-change?token=${undoToken}`)).text()).toContain(
      "Undo the change of address",
    );
    const undone = await owner.postForm("/undo-email-change", { token: undoToken });
    expect(undone.status).toBe(200);
    const page = await undone.text();
    expect(page).toContain(`Your account uses ${email} again, and every device was signed out.`);
    expect(page).toContain('href="/forgot-password"');
    expect(await sessionEmail(client)).toBeNull();
    expect((await createClient(app).postJson("/api/v1/auth/sign-in", { email, password })).status).toBe(200);
    expect((await owner.postForm("/undo-email-change", { token: undoToken })).status).toBe(400);
  });

  it("refuses an undo link after its window and a confirmation link after its expiry", async () => {
    const { client, email } = await member();
    const newEmail = uniqueEmail("late");
    await changeOwnEmail(client, newEmail, password);
    const undoToken = linkIn((await emailsTo(email, "email-change-notice"))[0]?.text_body, "/undo-email-change");
    const confirmToken = linkIn(
      (await emailsTo(newEmail, "email-change-confirmation"))[0]?.text_body,
      "/confirm-email-change",
    );
    await database.db.execute(
      sql`update email_changes set confirm_expires_at = now() - interval '1 minute', undo_expires_at = now() - interval '1 minute' where new_email = ${newEmail}`,
    );
    const confirm = await createClient(app).postForm("/confirm-email-change", { token: confirmToken });
    expect(confirm.status).toBe(400);
    expect(await confirm.text()).toContain("This link has expired or was already used.");
    expect((await createClient(app).postForm("/undo-email-change", { token: undoToken })).status).toBe(400);
    expect(await sessionEmail(client)).toBe(email);
  });

  it("answers a taken address as a free one, tells its owner, and changes no account", async () => {
    const { client, email } = await member();
    const other = await member("taken");
    const free = uniqueEmail("free");
    const answerFree = await changeOwnEmail(client, free, password);
    const answerTaken = await changeOwnEmail(client, other.email, password);
    expect(answerTaken.status).toBe(answerFree.status);
    expect(await answerTaken.text()).toContain(
      `We sent a confirmation link to ${other.email}. Your address stays ${email} until you follow it.`,
    );
    expect(await emailsTo(other.email, "email-change-confirmation")).toEqual([]);
    const [attempt] = await emailsTo(other.email, "email-change-attempt");
    expect(attempt?.text_body).toContain("No account was changed");
    expect(attempt?.text_body).toContain(`${testOrigin}/forgot-password`);
    expect(await sessionEmail(client)).toBe(email);
    expect(await sessionEmail(other.client)).toBe(other.email);
  });
});

describe("notices about the password", () => {
  it("tells the account's address when its password is changed, and ends other sessions and reset links", async () => {
    const { client, email } = await member();
    const otherDevice = createClient(app);
    await otherDevice.postJson("/api/v1/auth/sign-in", { email, password });
    const resetToken = await requestReset(email);
    const changed = await changePassword(client, {
      currentPassword: password,
      newPassword: "brand new phrase",
    });
    expect(await changed.text()).toContain("Password changed successfully!");
    const [notice, ...more] = await emailsTo(email, "password-changed");
    expect(more).toEqual([]);
    expect(notice?.subject).toBe("Your OperatorStack password was changed");
    expect(notice?.text_body).toMatch(/was changed on \d{4}-\d{2}-\d{2} at \d{2}:\d{2} UTC/);
    expect(notice?.text_body).toContain(`${testOrigin}/forgot-password`);
    expect(await sessionEmail(client)).toBe(email);
    expect(await sessionEmail(otherDevice)).toBeNull();
    expect((await resetWith(resetToken, "a takeover phrase")).status).toBe(400);
  });

  it("tells the account's address after a reset, and the other outstanding reset links stop working", async () => {
    const { client, email } = await member();
    const first = await requestReset(email);
    const second = await requestReset(email);
    expect(first).not.toBe(second);
    expect((await resetWith(second, "the second phrase")).status).toBe(302);
    expect((await resetWith(first, "the first phrase")).status).toBe(400);
    expect(await sessionEmail(client)).toBeNull();
    const [notice] = await emailsTo(email, "password-reset-notice");
    expect(notice?.subject).toBe("Your OperatorStack password was reset");
    expect(notice?.text_body).toContain(`${testOrigin}/forgot-password`);
    const signIn = await createClient(app).postJson("/api/v1/auth/sign-in", { email, password: "the second phrase" });
    expect(signIn.status).toBe(200);
  });
});

describe("sign-up reveals no account", () => {
  const fields = (email: string) => ({ firstName: "Sam", lastName: "Tried", email, password: "an attacker phrase" });

  it("answers the API the same for a taken address and a new one, and tells the owner", async () => {
    const { email } = await member();
    const fresh = await createClient(app).postJson("/api/v1/auth/sign-up", fields(uniqueEmail("fresh")));
    const taken = await createClient(app).postJson("/api/v1/auth/sign-up", fields(email.toUpperCase()));
    expect(taken.status).toBe(fresh.status);
    expect(await taken.json()).toEqual(await fresh.json());
    expect(taken.headers.getSetCookie().some((cookie) => cookie.includes("session_token"))).toBe(false);
    const [attempt] = await emailsTo(email, "sign-up-attempt");
    expect(attempt?.subject).toBe("Someone tried to create an OperatorStack account with your address");
    expect(attempt?.text_body).toContain(`${testOrigin}/forgot-password`);
    // The account is untouched.
    expect((await createClient(app).postJson("/api/v1/auth/sign-in", { email, password })).status).toBe(200);
  });

  it("answers the page the same for a taken address and a new one", async () => {
    const { email } = await member();
    const form = (address: string) => ({ ...fields(address), returnTo: "/categories" });
    const fresh = await createClient(app).postForm("/sign-up", form(uniqueEmail("fresh-page")));
    const taken = await createClient(app).postForm("/sign-up", form(email));
    expect(taken.status).toBe(302);
    expect(fresh.status).toBe(302);
    expect(taken.headers.get("location")).toBe(fresh.headers.get("location"));
    const landing = await createClient(app).request(taken.headers.get("location") ?? "");
    expect(await landing.text()).toContain("Check your inbox");
    expect(await emailsTo(email, "sign-up-attempt")).toHaveLength(1);
  });

  it("tells the owner of a taken address a few times an hour at most", async () => {
    const { email } = await member();
    // Four attempts: with the owner's own sign-up, the five an hour an address may be signed up with.
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await createClient(app).postJson("/api/v1/auth/sign-up", fields(email))).status).toBe(200);
    }
    expect(await emailsTo(email, "sign-up-attempt")).toHaveLength(3);
  });
});

describe("known devices", () => {
  it("gives each browser its own random token, which a password reset forgets", async () => {
    const { email } = await member();
    const phone = createClient(app);
    const laptop = createClient(app);
    await phone.postJson("/api/v1/auth/sign-in", { email, password });
    await laptop.postJson("/api/v1/auth/sign-in", { email, password });
    const phoneToken = phone.cookies.get("known_device");
    expect(phoneToken).toMatch(/^[\w-]{22}$/);
    expect(laptop.cookies.get("known_device")).toMatch(/^[\w-]{22}$/);
    expect(laptop.cookies.get("known_device")).not.toBe(phoneToken);
    const stored = await database.db.execute<{ token_hash: string }>(sql`select token_hash from known_devices`);
    expect(stored.rows.some((row) => row.token_hash === phoneToken)).toBe(false);

    // Others' failures slow the account down; the phone is exempt.
    await services.rateLimits.signInDelayPerAccount.block(email, 30);
    for (const name of [...phone.cookies.keys()]) if (name !== "known_device") phone.cookies.delete(name);
    expect((await phone.postJson("/api/v1/auth/sign-in", { email, password })).status).toBe(200);
    expect((await createClient(app).postJson("/api/v1/auth/sign-in", { email, password })).status).toBe(429);

    // After a reset the old cookie proves nothing.
    await services.rateLimits.signInDelayPerAccount.delete(email);
    expect((await resetWith(await requestReset(email), "a reset phrase")).status).toBe(302);
    await services.rateLimits.signInDelayPerAccount.block(email, 30);
    for (const name of [...phone.cookies.keys()]) if (name !== "known_device") phone.cookies.delete(name);
    expect(phone.cookies.get("known_device")).toBe(phoneToken);
    const afterReset = await phone.postJson("/api/v1/auth/sign-in", { email, password: "a reset phrase" });
    expect(afterReset.status).toBe(429);
    expect(afterReset.headers.get("Retry-After")).toMatch(/^\d+$/);
  });
});
