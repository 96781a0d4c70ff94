import { LRUCache } from "lru-cache";
import type { BrandSize } from "#contracts/brand-sizes.ts";

export type ReadCache = ReturnType<typeof createReadCache>;

/**
 * What an entry holds in memory, estimated from its JSON (entries are plain data: objects, arrays, strings,
 * numbers): two bytes per character covers V8's object and string overhead for the shapes cached here.
 */
export function estimateBytes(value: unknown) {
  return (JSON.stringify(value)?.length ?? 0) * 2 + 64;
}

/** Per-company entries: many, and on the long tail each read once; they get a budget of their own. */
const perCompanyPrefix = "company:";

/**
 * An in-process cache for expensive read aggregates (home figures, category
 * counts, review mentions, facet snapshots). Entries are fresh for `ttlMs`; writes call `invalidate` for immediate
 * effect (docs/decisions/015-review-figures-and-caching.md), and on a PostgreSQL server the other app processes
 * `forget` the same prefix when told (server/cache/read-cache-channel.ts, decision 119).
 * Concurrent misses for one key share a single load.
 *
 * Stale while revalidating (issue #18): for another `ttlMs` after it goes stale an entry is still served, and
 * the first request that finds it stale starts one load in the background; only an entry older than twice
 * `ttlMs` is waited for. A category's facet snapshot takes 80–200 ms to read at 100k companies: without this,
 * the request that found it expired waited for it, once a minute per category and process.
 *
 * Bounded by bytes, not entries (issue #18, docs/decisions/066-long-tail.md), in two budgets: per-company
 * entries (`company:…`) take a quarter, shared aggregates (categories, home figures, a category's facet snapshot
 * of megabytes) the rest. On the long tail every company page adds entries read once; in one budget they pushed
 * the category snapshots out every few seconds, and each category page then rebuilt its snapshot. Once the
 * per-company budget is full, an entry is stored on its second load only (`admits`).
 */
export function createReadCache({
  maxBytes = 64 * 1024 * 1024,
  ttlMs = 60_000,
  settleMs = 0,
  onInvalidate,
  now = () => performance.now(),
}: {
  maxBytes?: number;
  ttlMs?: number;
  /**
   * With read replicas, how long after an invalidation a read may still come from a replica without the write
   * (decision 122): an entry under the invalidated prefix loaded within this time is fresh only until it ends.
   */
  settleMs?: number;
  /** Told of every invalidation, with the pages it names when the caller named them (the page cache drops them too). */
  onInvalidate?: (prefix: string, pageKeys: readonly string[] | undefined) => void;
  /** The clock of freshness and expiry, in ms (monotonic by default; tests move it). */
  now?: () => number;
} = {}) {
  const budget = (bytes: number) =>
    new LRUCache<string, { value: unknown; bytes: number; freshUntil: number }>({
      maxSize: bytes,
      sizeCalculation: (entry) => entry.bytes,
      // Fresh for ttlMs, then served stale for as long again while it is loaded anew.
      ttl: ttlMs * 2,
      perf: { now },
      // The clock read at each check (the default keeps one reading for a millisecond, past a moved clock).
      ttlResolution: 0,
    });
  const perCompanyBytes = Math.floor(maxBytes / 4);
  const perCompany = budget(perCompanyBytes);
  const shared = budget(maxBytes - perCompanyBytes);
  const poolOf = (key: string) => (key.startsWith(perCompanyPrefix) ? perCompany : shared);
  // Per-company keys loaded once while their budget was full and not stored (decision 028's admission rule, as
  // the page cache has it): stored on their second load within this window.
  const seenOnce = new LRUCache<string, true>({ max: 20_000 });
  /**
   * Whether a per-company entry is worth storing: always while its budget has room; once the budget is full,
   * only an entry loaded before (or replacing its own stale copy). On the long tail most company pages are
   * read once: storing each pushed out one a visitor was still reading, and every stored entry outlives the
   * young generation, so the collector copied and then marked it for nothing.
   */
  function admits(pool: typeof perCompany, key: string) {
    if (pool !== perCompany || pool.calculatedSize < pool.maxSize * 0.9) return true;
    if (pool.has(key) || seenOnce.has(key)) {
      seenOnce.delete(key);
      return true;
    }
    seenOnce.set(key, true);
    return false;
  }
  const loading = new Map<string, Promise<unknown>>();
  // Bumped by every invalidation: a load that started before one may hold what changed, and is not stored.
  let generation = 0;
  // Invalidated prefixes → when a replica read may no longer miss the write that invalidated them (settleMs).
  const settling = new Map<string, number>();
  /** Until when an entry stored now is fresh: its ttl, or less while a replica may not have a write that dropped it. */
  function freshUntilFor(key: string) {
    const at = now();
    let until = at + ttlMs;
    for (const [prefix, settled] of settling) {
      if (settled <= at) settling.delete(prefix);
      else if (key.startsWith(prefix)) until = Math.min(until, settled);
    }
    return until;
  }
  /** Keeps a value loaded since `loadedSince`; one larger than its budget is served, not stored. */
  function store<T>(key: string, value: T, loadedSince: number, sizeOf: (value: T) => number) {
    const pool = poolOf(key);
    if (loadedSince !== generation || !admits(pool, key)) return;
    const bytes = sizeOf(value);
    if (bytes > pool.maxSize) return;
    pool.set(key, { value, bytes, freshUntil: freshUntilFor(key) });
  }
  function startLoad<T>(key: string, load: () => Promise<T>, sizeOf: (value: T) => number) {
    const startedAt = generation;
    const promise = load()
      .then((value) => {
        store(key, value, startedAt, sizeOf);
        return value;
      })
      .finally(() => {
        if (loading.get(key) === promise) loading.delete(key);
      });
    loading.set(key, promise);
    return promise;
  }
  function forget(prefix: string) {
    generation++;
    if (settleMs > 0) settling.set(prefix, now() + settleMs);
    for (const pool of [perCompany, shared])
      for (const key of pool.keys()) if (key.startsWith(prefix)) pool.delete(key);
    for (const key of loading.keys()) if (key.startsWith(prefix)) loading.delete(key);
  }
  return {
    /** `sizeOf` estimates a large entry's bytes more cheaply than its JSON (a facet snapshot's rows). */
    async get<T>(key: string, load: () => Promise<T>, sizeOf: (value: T) => number = estimateBytes): Promise<T> {
      const hit = poolOf(key).get(key);
      if (hit) {
        if (hit.freshUntil <= now() && !loading.has(key)) {
          // Served stale this once; a failed reload leaves the entry as it is, and the next request tries again.
          startLoad(key, load, sizeOf).catch(() => {});
        }
        return hit.value as T;
      }
      const pending = loading.get(key);
      if (pending) return pending as Promise<T>;
      return startLoad(key, load, sizeOf);
    },
    /** A fresh entry's value, or undefined (absent or stale): for callers that load several entries at once. */
    peek<T>(key: string): T | undefined {
      const hit = poolOf(key).get(key);
      return hit && hit.freshUntil > now() ? (hit.value as T) : undefined;
    },
    /** Marks the state that a load about to start reads; `store` keeps its result only if nothing was invalidated since. */
    get generation() {
      return generation;
    },
    /** Stores a value loaded by the caller since `loadedSince` (`generation` before the load). */
    store<T>(key: string, value: T, loadedSince: number, sizeOf: (value: T) => number = estimateBytes) {
      store(key, value, loadedSince, sizeOf);
    },
    /** The bytes held now, by the estimate the bounds use. */
    get bytes() {
      return perCompany.calculatedSize + shared.calculatedSize;
    },
    /**
     * Drops every entry whose key starts with the prefix ("" clears all), and forgets loads in flight. The pages
     * showing what was dropped are purged: those `pageKeys` name (surrogate keys), or else those the prefix
     * stands for (`keysOfReadCacheInvalidation`).
     */
    invalidate(prefix: string, pageKeys?: readonly string[]) {
      forget(prefix);
      onInvalidate?.(prefix, pageKeys);
    },
    /**
     * Drops what `invalidate` drops, and tells no one: for an invalidation another app process made and told of
     * (decision 119), whose pages it purges itself.
     */
    forget,
  };
}

/** Cache keys, in one place so writers know what to invalidate. */
export const cacheKeys = {
  homeStats: "home-stats",
  /** Starts with `homeStats`, so every write that drops the home figures drops the highlights too. */
  homeHighlights: "home-stats:highlights",
  categories: "categories",
  /** One category by its slug; starts with `categories`, so every write that drops the list drops it too. */
  categoryBySlug: (slug: string) => `categories:slug:${slug}`,
  companyMentions: (companyId: number, includeAi: boolean, q: string | undefined) =>
    `company:${companyId}:mentions:${includeAi}:${q ?? ""}`,
  company: (companyId: number) => `company:${companyId}:`,
  /** A category's facet counts with no filter applied (60 s at most, like every entry). */
  categoryFacets: (categoryId: number, includeAi: boolean) => `category:${categoryId}:facets:${includeAi}`,
  /** A category's companies as the facets read them (server/catalog/category-facets.ts). */
  categoryFacetRows: (categoryId: number, includeAi: boolean) => `category:${categoryId}:facet-rows:${includeAi}`,
  companyReviewDetail: (companyId: number) => `company:${companyId}:review-detail`,
  /** Whether demo samples are loaded, and the demo vendor's slug (server/vendors/find-demo-banner.ts): on every page. */
  demoBanner: "demo-banner",
  /** A category's Grid, every size (server/presence/read-category-grid.ts, decision 098). */
  categoryGrid: (categoryId: number) => `category:${categoryId}:grid`,
  /** The companies a category's Grid draws for a brand size (or all); starts with `categoryGrid`, dropped with it. */
  categoryGridPoints: (categoryId: number, size: BrandSize | null) =>
    `category:${categoryId}:grid:points:${size ?? ""}`,
};
