import { existsSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type pg from "pg";
import type { ServerBuild } from "react-router";
import { expect } from "vitest";
import { connectDatabase, type Database, type DatabaseHandle, keepsStatementPlans } from "#server/db/client.ts";
import type { DatabaseWithReplicas, ReadReplicas } from "#server/db/read-replicas.ts";
import { parseEnv } from "#server/env.ts";
import { createHttpApp } from "#server/http.ts";
import { createLogger } from "#server/logger.ts";
import { createServices } from "#server/services.ts";
import { createDocumentChecker } from "./api-document-check.ts";
import { confirmEmailOf } from "./factories.ts";

export const testOrigin = "http://localhost:3000";

/**
 * On PostgreSQL, every test app reads as it would with DATABASE_READ_URLS: GET and HEAD requests go to a second
 * pool on the same database whose sessions are read-only, so any write made while answering a read (which a real
 * replica would refuse) fails the test that makes it. Lag and failover are tested on a real streaming replica
 * (tests/integration/read-replicas.test.ts).
 */
function readOnlyViewOf(database: DatabaseHandle): ReadReplicas | undefined {
  const options = database.pool.options as { connectionString?: string };
  if (database.kind !== "postgres" || !options.connectionString) return undefined;
  const url = new URL(options.connectionString);
  url.searchParams.set("options", "-c default_transaction_read_only=on");
  const view = connectDatabase({
    kind: "postgres",
    connectionString: url.toString(),
    poolSize: 3,
    // The same server as the primary's handle: one session for every connection when the primary's is (the
    // embedded database behind a proxy), so no named statements either.
    sharesOneSession: !keepsStatementPlans(database.db),
  });
  // The test database is dropped with its connections: an idle pool must not keep the worker alive.
  (view.pool as pg.Pool & { options: { allowExitOnIdle: boolean } }).options.allowExitOnIdle = true;
  return {
    pick: () => view.db,
    markDown() {},
    async check() {},
    states: () => [{ name: "read-only view", status: "ready", lagMs: 0 }],
    // The view is the primary itself, never behind: reads right after a write can use it too.
    readAfterWriteSeconds: 0,
    now: () => performance.now(),
    close: () => view.close(),
  };
}

async function createTestServices(database: DatabaseWithReplicas, overrides: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "operatorstack-test-"));
  const env = parseEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    DEMO_DATA: "false",
    LOG_LEVEL: "silent",
    BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    PUBLIC_URL: testOrigin,
    ...overrides,
  });
  // Read field by field: a test file's database may be a stand-in (tests/support/fixtures.ts) with no own keys.
  const { db, pool, kind } = database;
  const replicas = database.replicas ?? readOnlyViewOf(database);
  return createServices(env, { db, pool, kind, close: () => database.close(), replicas }, createLogger(env.LOG_LEVEL));
}

/** The whole HTTP app (Hono + the built React Router app) on a test database. */
export async function createTestApp(database: DatabaseWithReplicas, overrides: Record<string, string> = {}) {
  const buildFile = path.resolve("build/server/index.js");
  if (!existsSync(buildFile))
    throw new Error("Route tests need the app build: run `npm run build` first (npm test does).");
  const build = (await import(buildFile)) as ServerBuild;
  const services = await createTestServices(database, overrides);
  const app = createHttpApp({ services, build, mode: "production", clientAssetsDir: path.resolve("build/client") });
  return { app, services };
}

type App = Awaited<ReturnType<typeof createTestApp>>["app"];

const documentCheckers = new WeakMap<App, Promise<ReturnType<typeof createDocumentChecker>>>();

/** The checker of the document this app serves at /api/v1/openapi.json, read once per app. */
function documentCheckerOf(app: App) {
  let checker = documentCheckers.get(app);
  if (!checker) {
    checker = Promise.resolve(app.request(`${testOrigin}/api/v1/openapi.json`))
      .then((response) => response.json())
      .then(createDocumentChecker);
    documentCheckers.set(app, checker);
  }
  return checker;
}

/**
 * A tiny cookie-keeping client for the app, sending same-origin headers like a browser. Like a browser it follows a
 * GET's permanent redirect (a company's numeric or former address, decision 086); `redirect: "manual"` shows it.
 * Other redirects (sign-in, a form's answer) are returned as they are, for tests to check.
 * Every answer under /api/v1/ is checked against the OpenAPI document (tests/support/api-document-check.ts), so an
 * undocumented status or body fails the test that got it.
 */
export function createClient(app: App) {
  const cookies = new Map<string, string>();
  async function request(pathname: string, init: RequestInit = {}, hops = 0): Promise<Response> {
    const response = await send(pathname, init);
    const location = response.headers.get("location");
    const isRead = (init.method ?? "GET") === "GET" || init.method === "HEAD";
    if (response.status !== 301 || !location || !isRead || init.redirect === "manual") return response;
    if (hops >= 5) throw new Error(`Too many redirects from ${pathname}`);
    await response.body?.cancel();
    return request(new URL(location, `${testOrigin}${pathname}`).href.slice(testOrigin.length), init, hops + 1);
  }
  async function send(pathname: string, init: RequestInit) {
    const headers = new Headers(init.headers);
    if (cookies.size > 0) headers.set("Cookie", [...cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    if (init.method && init.method !== "GET" && !headers.has("Origin")) headers.set("Origin", testOrigin);
    const response = await app.request(`${testOrigin}${pathname}`, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...rest] = (pair ?? "").split("=");
      if (!name) continue;
      const value = rest.join("=");
      if (value === "" || /max-age=0/i.test(cookie)) cookies.delete(name.trim());
      else cookies.set(name.trim(), value);
    }
    if (pathname.startsWith("/api/v1/")) await (await documentCheckerOf(app))(init.method ?? "GET", pathname, response);
    return response;
  }
  return {
    request,
    cookies,
    postJson(pathname: string, body: unknown, headers: Record<string, string> = {}) {
      return request(pathname, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
    },
    /** A form post; pairs (`[name, value][]`) send a field more than once, as checkboxes and multi-selects do. */
    postForm(
      pathname: string,
      fields: Record<string, string> | [string, string][],
      headers: Record<string, string> = {},
    ) {
      return request(pathname, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams(fields).toString(),
      });
    },
    async signUp(fields: { firstName: string; lastName: string; email: string; password: string }) {
      const response = await this.postJson("/api/v1/auth/sign-up", fields);
      if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
      return response;
    },
  };
}

let emailCounter = 0;
export function uniqueEmail(prefix = "user") {
  emailCounter += 1;
  return `${prefix}.${process.pid}.${emailCounter}.${Date.now()}@example.com`;
}

/** A client signed in as the given account, signing it up the first time (admins come from ADMIN_EMAILS). */
export async function signedInClient(
  app: App,
  account: { email: string; password: string; firstName?: string; lastName?: string },
) {
  const client = createClient(app);
  const signIn = await client.postJson("/api/v1/auth/sign-in", { email: account.email, password: account.password });
  if (signIn.status !== 200) {
    await client.signUp({
      firstName: account.firstName ?? "Test",
      lastName: account.lastName ?? "Admin",
      email: account.email,
      password: account.password,
    });
  }
  return client;
}

/**
 * A client signed in as a new account (signed up through the API); with `confirmIn`, its address is confirmed
 * there as its emailed link would (tests/integration/email-confirmation.test.ts follows the link itself), so a
 * review it writes is not held for that.
 */
export async function signedUpClient(
  app: App,
  {
    firstName = "Test",
    lastName = "Tester",
    email = uniqueEmail(firstName.toLowerCase()),
    password = "a long enough password",
    confirmIn,
  }: { firstName?: string; lastName?: string; email?: string; password?: string; confirmIn?: Database } = {},
) {
  const client = createClient(app);
  await client.signUp({ firstName, lastName, email, password });
  if (confirmIn) await confirmEmailOf(confirmIn, email);
  return client;
}

/**
 * A new account (`signedUpClient`) with its address and user id, for tests that act as several members and look
 * them up in the database; its address is confirmed unless `isConfirmed` is false.
 */
export async function signedUpAccount(
  app: App,
  database: Database,
  options: { prefix?: string; isConfirmed?: boolean; firstName?: string; lastName?: string; password?: string } = {},
) {
  const { prefix = "member", isConfirmed = true, ...names } = options;
  const email = uniqueEmail(prefix);
  const client = await signedUpClient(app, { ...names, email, ...(isConfirmed ? { confirmIn: database } : {}) });
  const found = await database.execute<{ id: string }>(sql`select id from users where email = ${email.toLowerCase()}`);
  const id = found.rows[0]?.id;
  if (id === undefined) throw new Error(`no account for ${email}`);
  return { client, email, id };
}

/** What a mail client does for a one-click unsubscribe (RFC 8058): a form POST to the link, with no Origin or cookies. */
export async function postOneClickUnsubscribe(app: App, url: string) {
  return app.request(new URL(url, testOrigin).href, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
}

/** Checks an answer's status and that its body says `text`: a form's refusal with its reason, or its message. */
export async function expectAnswer(response: Response, status: number, text: string) {
  expect(response.status, text).toBe(status);
  expect(await response.text()).toContain(text);
}

/**
 * A reader (a new account, its address confirmed) adds a company through the API, as the Add Company dialog does;
 * the company awaits an admin (tests/integration/community-companies.test.ts).
 */
export async function addCompanyAsReader(
  app: App,
  database: Database,
  fields: { name: string; domain: string; categories: string[] },
) {
  const client = await signedUpClient(app, { firstName: "Adder", confirmIn: database });
  const response = await client.postJson("/api/v1/companies", fields);
  expect(response.status).toBe(201);
  const { company } = (await response.json()) as { company: { id: number } };
  return { client, id: company.id };
}
