// Reads that scale past one database server (issue #18; docs/decisions/068-read-replicas.md).
//
// With DATABASE_READ_URLS, page and API reads go to a PostgreSQL streaming replica while writes stay on the
// primary. A replica serves only while it is reachable, is still a replica (in recovery: a promoted one has
// diverged) and its data is at most `maxLagMs` old. Its age is measured against the primary's own WAL position:
// every check samples the primary's flushed WAL position with the time, and a replica that has replayed up to
// position P holds everything the primary had at the last sample not beyond P. An idle primary whose position
// does not move therefore never makes a replica look old, and a replica that stopped replaying looks older by
// the second.
import type pg from "pg";
import type { Logger } from "../logger.ts";
import { connectDatabase, type Database, type DatabaseHandle } from "./client.ts";

type ReplicaStatus = "unchecked" | "ready" | "lagging" | "down" | "not-a-replica";

type ReplicaState = {
  /** The replica's host:port/database, without credentials. */
  name: string;
  status: ReplicaStatus;
  /** How old its data was at the last check (ms); null when unknown. */
  lagMs: number | null;
};

export type ReadReplicas = {
  /** A database for a read that may be up to `maxLagMs` old: the usable replicas in turn, or undefined. */
  pick(): Database | undefined;
  /** A query on this replica's database found it unreachable: skip it until a check finds it back. */
  markDown(db: Database): void;
  /** Checks every replica now (the timer does it every `checkEveryMs`). */
  check(): Promise<void>;
  states(): ReplicaState[];
  /** How long after a write its author's reads stay on the primary (read-your-writes), in seconds. */
  readAfterWriteSeconds: number;
  /** The clock lag is measured by, in ms (tests move it); the read cache keeps time by it too (decision 122). */
  now: () => number;
  close(): Promise<void>;
};

/** An open database and, with DATABASE_READ_URLS, its read replicas. */
export type DatabaseWithReplicas = DatabaseHandle & { replicas?: ReadReplicas };

type Replica = { name: string; handle: DatabaseHandle; state: ReplicaState };
type Sample = { at: number; lsn: bigint };

/** A WAL position ("16/B374D848") as one number. */
export function parseLsn(text: string) {
  const [high = "0", low = "0"] = text.split("/");
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

function nameOf(url: string) {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
}

const checkTimeoutMs = 2_000;

export function createReadReplicas(options: {
  primary: pg.Pool;
  urls: string[];
  poolSize: number;
  maxLagMs: number;
  /** 0: no timer (tests call `check()`). */
  checkEveryMs: number;
  logger: Logger;
  now?: () => number;
}): ReadReplicas {
  const { primary, maxLagMs, checkEveryMs, logger, now = Date.now } = options;
  const replicas: Replica[] = options.urls.map((url) => ({
    name: nameOf(url),
    handle: connectDatabase({ kind: "postgres", connectionString: url, poolSize: options.poolSize }),
    state: { name: nameOf(url), status: "unchecked", lagMs: null },
  }));
  let usable: Replica[] = [];
  let next = 0;
  let samples: Sample[] = [];

  function setState(replica: Replica, status: ReplicaStatus, lagMs: number | null) {
    if (status !== replica.state.status && replica.state.status !== "unchecked") {
      const log = status === "ready" ? logger.info.bind(logger) : logger.warn.bind(logger);
      log({ replica: replica.name, status, lagMs }, "read replica status changed");
    }
    replica.state = { name: replica.name, status, lagMs };
  }

  /** The age of data replayed up to `replayed`: time since the newest primary sample it covers. */
  function lagOf(replayed: bigint, at: number) {
    for (let index = samples.length - 1; index >= 0; index--) {
      const sample = samples[index] as Sample;
      if (sample.lsn <= replayed) return Math.max(0, at - sample.at);
    }
    return null;
  }

  /** One row of a health query, or an error after `checkTimeoutMs` (a server that stopped answering). */
  async function sampleOf(pool: pg.Pool, text: string) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${checkTimeoutMs} ms`)), checkTimeoutMs);
    });
    try {
      const result = await Promise.race([pool.query(text), timeout]);
      return result.rows[0] as Record<string, unknown>;
    } finally {
      clearTimeout(timer);
    }
  }

  async function checkReplica(replica: Replica) {
    try {
      const row = await sampleOf(
        replica.handle.pool,
        "select case when pg_is_in_recovery() then pg_last_wal_replay_lsn()::text end as replayed",
      );
      if (typeof row.replayed !== "string") return setState(replica, "not-a-replica", null);
      const lag = lagOf(parseLsn(row.replayed), now());
      if (lag === null || lag > maxLagMs) return setState(replica, "lagging", lag);
      setState(replica, "ready", lag);
    } catch (error) {
      if (replica.state.status !== "down") logger.warn({ replica: replica.name, err: error }, "read replica is down");
      replica.state = { name: replica.name, status: "down", lagMs: null };
    }
  }

  let checking: Promise<void> | undefined;
  async function checkAll() {
    const at = now();
    try {
      const row = await sampleOf(primary, "select pg_current_wal_flush_lsn()::text as position");
      samples.push({ at, lsn: parseLsn(String(row.position)) });
      // Samples older than the bound are needed only to tell "too old" from "unknown": keep one of them.
      const horizon = at - maxLagMs - Math.max(checkEveryMs, 1_000);
      const firstRecent = samples.findIndex((sample) => sample.at >= horizon);
      if (firstRecent > 1) samples = samples.slice(firstRecent - 1);
    } catch (error) {
      // Without the primary's position a replica's age is unknown: keep serving reads as judged last time.
      logger.warn({ err: error }, "read replicas not checked: the primary did not answer");
      return;
    }
    await Promise.all(replicas.map(checkReplica));
    usable = replicas.filter((replica) => replica.state.status === "ready");
  }

  function startCheck() {
    checking ??= checkAll().finally(() => {
      checking = undefined;
    });
    return checking;
  }
  const timer = checkEveryMs > 0 ? setInterval(startCheck, checkEveryMs) : undefined;
  timer?.unref();
  if (timer) void startCheck();

  return {
    pick() {
      if (usable.length === 0) return undefined;
      next = (next + 1) % usable.length;
      return usable[next]?.handle.db;
    },
    markDown(db) {
      const replica = replicas.find((candidate) => candidate.handle.db === db);
      if (!replica) return;
      logger.warn({ replica: replica.name }, "read replica is down");
      replica.state = { name: replica.name, status: "down", lagMs: null };
      usable = usable.filter((candidate) => candidate !== replica);
    },
    async check() {
      await checking;
      await startCheck();
    },
    states: () => replicas.map((replica) => replica.state),
    // A replica in use is at most maxLag old as of its last check, which is at most one interval ago.
    readAfterWriteSeconds: Math.ceil((maxLagMs + Math.max(checkEveryMs, 1_000)) / 1000) + 1,
    now,
    async close() {
      if (timer) clearInterval(timer);
      await checking;
      await Promise.all(replicas.map((replica) => replica.handle.close()));
    },
  };
}
