import type { Env } from "../env.ts";
import type { Logger } from "../logger.ts";
import { connectDatabase } from "./client.ts";
import { startEmbeddedInWorker } from "./embedded/start-embedded.ts";
import { createReadReplicas, type DatabaseWithReplicas } from "./read-replicas.ts";

/**
 * PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR. With a `logger` (the app
 * server), DATABASE_READ_URLS opens the read replicas too; tools that only write or migrate pass none.
 */
export async function openDatabase(env: Env, logger?: Logger): Promise<DatabaseWithReplicas> {
  if (env.DATABASE_URL) {
    const handle = connectDatabase({
      kind: "postgres",
      connectionString: env.DATABASE_URL,
      poolSize: env.DATABASE_POOL_SIZE,
    });
    if (!logger || env.DATABASE_READ_URLS.length === 0) return handle;
    const replicas = createReadReplicas({
      primary: handle.pool,
      urls: env.DATABASE_READ_URLS,
      poolSize: env.DATABASE_POOL_SIZE,
      maxLagMs: env.DATABASE_READ_MAX_LAG_SECONDS * 1000,
      checkEveryMs: 1_000,
      logger,
    });
    return {
      ...handle,
      replicas,
      async close() {
        await replicas.close();
        await handle.close();
      },
    };
  }
  const embedded = await startEmbeddedInWorker(env.dataDir);
  // PGlite runs one query at a time; a few connections are enough to keep requests queued, not refused.
  return connectDatabase({ kind: "embedded", socketDir: embedded.socketDir, poolSize: 4 }, embedded.stop);
}
