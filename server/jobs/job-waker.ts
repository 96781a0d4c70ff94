import type pg from "pg";
import { listenOn } from "../db/listen-on.ts";

/** The timers the waker sleeps on: the process's own, or ones a test moves by hand. */
export type WakerTimers = {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Milliseconds on a clock that only moves forward. */
  now(): number;
};

const systemTimers: WakerTimers = {
  setTimeout(callback, ms) {
    const timer = setTimeout(callback, ms);
    // A sleeping queue does not keep the process alive.
    timer.unref();
    return timer;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  now: () => performance.now(),
};

/** The channel an enqueue notifies on a PostgreSQL server, so the other app processes look for work at once. */
export const jobsChannel = "operatorstack_jobs";

/** Marks the waker's statement, so it can be told apart from the rest (tests count it). */
export const wakerStatementTag = "/* job-waker */";

// One statement for every queue: whether a waiting job is due, when the first one not yet due may start (seconds from
// now), and which jobs this process enqueued have become visible (their transaction committed). The next start is
// read apart from the due jobs: the earliest start alone hides a delayed or retried job behind a due one, and the
// waker would sleep the whole idle interval past its start.
// Its cost does not grow with a backlog (docs/decisions/120-waker-check-by-index.md): each read takes the first entry
// at or after a key, in the order of one index, and keeps it if it belongs to the queue and waiting state ('created',
// 'retry': state < 'active', not blocked): pg-boss's index of live jobs (job_i14: name, state, blocked, start_after,
// whose predicate the `state in (…)` repeats word for word so the planner can use it), and the primary key for an
// awaited job. Row comparisons rather than `name = …`: no other index answers them in that order, whatever the
// statistics say (without any, the embedded database read every waiting job of a queue through job_i11).
export const wakerCheckStatement = `${wakerStatementTag}
  select queue.name, bool_or(first.start_after <= now()) as is_due,
    extract(epoch from min(next.start_after) - now())::float8 as starts_in, null::text as seen_id
  from unnest($1::text[]) as queue(name)
  cross join unnest('{created,retry}'::pgboss.job_state[]) as waiting(state)
  left join lateral (
    select head.start_after from (
      select name, state, blocked, start_after from pgboss.job
      where (name, state, blocked) >= (queue.name, waiting.state, false)
        and state in ('created', 'retry', 'active', 'failed')
      order by name, state, blocked, start_after limit 1) as head
    where (head.name, head.state, head.blocked) = (queue.name, waiting.state, false)) as first on true
  left join lateral (
    select head.start_after from (
      select name, state, blocked, start_after from pgboss.job
      where (name, state, blocked, start_after) > (queue.name, waiting.state, false, now())
        and state in ('created', 'retry', 'active', 'failed')
      order by name, state, blocked, start_after limit 1) as head
    where (head.name, head.state, head.blocked) = (queue.name, waiting.state, false)) as next on true
  group by queue.name
  union all
  select awaited.name, null, null, head.id::text
  from unnest($2::text[], $3::uuid[]) as awaited(name, id)
  cross join lateral (
    select name, id from pgboss.job where (name, id) >= (awaited.name, awaited.id) order by name, id limit 1) as head
  where (head.name, head.id) = (awaited.name, awaited.id)`;

type CheckRow = { name: string; is_due: boolean | null; starts_in: number | null; seen_id: string | null };

/**
 * Decides when this process's idle workers look for jobs (docs/decisions/116-idle-job-queue.md), instead of each
 * queue's worker polling the database every second. One statement (`wakerCheckStatement`) answers for every queue which
 * have a job due and when the next one is; the waker wakes the workers of due queues and sleeps until the next job's
 * start or `idleSeconds`, whichever is sooner. It checks at once when:
 * - this process enqueued a job (`expect`): the job shows once its transaction commits, so while one is awaited every
 *   connection the pool gets back (a commit gives its connection back) prompts a check;
 * - another process enqueued one (PostgreSQL server: NOTIFY on `jobsChannel`, `listenTo`);
 * - a job failed here and will be retried (`checkIn`, at the earliest moment pg-boss's backoff allows).
 */
export function createJobWaker({
  pool,
  names,
  idleSeconds,
  timers = systemTimers,
  wake,
  onError,
}: {
  pool: pg.Pool;
  names: readonly string[];
  idleSeconds: number;
  timers?: WakerTimers;
  /** Wakes the worker of queue `name`: it fetches now. */
  wake(name: string): void;
  onError(error: unknown): void;
}) {
  const idleMs = idleSeconds * 1000;
  /** Jobs this process enqueued and has not seen yet: id → queue and until when to look for it. */
  const awaited = new Map<string, { name: string; until: number }>();
  let timer: unknown;
  let timerAt = Number.POSITIVE_INFINITY;
  let checking: Promise<void> | undefined;
  let isCheckWanted = false;
  let isRunning = false;
  /** The connection the waker's own check holds: its return prompts nothing. */
  let ownClient: pg.PoolClient | undefined;
  let listener: { close(): Promise<void> } | undefined;

  function sleepFor(ms: number) {
    const at = timers.now() + Math.max(0, ms);
    if (timer !== undefined && timerAt <= at) return;
    if (timer !== undefined) timers.clearTimeout(timer);
    timerAt = at;
    timer = timers.setTimeout(() => {
      timer = undefined;
      timerAt = Number.POSITIVE_INFINITY;
      checkNow();
    }, ms);
  }

  async function check() {
    const now = timers.now();
    for (const [id, job] of awaited) if (job.until <= now) awaited.delete(id);
    const ids = [...awaited.keys()];
    const client = await pool.connect();
    ownClient = client;
    let rows: CheckRow[];
    try {
      rows = (await client.query<CheckRow>(wakerCheckStatement, [names, ids.map((id) => awaited.get(id)?.name), ids]))
        .rows;
    } finally {
      // The pool tells of this return synchronously, while `ownClient` still names it.
      client.release();
      ownClient = undefined;
    }
    // Starts a second early would fetch nothing: a few ms past the start, as the database counts it.
    let nextMs = idleMs;
    for (const row of rows) {
      if (row.seen_id !== null) {
        awaited.delete(row.seen_id);
        continue;
      }
      if (row.is_due) wake(row.name);
      if (row.starts_in !== null) nextMs = Math.min(nextMs, Math.max(0, row.starts_in * 1000) + 5);
    }
    sleepFor(nextMs);
  }

  /** Checks now, or once more after the check under way (whatever prompted this may have happened during it). */
  function checkNow() {
    if (!isRunning) return;
    if (checking) {
      isCheckWanted = true;
      return;
    }
    checking = (async () => {
      do {
        isCheckWanted = false;
        try {
          await check();
        } catch (error) {
          onError(error);
          sleepFor(idleMs);
        }
      } while (isCheckWanted && isRunning);
    })().finally(() => {
      checking = undefined;
    });
  }

  function onRelease(_error: unknown, client: pg.PoolClient) {
    if (awaited.size > 0 && client !== ownClient) checkNow();
  }

  return {
    start() {
      if (isRunning) return;
      isRunning = true;
      pool.on("release", onRelease);
      checkNow();
    },
    /**
     * A job this process enqueued (in a transaction or not): looked for at once and whenever a connection comes
     * back, until it shows or `idleSeconds` pass (then it was rolled back, or the idle check finds it).
     */
    expect(id: string, name: string) {
      if (!isRunning) return;
      awaited.set(id, { name, until: timers.now() + idleMs });
      checkNow();
    },
    /** Checks again in `seconds` (sooner than the idle check): when a failed job's retry may start. */
    checkIn(seconds: number) {
      if (isRunning) sleepFor(seconds * 1000);
    },
    checkNow,
    /** Checks whenever another process enqueues a job (PostgreSQL server: LISTEN on `jobsChannel`). */
    async listenTo(options: pg.ClientConfig, onListenError: (error: unknown) => void) {
      listener = await listenOn(options, jobsChannel, () => checkNow(), onListenError);
    },
    async stop() {
      isRunning = false;
      pool.off("release", onRelease);
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
      timerAt = Number.POSITIVE_INFINITY;
      awaited.clear();
      await listener?.close();
      listener = undefined;
      await checking;
    },
  };
}
