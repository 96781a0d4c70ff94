import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applyRetention } from "#server/admin/retention.ts";
import { createCompany, createUser } from "#tests/support/factories.ts";
import { prepareTestDatabase } from "#tests/support/fixtures.ts";

const database = prepareTestDatabase();

const now = new Date("2026-11-23T12:00:00Z");

describe("data retention", () => {
  it("removes only rows past their retention, and one process at a time", async () => {
    const { db } = database;
    const companyId = await createCompany(db);
    const user = await createUser(db);
    const interpretation = JSON.stringify({});
    await db.execute(sql`
      insert into search_queries (query, interpretation, result_count, source, created_at) values
        ('old search', ${interpretation}::jsonb, 1, 'page', '2025-09-01T00:00:00Z'),
        ('recent search', ${interpretation}::jsonb, 1, 'page', '2026-06-01T00:00:00Z')`);
    await db.execute(sql`
      insert into company_daily_views (company_id, day, views) values
        (${companyId}, '2025-09-01', 3), (${companyId}, '2026-11-20', 5)`);
    await db.execute(sql`
      insert into sessions (id, token, user_id, expires_at, created_at, updated_at) values
        ('old-session', 'old-token', ${user.id}, '2026-11-01T00:00:00Z', now(), now()),
        ('live-session', 'live-token', ${user.id}, '2026-12-20T00:00:00Z', now(), now())`);
    await db.execute(sql`
      insert into email_changes (user_id, old_email, new_email, confirm_token_hash, undo_token_hash,
        confirm_expires_at, undo_expires_at) values
        (${user.id}, 'old@example.com', 'past@example.com', 'c1', 'u1', '2026-10-01T00:00:00Z', '2026-10-05T00:00:00Z'),
        (${user.id}, 'old@example.com', 'open@example.com', 'c2', 'u2', '2026-11-25T00:00:00Z', '2026-11-29T00:00:00Z')`);
    await db.execute(sql`
      insert into rate_limits (key, points, expire) values
        ('old-window', 1, '2026-11-23T11:00:00Z'), ('live-window', 1, '2026-11-23T13:00:00Z')`);

    // While another process sweeps (it holds the lock), this one does nothing. (The embedded
    // database runs one transaction at a time and has one app process: nothing to check there.)
    if (database.kind === "postgres") {
      const other = await database.pool.connect();
      try {
        await other.query("begin");
        await other.query("select pg_advisory_xact_lock(7305001)");
        expect(await applyRetention(db, now)).toBeNull();
        await other.query("rollback");
      } finally {
        other.release();
      }
    }

    const removed = await applyRetention(db, now);
    expect(removed).toMatchObject({
      searchQueries: 1,
      companyDailyViews: 1,
      sessions: 1,
      rateLimits: 1,
      emailChanges: 1,
    });
    const changes = await db.execute<{ new_email: string }>(
      sql`select new_email from email_changes where user_id = ${user.id}`,
    );
    expect(changes.rows).toEqual([{ new_email: "open@example.com" }]);
    const left = await db.execute<{ searches: string[]; days: string[]; sessions: string[]; windows: string[] }>(sql`
      select (select array_agg(query) from search_queries where query in ('old search', 'recent search')) as searches,
             (select array_agg(day::text) from company_daily_views where company_id = ${companyId}) as days,
             (select array_agg(id) from sessions where user_id = ${user.id}) as sessions,
             (select array_agg(key) from rate_limits where key in ('old-window', 'live-window')) as windows`);
    expect(left.rows[0]).toEqual({
      searches: ["recent search"],
      days: ["2026-11-20"],
      sessions: ["live-session"],
      windows: ["live-window"],
    });
    expect(await applyRetention(db, now)).toMatchObject({ searchQueries: 0, sessions: 0 });
  });
});
