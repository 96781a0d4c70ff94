import { AsyncLocalStorage } from "node:async_hooks";
import type { Env } from "../env.ts";

// Surrogate keys name what a cacheable answer shows, so that a write can drop exactly the pages it changed, in the
// page cache and in a shared cache in front (docs/decisions/095-shared-cache-and-surrogate-keys.md).

/** Every key an answer can carry, in one place: routes tag with them, writes purge them. */
export const surrogateKeys = {
  /** Every cacheable answer carries it: purging it drops everything (a write whose effect is not known). */
  all: "all",
  home: "home",
  /** The category list and every category page (their counts). */
  categories: "categories",
  category: (slug: string) => `category:${slug}`,
  /**
   * What a category's Grid draws (decision 098): its Grid page, and the Grid badges and company pages of the
   * companies whose primary category it is (their quadrant follows the whole category's figures).
   */
  grid: (slug: string) => `grid:${slug}`,
  /** A company's own pages: profile, alternatives, and the API's company reads. */
  company: (companyId: number) => `company:${companyId}`,
  /** Pages that list a company's reviews: its profile, all-reviews page and each review's page. */
  reviews: (companyId: number) => `reviews:${companyId}`,
  review: (reviewId: number) => `review:${reviewId}`,
  /** Pages that rank or list companies across the catalog with their ratings. */
  companies: "companies",
  compare: "compare",
  search: "search",
  awards: "awards",
  stacks: "stacks",
  content: "content",
} as const;

/**
 * What a read-cache invalidation (`services.cache.invalidate(prefix)`, server/cache/read-cache.ts) means for
 * pages: the figures it drops are shown on these. A prefix not known here drops everything.
 */
export function keysOfReadCacheInvalidation(prefix: string): string[] {
  const company = /^company:(\d+):/.exec(prefix);
  if (company) {
    const companyId = Number(company[1]);
    return [surrogateKeys.company(companyId), surrogateKeys.reviews(companyId)];
  }
  if (prefix.startsWith("home-stats")) return [surrogateKeys.home];
  if (prefix === "categories" || prefix.startsWith("category:")) return [surrogateKeys.categories];
  if (prefix.startsWith("search:")) return [surrogateKeys.search];
  if (prefix.startsWith("operator-stack:")) return [surrogateKeys.stacks];
  return [surrogateKeys.all];
}

/** Header names a cache reads keys from (the setting `SURROGATE_KEY_HEADERS` lists them); values are space-separated except Cloudflare's comma list. */
export type SurrogateKeyHeader = Env["SURROGATE_KEY_HEADERS"][number];

const headerSpelling: Record<SurrogateKeyHeader, { name: string; separator: string }> = {
  xkey: { name: "xkey", separator: " " },
  "surrogate-key": { name: "Surrogate-Key", separator: " " },
  "cache-tag": { name: "Cache-Tag", separator: "," },
};

/** The headers naming `keys`, one per configured cache. */
export function surrogateKeyHeaders(keys: Iterable<string>, headers: readonly SurrogateKeyHeader[]) {
  const list = [...new Set(keys)];
  return headers.map((header) => ({
    name: headerSpelling[header].name,
    value: list.join(headerSpelling[header].separator),
  }));
}

/** The keys an answer was stored with, read back from its headers (the page cache indexes entries by them). */
export function keysOfHeaders(headers: Record<string, string>): string[] {
  const value = headers.xkey ?? headers["surrogate-key"] ?? headers["cache-tag"]?.replaceAll(",", " ");
  return value ? value.split(" ").filter((key) => key.length > 0) : [surrogateKeys.all];
}

/**
 * The keys a request asked to purge, and those whose shared-cache purge job its writes recorded already; whether its
 * session named a live account (not merely carried a session cookie), and whether it said it changed no public page.
 */
type PurgeScope = { keys: Set<string>; queued: Set<string>; isSignedIn: boolean; hasNoPublicEffect: boolean };

// The route bundle and the server bundle each carry a copy of this module (decision 035): one storage for both.
const storageKey = Symbol.for("operatorstack.page-purges");
const globalWithKey = globalThis as typeof globalThis & { [storageKey]?: AsyncLocalStorage<PurgeScope> };
globalWithKey[storageKey] ??= new AsyncLocalStorage<PurgeScope>();
const purgeScope: AsyncLocalStorage<PurgeScope> = globalWithKey[storageKey];

/**
 * Runs one write's answer and collects the keys its domain functions asked to purge meanwhile, so that the write
 * is purged once, after it answered (server/cache/page-cache.ts).
 */
export async function collectPurges<T>(answer: () => Promise<T>) {
  const scope: PurgeScope = { keys: new Set(), queued: new Set(), isSignedIn: false, hasNoPublicEffect: false };
  const result = await purgeScope.run(scope, answer);
  return {
    result,
    keys: [...scope.keys],
    queued: [...scope.queued],
    isSignedIn: scope.isSignedIn,
    hasNoPublicEffect: scope.hasNoPublicEffect,
  };
}

/** The request's session was looked up and names a live account (server/auth/session.ts). */
export function noteSignedInRequest() {
  const scope = purgeScope.getStore();
  if (scope) scope.isSignedIn = true;
}

/** The write changes nothing an anonymous visitor sees (a personal preference): it purges no page. */
export function declareNoPublicEffect() {
  const scope = purgeScope.getStore();
  if (scope) scope.hasNoPublicEffect = true;
}

/**
 * Asks for `keys` to be purged: inside a request, after its answer (with the request's other keys); elsewhere (a
 * job, start-up) at once through `purgeNow`. `queued`: the write recorded their shared-cache purge job in its own
 * transaction already (none is enqueued again after the answer).
 */
export function requestPurge(
  keys: readonly string[],
  purgeNow: (keys: string[]) => void,
  { queued = false }: { queued?: boolean } = {},
) {
  const scope = purgeScope.getStore();
  if (!scope) return purgeNow([...keys]);
  for (const key of keys) {
    scope.keys.add(key);
    if (queued) scope.queued.add(key);
  }
}
