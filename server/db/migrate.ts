import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";
import { projectRoot } from "../project-root.ts";

// Any constant works; it keeps two app processes from migrating at the same time.
const migrationLockId = 724_2026;

/** Applies committed migrations; safe to call from several processes at once. */
export async function migrateDatabase(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [migrationLockId]);
    try {
      // Read where drizzle-kit writes them, from the source tree and the compiled server alike.
      const migrationsFolder = path.join(projectRoot(), "server", "db", "migrations");
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [migrationLockId]);
    }
  } finally {
    client.release();
  }
}
