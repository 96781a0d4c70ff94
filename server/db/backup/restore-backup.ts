import { mkdir, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import pg from "pg";
import { AppError } from "../../errors.ts";
import type { DatabaseKind } from "../client.ts";
import { acquireDataLock, DataFolderLockedError } from "../embedded/data-lock.ts";
import { openPglite } from "../embedded/embedded-server.ts";
import { backupKindNames, detectBackupKind, fileTimestamp } from "./backup-files.ts";
import { dumpPostgres, runPostgresTool } from "./postgres-tools.ts";

const gunzip = promisify(zlib.gunzip);

/** Where a backup goes back: the embedded database under a data folder, or a PostgreSQL database. */
export type RestoreTarget =
  | { kind: "embedded"; dataDir: string }
  /** `safetyDirectory`: where the database's current contents are dumped before `force` replaces them. */
  | { kind: "postgres"; connectionString: string; safetyDirectory: string };

export type RestoreResult = {
  companies: number;
  reviews: number;
  /** Where the replaced database went (`force`): a moved-aside folder or a safety dump. */
  previous: string | null;
};

const settingOf = {
  embedded: "DATABASE_URL is unset, so this restores into the embedded database",
  postgres: "DATABASE_URL is set, so this restores into PostgreSQL",
} as const satisfies Record<DatabaseKind, string>;

/** The file's kind, checked against the target's; a missing, foreign or mismatched file is refused here. */
async function checkBackupFile(file: string, target: DatabaseKind) {
  const kind = await detectBackupKind(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") throw new AppError("not_found", `There is no backup file at ${file}.`);
    if (error.code === "EISDIR") throw new AppError("bad_request", `${file} is a folder, not a backup file.`);
    throw error;
  });
  if (!kind) {
    throw new AppError(
      "bad_request",
      `${file} is not an OperatorStack backup: it is neither ${backupKindNames.embedded} nor ${backupKindNames.postgres}.`,
    );
  }
  if (kind !== target) {
    throw new AppError("bad_request", `${file} is ${backupKindNames[kind]}, but ${settingOf[target]}.`);
  }
}

async function isNonEmptyFolder(folder: string) {
  return readdir(folder).then(
    (entries) => entries.length > 0,
    () => false,
  );
}

function failedRestore(file: string, error: unknown) {
  // One line: the tools' and PGlite's messages can span several.
  const reason = (error instanceof Error ? error.message : String(error)).replaceAll(/\s+/g, " ").trim();
  return new AppError("bad_request", `${file} could not be restored (damaged or incomplete?): ${reason}`, {
    cause: error,
  });
}

/**
 * Loads the dump into a new folder beside the database and checks it with a query, and only then swaps it in:
 * a damaged file changes nothing. With `force` an existing database is moved aside, never deleted.
 */
async function restoreEmbedded(file: string, dataDir: string, force: boolean, now: Date): Promise<RestoreResult> {
  await mkdir(dataDir, { recursive: true });
  const lock = await acquireDataLock(dataDir).catch((error: unknown) => {
    if (error instanceof DataFolderLockedError) {
      throw new AppError(
        "conflict",
        `The embedded database in ${dataDir} is in use by a running server (process ${error.holder.pid}). Stop the server first, then restore.`,
      );
    }
    throw error;
  });
  try {
    const folder = path.join(dataDir, "pglite");
    const previous = path.join(dataDir, `pglite.before-restore-${fileTimestamp(now)}`);
    const occupied = await isNonEmptyFolder(folder);
    if (occupied && !force) {
      throw new AppError(
        "conflict",
        `${folder} already holds a database. Run the restore again with --force to move it aside (to ${path.basename(previous)}) and restore the backup in its place.`,
      );
    }
    if (occupied && (await stat(previous).catch(() => null))) {
      throw new AppError("conflict", `${previous} already exists; wait a second and run the restore again.`);
    }
    const staging = path.join(dataDir, `pglite.restoring-${fileTimestamp(now)}`);
    await rm(staging, { recursive: true, force: true });
    let counts: Omit<RestoreResult, "previous">;
    try {
      // Unpacked here rather than by PGlite: zlib checks the whole stream (length and CRC) before PGlite sees it.
      const tar = await gunzip(await readFile(file));
      const pglite = await openPglite(staging, { loadDataDir: new Blob([tar], { type: "application/x-tar" }) });
      try {
        counts = await countRows((query) => pglite.query<Record<string, number>>(query));
      } finally {
        await pglite.close();
      }
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw failedRestore(file, error);
    }
    if (occupied) await rename(folder, previous);
    else await rm(folder, { recursive: true, force: true });
    await rename(staging, folder);
    return { ...counts, previous: occupied ? previous : null };
  } finally {
    await lock.release();
  }
}

/** The check that a restored database is OperatorStack's and readable: its migrations, companies and reviews. */
async function countRows(query: (sql: string) => Promise<{ rows: Record<string, number>[] }>) {
  const { rows } = await query(
    `select (select count(*) from drizzle.__drizzle_migrations)::int as migrations,
            (select count(*) from companies)::int as companies,
            (select count(*) from reviews)::int as reviews`,
  );
  const row = rows[0];
  if (!row?.migrations) throw new Error("the restored database has no applied migrations");
  return { companies: row.companies ?? 0, reviews: row.reviews ?? 0 };
}

async function withClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Schemas other than PostgreSQL's own (public, drizzle, pgboss…), and how many tables they hold. */
async function readContents(client: pg.Client) {
  const schemas = await client.query<{ name: string; tables: number }>(
    `select n.nspname as name, (select count(*)::int from pg_class c where c.relnamespace = n.oid and c.relkind in ('r', 'p')) as tables
       from pg_namespace n
      where n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'
      order by n.nspname`,
  );
  const tables = schemas.rows.reduce((sum, schema) => sum + schema.tables, 0);
  return { schemas: schemas.rows.map((schema) => schema.name), tables };
}

function quoteIdentifier(name: string) {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * pg_restore in one transaction, after the whole archive has been read once without a database (a damaged file
 * fails there, before anything changes). With `force` the current contents are dumped to a safety file, then the
 * non-system schemas are dropped and `public` recreated.
 */
async function restorePostgres(
  file: string,
  target: Extract<RestoreTarget, { kind: "postgres" }>,
  force: boolean,
  now: Date,
): Promise<RestoreResult> {
  const { connectionString } = target;
  try {
    await runPostgresTool("pg_restore", ["--list", file], { connectionString, connect: false });
    await runPostgresTool("pg_restore", [`--file=${os.devNull}`, file], { connectionString, connect: false });
  } catch (error) {
    if (error instanceof AppError && error.code === "unavailable") throw error;
    throw failedRestore(file, error);
  }
  const contents = await withClient(connectionString, readContents);
  const occupied = contents.tables > 0 || contents.schemas.some((schema) => schema !== "public");
  const databaseName = decodeURIComponent(new URL(connectionString).pathname.slice(1));
  if (occupied && !force) {
    throw new AppError(
      "conflict",
      `The database ${databaseName} is not empty (${contents.tables} tables in ${contents.schemas.join(", ")}). Run the restore again with --force to replace its contents (they are saved to a safety backup first).`,
    );
  }
  let previous: string | null = null;
  if (occupied) {
    await mkdir(target.safetyDirectory, { recursive: true, mode: 0o700 });
    previous = path.join(target.safetyDirectory, `operatorstack-before-restore-${fileTimestamp(now)}.dump`);
    await dumpPostgres(connectionString, previous);
    await withClient(connectionString, async (client) => {
      await client.query("begin");
      for (const schema of contents.schemas) await client.query(`drop schema ${quoteIdentifier(schema)} cascade`);
      await client.query("create schema public");
      await client.query("commit");
    });
  }
  try {
    await runPostgresTool(
      "pg_restore",
      ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", file],
      { connectionString, connect: true },
    );
  } catch (error) {
    const saved = previous ? ` The database's previous contents are in ${previous}.` : "";
    throw new AppError("internal", `${error instanceof Error ? error.message : String(error)}${saved}`, {
      cause: error,
    });
  }
  const counts = await withClient(connectionString, (client) => countRows((query) => client.query(query)));
  return { ...counts, previous };
}

/**
 * Puts a backup back into an empty database, or, with `force`, in place of the current one (which is kept:
 * moved aside for the embedded database, dumped first for PostgreSQL). A missing, damaged or mismatched file is
 * refused before anything changes (docs/decisions/053-backups.md).
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  { force = false, now = new Date() }: { force?: boolean; now?: Date } = {},
): Promise<RestoreResult> {
  const absolute = path.resolve(file);
  await checkBackupFile(absolute, target.kind);
  return target.kind === "embedded"
    ? restoreEmbedded(absolute, target.dataDir, force, now)
    : restorePostgres(absolute, target, force, now);
}
