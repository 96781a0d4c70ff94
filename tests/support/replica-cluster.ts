// A PostgreSQL primary and its streaming replica, made for one test file from the machine's PostgreSQL binaries:
// `initdb` a primary on a free port, `pg_basebackup -R` a replica of it, both started with `pg_ctl`. They are
// the test's own clusters (the machine's server is left as it is) and are removed afterwards.
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { parseLsn } from "#server/db/read-replicas.ts";

/** The directory of PostgreSQL's server programs (initdb, pg_ctl, pg_basebackup), or null without them. */
export function postgresBinaries(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  for (const version of readdirSync(root).sort().reverse()) {
    const bin = path.join(root, version, "bin");
    if (["initdb", "pg_ctl", "pg_basebackup"].every((name) => existsSync(path.join(bin, name)))) return bin;
  }
  return null;
}

async function freePort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs a PostgreSQL program as the `postgres` user when we are root (initdb and postgres refuse root). */
function runAsOwner(bin: string, program: string, args: string[]) {
  const command = path.join(bin, program);
  const asRoot = process.getuid?.() === 0;
  execFileSync(asRoot ? "runuser" : command, asRoot ? ["-u", "postgres", "--", command, ...args] : args, {
    stdio: "pipe",
  });
}

export type ReplicaCluster = {
  primaryUrl: string;
  replicaUrl: string;
  /** Waits until the replica has replayed everything the primary has flushed. */
  caughtUp(): Promise<void>;
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  stopReplica(): void;
  startReplica(): void;
  close(): Promise<void>;
};

export async function startReplicaCluster(bin: string, database = "app"): Promise<ReplicaCluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "operatorstack-replica-"));
  if (process.getuid?.() === 0) {
    const owner = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const group = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, owner, group);
  }
  const primaryDir = path.join(dir, "primary");
  const replicaDir = path.join(dir, "replica");
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const serverOptions = (port: number) =>
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c shared_buffers=32MB`;

  runAsOwner(bin, "initdb", ["-D", primaryDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C", "-N"]);
  runAsOwner(bin, "pg_ctl", [
    "-D",
    primaryDir,
    "-w",
    "-l",
    path.join(dir, "primary.log"),
    "-o",
    serverOptions(primaryPort),
    "start",
  ]);
  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/${database}`;
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${primaryPort}/postgres` });
  await admin.connect();
  await admin.query(`create database "${database}"`);
  await admin.end();

  runAsOwner(bin, "pg_basebackup", [
    "-h",
    "127.0.0.1",
    "-p",
    String(primaryPort),
    "-U",
    "postgres",
    "-D",
    replicaDir,
    "-R",
    "-X",
    "stream",
    // A fast checkpoint: the default spreads it over minutes.
    "--checkpoint=fast",
  ]);
  const startReplica = () =>
    runAsOwner(bin, "pg_ctl", [
      "-D",
      replicaDir,
      "-w",
      "-l",
      path.join(dir, "replica.log"),
      "-o",
      serverOptions(replicaPort),
      "start",
    ]);
  startReplica();
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/${database}`;

  const primary = new pg.Pool({ connectionString: primaryUrl, max: 1 });
  const replica = new pg.Pool({ connectionString: replicaUrl, max: 1 });
  for (const pool of [primary, replica]) pool.on("error", () => {});
  const stop = (dataDir: string) => runAsOwner(bin, "pg_ctl", ["-D", dataDir, "-m", "immediate", "stop"]);

  return {
    primaryUrl,
    replicaUrl,
    async caughtUp() {
      const target = parseLsn((await primary.query("select pg_current_wal_flush_lsn()::text as at")).rows[0].at);
      const deadline = Date.now() + 30_000;
      // Replay is another process's work: ask until it is done (each ask is a round trip, not a sleep).
      for (;;) {
        const replayed = (await replica.query("select pg_last_wal_replay_lsn()::text as at")).rows[0].at;
        if (parseLsn(replayed) >= target) return;
        if (Date.now() > deadline) throw new Error(`the replica did not catch up (${replayed})`);
      }
    },
    async pauseReplay() {
      await replica.query("select pg_wal_replay_pause()");
    },
    async resumeReplay() {
      await replica.query("select pg_wal_replay_resume()");
    },
    stopReplica: () => stop(replicaDir),
    startReplica,
    async close() {
      await Promise.allSettled([primary.end(), replica.end()]);
      for (const dataDir of [replicaDir, primaryDir]) {
        try {
          stop(dataDir);
        } catch {
          // Already stopped.
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
