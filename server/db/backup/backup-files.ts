// Backup file names, which kind a file is, and retention (docs/decisions/053-backups.md).
import { open, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { DatabaseKind } from "../client.ts";

/** The embedded database is backed up as a gzipped tar of its data folder, PostgreSQL as a pg_dump custom archive. */
const backupExtensions = { embedded: ".tar.gz", postgres: ".dump" } as const satisfies Record<DatabaseKind, string>;

export const backupKindNames = {
  embedded: "a backup of the embedded database (.tar.gz)",
  postgres: "a PostgreSQL backup (pg_dump custom format, .dump)",
} as const satisfies Record<DatabaseKind, string>;

// operatorstack-2026-11-25T07-30-00Z.tar.gz, and -2, -3… for a second backup within the same second.
const backupNamePattern = /^operatorstack-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)(?:-(\d+))?(\.tar\.gz|\.dump)$/;

/** A UTC time that sorts as text and is safe in file names on every system: 2026-11-25T07-30-00Z. */
export function fileTimestamp(now: Date) {
  return `${now.toISOString().slice(0, 19).replaceAll(":", "-")}Z`;
}

async function exists(file: string) {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** A new backup's path in `directory`, named after `now`; never the name of a file already there. */
export async function nextBackupPath(directory: string, kind: DatabaseKind, now: Date) {
  const stem = `operatorstack-${fileTimestamp(now)}`;
  for (let sequence = 1; ; sequence++) {
    const file = path.join(directory, `${stem}${sequence === 1 ? "" : `-${sequence}`}${backupExtensions[kind]}`);
    if (!(await exists(file)) && !(await exists(`${file}.part`))) return file;
  }
}

/** The backups of one kind in `directory`, newest first; other files are never counted (or removed). */
async function listBackups(directory: string, kind: DatabaseKind) {
  const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  return names
    .flatMap((name) => {
      const match = backupNamePattern.exec(name);
      if (match?.[3] !== backupExtensions[kind]) return [];
      return [{ name, timestamp: match[1] ?? "", sequence: Number(match[2] ?? 1) }];
    })
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp) || b.sequence - a.sequence)
    .map((backup) => path.join(directory, backup.name));
}

/** Removes all but the newest `keep` backups of `kind` in `directory`; returns the removed paths. */
export async function pruneBackups(directory: string, kind: DatabaseKind, keep: number) {
  const removed = (await listBackups(directory, kind)).slice(keep);
  for (const file of removed) await rm(file, { force: true });
  return removed;
}

/** What a backup file holds, from its first bytes: gzip (the embedded database) or a pg_dump archive. */
export async function detectBackupKind(file: string): Promise<DatabaseKind | null> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(5), position: 0 });
    const head = buffer.subarray(0, bytesRead);
    if (head[0] === 0x1f && head[1] === 0x8b) return "embedded";
    if (head.toString("latin1") === "PGDMP") return "postgres";
    return null;
  } finally {
    await handle.close();
  }
}
