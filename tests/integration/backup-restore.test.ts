// Backups and restores (issue #20, docs/decisions/053-backups.md), on the database of this run: PGlite through the
// embedded server's control socket, PostgreSQL through pg_dump and pg_restore.
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BackupSource, createBackup } from "#server/db/backup/create-backup.ts";
import { openBackupSource } from "#server/db/backup/open-backup-source.ts";
import { type RestoreTarget, restoreBackup } from "#server/db/backup/restore-backup.ts";
import { connectDatabase, type Database, type DatabaseHandle } from "#server/db/client.ts";
import { acquireDataLock } from "#server/db/embedded/data-lock.ts";
import { openPglite, serveEmbeddedPostgres } from "#server/db/embedded/embedded-server.ts";
import { startEmbeddedInWorker } from "#server/db/embedded/start-embedded.ts";
import { users } from "#server/db/schema/auth.ts";
import { reviews } from "#server/db/schema/reviews.ts";
import { parseEnv } from "#server/env.ts";
import { voteOnReview } from "#server/reviews/vote-on-review.ts";
import { createCompany, createReview } from "#tests/support/factories.ts";
import { prepareTestDatabase } from "#tests/support/fixtures.ts";
import { databaseUrlFor, testDatabaseKind, testDatabaseUrl } from "#tests/support/test-database.ts";

const database = prepareTestDatabase();
const isEmbedded = testDatabaseKind() === "pglite";

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "operatorstack-backups-"));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** A new folder under this file's scratch folder. */
async function folder(name: string) {
  const directory = path.join(scratch, name);
  await mkdir(directory, { recursive: true });
  return directory;
}

/** This file's database as a backup source: the embedded server by its socket folder, or the PostgreSQL URL. */
function sourceOf(handle: DatabaseHandle): BackupSource {
  const { host, connectionString } = handle.pool.options;
  if (handle.kind === "embedded" && host) return { kind: "embedded", socketDir: host };
  if (handle.kind === "postgres" && connectionString) return { kind: "postgres", connectionString };
  throw new Error("the test database has neither a socket folder nor a connection string");
}

/** An empty place to restore into, the database restored there once asked for, and how to remove both. */
type RestorePlace = { target: RestoreTarget; open(): Promise<DatabaseHandle>; remove(): Promise<void> };

async function newRestorePlace(name: string): Promise<RestorePlace> {
  if (isEmbedded) {
    const dataDir = await folder(name);
    return {
      target: { kind: "embedded", dataDir },
      async open() {
        const pglite = await openPglite(path.join(dataDir, "pglite"));
        const embedded = await serveEmbeddedPostgres(pglite);
        return connectDatabase({ kind: "embedded", socketDir: embedded.socketDir, poolSize: 2 }, async () => {
          await embedded.stop();
          await pglite.close();
        });
      },
      remove: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const baseUrl = testDatabaseUrl();
  const databaseName = `operatorstack_restore_${process.pid}_${name.replaceAll("-", "_")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  await admin.end();
  const connectionString = databaseUrlFor(baseUrl, databaseName);
  return {
    target: { kind: "postgres", connectionString, safetyDirectory: await folder(`${name}-safety`) },
    async open() {
      return connectDatabase({ kind: "postgres", connectionString, poolSize: 2 });
    },
    async remove() {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${databaseName}" with (force)`);
      await cleanup.end();
    },
  };
}

/** Every table's row count, by schema-qualified name. */
async function countRowsOfEveryTable(db: Database) {
  const tables = await db.execute<{ name: string }>(sql`
    select format('%I.%I', table_schema, table_name) as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1`);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await db.execute<{ count: number }>(sql.raw(`select count(*)::int as count from ${name}`));
    counts[name] = result.rows[0]?.count ?? -1;
  }
  return counts;
}

/** Figures that must agree in any consistent copy: kept figures against the rows they summarise. */
async function readInvariants(db: Database) {
  const result = await db.execute<{ stale_stats: number; stale_votes: number; orphan_reviews: number }>(sql`
    select
      (select count(*) from companies c
        left join company_review_stats s on s.company_id = c.id
        left join (select company_id, count(*) as reviews, sum(rating) as rating_sum from reviews
                    where status = 'published' and not is_ai_generated group by company_id) r on r.company_id = c.id
        where coalesce(s.review_count, 0) <> coalesce(r.reviews, 0)
           or coalesce(s.rating_sum, 0) <> coalesce(r.rating_sum, 0))::int as stale_stats,
      (select count(*) from reviews r
        where r.helpful_count <> (select count(*) from review_votes v where v.review_id = r.id and v.value = 'helpful'))::int
        as stale_votes,
      (select count(*) from reviews r where r.user_id is not null
          and not exists (select 1 from users u where u.id = r.user_id))::int as orphan_reviews`);
  return result.rows[0];
}

async function checksumOfReviews(db: Database) {
  const result = await db.execute<{ checksum: string }>(
    sql`select md5(coalesce(string_agg(r::text, '|' order by r.id), '')) as checksum from reviews r`,
  );
  return result.rows[0]?.checksum;
}

/**
 * One write as the app makes them, in one transaction: a new reviewer and their published review (the stats
 * trigger updates the company's figures), then a helpful vote on `votedReviewId` (its counts recomputed).
 */
async function writeOnce(db: Database, companyId: number, votedReviewId: number, index: number) {
  const userId = await db.transaction(async (tx) => {
    const id = `backup-load-${process.pid}-${index}`;
    await tx
      .insert(users)
      .values({ id, name: "Load Writer", firstName: "Load", lastName: "Writer", email: `${id}@example.com` });
    await tx.insert(reviews).values({
      companyId,
      userId: id,
      rating: (index % 5) + 1,
      title: `Review under load ${index}`,
      content: "Written while a backup was being taken, to check the copy is consistent.",
      reviewerFirstName: "Load",
      reviewerSurname: "Writer",
    });
    return id;
  });
  await voteOnReview(db, { reviewId: votedReviewId, userId, value: "helpful" });
}

// Each PGlite restore unpacks and writes a whole data folder (~40 MB): seconds, more when other files run alongside.
describe("backups", { timeout: 120_000 }, () => {
  it("copies a database under write load consistently, and an idle one exactly", async () => {
    const { db } = database;
    const companyId = await createCompany(db);
    const voted = await createReview(db, { companyId, rating: 5 });
    const directory = await folder("under-load");
    const before = await countRowsOfEveryTable(db);

    // Writers run until the backup has finished and at least `minimumWrites` writes are done (bounded either way).
    const minimumWrites = 60;
    const maximumWrites = 2_000;
    let writes = 0;
    let backupDone = false;
    let startBackup: () => void = () => {};
    const writersStarted = new Promise<void>((resolve) => {
      startBackup = resolve;
    });
    const writer = async () => {
      while (writes < maximumWrites && (writes < minimumWrites || !backupDone)) {
        const index = writes++;
        await writeOnce(db, companyId, voted.id, index);
        if (index === 10) startBackup();
      }
    };
    const writers = Promise.all([writer(), writer(), writer()]);
    await Promise.race([writersStarted, writers]); // a failing writer fails the test here, not by a timeout
    const backup = await createBackup(sourceOf(database), { directory, keep: 7 }).finally(() => {
      backupDone = true;
    });
    await writers;
    const after = await countRowsOfEveryTable(db);
    expect(writes).toBeGreaterThanOrEqual(minimumWrites);
    // Readable by its owner only: a backup holds password hashes and sessions.
    expect((await stat(backup.file)).mode & 0o777).toBe(0o600);
    expect(after["public.reviews"]).toBe((before["public.reviews"] ?? 0) + writes);

    const underLoad = await newRestorePlace("restored-under-load");
    try {
      await restoreBackup(backup.file, underLoad.target);
      const copy = await underLoad.open();
      try {
        const restored = await countRowsOfEveryTable(copy.db);
        expect(Object.keys(restored)).toEqual(Object.keys(after));
        for (const [table, count] of Object.entries(restored)) {
          expect(count, table).toBeGreaterThanOrEqual(before[table] ?? 0);
          expect(count, table).toBeLessThanOrEqual(after[table] ?? 0);
        }
        expect(await readInvariants(copy.db)).toEqual({ stale_stats: 0, stale_votes: 0, orphan_reviews: 0 });
      } finally {
        await copy.close();
      }
    } finally {
      await underLoad.remove();
    }

    // With the writes stopped, a second backup is the source exactly.
    const idle = await createBackup(sourceOf(database), { directory, keep: 7 });
    expect(idle.file).not.toBe(backup.file);
    const exact = await newRestorePlace("restored-idle");
    try {
      await restoreBackup(idle.file, exact.target);
      const copy = await exact.open();
      try {
        expect(await countRowsOfEveryTable(copy.db)).toEqual(await countRowsOfEveryTable(db));
        expect(await checksumOfReviews(copy.db)).toBe(await checksumOfReviews(db));
      } finally {
        await copy.close();
      }
    } finally {
      await exact.remove();
    }
  });

  it("keeps the newest BACKUP_KEEP backups of its kind and never touches other files", async () => {
    const directory = await folder("retention");
    const kind = isEmbedded ? ".tar.gz" : ".dump";
    const otherKind = isEmbedded ? ".dump" : ".tar.gz";
    const now = new Date("2026-11-25T07:30:00Z");
    const older = [
      `operatorstack-2026-11-23T07-30-00Z${kind}`,
      `operatorstack-2026-11-24T07-30-00Z${kind}`,
      // The same second as the new backup: the new one is named -2 and counts as newer.
      `operatorstack-2026-11-25T07-30-00Z${kind}`,
    ];
    const others = [`operatorstack-2026-11-01T00-00-00Z${otherKind}`, "notes.txt", `my-copy${kind}`];
    for (const name of [...older, ...others]) await writeFile(path.join(directory, name), "placeholder");

    const backup = await createBackup(sourceOf(database), { directory, keep: 2, now });
    expect(path.basename(backup.file)).toBe(`operatorstack-2026-11-25T07-30-00Z-2${kind}`);
    expect(backup.removed.map((file) => path.basename(file)).sort()).toEqual(older.slice(0, 2));
    expect((await readdir(directory)).sort()).toEqual([...others, String(older[2]), path.basename(backup.file)].sort());
  });

  it("restores over a database only with --force, keeping what it replaces", async () => {
    const { db } = database;
    const backup = await createBackup(sourceOf(database), { directory: await folder("force"), keep: 7 });
    const place = await newRestorePlace("restored-twice");
    try {
      await restoreBackup(backup.file, place.target);
      const copy = await place.open();
      await copy.db.execute(
        sql`insert into users (id, name, first_name, last_name, email) values ('only-here', 'Only Here', 'Only', 'Here', 'only@example.com')`,
      );
      await copy.close();

      await expect(restoreBackup(backup.file, place.target)).rejects.toThrowError(
        /(not empty|already holds a database).*--force/,
      );
      const kept = await place.open();
      const onlyHere = await kept.db.execute(sql`select id from users where id = 'only-here'`);
      await kept.close();
      expect(onlyHere.rows).toHaveLength(1);

      const restored = await restoreBackup(backup.file, place.target, { force: true });
      const reviewCount = await db.execute<{ count: number }>(sql`select count(*)::int as count from reviews`);
      expect(restored.reviews).toBe(reviewCount.rows[0]?.count);
      // What was replaced is still on disk: the moved-aside folder, or the safety dump.
      const previous = String(restored.previous);
      if (place.target.kind === "embedded") {
        expect(path.dirname(previous)).toBe(place.target.dataDir);
        expect(await readdir(previous)).toContain("PG_VERSION");
      } else {
        expect(path.dirname(previous)).toBe(place.target.safetyDirectory);
        expect((await stat(previous)).size).toBeGreaterThan(0);
      }
      const replaced = await place.open();
      const gone = await replaced.db.execute(sql`select id from users where id = 'only-here'`);
      await replaced.close();
      expect(gone.rows).toHaveLength(0);
    } finally {
      await place.remove();
    }
  });

  it("refuses a missing, foreign, mismatched or damaged file with one clear line, changing nothing", async () => {
    const backup = await createBackup(sourceOf(database), { directory: await folder("damaged"), keep: 7 });
    const place = await newRestorePlace("restored-once");
    try {
      await restoreBackup(backup.file, place.target);
      const original = await readFile(backup.file);
      const truncated = path.join(scratch, `truncated${isEmbedded ? ".tar.gz" : ".dump"}`);
      await writeFile(truncated, original.subarray(0, Math.floor(original.length / 2)));
      const foreign = path.join(scratch, "foreign.tar.gz");
      await writeFile(foreign, "this is not a backup");
      const mismatched = path.join(scratch, isEmbedded ? "other.dump" : "other.tar.gz");
      await writeFile(mismatched, isEmbedded ? "PGDMP and more" : Buffer.from([0x1f, 0x8b, 0x08, 0x00]));

      const refusals: [string, RegExp][] = [
        [path.join(scratch, "missing.tar.gz"), /^There is no backup file at .*missing\.tar\.gz\.$/],
        [foreign, /is not an OperatorStack backup/],
        [
          mismatched,
          isEmbedded ? /is a PostgreSQL backup.*DATABASE_URL is unset/ : /embedded database.*DATABASE_URL is set/,
        ],
        [truncated, /could not be restored \(damaged or incomplete\?\)/],
      ];
      for (const [file, message] of refusals) {
        const error = await restoreBackup(file, place.target, { force: true }).then(
          () => null,
          (caught: unknown) => caught,
        );
        expect(error, file).toBeInstanceOf(Error);
        expect(String((error as Error).message)).toMatch(message);
        expect((error as Error).message).not.toContain("\n");
      }

      // Nothing changed: the restored database is still there and nothing was moved aside or left half-written.
      const copy = await place.open();
      const companies = await copy.db.execute<{ count: number }>(sql`select count(*)::int as count from companies`);
      await copy.close();
      expect(companies.rows[0]?.count).toBeGreaterThan(0);
      if (place.target.kind === "embedded") {
        expect(await readdir(place.target.dataDir)).toEqual(["pglite"]);
      } else {
        expect(await readdir(place.target.safetyDirectory)).toEqual([]);
      }
    } finally {
      await place.remove();
    }
  });

  it.runIf(isEmbedded)("backs up through a running server's lock, and restore waits for it to stop", async () => {
    const dataDir = await folder("served");
    const env = parseEnv({ DATA_DIR: dataDir, DATABASE_URL: "" }, { forServer: false });
    await expect(openBackupSource(env)).rejects.toThrowError(/no embedded database/);

    const server = await startEmbeddedInWorker(dataDir);
    try {
      const opened = await openBackupSource(env);
      expect(opened.source).toEqual({ kind: "embedded", socketDir: server.socketDir });
      const backup = await createBackup(opened.source, { directory: env.backupDir, keep: 7 });
      await opened.close();
      expect(path.dirname(backup.file)).toBe(path.join(dataDir, "backups"));
      expect((await stat(env.backupDir)).mode & 0o777).toBe(0o700);
      expect(backup.bytes).toBeGreaterThan(0);
      await expect(restoreBackup(backup.file, { kind: "embedded", dataDir }, { force: true })).rejects.toThrowError(
        /in use by a running server.*Stop the server first/,
      );
    } finally {
      await server.stop();
    }
    // A lock left by this (live) process counts as a running server too.
    const lock = await acquireDataLock(dataDir);
    await expect(openBackupSource(env)).rejects.toThrowError(/still starting/);
    await lock.release();
  });
});
