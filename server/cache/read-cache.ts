import { LRUCache } from "lru-cache";

export type ReadCache = ReturnType<typeof createReadCache>;

/**
 * An in-process cache for expensive read aggregates (home figures, category
 * counts, review mentions). Entries live `ttlMs` at most, so with several app
 * processes a change shows everywhere within that time; writes in this process
 * call `invalidate` for immediate effect (docs/decisions/015-review-figures-and-caching.md).
 * Concurrent misses for one key share a single load.
 */
export function createReadCache({
  max = 2_000,
  ttlMs = 60_000,
  onInvalidate,
}: {
  max?: number;
  ttlMs?: number;
  /** Told of every invalidation (the page cache drops its pages too). */
  onInvalidate?: (prefix: string) => void;
} = {}) {
  const entries = new LRUCache<string, { value: unknown }>({ max, ttl: ttlMs });
  const loading = new Map<string, Promise<unknown>>();
  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit) return hit.value as T;
      const pending = loading.get(key);
      if (pending) return pending as Promise<T>;
      const promise = load()
        .then((value) => {
          entries.set(key, { value });
          return value;
        })
        .finally(() => loading.delete(key));
      loading.set(key, promise);
      return promise;
    },
    /** Drops every entry whose key starts with the prefix ("" clears all). */
    invalidate(prefix: string) {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
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
