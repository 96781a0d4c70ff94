import { stat } from "node:fs/promises";
import path from "node:path";
import type { Env } from "../../env.ts";
import { AppError } from "../../errors.ts";
import { DataFolderLockedError, type LockInfo, readLiveLock } from "../embedded/data-lock.ts";
import { startEmbeddedInWorker } from "../embedded/start-embedded.ts";
import type { BackupSource } from "./create-backup.ts";

function runningServer(holder: LockInfo): { source: BackupSource; close(): Promise<void> } {
  if (!holder.socketDir) {
    throw new AppError(
      "unavailable",
      `The embedded database server (process ${holder.pid}) is still starting; run the backup again in a moment.`,
    );
  }
  return { source: { kind: "embedded", socketDir: holder.socketDir }, close: async () => {} };
}

/**
 * The database a backup is taken from. For the embedded database that is the running server, asked through its
 * socket folder (recorded in `data/pglite.lock`), or, when no server holds the folder, one started here for the
 * backup and stopped by `close()`.
 */
export async function openBackupSource(env: Env): Promise<{ source: BackupSource; close(): Promise<void> }> {
  if (env.DATABASE_URL)
    return { source: { kind: "postgres", connectionString: env.DATABASE_URL }, close: async () => {} };
  const holder = await readLiveLock(env.dataDir);
  if (holder) return runningServer(holder);
  const folder = path.join(env.dataDir, "pglite");
  const hasDatabase = await stat(path.join(folder, "PG_VERSION")).then(
    () => true,
    () => false,
  );
  if (!hasDatabase) throw new AppError("not_found", `There is no embedded database in ${folder} to back up.`);
  try {
    const embedded = await startEmbeddedInWorker(env.dataDir);
    return { source: { kind: "embedded", socketDir: embedded.socketDir }, close: embedded.stop };
  } catch (error) {
    // A server started between the look and the lock: back up through it instead.
    if (error instanceof DataFolderLockedError) return runningServer(error.holder);
    throw error;
  }
}
