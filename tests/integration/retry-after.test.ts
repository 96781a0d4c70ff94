// Every 429 says when to try again (issue #34): page forms as well as the JSON API carry `Retry-After` with the
// real seconds left. Each limit is used up directly (the limiter's own block), then its form is posted.
import { sql } from "drizzle-orm";
import type { RateLimiterDrizzle } from "rate-limiter-flexible";
import { describe, expect, it } from "vitest";
import type { RateLimits } from "#server/auth/rate-limit.ts";
import { saveProfile } from "#tests/support/account-settings.ts";
import { createCompany } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient, uniqueEmail } from "#tests/support/test-app.ts";

const { database, app, services } = prepareTestApp();
const password = "waiting pass phrase";
/** The address every test client comes from (no proxy is trusted, and the test requests have no socket). */
const clientIp = "unknown";
const blockedSeconds = 600;

type Client = ReturnType<typeof createClient>;
type Case = {
  name: string;
  limiter: keyof RateLimits;
  /** The key the form spends on: the client's address, the account's id or its address. */
  key: "ip" | "user" | "email";
  send(client: Client, context: { companyId: number; email: string }): Promise<Response>;
};

const reviewForm = (companyId: number) => ({
  intent: "create",
  companyId: String(companyId),
  rating: "4",
  title: "Does what it says",
  content: "We have used it for a year across two stores and it does what it promises.",
  firstName: "Wait",
  businessWebsite: "waiting.example",
  categories: "email-marketing",
});

const cases: Case[] = [
  {
    name: "sign-in page",
    limiter: "signInPerIp",
    key: "ip",
    send: (client, { email }) => client.postForm("/sign-in", { email, password }),
  },
  {
    name: "sign-in API",
    limiter: "signInPerIp",
    key: "ip",
    send: (client, { email }) => client.postJson("/api/v1/auth/sign-in", { email, password }),
  },
  {
    name: "sign-in page with JavaScript (its .data request)",
    limiter: "signInPerIp",
    key: "ip",
    send: (client, { email }) => client.postForm("/sign-in.data", { email, password }),
  },
  {
    name: "sign-up page",
    limiter: "signUpPerIp",
    key: "ip",
    send: (client) =>
      client.postForm("/sign-up", { firstName: "W", lastName: "T", email: uniqueEmail("wait"), password }),
  },
  {
    name: "forgot-password page",
    limiter: "passwordResetPerIp",
    key: "ip",
    send: (client, { email }) => client.postForm("/forgot-password", { email }),
  },
  {
    name: "account settings: a new confirmation link",
    limiter: "confirmationEmailsPerUser",
    key: "user",
    send: (client) => client.postForm("/account-settings", { intent: "confirm" }),
  },
  {
    name: "account settings: a new email address",
    limiter: "emailChangesPerUser",
    key: "user",
    send: (client) =>
      saveProfile(client, {
        firstName: "W",
        lastName: "T",
        email: uniqueEmail("moving"),
        currentPassword: password,
      }),
  },
  {
    name: "review page: a vote",
    limiter: "votesPerUser",
    key: "user",
    send: (client) => client.postForm("/review/1", { intent: "vote", value: "helpful" }),
  },
  {
    name: "review page: a report",
    limiter: "reportsPerUser",
    key: "user",
    send: (client) => client.postForm("/review/1", { intent: "report", reason: "spam", note: "" }),
  },
  {
    name: "write-review page",
    limiter: "reviewsPerUser",
    key: "user",
    send: (client, { companyId }) => client.postForm("/write-review", reviewForm(companyId)),
  },
  {
    name: "claim page",
    limiter: "claimsPerUser",
    key: "user",
    send: async (client, { companyId }) => {
      const rows = await database.db.execute<{ domain: string }>(
        sql`select domain from companies where id = ${companyId}`,
      );
      const domain = rows.rows[0]?.domain ?? "missing.example";
      return client.postForm(`/company/${companyId}/claim`, { email: `wait@${domain}` });
    },
  },
];

async function retryAfterOf(response: Response) {
  expect(response.status).toBe(429);
  const seconds = Number(response.headers.get("Retry-After"));
  expect(Number.isInteger(seconds)).toBe(true);
  // The real time left: the block just set, not a fixed figure.
  expect(seconds).toBeGreaterThan(blockedSeconds - 60);
  expect(seconds).toBeLessThanOrEqual(blockedSeconds);
  return seconds;
}

describe("Retry-After on every 429", () => {
  it.each(cases)("$name", async ({ limiter, key, send }) => {
    const email = uniqueEmail("waiting");
    const client = createClient(app);
    await client.signUp({ firstName: "W", lastName: "T", email, password });
    const userId: string = (await (await client.request("/api/v1/session")).json()).user.id;
    const companyId = await createCompany(database.db);
    const limit: RateLimiterDrizzle = services.rateLimits[limiter];
    const spent = key === "ip" ? clientIp : key === "user" ? userId : email;
    // The sign-in and sign-up forms are for visitors: they post from a browser without a session.
    const sender = limiter.startsWith("signIn") || limiter.startsWith("signUp") ? createClient(app) : client;
    await limit.block(spent, blockedSeconds);
    try {
      const response = await send(sender, { companyId, email });
      await retryAfterOf(response);
      expect(await response.text()).toMatch(/try again in \d+ minutes?/i);
    } finally {
      await limit.delete(spent);
    }
  });

  it("on the suggest-an-edit page's daily limit: the seconds until the oldest suggestion of the day leaves it", async () => {
    const client = createClient(app);
    await client.signUp({ firstName: "W", lastName: "T", email: uniqueEmail("suggester"), password });
    const userId: string = (await (await client.request("/api/v1/session")).json()).user.id;
    const companyId = await createCompany(database.db);
    // Twenty suggestions today (the daily limit), the oldest an hour ago.
    await database.db.execute(sql`
      insert into company_fact_suggestions (company_id, user_id, fact_group, proposed, previous, evidence, status, created_at)
      select ${companyId}, ${userId}, 'pricing', '{}'::jsonb, '{}'::jsonb, 'earlier', 'rejected',
        now() - interval '1 hour' + make_interval(secs => n)
      from generate_series(1, 20) as n`);
    const response = await client.postForm(`/company/${companyId}/suggest-edit`, {
      group: "pricing",
      model: "subscription",
      freePlan: "no",
      evidence: "https://example.com/pricing",
    });
    expect(response.status).toBe(429);
    const seconds = Number(response.headers.get("Retry-After"));
    expect(seconds).toBeGreaterThan(23 * 3600 - 120);
    expect(seconds).toBeLessThanOrEqual(23 * 3600 + 1);
  });

  it("on the search page, as on the search API", async () => {
    await services.rateLimits.searchesPerIp.block(clientIp, blockedSeconds);
    try {
      await retryAfterOf(await createClient(app).request("/search-results?q=email%20marketing"));
      await retryAfterOf(await createClient(app).request("/api/v1/search?q=email%20marketing"));
    } finally {
      await services.rateLimits.searchesPerIp.delete(clientIp);
    }
  });
});
