import { eq, sql } from "drizzle-orm";
import type { Pool } from "pg";
import { fromDrizzle, type Job, type JobWithMetadata, PgBoss } from "pg-boss";
import type { z } from "zod";
import type { Database } from "../db/client.ts";
import { aiOperations } from "../db/schema/awards.ts";
import type { Logger } from "../logger.ts";

/** What a running job can do besides its own work: report progress on its operation. */
export type JobContext = {
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
  handler(payload: Payload, context: JobContext): Promise<Record<string, unknown>>;
};

/** A failure that another attempt cannot fix (e.g. nothing to summarise): the operation fails at once. */
export class PermanentJobError extends Error {}

export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}

type Envelope = { operationId: number; payload: unknown };

/** A database handle that runs SQL: the app's pool, or the transaction a write runs in. */
type Runner = Pick<Database, "execute" | "insert" | "update">;

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
}: {
  db: Database;
  pool: Pool;
  logger: Logger;
  definitions: JobDefinition<never>[];
}) {
  const byName = new Map(definitions.map((definition) => [definition.name, definition as JobDefinition<unknown>]));
  let workersStarted = false;
  let reconcileTimer: NodeJS.Timeout | undefined;
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) },
    schema: "pgboss",
    supervise: false,
    schedule: false,
  });
  boss.on("error", (error: unknown) => logger.error({ err: error }, "job queue error"));
  let started: Promise<void> | undefined;

  async function setStatus(operationId: number, values: Partial<typeof aiOperations.$inferInsert>) {
    await db
      .update(aiOperations)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(aiOperations.id, operationId));
  }

  async function mergeProgress(operationId: number, update: Record<string, unknown>) {
    await db.execute(sql`
      update ai_operations set progress_data = progress_data || ${JSON.stringify(update)}::jsonb, updated_at = now()
      where id = ${operationId}`);
  }

  async function runJob(definition: JobDefinition<unknown>, job: JobWithMetadata<Envelope>) {
    const { operationId } = job.data;
    const attempt = job.retryCount + 1;
    const claimed = await db.execute<{ id: number }>(sql`
      update ai_operations set status = 'running', started_at = coalesce(started_at, now()), attempts = ${attempt},
        error_message = null, updated_at = now()
      where id = ${operationId} and status in ('pending', 'running') returning id`);
    if (claimed.rows.length === 0) {
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
        progress: (update) => mergeProgress(operationId, update),
        readProgress: async () => {
          const [row] = await db
            .select({ progressData: aiOperations.progressData })
            .from(aiOperations)
            .where(eq(aiOperations.id, operationId));
          return (row?.progressData ?? {}) as Record<string, unknown>;
        },
      });
      await mergeProgress(operationId, result);
      await setStatus(operationId, { status: "completed", finishedAt: new Date(), errorMessage: null });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof PermanentJobError) {
        // The job did its work: the answer is "this cannot be done". Not retried.
        await setStatus(operationId, { status: "failed", finishedAt: new Date(), errorMessage: message });
        return;
      }
      const willRetry = job.retryCount < job.retryLimit;
      logger.warn({ operationId, job: definition.name, attempt, willRetry, err: message }, "job attempt failed");
      await setStatus(
        operationId,
        willRetry
          ? { status: "pending", errorMessage: `Attempt ${attempt} failed: ${message}. Retrying.` }
          : { status: "failed", finishedAt: new Date(), errorMessage: message },
      );
      throw error;
    }
  }

  const queue = {
    boss,
    definitions: byName,

    /** Installs or upgrades pg-boss's schema and the queues (idempotent; safe from several processes). */
    start() {
      started ??= (async () => {
        await boss.start();
        for (const definition of byName.values()) {
          const existing = await boss.getQueue(definition.name);
          if (!existing) {
            await boss.createQueue(definition.name, {
              retryLimit: definition.retryLimit,
              retryBackoff: true,
              retryDelay: definition.retryDelaySeconds ?? 5,
              expireInSeconds: definition.expireInSeconds,
            });
          }
        }
      })();
      return started;
    },

    /**
     * Records an operation and enqueues its job in the caller's transaction, so the job
     * exists exactly when the write that causes it commits.
     */
    async enqueue(
      tx: Runner,
      name: string,
      payload: unknown,
      options: { requestedByUserId: string | null; progress?: Record<string, unknown> },
    ) {
      const definition = byName.get(name);
      if (!definition) throw new Error(`Unknown job: ${name}`);
      const checked = definition.payload.parse(payload);
      await queue.start();
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
      const jobId = await boss.send(name, envelope, {
        db: fromDrizzle(tx as never, sql as never),
        retryLimit: definition.retryLimit,
        retryBackoff: true,
        retryDelay: definition.retryDelaySeconds ?? 5,
        expireInSeconds: definition.expireInSeconds,
      });
      await tx.update(aiOperations).set({ jobId }).where(eq(aiOperations.id, operation.id));
      return { operationId: operation.id, jobId };
    },

    /** Runs jobs in this process (the web server does; tests may not). */
    async startWorkers({ pollingIntervalSeconds = 1, reconcileEverySeconds = 30 } = {}) {
      await queue.start();
      if (workersStarted) return;
      workersStarted = true;
      for (const definition of byName.values()) {
        await boss.work(
          definition.name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds },
          async (jobs: Job<unknown>[]) => {
            // includeMetadata: each job carries its state, retry count and limit.
            const job = jobs[0] as JobWithMetadata<Envelope> | undefined;
            if (job) await runJob(definition, job);
          },
        );
      }
      await queue.reconcile();
      reconcileTimer = setInterval(() => {
        void queue
          .supervise()
          .then(() => queue.reconcile())
          .catch((error: unknown) => logger.error({ err: error }, "job reconciliation failed"));
      }, reconcileEverySeconds * 1000);
      reconcileTimer.unref();
    },

    /** Lets pg-boss expire jobs whose process died (they are retried or failed per their queue). */
    async supervise() {
      for (const name of byName.keys()) await boss.supervise(name);
    },

    /**
     * Brings operation rows in line with their jobs after a crash: a job that pg-boss
     * failed is a failed operation with the reason; one waiting to be retried is pending.
     */
    async reconcile() {
      const open = await db.execute<{ id: number; operation_type: string; job_id: string | null; status: string }>(
        sql`select id, operation_type, job_id, status from ai_operations where status in ('pending', 'running')`,
      );
      let changed = 0;
      for (const operation of open.rows) {
        if (!operation.job_id || !byName.has(operation.operation_type)) continue;
        const [job] = await boss.findJobs<Envelope>(operation.operation_type, { id: operation.job_id });
        if (!job) {
          await setStatus(operation.id, {
            status: "failed",
            finishedAt: new Date(),
            errorMessage: "The job disappeared from the queue before it finished.",
          });
          changed += 1;
        } else if (job.state === "failed" || job.state === "cancelled") {
          const output = job.output as { message?: string; value?: { message?: string } } | null;
          const reason = output?.message ?? output?.value?.message ?? "it stopped without finishing";
          await setStatus(operation.id, {
            status: "failed",
            finishedAt: new Date(),
            errorMessage: `Interrupted and not retried: ${reason}`,
          });
          changed += 1;
        } else if ((job.state === "retry" || job.state === "created") && operation.status === "running") {
          await setStatus(operation.id, {
            status: "pending",
            errorMessage: "Interrupted (the server stopped while it ran); it will be retried.",
          });
          changed += 1;
        }
      }
      return changed;
    },

    async stop({ graceful = true } = {}) {
      if (reconcileTimer) clearInterval(reconcileTimer);
      if (started) await boss.stop({ graceful, close: false, timeout: 10_000 }).catch(() => undefined);
      started = undefined;
      workersStarted = false;
    },
  };
  return queue;
}

export type JobQueue = ReturnType<typeof createJobQueue>;
export type { Job };
