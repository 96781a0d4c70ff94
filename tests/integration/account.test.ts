import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { changeEmail, changePassword, saveProfile } from "#tests/support/account-settings.ts";
import { createCompany, createReview, createUser } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient, signedUpClient, uniqueEmail } from "#tests/support/test-app.ts";

const password = "original pass phrase";

const { database, app } = prepareTestApp();

async function signedIn(email = uniqueEmail("account")) {
  return { client: await signedUpClient(app, { firstName: "Acct", lastName: "Holder", email, password }), email };
}

describe("password policy", () => {
  it("refuses common passwords at sign-up", async () => {
    for (const common of ["password", "12345678", "qwertyuiop"]) {
      const response = await createClient(app).postJson("/api/v1/auth/sign-up", {
        firstName: "C",
        lastName: "P",
        email: uniqueEmail("common"),
        password: common,
      });
      expect(response.status, common).toBe(422);
      expect((await response.json()).error.message).toBe("This password is too common. Please choose another.");
    }
  });
});

describe("account settings", () => {
  it("needs a session", async () => {
    const response = await createClient(app).request("/account-settings");
    expect(response.status).toBe(302);
    expect((await createClient(app).postForm("/account-settings", { intent: "profile" })).status).toBe(302);
  });

  it("updates the names, and answers an email another account uses as a free one (decision 076)", async () => {
    const { client, email } = await signedIn();
    const other = await signedIn();
    const renamed = await saveProfile(client, {
      firstName: "Renamed",
      lastName: "Person",
      email,
    });
    expect(await renamed.text()).toContain("Profile updated successfully!");
    expect((await (await client.request("/api/v1/session")).json()).user.firstName).toBe("Renamed");
    // A new address needs the password and a link (tests/integration/account-security.test.ts).
    const newEmail = uniqueEmail("new");
    const saved = await changeEmail(client, newEmail, password, { firstName: "Renamed", lastName: "Person" });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain(`We sent a confirmation link to ${newEmail}.`);
    const taken = await changeEmail(client, other.email, password, { firstName: "Renamed", lastName: "Person" });
    expect(taken.status).toBe(200);
    expect(await taken.text()).toContain(`We sent a confirmation link to ${other.email}.`);
    expect((await (await client.request("/api/v1/session")).json()).user.email).toBe(email);
    const blank = await saveProfile(client, {
      firstName: "",
      lastName: "Person",
      email: other.email,
    });
    expect(await blank.text()).toContain("Please fill in your first name");
  });

  it("changes the password after checking the current one and signs out other sessions", async () => {
    const { client, email } = await signedIn();
    const otherDevice = createClient(app);
    await otherDevice.postJson("/api/v1/auth/sign-in", { email, password });
    expect((await (await otherDevice.request("/api/v1/session")).json()).user).not.toBeNull();

    const wrong = await changePassword(client, {
      currentPassword: "not it",
      newPassword: "brand new phrase",
    });
    expect(await wrong.text()).toContain("Your current password is incorrect");
    const mismatch = await changePassword(client, {
      currentPassword: password,
      newPassword: "brand new phrase",
      confirmPassword: "brand new phrasE",
    });
    expect(await mismatch.text()).toContain("New passwords do not match");
    const common = await changePassword(client, {
      currentPassword: password,
      newPassword: "password1",
    });
    expect(await common.text()).toContain("This password is too common");

    const changed = await changePassword(client, {
      currentPassword: password,
      newPassword: "brand new phrase",
    });
    expect(await changed.text()).toContain("Password changed successfully!");
    expect((await (await client.request("/api/v1/session")).json()).user).not.toBeNull();
    expect((await (await otherDevice.request("/api/v1/session")).json()).user).toBeNull();
    expect((await createClient(app).postJson("/api/v1/auth/sign-in", { email, password })).status).toBe(401);
    expect(
      (await createClient(app).postJson("/api/v1/auth/sign-in", { email, password: "brand new phrase" })).status,
    ).toBe(200);
  });

  it("deletes the account with its reviews, votes, reports and sessions, after the password", async () => {
    const { client, email } = await signedIn();
    const session = await (await client.request("/api/v1/session")).json();
    const userId: string = session.user.id;
    const companyId = await createCompany(database.db);
    const review = await createReview(database.db, {
      companyId,
      userId,
      reviewerFirstName: "Acct",
      reviewerSurname: "Holder",
    });
    const othersReview = await createReview(database.db, { companyId });
    const voter = await createUser(database.db);
    await database.db.execute(
      sql`insert into review_votes (review_id, user_id, value) values (${othersReview.id}, ${userId}, 'helpful'), (${review.id}, ${voter.id}, 'helpful')`,
    );
    await database.db.execute(
      sql`insert into review_reports (review_id, reporter_user_id, reason) values (${othersReview.id}, ${userId}, 'spam')`,
    );

    const wrong = await client.postForm("/account-settings", { intent: "delete", password: "nope nope" });
    expect(await wrong.text()).toContain("Your password is incorrect");

    const deleted = await client.postForm("/account-settings", { intent: "delete", password });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/");
    const left = await database.db.execute<{
      users: number;
      reviews: number;
      votes: number;
      reports: number;
      sessions: number;
    }>(sql`
      select
        (select count(*) from users where id = ${userId})::int as users,
        (select count(*) from reviews where user_id = ${userId} or reviewer_surname = 'Holder')::int as reviews,
        (select count(*) from review_votes where user_id = ${userId})::int as votes,
        (select count(*) from review_reports where reporter_user_id = ${userId})::int as reports,
        (select count(*) from sessions where user_id = ${userId})::int as sessions`);
    expect(left.rows[0]).toEqual({ users: 0, reviews: 0, votes: 0, reports: 0, sessions: 0 });
    const counts = await database.db.execute<{ helpful_count: number }>(
      sql`select helpful_count from reviews where id = ${othersReview.id}`,
    );
    expect(counts.rows[0]?.helpful_count).toBe(0);
    expect((await createClient(app).postJson("/api/v1/auth/sign-in", { email, password })).status).toBe(401);
    const again = createClient(app);
    await again.signUp({ firstName: "Back", lastName: "Again", email, password: "a fresh pass phrase" });
    expect((await (await again.request("/api/v1/session")).json()).user.email).toBe(email);
  });
});
