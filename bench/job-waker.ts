// npm run bench:waker — what one idle check of the job waker (server/jobs/job-waker.ts, decision 116) costs as a
// queue's backlog grows: 0, 1,000 and 100,000 waiting jobs in one queue (all due, then all delayed by an hour), with
// the app's queues beside it, and one awaited job (as while this process's enqueue is awaited). Each size is timed as
// inserted and again after ANALYZE (the embedded database has no autovacuum, so it may never see statistics).
//   npm run bench:waker                                 PGlite in a worker thread, as the app runs it
//   DATABASE_URL=postgres://… npm run bench:waker       PostgreSQL (a database of its own: it installs pg-boss there)
// It adds one queue of its own (`waker-bench-backlog`) and deletes only that queue's jobs.
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PgBoss } from "pg-boss";
import { purgeSharedCacheJobName } from "#server/cache/purge-shared-cache.ts";
import { connectDatabase, type DatabaseHandle } from "#server/db/client.ts";
import { startEmbeddedInWorker } from "#server/db/embedded/start-embedded.ts";
import { wakerCheckStatement } from "#server/jobs/job-waker.ts";
import { jobNames } from "#server/jobs/registry.ts";
import { sendEmailJobName } from "#server/mail/send-email.ts";
import { writeResults } from "./support/result-file.ts";

const databaseUrl = process.env.DATABASE_URL;
const runs = Number(process.env.BENCH_RUNS ?? 30);
const backlogQueue = "waker-bench-backlog";
const names = [...Object.values(jobNames), purgeSharedCacheJobName, sendEmailJobName, backlogQueue];
const sizes = [0, 1_000, 100_000];
// As after an enqueue of this process (a posted review's purge): one job awaited, here one that never shows.
const parameters = [names, [backlogQueue], [randomUUID()]];

async function installQueues(database: DatabaseHandle) {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.pool.query(text, values) },
    schema: "pgboss",
    supervise: false,
    schedule: false,
  });
  await boss.start();
  for (const name of names) if (!(await boss.getQueue(name))) await boss.createQueue(name);
  await boss.stop({ graceful: false });
}

/** The plan's node types that read the job table, and its execution time, from EXPLAIN ANALYZE. */
async function explainCheck(database: DatabaseHandle) {
  const { rows } = await database.pool.query<{ "QUERY PLAN": [{ Plan: PlanNode; "Execution Time": number }] }>(
    `explain (analyze, format json) ${wakerCheckStatement}`,
    parameters,
  );
  const [root] = rows[0]?.["QUERY PLAN"] ?? [];
  if (!root) throw new Error("EXPLAIN returned no plan");
  const scans = new Set<string>();
  (function visit(node: PlanNode) {
    const read = node["Index Name"] ?? node["Relation Name"];
    if (read?.startsWith("job")) scans.add(`${node["Node Type"]} on ${read}`);
    for (const child of node.Plans ?? []) visit(child);
  })(root.Plan);
  return { explainMs: Number(root["Execution Time"].toFixed(2)), scans: [...scans].sort() };
}
type PlanNode = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: PlanNode[] };

async function timeCheck(database: DatabaseHandle) {
  for (let warm = 0; warm < 3; warm += 1) await database.pool.query(wakerCheckStatement, parameters);
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await database.pool.query(wakerCheckStatement, parameters);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    Number((times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0).toFixed(2));
  return { "median ms": at(0.5), "p95 ms": at(0.95) };
}

async function measure(database: DatabaseHandle) {
  await installQueues(database);
  // Dead rows of an earlier run, analyzed as an empty table, would mislead the planner (decision 120).
  await database.pool.query("delete from pgboss.job where name = $1", [backlogQueue]);
  await database.pool.query("vacuum analyze pgboss.job");
  const results = [];
  for (const delay of ["due", "delayed an hour"] as const) {
    for (const size of sizes) {
      if (delay !== "due" && size === 0) continue;
      await database.pool.query("delete from pgboss.job where name = $1", [backlogQueue]);
      await database.pool.query(
        `insert into pgboss.job (name, data, start_after)
         select $1, '{}'::jsonb, now() + $3::interval from generate_series(1, $2::int)`,
        [backlogQueue, size, delay === "due" ? "0 s" : "1 hour"],
      );
      for (const statistics of ["as inserted", "analyzed"] as const) {
        if (statistics === "analyzed") await database.pool.query("analyze pgboss.job");
        const row = {
          waiting: size,
          jobs: delay,
          statistics,
          ...(await timeCheck(database)),
          ...(await explainCheck(database)),
        };
        console.log(JSON.stringify(row));
        results.push(row);
      }
    }
  }
  await database.pool.query("delete from pgboss.job where name = $1", [backlogQueue]);
  return results;
}

const date = new Date().toISOString();
if (databaseUrl) {
  const database = connectDatabase({ kind: "postgres", connectionString: databaseUrl, poolSize: 2 });
  try {
    const results = await measure(database);
    await writeResults("job-waker-postgres", date, {
      benchmark: "job-waker",
      database: "postgres",
      date,
      runs,
      results,
    });
  } finally {
    await database.close();
  }
} else {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "operatorstack-bench-"));
  try {
    const worker = await startEmbeddedInWorker(dataDir);
    const database = connectDatabase({ kind: "embedded", socketDir: worker.socketDir, poolSize: 2 }, worker.stop);
    try {
      const results = await measure(database);
      await writeResults("job-waker-pglite", date, { benchmark: "job-waker", database: "pglite", date, runs, results });
    } finally {
      await database.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
