import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { schema } from "./schema.ts";

export type Database = NodePgDatabase<typeof schema>;
export type DatabaseKind = "embedded" | "postgres";

export type DatabaseHandle = {
  db: Database;
  pool: pg.Pool;
  kind: DatabaseKind;
  close(): Promise<void>;
};

// Count columns (bigint) arrive as strings by default; every count we use fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export type ConnectOptions =
  | { kind: "postgres"; connectionString: string; poolSize: number }
  | { kind: "embedded"; socketDir: string; poolSize: number };

/**
 * While the database is unreachable, requests fail within seconds (503)
 * instead of queueing forever for a connection; connections are re-made on
 * the next query once it is back.
 */
const failFast = { connectionTimeoutMillis: 5_000 } as const;
/** The embedded database queues connections behind a running transaction: give it longer. */
const embeddedFailFast = { connectionTimeoutMillis: 15_000 } as const;

/** One driver for both modes: PGlite is reached over its Unix socket like any PostgreSQL server. */
export function connectDatabase(options: ConnectOptions, onClose?: () => Promise<void>): DatabaseHandle {
  const pool =
    options.kind === "postgres"
      ? new pg.Pool({ connectionString: options.connectionString, max: options.poolSize, ...failFast })
      : new pg.Pool({
          host: options.socketDir,
          user: "postgres",
          database: "postgres",
          max: options.poolSize,
          ...embeddedFailFast,
        });
  // An idle client's error (server restart, network) must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const db = drizzle(pool, { schema });
  return {
    db,
    pool,
    kind: options.kind,
    async close() {
      await pool.end();
      await onClose?.();
    },
  };
}
