import { connectDatabase, type DatabaseHandle } from "#server/db/client.ts";
import { readLiveLock } from "#server/db/embedded/data-lock.ts";
import { migrateDatabase } from "#server/db/migrate.ts";
import { openDatabase } from "#server/db/open-database.ts";
import type { Env } from "#server/env.ts";

/**
 * The database for a command-line tool. With the embedded database held by a
 * running server, `shareRunningServer` connects through that server's socket
 * (PGlite has one writer); otherwise the tool opens the folder itself.
 */
export async function connectForCli(env: Env, options: { shareRunningServer: boolean }): Promise<DatabaseHandle> {
  if (!env.DATABASE_URL) {
    const holder = await readLiveLock(env.dataDir);
    if (holder) {
      if (!options.shareRunningServer || !holder.socketDir) {
        throw new Error(
          `The embedded database in ${env.dataDir} is in use by the running server (process ${holder.pid}). Stop the server first, then run this command again.`,
        );
      }
      return connectDatabase({ kind: "embedded", socketDir: holder.socketDir, poolSize: 1 });
    }
  }
  const database = await openDatabase(env);
  await migrateDatabase(database.pool);
  return database;
}
