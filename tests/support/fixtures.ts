// One way for an integration test file to get its database (and app): call a `prepare…` function at the top of
// the file. It registers the beforeAll that creates them and the afterAll that closes them, and returns
// stand-ins that forward to the real objects once they exist.
import { afterAll, beforeAll } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { createTestApp } from "./test-app.ts";
import { createTestDatabase } from "./test-database.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** An object that behaves as `read()` once the file's beforeAll has run, and says so if used earlier. */
function deferred<T extends object>(name: string, read: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const value = read();
      if (!value)
        throw new Error(`The test ${name} exists once the file's beforeAll has run: use it in a test or hook.`);
      const property = Reflect.get(value, key, value);
      // Methods run on the real object (Hono's app keeps private fields a proxy cannot reach).
      return typeof property === "function" ? property.bind(value) : property;
    },
  });
}

/** This file's database (PGlite or PostgreSQL, migrated, the catalog loaded), closed after its tests. */
export function prepareTestDatabase(): DatabaseHandle {
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  return deferred("database", () => database);
}

/** This file's database and the whole app over it (real services), with settings overridden by `env`. */
export function prepareTestApp(env: Record<string, string> = {}): {
  database: DatabaseHandle;
  app: TestApp["app"];
  services: TestApp["services"];
} {
  let database: DatabaseHandle | undefined;
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database, env);
  });
  afterAll(async () => {
    await database?.close();
  });
  return {
    database: deferred("database", () => database),
    app: deferred("app", () => testApp?.app),
    services: deferred("services", () => testApp?.services),
  };
}
