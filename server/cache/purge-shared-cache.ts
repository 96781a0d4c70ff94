import type { Env } from "../env.ts";

// Tells the shared cache in front (Varnish, a CDN) to drop the pages carrying some surrogate keys. Run by the
// `purge-shared-cache` job (server/jobs/registry.ts), so a cache that is down delays no write and catches up when
// the job is retried (docs/decisions/095-shared-cache-and-surrogate-keys.md, docs/scaling.md).

export const purgeSharedCacheJobName = "purge-shared-cache";

/**
 * Each purge is sent again this long after it succeeded: a render the cache asked for before the write and stored
 * after the first purge (a render that straddles the write) is dropped then. Longer than a page takes to render;
 * a render slower still is bounded by `s-maxage`.
 */
export const purgeRepeatSeconds = 10;

/** The largest number of keys one purge request names (Cloudflare takes 30 tags a call). */
const keysPerRequest = 30;
const purgeTimeoutMs = 5000;

type PurgeSettings = Pick<Env, "PURGE_DRIVER" | "PURGE_URLS" | "PURGE_TOKEN">;

/**
 * Purges `keys` at every configured cache; throws when one did not confirm (the job is retried with backoff,
 * and purging again what is gone already is harmless).
 *
 * - `varnish`: `PURGE /` with `xkey-purge: <keys, space-separated>` to each host (deploy/varnish/default.vcl).
 * - `http`: `POST <url>` with `Surrogate-Key: <keys>` and the JSON body `{"tags": [...]}`, and
 *   `Authorization: Bearer PURGE_TOKEN` when set (Cloudflare's purge-by-tag API takes this as it is).
 */
export async function purgeSharedCache(settings: PurgeSettings, keys: readonly string[]) {
  if (settings.PURGE_DRIVER === "none" || keys.length === 0) return { purged: 0 };
  const failures: string[] = [];
  for (let from = 0; from < keys.length; from += keysPerRequest) {
    const batch = keys.slice(from, from + keysPerRequest);
    const results = await Promise.allSettled(settings.PURGE_URLS.map((url) => sendPurge(settings, url, batch)));
    for (const [index, result] of results.entries()) {
      if (result.status === "rejected") failures.push(`${settings.PURGE_URLS[index]}: ${String(result.reason)}`);
    }
  }
  if (failures.length > 0) throw new Error(`shared-cache purge failed: ${failures.join("; ")}`);
  return { purged: keys.length };
}

async function sendPurge(settings: PurgeSettings, url: string, keys: string[]) {
  const response =
    settings.PURGE_DRIVER === "varnish"
      ? await fetch(url, {
          method: "PURGE",
          headers: { "xkey-purge": keys.join(" ") },
          signal: AbortSignal.timeout(purgeTimeoutMs),
        })
      : await fetch(url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "surrogate-key": keys.join(" "),
            ...(settings.PURGE_TOKEN ? { authorization: `Bearer ${settings.PURGE_TOKEN}` } : {}),
          },
          body: JSON.stringify({ tags: keys }),
          signal: AbortSignal.timeout(purgeTimeoutMs),
        });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`answered ${response.status}`);
}
