// An idle job queue costs close to nothing, and jobs still run promptly (docs/decisions/116-idle-job-queue.md): the
// workers used to poll every queue once a second (`WITH next AS …`, about 11 statements a second per app process);
// now one statement per idle check looks at every queue, and an enqueue, a retry or a delayed job's start wakes them.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { createJobQueue, defineJob, type JobQueue } from "#server/jobs/job-queue.ts";
import { wakerCheckStatement, wakerStatementTag } from "#server/jobs/job-waker.ts";
import { jobNames } from "#server/jobs/registry.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createRegistryQueue } from "#tests/support/job-schedules.ts";
import { recordStatements } from "#tests/support/statements.ts";
import { testDatabaseKind } from "#tests/support/test-database.ts";

const { database, services } = prepareTestApp();
const statements = recordStatements();
afterAll(() => statements.stop());

/** pg-boss's fetch of a queue's next job: what each idle worker sent once a second. */
const fetchStatement = "WITH next AS";

/** Timers that fire only when the test says, on a clock that moves only then. */
function handDrivenTimers() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  return {
    timers: {
      setTimeout(callback: () => void, ms: number) {
        const id = nextId++;
        pending.set(id, { at: now + ms, callback });
        return id;
      },
      clearTimeout: (handle: unknown) => void pending.delete(handle as number),
      now: () => now,
    },
    get pendingCount() {
      return pending.size;
    },
    get now() {
      return now;
    },
    /** When the earliest pending timer fires. */
    get nextAt() {
      return Math.min(...[...pending.values()].map((timer) => timer.at));
    },
    /** Moves the clock to the earliest timer and fires it; false when none is due by `until`. */
    fireNext(until: number) {
      const [first] = [...pending].sort(([, a], [, b]) => a.at - b.at);
      if (!first || first[1].at > until) return false;
      pending.delete(first[0]);
      now = first[1].at;
      first[1].callback();
      return true;
    },
  };
}

const queues: JobQueue[] = [];
afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.stop({ graceful: false });
});

describe("an idle queue", () => {
  it("sends one statement per idle check for all its queues, and no fetch", async () => {
    const clock = handDrivenTimers();
    const queue = createRegistryQueue(database, services, { idleCheckSeconds: 5, timers: clock.timers });
    queues.push(queue);
    const queueCount = Object.keys(jobNames).length;
    await queue.startWorkers();
    // Each worker fetches once as it starts, and the waker checks once and sleeps until its next check.
    await expect.poll(() => statements.count(fetchStatement)).toBeGreaterThanOrEqual(queueCount);
    await expect.poll(() => statements.count(wakerStatementTag)).toBe(1);
    await expect.poll(() => clock.pendingCount).toBe(1);
    statements.clear();

    // A minute of idle time, moved by hand: every timer the waker sets fires, and its check ends before the next.
    let fired = 0;
    while (clock.fireNext(60_000)) {
      fired += 1;
      await expect.poll(() => clock.pendingCount).toBe(1);
    }
    expect(fired).toBe(12);
    expect(statements.count(wakerStatementTag)).toBe(12);
    expect(statements.count(fetchStatement)).toBe(0);
    // Nothing else was sent on the queue's behalf in that minute (before: about 660 fetches).
    expect(statements.texts.filter((text) => !text.includes(wakerStatementTag))).toEqual([]);
  });
});

type PlanNode = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: PlanNode[] };

describe("the idle check", () => {
  it("reads each queue's jobs by index, one row at a time, however long its backlog", async () => {
    // Found from outside: with 100,000 waiting jobs in one queue each check took 157 ms, reading every waiting job
    // (docs/decisions/120-waker-check-by-index.md). With sequential scans, bitmaps and sorts priced out, any read of
    // the job table that is not a LIMIT 1 down an index in the order asked for shows in the plan (a small table is
    // read whole when that is cheaper: the plan is checked, not the time).
    const queue = createRegistryQueue(database, services);
    queues.push(queue);
    await queue.start();
    const names = Object.values(jobNames);
    const client = await database.pool.connect();
    let plan: PlanNode | undefined;
    try {
      await client.query("begin");
      // A backlog in one queue, which no statistics show (the embedded database has no autovacuum); rolled back.
      await client.query("insert into pgboss.job (name, data) select $1, '{}'::jsonb from generate_series(1, 2000)", [
        names[0],
      ]);
      await client.query(
        "set local enable_seqscan = off; set local enable_bitmapscan = off; set local enable_sort = off",
      );
      const explained = await client.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
        `explain (format json) ${wakerCheckStatement}`,
        [names, [names[0]], [randomUUID()]],
      );
      plan = explained.rows[0]?.["QUERY PLAN"][0].Plan;
    } finally {
      await client.query("rollback");
      client.release();
    }
    if (!plan) throw new Error("EXPLAIN returned no plan");
    const reads: string[] = [];
    (function visit(node: PlanNode, above: string | undefined) {
      if (node["Relation Name"]?.startsWith("job"))
        reads.push(`${above} > ${node["Node Type"]} on ${node["Index Name"]}`);
      const passesThrough = node["Node Type"] === "Append" || node["Node Type"] === "Merge Append";
      for (const child of node.Plans ?? []) visit(child, passesThrough ? above : node["Node Type"]);
    })(plan, undefined);
    // Per queue and waiting state, its first job and its first one not yet due (pg-boss's index of live jobs, by
    // name, state, blocked, start_after); the awaited job by its key.
    expect(reads).toEqual([
      expect.stringMatching(/^Limit > Index (Only )?Scan on job_common_i14$/),
      expect.stringMatching(/^Limit > Index (Only )?Scan on job_common_i14$/),
      expect.stringMatching(/^Limit > Index (Only )?Scan on job_common_pkey$/),
    ]);
  });
});

describe("jobs still run promptly", () => {
  const runs: { name: string; value: number; at: number }[] = [];
  /** A queue whose idle check is an hour away, so whatever runs within seconds was woken. */
  function sleepyQueue(definitions: Parameters<typeof createJobQueue>[0]["definitions"], notify = false) {
    const queue = createJobQueue({
      db: database.db,
      pool: database.pool,
      logger: services.logger,
      definitions,
      idleCheckSeconds: 3600,
      notifyAcrossProcesses: notify,
    });
    queues.push(queue);
    return queue;
  }
  function recordingJob(name: string, { failures = 0 } = {}) {
    return defineJob({
      name,
      payload: z.object({ value: z.number() }),
      retryLimit: 2,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
      async handler({ value }, { attempt }) {
        if (attempt <= failures) throw new Error(`attempt ${attempt} fails`);
        runs.push({ name, value, at: Date.now() });
        return { value };
      },
    }) as never;
  }
  async function operationStatus(operationId: number) {
    const found = await database.db.execute<{ status: string; attempts: number }>(
      sql`select status, attempts from ai_operations where id = ${operationId}`,
    );
    return found.rows[0];
  }

  it("runs a job enqueued in a transaction as soon as it commits, and one enqueued outside any", async () => {
    const queue = sleepyQueue([recordingJob("idle-test-prompt")]);
    await queue.startWorkers();
    const { operationId } = await database.db.transaction(async (tx) => {
      const queued = await queue.enqueue(tx, "idle-test-prompt", { value: 1 }, { requestedByUserId: null });
      // Still uncommitted: the worker cannot see it yet.
      await tx.execute(sql`select pg_sleep(0.2)`);
      return queued;
    });
    await expect.poll(() => operationStatus(operationId), { timeout: 5_000 }).toMatchObject({ status: "completed" });
    const direct = await queue.enqueue(database.db, "idle-test-prompt", { value: 2 }, { requestedByUserId: null });
    await expect
      .poll(() => operationStatus(direct.operationId), { timeout: 5_000 })
      .toMatchObject({ status: "completed" });
    expect(runs.filter((run) => run.name === "idle-test-prompt").map((run) => run.value)).toEqual([1, 2]);
  });

  it("retries a failed job after its backoff, and starts a delayed job when it is due", async () => {
    const queue = sleepyQueue([recordingJob("idle-test-retry", { failures: 1 }), recordingJob("idle-test-delayed")]);
    await queue.startWorkers();
    const retried = await queue.enqueue(database.db, "idle-test-retry", { value: 3 }, { requestedByUserId: null });
    const enqueuedAt = Date.now();
    const delayed = await queue.enqueue(
      database.db,
      "idle-test-delayed",
      { value: 4 },
      { requestedByUserId: null, startAfterSeconds: 2 },
    );
    // pg-boss retries the first failure after 1 to 2 s (retryDelaySeconds 1, with its jitter).
    await expect
      .poll(() => operationStatus(retried.operationId), { timeout: 8_000 })
      .toMatchObject({ status: "completed", attempts: 2 });
    await expect
      .poll(() => operationStatus(delayed.operationId), { timeout: 8_000 })
      .toMatchObject({ status: "completed" });
    const delayedRun = runs.find((run) => run.name === "idle-test-delayed");
    expect(delayedRun?.at).toBeGreaterThanOrEqual(enqueuedAt + 1_900);
  });

  it("wakes for a delayed job's start though another job of its queue was due at the same check", async () => {
    // Found from outside (probe-waker): a purge delayed 1.5 s, enqueued with a due one of the same queue by another
    // process, ran 17–26 s late with JOB_IDLE_CHECK_SECONDS=30 (3.1–3.3 s with 5): the check read only the queue's
    // earliest start (the due job's), and after waking its worker slept the whole idle interval.
    const clock = handDrivenTimers();
    const worker = createJobQueue({
      db: database.db,
      pool: database.pool,
      logger: services.logger,
      definitions: [recordingJob("idle-test-both")],
      idleCheckSeconds: 30,
      timers: clock.timers,
    });
    queues.push(worker);
    await worker.startWorkers();
    await expect.poll(() => clock.pendingCount).toBe(1);
    // Another process enqueues both (it runs no workers: nothing here is told of them but by the idle check).
    const other = sleepyQueue([recordingJob("idle-test-both")]);
    const due = await other.enqueue(database.db, "idle-test-both", { value: 6 }, { requestedByUserId: null });
    await other.enqueue(database.db, "idle-test-both", { value: 7 }, { requestedByUserId: null, startAfterSeconds: 2 });
    // The idle check comes: it wakes the worker for the due job, and sleeps until the delayed one's start.
    expect(clock.fireNext(Number.POSITIVE_INFINITY)).toBe(true);
    await expect
      .poll(() => operationStatus(due.operationId), { timeout: 5_000 })
      .toMatchObject({ status: "completed" });
    await expect.poll(() => clock.pendingCount).toBe(1);
    expect(clock.nextAt - clock.now).toBeLessThanOrEqual(2_100);
  });

  it.runIf(testDatabaseKind() === "postgres")(
    "on PostgreSQL, runs a job another process enqueued, told by NOTIFY",
    async () => {
      const worker = sleepyQueue([recordingJob("idle-test-notify")], true);
      await worker.startWorkers();
      // Another app process: a queue of its own that runs no workers, so nothing in this one is told of its
      // enqueue but through the database.
      const other = sleepyQueue([recordingJob("idle-test-notify")], true);
      const { operationId } = await database.db.transaction((tx) =>
        other.enqueue(tx, "idle-test-notify", { value: 5 }, { requestedByUserId: null }),
      );
      await expect.poll(() => operationStatus(operationId), { timeout: 5_000 }).toMatchObject({ status: "completed" });
    },
  );
});
