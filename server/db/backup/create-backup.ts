import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { sendControlRequest } from "../embedded/control-socket.ts";
import { nextBackupPath, pruneBackups } from "./backup-files.ts";
import { dumpPostgres } from "./postgres-tools.ts";

/** A running database to back up: the embedded server by its socket folder, or a PostgreSQL server. */
export type BackupSource = { kind: "embedded"; socketDir: string } | { kind: "postgres"; connectionString: string };

/**
 * Writes a consistent snapshot of the running database into `directory` under a timestamped name, then keeps
 * only the newest `keep` backups of that kind there. Old backups are removed only after the new one is complete.
 */
export async function createBackup(
  source: BackupSource,
  { directory, keep, now = new Date() }: { directory: string; keep: number; now?: Date },
) {
  const folder = path.resolve(directory);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const file = await nextBackupPath(folder, source.kind, now);
  if (source.kind === "embedded") {
    // The server writes the file itself (`<file>.part`, then renamed): the dump never crosses the socket.
    await sendControlRequest(source.socketDir, { command: "backup", file });
  } else {
    await dumpPostgres(source.connectionString, file);
  }
  const { size } = await stat(file);
  const removed = await pruneBackups(folder, source.kind, keep);
  return { file, bytes: size, removed };
}
