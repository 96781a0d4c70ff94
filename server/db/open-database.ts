import type { Env } from "../env.ts";
import { connectDatabase, type DatabaseHandle } from "./client.ts";
import { startEmbeddedInWorker } from "./embedded/start-embedded.ts";

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR. */
export async function openDatabase(env: Env): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) {
    return connectDatabase({ kind: "postgres", connectionString: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE });
  }
  const embedded = await startEmbeddedInWorker(env.dataDir);
  // PGlite runs one query at a time; a few connections are enough to keep requests queued, not refused.
  return connectDatabase({ kind: "embedded", socketDir: embedded.socketDir, poolSize: 4 }, embedded.stop);
}
