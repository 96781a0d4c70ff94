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

/**
 * Marks a database whose pool connections each have a session of their own (a PostgreSQL server): its prepared
 * queries become named statements (server/db/prepared-query.ts). A mark on the object, not a module-level set:
 * the server entry and the React Router build each bundle their own copy of these modules, and the database is
 * opened by one and queried by the other.
 */
const keepsPlans = Symbol.for("operatorstack.keepsStatementPlans");

export function keepStatementPlans(db: Database) {
  Object.defineProperty(db, keepsPlans, { value: true });
}

export function keepsStatementPlans(db: Database) {
  return keepsPlans in db;
}

// Count columns (bigint) arrive as strings by default; every count we use fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export type ConnectOptions =
  | {
      kind: "postgres";
      connectionString: string;
      poolSize: number;
      /**
       * The server behind the address puts every connection on one session (the embedded database reached over
       * TCP, as the outage test does through its proxy): named statements of a connection that died would still
       * be there for the next one, so none are named.
       */
      sharesOneSession?: boolean;
    }
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
  // Each pooled connection of a server has its own session, so prepared queries keep their plans there.
  if (options.kind === "postgres" && !options.sharesOneSession) keepStatementPlans(db);
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
