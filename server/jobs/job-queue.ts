import { eq, sql } from "drizzle-orm";
import type { Pool } from "pg";
import { fromDrizzle, type Job, type JobWithMetadata, PgBoss } from "pg-boss";
import type { z } from "zod";
import { activeAiOperationStatuses } from "#contracts/ai-operations.ts";
import type { Database } from "../db/client.ts";
import { aiOperations } from "../db/schema/awards.ts";
import { sqlList } from "../db/sql-values.ts";
import type { Logger } from "../logger.ts";
import { createJobWaker, jobsChannel, type WakerTimers } from "./job-waker.ts";

/** What a running job can do besides its own work: report progress on its operation. */
type JobContext = {
  operationId: number;
  /** Merges into the operation's progress data (counts, current batch, tokens, …), visible to admins at once. */
  progress(update: Record<string, unknown>): Promise<void>;
  /** The progress saved so far (e.g. the next batch), so a retried job resumes where it stopped. */
  readProgress(): Promise<Record<string, unknown>>;
  attempt: number;
  signal: AbortSignal;
};

/**
 * A background job: a name, a zod schema for its payload, and an idempotent
 * handler (it may run again after a crash or a failure). What it returns is
 * merged into the operation's progress data.
 */
export type JobDefinition<Payload = unknown> = {
  name: string;
  payload: z.ZodType<Payload>;
  retryLimit: number;
  /** First retry delay; later ones back off exponentially. Default 5. */
  retryDelaySeconds?: number;
  /** A running job with no heartbeat for this long is taken as crashed and retried or failed. */
  expireInSeconds: number;
  /**
   * A cron expression (UTC) for jobs the queue starts by itself (pg-boss's scheduler, in processes created with
   * `runSchedules`); each run gets an operation row of its own, like an enqueued job.
   */
  schedule?: string;
  handler(payload: Payload, context: JobContext): Promise<Record<string, unknown>>;
};

/** A failure that another attempt cannot fix (e.g. nothing to summarise): the operation fails at once. */
export class PermanentJobError extends Error {}

export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}

/** What a job carries: its operation row and payload; a scheduled run has no operation yet (it gets one). */
type Envelope = { operationId?: number; payload: unknown };

type JobOptions = {
  requestedByUserId: string | null;
  progress?: Record<string, unknown>;
  /** Not run before this many seconds from now. */
  startAfterSeconds?: number;
};

/** A database handle that runs SQL: the app's pool, or the transaction a write runs in. */
export type Runner = Pick<Database, "execute" | "insert" | "update">;

type JobQueueState = {
  runSchedules: boolean;
  db: Database;
  pool: Pool;
  idleCheckSeconds: number;
  notifyAcrossProcesses: boolean;
  timers: WakerTimers | undefined;
  waker: ReturnType<typeof createJobWaker> | undefined;
  logger: Logger;
  byName: Map<string, JobDefinition<unknown>>;
  boss: PgBoss;
  started: Promise<void> | undefined;
  workersStarted: boolean;
  /** pg-boss's worker id per job name, once this process runs workers. */
  workerIds: Map<string, string>;
  reconcileTimer: NodeJS.Timeout | undefined;
};

/**
 * Durable background jobs on the database with pg-boss (docs/decisions/023-background-jobs.md):
 * the `ai_operations` row is the admin-facing record of each job; jobs are enqueued in the
 * same transaction as the write that causes them; retries back off exponentially; a job
 * interrupted by a crash is retried or failed by pg-boss's supervision and the operation row
 * follows (`reconcile`).
 */
export function createJobQueue({
  db,
  pool,
  logger,
  definitions,
  runSchedules = false,
  idleCheckSeconds = 5,
  notifyAcrossProcesses = false,
  timers,
}: {
  db: Database;
  pool: Pool;
  logger: Logger;
  definitions: JobDefinition<never>[];
  /** Start scheduled jobs (the app server does; tests do not, so no daily run fires in the middle of one). */
  runSchedules?: boolean;
  /** The longest an idle worker waits before it looks for jobs nobody told it of (JOB_IDLE_CHECK_SECONDS). */
  idleCheckSeconds?: number;
  /**
   * A PostgreSQL server, where several app processes may run: an enqueue NOTIFYs them, and this process's workers
   * LISTEN (the embedded database has one process, and its socket does not pass notifications on).
   */
  notifyAcrossProcesses?: boolean;
  /** The timers the idle workers sleep on (tests move them by hand). */
  timers?: WakerTimers;
}) {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) },
    schema: "pgboss",
    supervise: false,
    schedule: runSchedules,
    // Scheduled runs are daily: pg-boss's cron worker looks for their sends every 30 s rather than every 5 s.
    cronWorkerIntervalSeconds: 30,
  });
  boss.on("error", (error: unknown) => logger.error({ err: error }, "job queue error"));
  const state: JobQueueState = {
    runSchedules,
    db,
    pool,
    idleCheckSeconds,
    notifyAcrossProcesses,
    timers,
    waker: undefined,
    logger,
    byName: new Map(definitions.map((definition) => [definition.name, definition as JobDefinition<unknown>])),
    boss,
    started: undefined,
    workersStarted: false,
    workerIds: new Map(),
    reconcileTimer: undefined,
  };
  return {
    /** Installs or upgrades pg-boss's schema and the queues (idempotent; safe from several processes). */
    start: () => startQueue(state),
    /**
     * Records an operation and enqueues its job in the caller's transaction, so the job
     * exists exactly when the write that causes it commits.
     */
    enqueue: (tx: Runner, name: string, payload: unknown, options: JobOptions) =>
      enqueueJob(state, tx, name, payload, options),
    /**
     * Runs jobs in this process (the web server does; tests may not). An idle worker costs one statement per
     * idle check for all queues; an enqueue wakes it (docs/decisions/116-idle-job-queue.md).
     */
    startWorkers: (options?: { reconcileEverySeconds?: number }) => startWorkers(state, options),
    /** Lets pg-boss expire jobs whose process died (they are retried or failed per their queue). */
    supervise: () => superviseJobs(state),
    /**
     * Brings operation rows in line with their jobs after a crash: a job that pg-boss
     * failed is a failed operation with the reason; one waiting to be retried is pending.
     */
    reconcile: () => reconcileOperations(state),
    stop: (options?: { graceful?: boolean }) => stopQueue(state, options),
  };
}

function startQueue(state: JobQueueState) {
  state.started ??= (async () => {
    await state.boss.start();
    for (const definition of state.byName.values()) {
      const existing = await state.boss.getQueue(definition.name);
      if (!existing) {
        await state.boss.createQueue(definition.name, {
          retryLimit: definition.retryLimit,
          retryBackoff: true,
          retryDelay: definition.retryDelaySeconds ?? 5,
          expireInSeconds: definition.expireInSeconds,
        });
      }
      // An upsert: every process writes the same schedule, and pg-boss sends one job per occurrence.
      if (definition.schedule && state.runSchedules) {
        await state.boss.schedule(definition.name, definition.schedule, { payload: {} } satisfies Envelope, {
          tz: "UTC",
          retryLimit: definition.retryLimit,
          retryBackoff: true,
          retryDelay: definition.retryDelaySeconds ?? 5,
          expireInSeconds: definition.expireInSeconds,
        });
      }
    }
  })();
  return state.started;
}

async function enqueueJob(state: JobQueueState, tx: Runner, name: string, payload: unknown, options: JobOptions) {
  const definition = state.byName.get(name);
  if (!definition) throw new Error(`Unknown job: ${name}`);
  const checked = definition.payload.parse(payload);
  await startQueue(state);
  const [operation] = await tx
    .insert(aiOperations)
    .values({
      operationType: name,
      status: "pending",
      payload: checked as Record<string, unknown>,
      progressData: options.progress ?? {},
      requestedByUserId: options.requestedByUserId,
    })
    .returning({ id: aiOperations.id });
  if (!operation) throw new Error("ai_operations insert returned no row");
  const envelope: Envelope = { operationId: operation.id, payload: checked };
  const jobId = await state.boss.send(name, envelope, {
    db: fromDrizzle(tx as never, sql as never),
    retryLimit: definition.retryLimit,
    retryBackoff: true,
    retryDelay: definition.retryDelaySeconds ?? 5,
    expireInSeconds: definition.expireInSeconds,
    ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
  });
  await tx.update(aiOperations).set({ jobId }).where(eq(aiOperations.id, operation.id));
  // Delivered when the transaction commits, to every process listening (this one too).
  if (state.notifyAcrossProcesses) await tx.execute(sql`select pg_notify(${jobsChannel}, ${name})`);
  if (jobId) state.waker?.expect(jobId, name);
  return { operationId: operation.id, jobId };
}

/**
 * How often a worker looks for jobs by itself, in case the waker stopped: pg-boss's own polling, kept as a backstop
 * this far apart (decision 116).
 */
const backstopPollingSeconds = 300;

function wakeWorker(state: JobQueueState, name: string) {
  const workerId = state.workerIds.get(name);
  if (workerId) state.boss.notifyWorker(workerId);
}

/** The soonest pg-boss's backoff can retry a job that failed on attempt `retryCount + 1` (it adds up to as much again). */
function earliestRetrySeconds(definition: JobDefinition<unknown>, retryCount: number) {
  return Math.max(1, definition.retryDelaySeconds ?? 5) * 2 ** Math.min(16, retryCount);
}

async function startWorkers(state: JobQueueState, { reconcileEverySeconds = 60 } = {}) {
  await startQueue(state);
  if (state.workersStarted) return;
  state.workersStarted = true;
  state.waker = createJobWaker({
    pool: state.pool,
    names: [...state.byName.keys()],
    idleSeconds: state.idleCheckSeconds,
    timers: state.timers,
    wake: (name) => wakeWorker(state, name),
    onError: (error) => state.logger.error({ err: error }, "job queue check failed"),
  });
  for (const definition of state.byName.values()) {
    const workerId = await state.boss.work(
      definition.name,
      { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: backstopPollingSeconds },
      async (jobs: Job<unknown>[]) => {
        // includeMetadata: each job carries its state, retry count and limit.
        const job = jobs[0] as JobWithMetadata<Envelope> | undefined;
        if (!job) return;
        try {
          await runJob(state, definition, job);
        } catch (error) {
          state.waker?.checkIn(earliestRetrySeconds(definition, job.retryCount));
          throw error;
        } finally {
          // Looks for the queue's next job as soon as pg-boss has recorded this one.
          wakeWorker(state, definition.name);
        }
      },
    );
    state.workerIds.set(definition.name, workerId);
  }
  state.waker.start();
  if (state.notifyAcrossProcesses) {
    await state.waker.listenTo(state.pool.options, (error) =>
      state.logger.warn(
        { err: error },
        "job notifications lost: other processes' jobs wait for the idle check meanwhile",
      ),
    );
  }
  await reconcileOperations(state);
  state.reconcileTimer = setInterval(() => {
    void superviseJobs(state)
      .then(() => reconcileOperations(state))
      .catch((error: unknown) => state.logger.error({ err: error }, "job reconciliation failed"));
  }, reconcileEverySeconds * 1000);
  state.reconcileTimer.unref();
}

/**
 * One supervision pass over every queue in pg-boss's schema (ours: it holds nothing else); a pass per queue cost
 * about 17 statements each (decision 116).
 */
async function superviseJobs(state: JobQueueState) {
  await state.boss.supervise();
}

async function setOperationStatus(
  db: Database,
  operationId: number,
  values: Partial<typeof aiOperations.$inferInsert>,
) {
  await db
    .update(aiOperations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(aiOperations.id, operationId));
}

async function mergeProgress(db: Database, operationId: number, update: Record<string, unknown>) {
  await db.execute(sql`
    update ai_operations set progress_data = progress_data || ${JSON.stringify(update)}::jsonb, updated_at = now()
    where id = ${operationId}`);
}

async function readProgress(db: Database, operationId: number) {
  const [row] = await db
    .select({ progressData: aiOperations.progressData })
    .from(aiOperations)
    .where(eq(aiOperations.id, operationId));
  return (row?.progressData ?? {}) as Record<string, unknown>;
}

/** Marks the operation running (skipping one that is missing or finished); null when it should not run. */
async function claimOperation(db: Database, operationId: number, attempt: number) {
  const claimed = await db.execute<{ id: number }>(sql`
    update ai_operations set status = 'running', started_at = coalesce(started_at, now()), attempts = ${attempt},
      error_message = null, updated_at = now()
    where id = ${operationId} and status in (${sqlList(activeAiOperationStatuses)}) returning id`);
  return claimed.rows.length > 0;
}

/** The operation row of a scheduled run: made on its first attempt, found again (by job id) on a retry. */
async function operationOfScheduledJob(db: Database, name: string, jobId: string) {
  const found = await db.execute<{ id: number }>(sql`select id from ai_operations where job_id = ${jobId} limit 1`);
  const existing = found.rows[0];
  if (existing) return existing.id;
  const [operation] = await db
    .insert(aiOperations)
    .values({ operationType: name, status: "pending", payload: {}, progressData: {}, jobId })
    .returning({ id: aiOperations.id });
  if (!operation) throw new Error("ai_operations insert returned no row");
  return operation.id;
}

async function runJob(state: JobQueueState, definition: JobDefinition<unknown>, job: JobWithMetadata<Envelope>) {
  const { db, logger } = state;
  const operationId = job.data.operationId ?? (await operationOfScheduledJob(db, definition.name, job.id));
  const attempt = job.retryCount + 1;
  if (!(await claimOperation(db, operationId, attempt))) {
    logger.warn({ operationId, job: definition.name }, "job for a missing or finished operation skipped");
    return;
  }
  const controller = new AbortController();
  try {
    const payload = definition.payload.parse(job.data.payload);
    const result = await definition.handler(payload, {
      operationId,
      attempt,
      signal: controller.signal,
      progress: (update) => mergeProgress(db, operationId, update),
      readProgress: () => readProgress(db, operationId),
    });
    await mergeProgress(db, operationId, result);
    await setOperationStatus(db, operationId, { status: "completed", finishedAt: new Date(), errorMessage: null });
  } catch (error) {
    await recordFailure(state, definition, job, operationId, error);
    // Rethrown so that pg-boss retries it (a permanent failure is not rethrown).
    if (!(error instanceof PermanentJobError)) throw error;
  }
}

async function recordFailure(
  state: JobQueueState,
  definition: JobDefinition<unknown>,
  job: JobWithMetadata<Envelope>,
  operationId: number,
  error: unknown,
) {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof PermanentJobError) {
    // The job did its work: the answer is "this cannot be done". Not retried.
    await setOperationStatus(state.db, operationId, {
      status: "failed",
      finishedAt: new Date(),
      errorMessage: message,
    });
    return;
  }
  const attempt = job.retryCount + 1;
  const willRetry = job.retryCount < job.retryLimit;
  state.logger.warn({ operationId, job: definition.name, attempt, willRetry, err: message }, "job attempt failed");
  await setOperationStatus(
    state.db,
    operationId,
    willRetry
      ? { status: "pending", errorMessage: `Attempt ${attempt} failed: ${message}. Retrying.` }
      : { status: "failed", finishedAt: new Date(), errorMessage: message },
  );
}

async function reconcileOperations(state: JobQueueState) {
  const open = await state.db.execute<{ id: number; operation_type: string; job_id: string | null; status: string }>(
    sql`select id, operation_type, job_id, status from ai_operations where status in (${sqlList(activeAiOperationStatuses)})`,
  );
  let changed = 0;
  for (const operation of open.rows) {
    if (!operation.job_id || !state.byName.has(operation.operation_type)) continue;
    const [job] = await state.boss.findJobs<Envelope>(operation.operation_type, { id: operation.job_id });
    const update = reconciledStatus(job, operation.status);
    if (update) {
      await setOperationStatus(state.db, operation.id, update);
      changed += 1;
    }
  }
  return changed;
}

/** What an open operation becomes given its job's state after a crash; undefined when it is in line. */
function reconciledStatus(
  job: { state: string; output?: unknown } | undefined,
  status: string,
): Partial<typeof aiOperations.$inferInsert> | undefined {
  if (!job) {
    return {
      status: "failed",
      finishedAt: new Date(),
      errorMessage: "The job disappeared from the queue before it finished.",
    };
  }
  if (job.state === "failed" || job.state === "cancelled") {
    const output = job.output as { message?: string; value?: { message?: string } } | null;
    const reason = output?.message ?? output?.value?.message ?? "it stopped without finishing";
    return { status: "failed", finishedAt: new Date(), errorMessage: `Interrupted and not retried: ${reason}` };
  }
  if ((job.state === "retry" || job.state === "created") && status === "running") {
    return { status: "pending", errorMessage: "Interrupted (the server stopped while it ran); it will be retried." };
  }
  return undefined;
}

async function stopQueue(state: JobQueueState, { graceful = true } = {}) {
  if (state.reconcileTimer) clearInterval(state.reconcileTimer);
  await state.waker?.stop();
  state.waker = undefined;
  state.workerIds.clear();
  if (state.started) await state.boss.stop({ graceful, close: false, timeout: 10_000 }).catch(() => undefined);
  state.started = undefined;
  state.workersStarted = false;
}

export type JobQueue = ReturnType<typeof createJobQueue>;
