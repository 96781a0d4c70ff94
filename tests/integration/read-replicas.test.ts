// Reads on a real streaming replica (issue #18; docs/decisions/068-read-replicas.md): a primary and a replica made
// by `initdb` and `pg_basebackup -R` for this file. Page reads go to the replica; a browser that just wrote reads
// the primary; a replica that falls behind by more than the bound, or goes down, is skipped, and used again once
// it is back. Runs with the PostgreSQL suite (TEST_DB=postgres), where the server programs are installed.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type DatabaseHandle } from "#server/db/client.ts";
import { migrateDatabase } from "#server/db/migrate.ts";
import { openDatabase } from "#server/db/open-database.ts";
import { createReadReplicas, type ReadReplicas } from "#server/db/read-replicas.ts";
import { parseEnv } from "#server/env.ts";
import { readPrimaryCookie } from "#server/http.ts";
import { createLogger } from "#server/logger.ts";
import { createCompany } from "#tests/support/factories.ts";
import { postgresBinaries, type ReplicaCluster, startReplicaCluster } from "#tests/support/replica-cluster.ts";
import { createClient, createTestApp, signedInClient, uniqueEmail } from "#tests/support/test-app.ts";
import { testDatabaseKind } from "#tests/support/test-database.ts";

const binaries = postgresBinaries();
const onPostgres = testDatabaseKind() === "postgres";
if (onPostgres && !binaries && process.env.CI)
  throw new Error("The read-replica tests need PostgreSQL's server programs (initdb, pg_ctl, pg_basebackup)");

const maxLagMs = 5_000;
let cluster: ReplicaCluster;
let primary: DatabaseHandle;
let replicas: ReadReplicas;
let clock = 1_000_000;
let testApp: Awaited<ReturnType<typeof createTestApp>>;
const adminEmail = uniqueEmail("replica-admin");

describe.skipIf(!onPostgres || !binaries)("reads on a streaming replica", () => {
  beforeAll(async () => {
    cluster = await startReplicaCluster(binaries as string);
    primary = connectDatabase({ kind: "postgres", connectionString: cluster.primaryUrl, poolSize: 4 });
    await migrateDatabase(primary.pool);
    replicas = createReadReplicas({
      primary: primary.pool,
      urls: [cluster.replicaUrl],
      poolSize: 2,
      maxLagMs,
      checkEveryMs: 0,
      logger: createLogger("silent"),
      now: () => clock,
    });
    testApp = await createTestApp({ ...primary, replicas }, { ADMIN_EMAILS: adminEmail });
    await cluster.caughtUp();
    await replicas.check();
  }, 120_000);
  afterAll(async () => {
    await replicas?.close();
    await primary?.close();
    await cluster?.close();
  });

  async function rename(companyId: number, name: string) {
    // Its own transaction, committed on the primary only as far as the replica is concerned.
    await primary.db.execute(sql`update companies set name = ${name} where id = ${companyId}`);
  }

  it("reads pages from the replica, and the author of a write from the primary until the replica has it", async () => {
    expect(replicas.states()).toEqual([expect.objectContaining({ status: "ready", lagMs: 0 })]);
    const picked = replicas.pick();
    expect(picked).toBeDefined();
    const recovery = await picked?.execute<{ replica: boolean }>(sql`select pg_is_in_recovery() as replica`);
    expect(recovery?.rows[0]?.replica).toBe(true);

    const companyId = await createCompany(primary.db, "Replica Original Name");
    await cluster.caughtUp();
    await cluster.pauseReplay();
    try {
      await rename(companyId, "Replica Renamed");
      clock += 1_000;
      await replicas.check();
      expect(replicas.states()[0]).toMatchObject({ status: "ready" });

      // A visitor reads the replica, which has not replayed the rename yet.
      const visitor = createClient(testApp.app);
      expect(await (await visitor.request(`/company/${companyId}`)).text()).toContain("Replica Original Name");

      // A browser that has just written reads the primary (the cookie lasts longer than the bound).
      const author = await signedInClient(testApp.app, {
        email: uniqueEmail("replica"),
        password: "replica password 1",
      });
      expect(author.cookies.get(readPrimaryCookie)).toBe("1");
      expect(await (await author.request(`/company/${companyId}`)).text()).toContain("Replica Renamed");

      // Once the replica is older than the bound, nobody reads it.
      clock += maxLagMs + 1;
      await replicas.check();
      expect(replicas.states()[0]).toMatchObject({ status: "lagging" });
      expect(replicas.pick()).toBeUndefined();
      expect(await (await visitor.request(`/company/${companyId}`)).text()).toContain("Replica Renamed");
    } finally {
      await cluster.resumeReplay();
    }
    await cluster.caughtUp();
    clock += 1_000;
    await replicas.check();
    expect(replicas.states()[0]).toMatchObject({ status: "ready", lagMs: 0 });
    expect(await (await createClient(testApp.app).request(`/company/${companyId}`)).text()).toContain(
      "Replica Renamed",
    );
    const health = await (await createClient(testApp.app).request("/healthz")).json();
    expect(health.database.replicas).toEqual([expect.objectContaining({ status: "ready" })]);
  });

  it("keeps what a replica read just after a write only until the replica may have it (decision 122)", async () => {
    const admin = await signedInClient(testApp.app, { email: adminEmail, password: "replica admin password" });
    const shelf = {
      slug: "replica-shelf",
      description: "Tools kept on a shelf for the replica test.",
      icon: "flask-conical",
      group: "saas",
      sortOrder: "90",
    };
    const created = await admin.postForm("/admin/categories", {
      intent: "create",
      name: "Replica Shelf One",
      ...shelf,
    });
    expect(created.status).toBe(200);
    const found = await primary.db.execute<{ id: number }>(sql`select id from categories where slug = 'replica-shelf'`);
    const categoryId = found.rows[0]?.id ?? 0;
    await cluster.caughtUp();
    clock += 1_000;
    await replicas.check();
    const visitor = createClient(testApp.app);
    const categoriesPage = async () => (await visitor.request("/categories")).text();
    // Read once from the replica, so the list is in the read cache.
    expect(await categoriesPage()).toContain("Replica Shelf One");

    await cluster.pauseReplay();
    try {
      const saved = await admin.postForm("/admin/categories", {
        intent: "update",
        categoryId: String(categoryId),
        name: "Replica Shelf Two",
        ...shelf,
      });
      expect(saved.status).toBe(200);
      // The write dropped the cached list; the visitor's read reloads it from the replica, which has not the rename.
      expect(await categoriesPage()).toContain("Replica Shelf One");
    } finally {
      await cluster.resumeReplay();
    }
    await cluster.caughtUp();
    // Past the time a replica in use may lag, the list read from the lagging replica is no longer kept.
    clock += replicas.readAfterWriteSeconds * 1_000 + 1;
    await replicas.check();
    await expect.poll(categoriesPage, { timeout: 3_000 }).toContain("Replica Shelf Two");
  });

  it("skips a replica that is down, answering reads from the primary without an error, and uses it once back", async () => {
    const companyId = await createCompany(primary.db, "Replica Outage Co");
    cluster.stopReplica();
    try {
      // Before any check notices: the read fails on the replica, which is marked down, and is answered again.
      const page = await createClient(testApp.app).request(`/company/${companyId}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Replica Outage Co");
      expect(replicas.states()[0]).toMatchObject({ status: "down" });
      clock += 1_000;
      await replicas.check();
      expect(replicas.states()[0]).toMatchObject({ status: "down" });
      const health = await createClient(testApp.app).request("/healthz");
      expect(health.status).toBe(200);
    } finally {
      cluster.startReplica();
    }
    await cluster.caughtUp();
    clock += 1_000;
    await replicas.check();
    expect(replicas.states()[0]).toMatchObject({ status: "ready" });
  });

  it("is opened from DATABASE_READ_URLS by the app's own start-up, and refused without a primary", async () => {
    const env = parseEnv(
      {
        NODE_ENV: "test",
        DATABASE_URL: cluster.primaryUrl,
        DATABASE_READ_URLS: ` ${cluster.replicaUrl} ,`,
        DATABASE_READ_MAX_LAG_SECONDS: "2",
      },
      { forServer: false },
    );
    expect(env.DATABASE_READ_URLS).toEqual([cluster.replicaUrl]);
    const opened = await openDatabase(env, createLogger("silent"));
    try {
      await opened.replicas?.check();
      const db = opened.replicas?.pick();
      expect(db).toBeDefined();
      const result = await db?.execute<{ replica: boolean }>(sql`select pg_is_in_recovery() as replica`);
      expect(result?.rows[0]?.replica).toBe(true);
      // Reads after a write stay on the primary for longer than a replica may lag plus one check.
      expect(opened.replicas?.readAfterWriteSeconds).toBeGreaterThan(2 + 1);
    } finally {
      await opened.close();
    }
    expect(() => parseEnv({ DATABASE_READ_URLS: cluster.replicaUrl }, { forServer: false })).toThrow(
      /DATABASE_READ_URLS: replicas need their primary in DATABASE_URL/,
    );
    expect(() =>
      parseEnv({ DATABASE_URL: cluster.primaryUrl, DATABASE_READ_URLS: "mysql://x" }, { forServer: false }),
    ).toThrow(/postgres:\/\//);
  });
});
