// Read-cache invalidations shared between app processes on one PostgreSQL server (decision 119): each process keeps
// its own read cache (server/cache/read-cache.ts); a process that invalidates a prefix NOTIFYs it, and the others
// drop the same entries, so a change shows in every process at once and not only after the entries' lifetime.
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { listenOn } from "../db/listen-on.ts";
import type { Logger } from "../logger.ts";
import type { ReadCache } from "./read-cache.ts";

const readCacheChannel = "operatorstack_read_cache";

/** This process's side of the channel: `tell` the others of a prefix it invalidated; `listen` to theirs. */
export function createReadCacheChannel(pool: pg.Pool, logger: Logger) {
  // A notification reaches its sender too: it knows its own by this id.
  const sender = randomUUID();
  return {
    tell(prefix: string) {
      pool
        .query("select pg_notify($1, $2)", [readCacheChannel, `${sender} ${prefix}`])
        .catch((error: unknown) =>
          logger.warn({ err: error, prefix }, "could not tell the other processes of a read-cache invalidation"),
        );
    },
    /** Drops from `cache` what the other processes invalidate, until closed; everything after a lost connection. */
    listen(cache: ReadCache) {
      return listenOn(
        pool.options,
        readCacheChannel,
        (payload) => {
          if (payload === undefined) return cache.forget("");
          const space = payload.indexOf(" ");
          if (payload.slice(0, space) !== sender) cache.forget(payload.slice(space + 1));
        },
        (error) =>
          logger.warn({ err: error }, "read-cache notifications lost: other processes' changes show within a minute"),
      );
    },
  };
}
