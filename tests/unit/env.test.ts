import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "#server/env.ts";

describe("parseEnv", () => {
  it("has working defaults for the quick start", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DEMO_DATA).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PLATFORM_NAME).toBe("shopify");
    expect(env.dataDir.endsWith("/data")).toBe(true);
  });

  it("sizes the caches in MB per process: 64 each unless set, a page cache of 0 is off, a read cache at least 4", () => {
    expect(parseEnv({})).toMatchObject({ PAGE_CACHE_MB: 64, READ_CACHE_MB: 64 });
    expect(parseEnv({ PAGE_CACHE_MB: "0", READ_CACHE_MB: "16" })).toMatchObject({
      PAGE_CACHE_MB: 0,
      READ_CACHE_MB: 16,
    });
    expect(() => parseEnv({ READ_CACHE_MB: "2" })).toThrowError(/READ_CACHE_MB/);
    expect(() => parseEnv({ PAGE_CACHE_MB: "lots" })).toThrowError(/PAGE_CACHE_MB/);
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ PORT: "", DATABASE_URL: "" }).PORT).toBe(3000);
  });

  it("names a malformed setting in its message", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrowError(EnvError);
    expect(() => parseEnv({ PORT: "eighty" })).toThrowError(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrowError(/DATABASE_URL: must be a postgres/);
    expect(() => parseEnv({ ADMIN_EMAILS: "a@example.com, nope" })).toThrowError(/ADMIN_EMAILS/);
    expect(() => parseEnv({ DEMO_DATA: "maybe" })).toThrowError(/DEMO_DATA/);
  });

  it("requires a shared auth secret in production on PostgreSQL", () => {
    expect(() => parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://db/app" })).toThrowError(
      /BETTER_AUTH_SECRET/,
    );
    expect(
      parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://db/app", BETTER_AUTH_SECRET: "x".repeat(32) })
        .DATABASE_URL,
    ).toBe("postgres://db/app");
    // Seeding and other command-line tools never sign anyone in.
    expect(
      parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://db/app" }, { forServer: false }).DATABASE_URL,
    ).toBe("postgres://db/app");
  });

  it("parses admin emails case-insensitively", () => {
    expect(parseEnv({ ADMIN_EMAILS: " Boss@Example.com ,ops@example.com" }).ADMIN_EMAILS).toEqual([
      "boss@example.com",
      "ops@example.com",
    ]);
  });
});
