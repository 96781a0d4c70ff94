import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type DatabaseHandle } from "#server/db/client.ts";
import {
  acquireDataLock,
  DataFolderLockedError,
  lockFilePath,
  processIdentity,
  readLiveLock,
} from "#server/db/embedded/data-lock.ts";
import { startEmbeddedInWorker } from "#server/db/embedded/start-embedded.ts";

// These tests are about PGlite itself, so they run in both test passes but always on PGlite.
let dataDir: string;
let database: DatabaseHandle;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "operatorstack-embedded-"));
  const embedded = await startEmbeddedInWorker(dataDir);
  database = connectDatabase({ kind: "embedded", socketDir: embedded.socketDir, poolSize: 4 }, embedded.stop);
});

afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("embedded PostgreSQL (PGlite in a worker thread)", () => {
  it("keeps the HTTP event loop free while a slow query runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 5);
    const slow = database.pool.query("select count(*) from generate_series(1, 4000000)");
    // A timer set now fires long before the slow query ends, because PGlite runs on another thread.
    const timerFirst = await Promise.race([
      new Promise((resolve) => setTimeout(() => resolve("timer"), 20)),
      slow.then(() => "query"),
    ]);
    await slow;
    clearInterval(timer);
    expect(timerFirst).toBe("timer");
    expect(ticks).toBeGreaterThan(5);
  });

  it("keeps PostgreSQL's shared buffers small (they stay in WebAssembly memory for the life of the process)", async () => {
    const result = await database.pool.query<{ shared_buffers: string }>("show shared_buffers");
    expect(result.rows[0]?.shared_buffers).toBe("16MB");
  });

  it("serves concurrent connections without mixing their statements or transactions", async () => {
    await database.pool.query("create table if not exists counters (id int primary key, value int not null)");
    await database.pool.query("insert into counters values (1, 0) on conflict (id) do update set value = 0");
    const work = Array.from({ length: 40 }, async (_, index) => {
      const client = await database.pool.connect();
      try {
        await client.query("begin");
        const { rows } = await client.query<{ value: number }>(
          "select value from counters where id = $1 for update",
          [1],
        );
        await client.query("update counters set value = $1 where id = $2", [(rows[0]?.value ?? 0) + 1, 1]);
        const echo = await client.query<{ echo: number }>("select $1::int as echo", [index]);
        await client.query("commit");
        return echo.rows[0]?.echo;
      } finally {
        client.release();
      }
    });
    const echoes = await Promise.all(work);
    expect(echoes).toEqual(Array.from({ length: 40 }, (_, index) => index));
    const { rows } = await database.pool.query<{ value: number }>("select value from counters where id = 1");
    expect(rows[0]?.value).toBe(40);
  });

  it("rolls back a transaction left open by a client that disconnects", async () => {
    await database.pool.query("create table if not exists orphans (id int)");
    const client = await database.pool.connect();
    await client.query("begin");
    await client.query("insert into orphans values (1)");
    client.release(new Error("simulated crash")); // destroys the connection mid-transaction
    const { rows } = await database.pool.query<{ total: number }>("select count(*)::int as total from orphans");
    expect(rows[0]?.total).toBe(0);
  });

  it("keeps its data across a restart", async () => {
    await database.pool.query("create table if not exists survivors (name text)");
    await database.pool.query("insert into survivors values ('still here')");
    await database.close();
    const embedded = await startEmbeddedInWorker(dataDir);
    database = connectDatabase({ kind: "embedded", socketDir: embedded.socketDir, poolSize: 4 }, embedded.stop);
    const { rows } = await database.pool.query<{ name: string }>("select name from survivors");
    expect(rows).toEqual([{ name: "still here" }]);
  });

  it("refuses a second process on the same data folder and names the holder", async () => {
    const holder = await readLiveLock(dataDir);
    expect(holder?.pid).toBe(process.pid);
    expect(holder?.socketDir).toBeTruthy();
    await expect(acquireDataLock(dataDir)).rejects.toBeInstanceOf(DataFolderLockedError);
  });

  it("takes over a lock whose process number was given to another process, and keeps one its holder still runs", async () => {
    // Process numbers are reused (a crash, a container's restart): an old lock may name this very process, or a
    // live process that started after the lock was written (issue #35, item 11).
    const folder = await mkdtemp(path.join(os.tmpdir(), "operatorstack-lock-"));
    const file = lockFilePath(folder);
    const stale = [
      { pid: process.pid, socketDir: "", startedAt: "2026-01-01T00:00:00.000Z" },
      { pid: process.ppid, socketDir: "", startedAt: "2026-01-01T00:00:00.000Z", processStart: "other-boot:1" },
    ];
    for (const lock of stale) {
      await writeFile(file, JSON.stringify(lock));
      expect(await readLiveLock(folder), JSON.stringify(lock)).toBeNull();
      const taken = await acquireDataLock(folder);
      expect(JSON.parse(await readFile(file, "utf8")).pid).toBe(process.pid);
      await taken.release();
    }
    // The parent process, named with its own identity (Linux), is a live holder.
    const processStart = processIdentity(process.ppid);
    expect(processStart).not.toBeNull();
    await writeFile(file, JSON.stringify({ pid: process.ppid, socketDir: "", startedAt: "2026-01-01", processStart }));
    expect((await readLiveLock(folder))?.pid).toBe(process.ppid);
    await expect(acquireDataLock(folder)).rejects.toBeInstanceOf(DataFolderLockedError);
    await rm(folder, { recursive: true, force: true });
  });
});
