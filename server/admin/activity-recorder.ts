import { randomUUID } from "node:crypto";
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
  let searchCopies: { id: string; sourceId: string }[] = [];
  let timer: ReturnType<typeof setInterval> | undefined;
  let flushing: Promise<void> = Promise.resolve();

  async function write(pendingViews: Map<number, number>, pendingSearches: typeof searchCopies) {
    if (pendingViews.size > 0) {
      const rows = JSON.stringify([...pendingViews].map(([company_id, views]) => ({ company_id, views })));
      await db.execute(sql`
        insert into company_daily_views (company_id, day, views)
        select v.company_id, current_date, v.views
        from jsonb_to_recordset(${rows}::jsonb) as v(company_id int, views int)
        where exists (select 1 from companies c where c.id = v.company_id)
        on conflict (company_id, day) do update set views = company_daily_views.views + excluded.views`);
    }
    if (pendingSearches.length > 0) {
      const rows = JSON.stringify(pendingSearches.map(({ id, sourceId }) => ({ id, source_id: sourceId })));
      await db.execute(sql`
        insert into search_queries (id, query, interpretation, result_count, source, used_model)
        select v.id::uuid, q.query, q.interpretation, q.result_count, q.source, q.used_model
        from jsonb_to_recordset(${rows}::jsonb) as v(id text, source_id text)
        join search_queries q on q.id = v.source_id::uuid`);
    }
  }

  function flush() {
    const pendingViews = views;
    const pendingSearches = searchCopies;
    views = new Map();
    searchCopies = [];
    flushing = flushing.then(() =>
      write(pendingViews, pendingSearches).catch((error: unknown) =>
        logger.warn(
          { err: error, views: pendingViews.size, searches: pendingSearches.length },
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
     * Logs a search again that a cached results page answered: a new log row
     * with the same query and interpretation, so clicks on it are its own.
     */
    repeatSearch(sourceId: string) {
      const id = randomUUID();
      searchCopies.push({ id, sourceId });
      return id;
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
