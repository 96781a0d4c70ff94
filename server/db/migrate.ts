import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

// Any constant works; it keeps two app processes from migrating at the same time.
const migrationLockId = 724_2026;

/** Applies committed migrations; safe to call from several processes at once. */
export async function migrateDatabase(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [migrationLockId]);
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [migrationLockId]);
    }
  } finally {
    client.release();
  }
}
