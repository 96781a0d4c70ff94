// How an integration test file gets its database, app and signed-in clients: the `test` fixtures below (a test
// names what it needs), or, for a file whose helpers need them at the top level, a `prepare…` function, which
// registers the beforeAll that creates them and the afterAll that closes them, and returns stand-ins that forward
// to the real objects once they exist.
import { afterAll, test as base, beforeAll } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { startObjectStorage, uploadStorages } from "./object-storage.ts";
import { createClient, createTestApp, signedInClient, signedUpClient, uniqueEmail } from "./test-app.ts";
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

/**
 * This file's database and an S3-compatible server holding `bucket`, both closed after its tests; `storages` are the
 * two stores (local disk, the server) an upload test runs each of its tests on.
 */
export function prepareUploadTests(bucket: string) {
  const database = prepareTestDatabase();
  let objectStorage: Awaited<ReturnType<typeof startObjectStorage>> | undefined;
  beforeAll(async () => {
    objectStorage = await startObjectStorage(bucket);
  });
  afterAll(async () => {
    await objectStorage?.close();
  });
  return { database, storages: uploadStorages(bucket, () => objectStorage?.port ?? 0) };
}

const adminPassword = "the test admin's pass phrase";

/**
 * The same as Vitest fixtures (STYLE.md convention 14), for a test that names what it needs:
 * `database` and `app` (this file's migrated, catalog-seeded database and the whole app over it, made once per
 * file, closed after it), and a client per role, made for the test: `visitor` (no session), `member` (a new
 * account, its address confirmed) and `admin` (the file's admin, listed in ADMIN_EMAILS).
 */
export const test = base
  .extend("adminEmail", { scope: "file" }, () => uniqueEmail("admin"))
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's needs from its first parameter's pattern.
  .extend("database", { scope: "file" }, async ({}, { onCleanup }): Promise<DatabaseHandle> => {
    const database = await createTestDatabase();
    onCleanup(() => database.close());
    return database;
  })
  .extend("testApp", { scope: "file" }, ({ database, adminEmail }) =>
    createTestApp(database, { ADMIN_EMAILS: adminEmail }),
  )
  .extend("app", { scope: "file" }, ({ testApp }) => testApp.app)
  .extend("services", { scope: "file" }, ({ testApp }) => testApp.services)
  .extend("visitor", ({ app }) => createClient(app))
  .extend("member", ({ app, database }) => signedUpClient(app, { firstName: "Member", confirmIn: database.db }))
  .extend("admin", ({ app, adminEmail }) =>
    signedInClient(app, { email: adminEmail, password: adminPassword, firstName: "Ad", lastName: "Min" }),
  );
