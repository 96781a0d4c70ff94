import { beforeAll, describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { prepareTestDatabase } from "#tests/support/fixtures.ts";
import { apiMethods, pagesWithForms } from "#tests/support/route-methods.ts";
import { routePatterns } from "#tests/support/route-patterns.ts";
import { createClient, createTestApp } from "#tests/support/test-app.ts";

/*
 * Unsupported methods (issue 20): every route of app/routes.ts answers a method it does not
 * take with 405 and an Allow header naming the ones it does, in the API's error shape under
 * /api/v1, before it reads a body or looks at the session. The tables in tests/support/route-methods.ts are the spec; the
 * last test fails when a route is added without a line here.
 */

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
