// Demo data on a real host (issue #34, decision 074): the demo accounts' password is public, so a site whose
// PUBLIC_URL is a real (non-loopback) host refuses to start with demo data switched on or still in its database.
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  DemoDataOnPublicHostError,
  isRealHost,
  refuseDemoDataOnRealHost,
  refuseDemoSettingOnRealHost,
} from "#server/db/seed/demo-exposure.ts";
import { clearDemo } from "#server/db/seed/seed-demo.ts";
import { createUser } from "#tests/support/factories.ts";
import { prepareTestDatabase } from "#tests/support/fixtures.ts";

const database = prepareTestDatabase();
const realHost = "https://reviews.acme-tools.com";

describe("demo data on a real host", () => {
  it("tells a real host from a loopback one", () => {
    expect(isRealHost(undefined)).toBe(false);
    expect(isRealHost("http://localhost:3000")).toBe(false);
    expect(isRealHost("http://127.0.0.1:8080")).toBe(false);
    expect(isRealHost("http://[::1]:3000")).toBe(false);
    expect(isRealHost("http://shop.localhost")).toBe(false);
    expect(isRealHost(realHost)).toBe(true);
    expect(isRealHost("http://10.0.0.5")).toBe(true);
  });

  it("refuses DEMO_DATA on a real host, and allows it on loopback", () => {
    expect(() => refuseDemoSettingOnRealHost({ DEMO_DATA: true, PUBLIC_URL: realHost })).toThrow(
      DemoDataOnPublicHostError,
    );
    expect(() => refuseDemoSettingOnRealHost({ DEMO_DATA: true, PUBLIC_URL: realHost })).toThrow(
      /Set DEMO_DATA=false to serve this site/,
    );
    expect(() => refuseDemoSettingOnRealHost({ DEMO_DATA: true, PUBLIC_URL: undefined })).not.toThrow();
    expect(() => refuseDemoSettingOnRealHost({ DEMO_DATA: false, PUBLIC_URL: realHost })).not.toThrow();
  });

  it("refuses a real host whose database still holds demo accounts, until db:clear-demo", async () => {
    await refuseDemoDataOnRealHost({ PUBLIC_URL: realHost }, database.db);
    await createUser(database.db, { isSample: true });
    await expect(refuseDemoDataOnRealHost({ PUBLIC_URL: realHost }, database.db)).rejects.toThrow(
      /Run `npm run db:clear-demo` before serving it there/,
    );
    await refuseDemoDataOnRealHost({ PUBLIC_URL: "http://localhost:3000" }, database.db);
    await clearDemo(database.db);
    await refuseDemoDataOnRealHost({ PUBLIC_URL: realHost }, database.db);
  });

  it("makes the server refuse to start, saying why", () => {
    const { NODE_OPTIONS: _ignored, ...environment } = process.env;
    const started = spawnSync(process.execPath, [path.resolve("build/server-runtime/main.js")], {
      env: {
        ...environment,
        NODE_ENV: "production",
        PUBLIC_URL: realHost,
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "operatorstack-demo-host-")),
        BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
        LOG_LEVEL: "silent",
        PORT: "0",
      },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain(`PUBLIC_URL is ${realHost}, a real host`);
    expect(started.stderr).toContain('the public password "operatorstack-demo"');
  });
});
