import { beforeAll, describe, expect, it } from "vitest";
import { createCompany, createReview } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient, signedInClient, uniqueEmail } from "#tests/support/test-app.ts";

/*
 * Open redirects after an action (issue 20, finding 1): whatever `returnTo` a link or a form
 * carries, the answer's Location stays on our own site and a hostile value never breaks the
 * answer. The function itself is tested with a corpus in tests/unit/redirect-target.test.ts.
 */

const password = "redirect password 123";
const account = { firstName: "Rita", lastName: "Redirect", email: uniqueEmail("redirect"), password };

const { database, app } = prepareTestApp();
beforeAll(async () => {
  await createClient(app).signUp(account);
});

const hostileTargets = [
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\nSet-Cookie: stolen=1",
  "//evil.example",
  "/\\evil.example",
  "https://evil.example/",
  "javascript:alert(1)",
  "/%09/evil.example",
];

function hiddenReturnTo(html: string) {
  return html.match(/<input type="hidden" name="returnTo" value="([^"]*)"/)?.[1];
}

/** A Location a browser follows to our own origin: a path, no control characters, no "//" or "/\". */
function expectOurs(location: string | null, label: string) {
  expect(location, label).not.toBeNull();
  expect(location, label).toMatch(/^\/(?![/\\])/);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly what must not be there
  expect(location, label).not.toMatch(/[\\\u0000-\u001f\u007f-\u009f]/);
}

describe("redirects after signing in and up", () => {
  it("renders a hostile returnTo of the sign-in and sign-up pages as home, and never fails on it", async () => {
    for (const page of ["/sign-in", "/sign-up"]) {
      for (const target of hostileTargets) {
        const response = await createClient(app).request(`${page}?returnTo=${encodeURIComponent(target)}`);
        expect(response.status, `${page} ${JSON.stringify(target)}`).toBe(200);
        expect(hiddenReturnTo(await response.text()), `${page} ${JSON.stringify(target)}`).toBe("/");
      }
    }
  });

  it("sends a sign-in with the returnTo of GET /sign-in?returnTo=%2F%09%2Fevil.example home", async () => {
    const client = createClient(app);
    const page = await client.request("/sign-in?returnTo=%2F%09%2Fevil.example");
    const returnTo = hiddenReturnTo(await page.text()) ?? "";
    const response = await client.postForm("/sign-in", { email: account.email, password, returnTo });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  });

  it("sends a sign-in that posts a hostile returnTo itself home, with a newline no 500", async () => {
    for (const returnTo of hostileTargets) {
      const response = await createClient(app).postForm("/sign-in", { email: account.email, password, returnTo });
      expect(response.status, JSON.stringify(returnTo)).toBe(302);
      expect(response.headers.get("Location"), JSON.stringify(returnTo)).toBe("/");
      expect(response.headers.get("Set-Cookie") ?? "", JSON.stringify(returnTo)).not.toContain("stolen");
    }
  });

  it("keeps a returnTo on our own site, and takes our own origin written out as a path", async () => {
    const client = createClient(app);
    const page = await client.request(`/sign-in?returnTo=${encodeURIComponent("/company/3?q=shipping#reviews")}`);
    expect(hiddenReturnTo(await page.text())).toBe("/company/3?q=shipping#reviews");
    for (const { returnTo, location } of [
      { returnTo: "/company/3?q=shipping", location: "/company/3?q=shipping" },
      { returnTo: "http://localhost:3000/categories", location: "/categories" },
    ]) {
      const response = await createClient(app).postForm("/sign-in", { email: account.email, password, returnTo });
      expect(response.headers.get("Location")).toBe(location);
    }
  });

  it("sends a signed-in visitor who posts to /sign-up home, whatever returnTo says", async () => {
    const client = await signedInClient(app, account);
    for (const returnTo of hostileTargets) {
      const response = await client.postForm("/sign-up", {
        firstName: "Again",
        lastName: "Again",
        email: uniqueEmail("again"),
        password,
        returnTo,
      });
      expect(response.status, JSON.stringify(returnTo)).toBe(302);
      expect(response.headers.get("Location"), JSON.stringify(returnTo)).toBe("/");
    }
  });

  it("sends a new account with a hostile returnTo home", async () => {
    const response = await createClient(app).postForm("/sign-up", {
      firstName: "New",
      lastName: "Person",
      email: uniqueEmail("new"),
      password,
      returnTo: "/\n/evil.example",
    });
    expect(response.status).toBe(302);
    // Sign-up answers a new and a taken address alike (decision 076): "check your inbox", then on to returnTo,
    // which a hostile value makes home.
    expect(response.headers.get("Location")).toBe("/sign-in?checkInbox=1&returnTo=%2F");
  });
});

describe("other redirects that carry a return address", () => {
  it("returns a vote without JavaScript to the review page when its returnTo is hostile", async () => {
    const review = await createReview(database.db, { companyId: await createCompany(database.db) });
    const client = await signedInClient(app, account);
    for (const returnTo of hostileTargets) {
      const response = await client.postForm(`/review/${review.id}`, { intent: "vote", value: "helpful", returnTo });
      expect(response.status, JSON.stringify(returnTo)).toBe(302);
      expect(response.headers.get("Location"), JSON.stringify(returnTo)).toBe(`/review/${review.id}`);
    }
    const anonymous = await createClient(app).postForm(`/review/${review.id}`, {
      intent: "vote",
      value: "helpful",
      returnTo: "/\t/evil.example",
    });
    expect(anonymous.headers.get("Location")).toBe(`/sign-in?returnTo=${encodeURIComponent(`/review/${review.id}`)}`);
  });

  it("sends an anonymous visitor of an account page to sign in and back, on our own paths only", async () => {
    for (const path of ["/my-reviews", "/account-settings"]) {
      const response = await createClient(app).request(path);
      expect(response.status, path).toBe(302);
      const location = response.headers.get("Location");
      expectOurs(location, path);
      const returnTo = new URL(location ?? "", "http://localhost:3000").searchParams.get("returnTo");
      expect(returnTo, path).toBe(path);
    }
  });

  it("answers every redirect of the auth pages with a Location on our own site", async () => {
    const signOut = await (await signedInClient(app, account)).postForm("/sign-out", {});
    expectOurs(signOut.headers.get("Location"), "sign-out");
    const signedIn = await signedInClient(app, account);
    for (const page of ["/sign-in", "/sign-up"]) {
      const response = await signedIn.request(`${page}?returnTo=${encodeURIComponent("//evil.example")}`);
      expect(response.status, page).toBe(302);
      expect(response.headers.get("Location"), page).toBe("/");
    }
  });
});
