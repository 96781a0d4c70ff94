import { existsSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import type { DatabaseHandle } from "#server/db/client.ts";
import { parseEnv } from "#server/env.ts";
import { createHttpApp } from "#server/http.ts";
import { createLogger } from "#server/logger.ts";
import { createServices } from "#server/services.ts";

export const testOrigin = "http://localhost:3000";

export async function createTestServices(database: DatabaseHandle, overrides: Record<string, string> = {}) {
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
  return createServices(env, database, createLogger(env.LOG_LEVEL));
}

/** The whole HTTP app (Hono + the built React Router app) on a test database. */
export async function createTestApp(database: DatabaseHandle, overrides: Record<string, string> = {}) {
  const buildFile = path.resolve("build/server/index.js");
  if (!existsSync(buildFile))
    throw new Error("Route tests need the app build: run `npm run build` first (npm test does).");
  const build = (await import(buildFile)) as ServerBuild;
  const services = await createTestServices(database, overrides);
  const app = createHttpApp({ services, build, mode: "production", clientAssetsDir: path.resolve("build/client") });
  return { app, services };
}

type App = Awaited<ReturnType<typeof createTestApp>>["app"];

/** A tiny cookie-keeping client for the app, sending same-origin headers like a browser. */
export function createClient(app: App) {
  const cookies = new Map<string, string>();
  async function request(pathname: string, init: RequestInit = {}) {
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
    postForm(pathname: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
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
