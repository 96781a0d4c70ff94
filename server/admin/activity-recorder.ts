import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { Logger } from "../logger.ts";

export type ActivityRecorder = ReturnType<typeof createActivityRecorder>;

/**
 * Page views and repeated searches, counted in memory and written in one
 * statement per kind every `flushMs` (and at shutdown), so busy pages do not
 * turn every view into a write on one hot row. Feeds the admin analytics.
 */
export function createActivityRecorder(db: Database, logger: Logger, { flushMs = 1_000 } = {}) {
  let views = new Map<number, number>();
  let repeats = new Map<string, number>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let flushing: Promise<void> = Promise.resolve();

  async function write(pendingViews: Map<number, number>, pendingRepeats: Map<string, number>) {
    if (pendingViews.size > 0) {
      const rows = JSON.stringify([...pendingViews].map(([company_id, views]) => ({ company_id, views })));
      await db.execute(sql`
        insert into company_daily_views (company_id, day, views)
        select v.company_id, current_date, v.views
        from jsonb_to_recordset(${rows}::jsonb) as v(company_id int, views int)
        where exists (select 1 from companies c where c.id = v.company_id)
        on conflict (company_id, day) do update set views = company_daily_views.views + excluded.views`);
    }
    if (pendingRepeats.size > 0) {
      // Only this process serves its cached pages, so no other writer updates these rows' repeats.
      const rows = JSON.stringify([...pendingRepeats].map(([id, repeats]) => ({ id, repeats })));
      await db.execute(sql`
        update search_queries q set repeats = q.repeats + v.repeats
        from jsonb_to_recordset(${rows}::jsonb) as v(id uuid, repeats int)
        where q.id = v.id`);
    }
  }

  function flush() {
    const pendingViews = views;
    const pendingRepeats = repeats;
    views = new Map();
    repeats = new Map();
    flushing = flushing.then(() =>
      write(pendingViews, pendingRepeats).catch((error: unknown) =>
        logger.warn(
          { err: error, views: pendingViews.size, searches: pendingRepeats.size },
          "could not record activity",
        ),
      ),
    );
    return flushing;
  }

  return {
    countCompanyView(companyId: number) {
      views.set(companyId, (views.get(companyId) ?? 0) + 1);
    },
    /**
     * Counts a showing of a cached results page as a repeat of the logged search it was
     * rendered for: the page stays byte-identical (one compression, ETags), and its
     * visitors' clicks count on that search (docs/decisions/032-search-log-repeats.md).
     */
    repeatSearch(searchId: string) {
      repeats.set(searchId, (repeats.get(searchId) ?? 0) + 1);
    },
    flush,
    start() {
      timer ??= setInterval(() => void flush(), flushMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}
