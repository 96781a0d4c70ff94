import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { Logger } from "../logger.ts";

/** How long each kind of log and housekeeping row is kept (docs/decisions/030-data-retention.md). */
const retentionDays = {
  /** Search log (no personal data): long enough for year-over-year analytics. */
  searchQueries: 400,
  /** Daily view counts per company: the same. */
  companyDailyViews: 400,
  /** Expired sessions and verification tokens are of no use once past. */
  expiredSessions: 1,
  /** Email changes (old and new address): of no use once their undo window has passed (decision 075). */
  pastEmailChanges: 1,
} as const;

/** Any number, the same in every process: only one of them sweeps at a time. */
const retentionLockKey = 7_305_001;

/**
 * Deletes rows past their retention: old search-log rows and daily view
 * counts, expired sessions, verification tokens and rate-limit windows. Runs
 * in one transaction under an advisory lock, so several app processes never
 * sweep twice at once; returns what it removed (null when another process held the lock).
 */
export async function applyRetention(db: Database, now = new Date()) {
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${retentionLockKey}) as locked`,
    );
    if (!lock.rows[0]?.locked) return null;
    const daysBefore = (days: number) => sql`${now.toISOString()}::timestamptz - make_interval(days => ${days})`;
    const count = async (statement: ReturnType<typeof sql>) =>
      (
        await tx.execute<{ removed: number }>(
          sql`with removed as (${statement} returning 1) select count(*)::int as removed from removed`,
        )
      ).rows[0]?.removed ?? 0;
    return {
      searchQueries: await count(
        sql`delete from search_queries where created_at < ${daysBefore(retentionDays.searchQueries)}`,
      ),
      companyDailyViews: await count(
        sql`delete from company_daily_views where day < (${daysBefore(retentionDays.companyDailyViews)})::date`,
      ),
      sessions: await count(sql`delete from sessions where expires_at < ${daysBefore(retentionDays.expiredSessions)}`),
      verifications: await count(sql`delete from verifications where expires_at < ${now.toISOString()}::timestamptz`),
      emailChanges: await count(
        sql`delete from email_changes where undo_expires_at < ${daysBefore(retentionDays.pastEmailChanges)}`,
      ),
      rateLimits: await count(sql`delete from rate_limits where expire < ${now.toISOString()}::timestamptz`),
    };
  });
}

/** Sweeps a minute after start and then every hour, in the background. */
export function scheduleRetention(db: Database, logger: Logger) {
  const run = () =>
    applyRetention(db)
      .then((removed) => {
        if (removed && Object.values(removed).some((value) => value > 0)) logger.info({ removed }, "retention sweep");
      })
      .catch((error: unknown) => logger.warn({ err: error }, "retention sweep failed"));
  const first = setTimeout(run, 60_000);
  const hourly = setInterval(run, 60 * 60 * 1000);
  first.unref();
  hourly.unref();
  return () => {
    clearTimeout(first);
    clearInterval(hourly);
  };
}
