import { describe, expect, it } from "vitest";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient, createTestApp, uniqueEmail } from "#tests/support/test-app.ts";

// ASVS V6/V7 items not already covered by auth.test.ts and account.test.ts (sign-out,
// password change and account deletion end sessions there).

const { database, app } = prepareTestApp();

const sessionCookie = (response: Response) =>
  response.headers.getSetCookie().find((value) => /session_token=/.test(value) && !/max-age=0/i.test(value));
const tokenOf = (cookie: string | undefined) => cookie?.split(";")[0]?.split("=").slice(1).join("=");

describe("sessions", () => {
  it("issues a new random session at every sign-in and keeps the old one only until it is signed out", async () => {
    const email = uniqueEmail("rotate");
    const password = "rotation password 123";
    const first = await createClient(app).signUp({ firstName: "Ro", lastName: "Tate", email, password });
    const second = await createClient(app).postJson("/api/v1/auth/sign-in", { email, password });
    const [firstToken, secondToken] = [tokenOf(sessionCookie(first)), tokenOf(sessionCookie(second))];
    expect(firstToken).toBeTruthy();
    expect(secondToken).toBeTruthy();
    expect(secondToken).not.toBe(firstToken);
    // At least 128 bits: better-auth's token is 32 random characters, signed.
    expect(decodeURIComponent(secondToken ?? "").split(".")[0]?.length).toBeGreaterThanOrEqual(32);

    // A cookie value the visitor made up (session fixation) is not a session.
    const fixed = createClient(app);
    fixed.cookies.set("operatorstack.session_token", "attacker-chosen-value");
    expect((await (await fixed.request("/api/v1/session")).json()).user).toBeNull();
  });

  it("marks the session cookie Secure (with the __Secure- prefix) when the site is served over HTTPS", async () => {
    const secure = await createTestApp(database, { PUBLIC_URL: "https://operatorstack.example" });
    const response = await secure.app.request("https://operatorstack.example/api/v1/auth/sign-up", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://operatorstack.example" },
      body: JSON.stringify({
        firstName: "Se",
        lastName: "Cure",
        email: uniqueEmail("secure"),
        password: "secure password 123",
      }),
    });
    expect(response.status).toBe(200);
    const cookie = sessionCookie(response);
    expect(cookie).toMatch(/^__Secure-operatorstack\.session_token=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//i);
  });

  it("accepts long passwords whole (64 characters), without truncating them", async () => {
    const email = uniqueEmail("long");
    const password = "a long passphrase that keeps going and going until it is 64 char";
    expect(password).toHaveLength(64);
    await createClient(app).signUp({ firstName: "Lo", lastName: "Ng", email, password });
    expect((await createClient(app).postJson("/api/v1/auth/sign-in", { email, password })).status).toBe(200);
    const prefix = await createClient(app).postJson("/api/v1/auth/sign-in", { email, password: password.slice(0, 63) });
    expect(prefix.status).toBe(401);
  });
});

describe("what the server never exposes", () => {
  it("serves no repository, environment or data files", async () => {
    for (const path of ["/.git/HEAD", "/.env", "/data/auth-secret", "/package.json", "/server/main.ts", "/../.env"]) {
      const response = await createClient(app).request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toMatch(/BETTER_AUTH_SECRET|ref: refs|"dependencies"/);
    }
  });

  it("answers malformed requests with a clear 4xx and no internals", async () => {
    const client = createClient(app);
    const malformed = await client.request("/api/v1/auth/sign-in", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"email": "x@example.com", "password": ',
    });
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
    const text = await malformed.text();
    expect(text).not.toMatch(/at \w+ \(|node_modules|SyntaxError|stack/i);
    const badId = await client.request("/api/v1/companies/%E0%A4%A/reviews");
    expect(badId.status).toBeLessThan(500);
  });
});
