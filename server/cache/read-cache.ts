import { LRUCache } from "lru-cache";

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
 * counts, review mentions, facet snapshots). Entries live `ttlMs` at most, so with several app
 * processes a change shows everywhere within that time; writes in this process
 * call `invalidate` for immediate effect (docs/decisions/015-review-figures-and-caching.md).
 * Concurrent misses for one key share a single load.
 *
 * Bounded by bytes, not entries (issue #18, docs/decisions/066-long-tail.md), in two budgets: per-company
 * entries (`company:…`) take a quarter, shared aggregates (categories, home figures, a category's facet snapshot
 * of megabytes) the rest. On the long tail every company page adds entries read once; in one budget they pushed
 * the category snapshots out every few seconds, and each category page then rebuilt its snapshot.
 */
export function createReadCache({
  maxBytes = 64 * 1024 * 1024,
  ttlMs = 60_000,
  onInvalidate,
}: {
  maxBytes?: number;
  ttlMs?: number;
  /** Told of every invalidation (the page cache drops its pages too). */
  onInvalidate?: (prefix: string) => void;
} = {}) {
  const budget = (bytes: number) =>
    new LRUCache<string, { value: unknown; bytes: number }>({
      maxSize: bytes,
      sizeCalculation: (entry) => entry.bytes,
      ttl: ttlMs,
    });
  const perCompanyBytes = Math.floor(maxBytes / 4);
  const perCompany = budget(perCompanyBytes);
  const shared = budget(maxBytes - perCompanyBytes);
  const poolOf = (key: string) => (key.startsWith(perCompanyPrefix) ? perCompany : shared);
  const loading = new Map<string, Promise<unknown>>();
  return {
    /** `sizeOf` estimates a large entry's bytes more cheaply than its JSON (a facet snapshot's rows). */
    async get<T>(key: string, load: () => Promise<T>, sizeOf: (value: T) => number = estimateBytes): Promise<T> {
      const pool = poolOf(key);
      const hit = pool.get(key);
      if (hit) return hit.value as T;
      const pending = loading.get(key);
      if (pending) return pending as Promise<T>;
      const promise = load()
        .then((value) => {
          const bytes = sizeOf(value);
          // One entry larger than its budget is served, not stored.
          if (bytes <= pool.maxSize) pool.set(key, { value, bytes });
          return value;
        })
        .finally(() => loading.delete(key));
      loading.set(key, promise);
      return promise;
    },
    /** The bytes held now, by the estimate the bounds use. */
    get bytes() {
      return perCompany.calculatedSize + shared.calculatedSize;
    },
    /** Drops every entry whose key starts with the prefix ("" clears all). */
    invalidate(prefix: string) {
      for (const pool of [perCompany, shared])
        for (const key of pool.keys()) if (key.startsWith(prefix)) pool.delete(key);
      onInvalidate?.(prefix);
    },
  };
}

/** Cache keys, in one place so writers know what to invalidate. */
export const cacheKeys = {
  homeStats: "home-stats",
  categories: "categories",
  companyMentions: (companyId: number, includeAi: boolean, q: string | undefined) =>
    `company:${companyId}:mentions:${includeAi}:${q ?? ""}`,
  company: (companyId: number) => `company:${companyId}:`,
  /** A category's facet counts with no filter applied (60 s at most, like every entry). */
  categoryFacets: (categoryId: number, includeAi: boolean) => `category:${categoryId}:facets:${includeAi}`,
  /** A category's companies as the facets read them (server/catalog/category-facets.ts). */
  categoryFacetRows: (categoryId: number, includeAi: boolean) => `category:${categoryId}:facet-rows:${includeAi}`,
  companyReviewDetail: (companyId: number) => `company:${companyId}:review-detail`,
};
