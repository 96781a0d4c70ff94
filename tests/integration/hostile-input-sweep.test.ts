// Every route, swept with hostile values (issue #20): NUL and other control characters, lone surrogates,
// 10 kB strings, huge, negative and fractional numbers, arrays and objects where strings belong, and wrong
// or malformed bodies, as an anonymous visitor, a signed-in user and an admin. Nothing may answer 5xx, and
// every 4xx must say what was wrong in words. Field names come from the shared schemas in contracts/.
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import routes from "#app/routes.ts";
import * as accountSchemas from "#contracts/validation/account.ts";
import * as authSchemas from "#contracts/validation/auth.ts";
import * as awardSchemas from "#contracts/validation/award-period.ts";
import * as catalogSchemas from "#contracts/validation/catalog.ts";
import * as categorySchemas from "#contracts/validation/category.ts";
import * as companySchemas from "#contracts/validation/company.ts";
import * as expertSchemas from "#contracts/validation/expert-review.ts";
import * as reviewFormSchemas from "#contracts/validation/review-form.ts";
import * as reviewSchemas from "#contracts/validation/reviews.ts";
import * as searchSchemas from "#contracts/validation/search.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { takesBody } from "#tests/support/route-methods.ts";
import { routePatterns } from "#tests/support/route-patterns.ts";
import { createClient, signedInClient, uniqueEmail } from "#tests/support/test-app.ts";

const adminEmail = uniqueEmail("sweep-admin");
const { app, services } = prepareTestApp({ ADMIN_EMAILS: adminEmail });

/** Every field any shared schema names, plus the parameters routes read by hand. */
function schemaFields() {
  const fields = new Set(["q", "page", "sort", "id", "companyId", "reviewId", "intent", "returnTo", "rating", "value"]);
  const modules = [
    accountSchemas,
    authSchemas,
    awardSchemas,
    catalogSchemas,
    categorySchemas,
    companySchemas,
    expertSchemas,
    reviewFormSchemas,
    reviewSchemas,
    searchSchemas,
  ];
  for (const module of modules) {
    for (const value of Object.values(module)) {
      const shape = (value as { shape?: Record<string, z.ZodType> } | null)?.shape;
      if (shape && typeof shape === "object") for (const key of Object.keys(shape)) fields.add(key);
    }
  }
  return [...fields].sort();
}

const longText = "x".repeat(10_000);
/** Values for query strings and form fields (strings only travel there). */
const textValues = [
  "a\u0000b",
  "\u0007bell",
  "tab\tand\nline",
  "\ud800",
  longText,
  "-1",
  "1.5",
  "99999999999999",
  "1e309",
  "NaN",
  "[]",
];
/** Values for JSON bodies, where types can be wrong too. */
const jsonValues: unknown[] = [
  ...textValues,
  -1,
  1.5,
  99_999_999_999_999,
  1e308,
  null,
  true,
  [],
  ["a", { b: 1 }],
  { nested: "\u0000" },
];

/** Each pattern with real-looking and hostile values in its parameters. */
function concretePaths(pattern: string) {
  if (!pattern.includes(":")) return [pattern];
  const fill = (value: string) =>
    pattern
      .replace(":slug", value === "1" ? "email-marketing" : value)
      .replace(":categoryId", value === "1" ? "email-marketing" : value)
      .replace(":name", value === "1" ? "pages.xml" : value)
      .replace(/:\w+/g, value);
  return ["1", "99999999999999", "1.5", "-3", "%00", "%ED%A0%80", "x".repeat(300)].map(fill);
}

type Client = ReturnType<typeof createClient>;
const failures: string[] = [];

/** A 4xx must carry a sentence: the API's error message, or text in the page or plain answer. */
async function check(label: string, response: Response) {
  const body = await response.text();
  if (response.status >= 500) {
    failures.push(`${label} → ${response.status}`);
    return;
  }
  if (response.status < 400 || response.status === 405 || response.status === 404 || response.status === 401) return;
  let readable = false;
  if ((response.headers.get("content-type") ?? "").includes("json")) {
    try {
      const message = (JSON.parse(body) as { error?: { message?: unknown } }).error?.message;
      readable = typeof message === "string" && /[a-z]{3,}.*[a-z]{3,}/i.test(message) && !/Invalid input/.test(message);
    } catch {
      readable = false;
    }
  } else {
    const text = body.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ");
    readable = /[A-Za-z]{3,}[^.]*[a-z]{3,}/.test(text) && !/Invalid input: expected/.test(text);
  }
  if (!readable) failures.push(`${label} → ${response.status} without a readable message: ${body.slice(0, 120)}`);
}

let visitors: Record<"anonymous" | "user" | "admin", Client>;
beforeAll(async () => {
  // As at start-up: the queue exists before a request enqueues a job (admin AI actions do).
  await services.jobs.start();
  visitors = {
    anonymous: createClient(app),
    user: await signedInClient(app, { email: uniqueEmail("sweep-user"), password: "sweep password 123" }),
    admin: await signedInClient(app, { email: adminEmail, password: "sweep admin password 1" }),
  };
});

const fields = schemaFields();
const patterns = routePatterns(routes).filter(
  (pattern) => pattern !== "/sign-out" && pattern !== "/api/v1/auth/sign-out",
);

describe("hostile values on every route", () => {
  it.each(["anonymous", "user", "admin"] as const)(
    "never answer 5xx or an unexplained 4xx (%s)",
    async (who) => {
      const client = visitors[who];
      let sent = 0;
      const send = async (label: string, response: Promise<Response>) => {
        await check(`${who} ${label}`, await response);
        sent += 1;
      };
      for (const pattern of patterns) {
        const [path = pattern, ...hostilePaths] = concretePaths(pattern);
        // Hostile values in the path's own parameters.
        for (const other of hostilePaths) await send(`GET ${other}`, client.request(other));
        // Query strings: each hostile value in every field at once.
        for (const value of textValues) {
          const query = new URLSearchParams(fields.map((field) => [field, value])).toString();
          await send(`GET ${path}?…=${JSON.stringify(value).slice(0, 20)}`, client.request(`${path}?${query}`));
        }
        if (!takesBody(pattern)) continue;
        // Bodies: JSON with each value in every field, forms likewise, and wrong or broken bodies.
        const method =
          pattern === "/api/v1/reviews/:id" ? "DELETE" : pattern === "/api/v1/preferences" ? "PATCH" : "POST";
        for (const value of jsonValues) {
          const body = JSON.stringify(Object.fromEntries(fields.map((field) => [field, value])));
          const headers = { "Content-Type": "application/json" };
          await send(
            `${method} ${path} JSON ${JSON.stringify(value).slice(0, 20)}`,
            client.request(path, { method, headers, body }),
          );
        }
        for (const value of textValues) {
          const form = Object.fromEntries(fields.map((field) => [field, value]));
          await send(`POST ${path} form ${JSON.stringify(value).slice(0, 20)}`, client.postForm(path, form));
        }
        for (const [type, body] of [
          ["application/json", "{not json"],
          ["application/json", ""],
          ["text/plain", "plain text"],
          ["application/x-www-form-urlencoded", "%zz=%00"],
          ["application/json", JSON.stringify(["an", "array"])],
        ] as const) {
          const headers = { "Content-Type": type };
          await send(`${method} ${path} ${type} ${body.slice(0, 12)}`, client.request(path, { method, headers, body }));
        }
      }
      expect(sent).toBeGreaterThan(1000);
      expect(failures).toEqual([]);
    },
    180_000,
  );
});
