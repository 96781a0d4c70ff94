import { beforeAll, describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { prepareTestDatabase } from "#tests/support/fixtures.ts";
import { routePatterns } from "#tests/support/route-patterns.ts";
import { createClient, createTestApp } from "#tests/support/test-app.ts";

/*
 * Unsupported methods (issue 20): every route of app/routes.ts answers a method it does not
 * take with 405 and an Allow header naming the ones it does, in the API's error shape under
 * /api/v1, before it reads a body or looks at the session. The tables below are the spec; the
 * last test fails when a route is added without a line here.
 */

/** What each API endpoint takes (HEAD comes with GET). */
const apiMethods: Record<string, string> = {
  "/api/v1/categories": "GET, HEAD",
  "/api/v1/categories/:slug/companies": "GET, HEAD",
  "/api/v1/suggest": "GET, HEAD",
  "/api/v1/search": "GET, HEAD",
  "/api/v1/search/clicks": "POST",
  "/api/v1/admin/companies/:id/ai-summary": "POST",
  "/api/v1/admin/companies/:id/ai-reviews": "POST",
  "/api/v1/admin/companies/:id/summary-text": "POST",
  "/api/v1/admin/operations": "GET, HEAD",
  "/api/v1/admin/operations/:id": "GET, HEAD",
  "/api/v1/companies": "GET, HEAD, POST",
  "/api/v1/companies/:company": "GET, HEAD",
  "/api/v1/companies/:company/reviews": "GET, HEAD",
  "/api/v1/companies/:company/alternatives": "GET, HEAD",
  "/api/v1/compare": "GET, HEAD",
  "/api/v1/reviews": "POST",
  "/api/v1/reviews/polish": "POST",
  "/api/v1/transcriptions": "POST",
  "/api/v1/reviews/:id": "DELETE",
  "/api/v1/reviews/:id/vote": "POST",
  "/api/v1/companies-to-review": "GET, HEAD",
  "/api/v1/company-duplicates": "GET, HEAD",
  "/api/v1/uploads/video": "POST",
  "/api/v1/reviews/:id/report": "POST",
  "/api/v1/preferences": "GET, HEAD, PATCH, POST",
  "/api/v1/auth/sign-in": "POST",
  "/api/v1/auth/sign-up": "POST",
  "/api/v1/auth/sign-out": "POST",
  "/api/v1/session": "GET, HEAD",
  "/api/v1/openapi.json": "GET, HEAD",
};

/** Pages whose action takes form posts; every other page and file is GET and HEAD only. */
const pagesWithForms = new Set([
  "/company/:company",
  "/review/:id",
  "/write-review",
  "/expert-reviews",
  "/expert-reviews/:slug",
  "/sign-in",
  "/sign-up",
  "/sign-out",
  "/forgot-password",
  "/reset-password",
  "/confirm-email",
  "/confirm-email-change",
  "/undo-email-change",
  "/company/:company/claim",
  "/company/:company/suggest-edit",
  "/claims/confirm",
  "/invitations/report",
  "/demo-mailbox",
  "/vendor",
  "/unsubscribe",
  "/admin/claims",
  "/admin/fact-edits",
  "/my-reviews",
  "/account-settings",
  "/admin/award-periods",
  "/admin/award-periods/new",
  "/admin/award-periods/:id/edit",
  "/admin/award-winners",
  "/admin/ai-tools",
  "/admin/companies",
  "/admin/companies/:id/edit",
  "/admin/categories",
  "/admin/moderation",
]);

const methods = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

function concrete(pattern: string) {
  return pattern
    .replace(":slug", "email-marketing")
    .replace(":categoryId", "email-marketing")
    .replace(":name", "pages.xml")
    .replace(/:\w+/g, "1");
}

let client: ReturnType<typeof createClient>;

const database = prepareTestDatabase();
beforeAll(async () => {
  const { app } = await createTestApp(database);
  client = createClient(app);
});

function send(method: string, path: string) {
  const hasBody = method !== "GET" && method !== "HEAD";
  return client.request(path, {
    method,
    ...(hasBody ? { headers: { "Content-Type": "application/json" }, body: "{}" } : {}),
  });
}

const patterns = routePatterns(routes).filter((pattern) => !pattern.endsWith("*"));

describe("unsupported methods on the JSON API", () => {
  it.each(Object.entries(apiMethods))("%s takes %s and answers anything else 405", async (pattern, allow) => {
    const path = concrete(pattern);
    const allowed = allow.split(", ");
    for (const method of methods) {
      const response = await send(method, path);
      const label = `${method} ${path}`;
      if (allowed.includes(method)) {
        expect(response.status, label).not.toBe(405);
        await response.body?.cancel();
        continue;
      }
      expect(response.status, label).toBe(405);
      expect(response.headers.get("Allow"), label).toBe(allow);
      expect(response.headers.get("Content-Type"), label).toMatch(/^application\/json/);
      const body = await response.json();
      expect(body, label).toEqual({ error: { code: "method_not_allowed", message: expect.any(String) } });
      expect(body.error.message, label).toContain(allowed.at(-1));
    }
    if (!allowed.includes("HEAD")) {
      const head = await send("HEAD", path);
      expect(head.status, `HEAD ${path}`).toBe(405);
      expect(head.headers.get("Allow"), `HEAD ${path}`).toBe(allow);
    }
  });

  it("answers PUT /api/v1/reviews/:id/vote 405 instead of voting (issue 20)", async () => {
    const response = await client.request("/api/v1/reviews/1/vote", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ value: "helpful" }),
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });
});

describe("unsupported methods on pages and files", () => {
  const pages = patterns.filter((pattern) => !pattern.startsWith("/api/"));

  it.each(pages)("%s", async (pattern) => {
    const path = concrete(pattern);
    const allow = pagesWithForms.has(pattern) ? "GET, HEAD, POST" : "GET, HEAD";
    for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS", ...(allow.includes("POST") ? [] : ["POST"])]) {
      const response = await send(method, path);
      const label = `${method} ${path}`;
      expect(response.status, label).toBe(405);
      expect(response.headers.get("Allow"), label).toBe(allow);
      expect(await response.text(), label).toMatch(new RegExp(`${method}.*${allow.split(", ").at(-1)}`, "s"));
    }
  });

  it("answers a data request of a page the same way, and leaves unknown paths a 404", async () => {
    const data = await send("PUT", "/categories.data");
    expect(data.status).toBe(405);
    expect(data.headers.get("Allow")).toBe("GET, HEAD");
    const unknown = await send("PUT", "/no-such-page");
    expect(unknown.status).toBe(404);
    await unknown.body?.cancel();
    const unknownApi = await send("PUT", "/api/v1/no-such-endpoint");
    expect(unknownApi.status).toBe(404);
    expect((await unknownApi.json()).error.code).toBe("not_found");
  });

  it("still lets a form post reach a page that takes one", async () => {
    const response = await client.postForm("/sign-in", { email: "nobody@example.com", password: "wrong password 1" });
    expect(response.status).toBe(401);
    await response.body?.cancel();
  });
});

describe("the method tables stay complete", () => {
  it("name every route of app/routes.ts, and no route that is gone", () => {
    const api = patterns.filter((pattern) => pattern.startsWith("/api/"));
    expect(api.filter((pattern) => !(pattern in apiMethods))).toEqual([]);
    expect(Object.keys(apiMethods).filter((pattern) => !api.includes(pattern))).toEqual([]);
    expect([...pagesWithForms].filter((pattern) => !patterns.includes(pattern))).toEqual([]);
  });
});
