import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlibConstants } from "node:zlib";
import type { Context, MiddlewareHandler, Next } from "hono";
import { LRUCache } from "lru-cache";
import { hasSessionCookie } from "../auth/session.ts";
import { collectPurges, keysOfHeaders, surrogateKeys } from "./surrogate-keys.ts";

export type PageCache = ReturnType<typeof createPageCache>;

const brotliCompressAsync = promisify(brotliCompress) as (
  bytes: Buffer,
  options: { params: Record<number, number> },
) => Promise<Buffer<ArrayBuffer>>;
const gzipAsync = promisify(gzip) as (bytes: Buffer, options: { level: number }) => Promise<Buffer<ArrayBuffer>>;

/**
 * A route sets this response header to ask for a side effect each time a
 * cached copy of its page is served ("company-view:12", "search-log:<id>").
 * It never reaches the browser.
 */
export const cacheHitEffectHeader = "X-Cache-Hit-Effect";

/**
 * Set by the HTTP layer on an answer the page cache may store: its route is declared public
 * (server/cache/public-routes.ts), nothing read a cookie while answering, and it sets none. Any other answer is
 * never stored (decision 073). It never reaches the browser.
 */
export const storableHeader = "X-Page-Cache";

/** Runs a cache-hit effect (counting a view); the stored page is sent as it is. */
type CacheHitEffectHandler = (c: Context, effect: string) => void;

type Entry = {
  status: number;
  /** After this (ms since epoch) the entry is stale: served only while one request renders it again. */
  freshUntil: number;
  effect: string | undefined;
  bytes: Buffer<ArrayBuffer>;
  /** The body compressed once per encoding, on first demand (off the event loop): pending, then the bytes. */
  encoded: Partial<Record<Encoding, Buffer<ArrayBuffer> | Promise<Buffer<ArrayBuffer>>>>;
  etag: string;
  /** Every header of the rendered response but per-response ones, names in lower case; the CSP allows the body's scripts by hash. */
  headers: Record<string, string>;
  /** The surrogate keys naming what the page shows (decision 095): a purge of any of them drops it. */
  keys: string[];
};

type Encoding = "br" | "gzip";

/** Writes that never change what an anonymous visitor sees. */
const writesWithoutPublicEffect = [
  /^\/api\/v1\/search\/clicks$/,
  /^\/api\/v1\/auth\//,
  /^\/api\/v1\/reviews\/polish$/,
  /^\/api\/v1\/preferences$/,
  /^\/api\/v1\/uploads\/video$/,
  /^\/(sign-in|sign-up|sign-out|forgot-password|reset-password)(\.data)?$/,
];

/** Pages, API reads, the SVG badges embedded on companies' sites, and the sitemaps. */
const cacheableTypes = /^(text\/html|application\/json|text\/x-script|image\/svg\+xml|application\/xml)/;
/** Only pages and API reads; admin screens are never anonymous and never cached; files are served as they are. */
const uncacheablePaths = /^\/(admin|api\/v1\/admin|api\/v1\/session|media|healthz|assets)(\/|\.|$)/;
/** Headers that belong to one response, never stored. */
const perResponseHeaders = new Set([
  "x-request-id",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "etag",
  "x-cache",
  "date",
  "set-cookie",
  cacheHitEffectHeader.toLowerCase(),
  storableHeader.toLowerCase(),
]);
const requestIdPattern = /^[\w\-=]{1,255}$/;

/**
 * A weak ETag of the body's bytes, leaving out every copy of the render's nonce: the nonce attributes differ
 * between renders of the same page and must not change the tag. `text` is the bytes read as Latin-1 (one
 * character per byte), so positions found in it are byte offsets.
 */
function etagOf(bytes: Buffer, text: string, nonce: string | undefined) {
  const hash = createHash("sha1");
  let from = 0;
  if (nonce) {
    for (let at = text.indexOf(nonce); at !== -1; at = text.indexOf(nonce, from)) {
      hash.update(bytes.subarray(from, at));
      from = at + nonce.length;
    }
  }
  hash.update(bytes.subarray(from));
  return `W/"${hash.digest("base64url")}"`;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch === "*" || ifNoneMatch.split(",").some((tag) => tag.trim() === etag);
}

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const typeAttribute = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const executableTypes = new Set(["", "module", "text/javascript", "application/javascript"]);

function isExecutable(attributes: string) {
  if (/\bsrc\s*=/i.test(attributes)) return false;
  const match = attributes.match(typeAttribute);
  const type = (match?.[1] ?? match?.[2] ?? match?.[3] ?? "").trim().toLowerCase();
  return executableTypes.has(type);
}

/**
 * CSP source expressions ('sha256-…') for every inline script of an HTML body: a stored page is
 * served to many visitors, so its scripts are allowed by hash rather than by one response's nonce
 * (the strict-CSP pattern for cached pages). Data blocks (JSON-LD) and scripts with `src` need none.
 * The hash is of the script's UTF-8 bytes, as browsers compute it. The body is searched read as Latin-1 (one
 * character per byte, no decoding: found positions are byte offsets); `latin1` is that reading when the caller
 * has it already.
 */
export function inlineScriptHashes(html: string | Buffer, latin1?: string) {
  const bytes = typeof html === "string" ? Buffer.from(html) : html;
  const text = latin1 ?? bytes.toString("latin1");
  const hashes = new Set<string>();
  for (const match of text.matchAll(scriptElement)) {
    const [whole, attributes = "", script = ""] = match;
    if (!isExecutable(attributes)) continue;
    const start = match.index + whole.length - closingTagLength - script.length;
    hashes.add(hashOf(bytes.subarray(start, start + script.length)));
  }
  return [...hashes];
}

const closingTagLength = "</script>".length;

function hashOf(script: Buffer) {
  return `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
}

/** The client's preferred encoding we can send: Brotli, then gzip (a q of 0 refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
    const encoding = name === "br" || name === "gzip" ? name : undefined;
    if (!encoding) continue;
    const qParameter = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith("q="));
    const q = qParameter ? Number(qParameter.slice(2)) : 1;
    if (q > 0 && (!best || q > best.q || (q === best.q && encoding === "br"))) best = { encoding, q };
  }
  return best?.encoding;
}

/**
 * The body compressed, on libuv's thread pool (the event loop goes on answering meanwhile). Brotli at quality 3
 * (decision 109): a 53 KB company page takes about 0.2–0.4 ms there against 0.4–0.8 ms at 4, for 5% more bytes, and
 * stays well inside the first round trip's 14 KB either way; on the long tail a page is compressed for one visitor,
 * so the compression is most of what its bytes cost.
 */
function encode(bytes: Buffer, encoding: Encoding): Promise<Buffer<ArrayBuffer>> {
  return encoding === "br"
    ? brotliCompressAsync(bytes, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 3,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
          // A window just larger than the page (Brotli's default is 4 MB): the same output, less to set up.
          [zlibConstants.BROTLI_PARAM_LGWIN]: Math.max(16, Math.min(22, Math.ceil(Math.log2(bytes.byteLength + 16)))),
        },
      })
    : gzipAsync(bytes, { level: 6 });
}

type PageCacheOptions = {
  ttlMs: number;
  maxBytes?: number;
  /**
   * Told the keys each write purges (the page cache has dropped its own pages by then), and those whose
   * shared-cache purge job the write recorded in its transaction.
   */
  onWrite?: (keys: string[], queued: readonly string[]) => void;
  onHit?: CacheHitEffectHandler;
};

type PageCacheState = {
  ttlMs: number;
  maxBytes: number;
  entries: LRUCache<string, Entry>;
  /**
   * Keys of pages rendered once while the cache was full and not stored: a page is stored in a full cache
   * on its second render within this window, so a sweep of one-off pages (a crawler, the long tail) does not
   * push out the pages visitors keep asking for.
   */
  seenOnce: LRUCache<string, true>;
  /** Keys being rendered now: concurrent misses wait for that render instead of rendering too. */
  rendering: Map<string, Promise<void>>;
  /** Bumped by every purge: a render notes it when it starts. */
  generation: number;
  /**
   * The generation of each key's newest purge: a page whose render started before a purge of one of its keys may
   * show what the write changed, and is not stored (decision 095). Bounded: a key pushed out raises `purgedFloor`.
   */
  purgedAt: LRUCache<string, number>;
  /** Renders started before this generation are never stored (a purge of `all`, or a forgotten key's purge). */
  purgedFloor: number;
  onWrite: PageCacheOptions["onWrite"];
  onHit: CacheHitEffectHandler | undefined;
};

/**
 * Anonymous GETs of pages and API reads: an in-process micro-cache (`ttlMs`,
 * 0 turns storing off), ETags with 304 Not Modified, and the Cache-Control the HTTP layer set for browsers and
 * shared caches. A write drops at once, in this process, the pages whose surrogate keys it purges (the keys its
 * domain functions asked for, or every page when it asked for none: decision 095); `onWrite` tells the other
 * processes and the shared cache in front. Responses to signed-in
 * visitors are never stored (docs/decisions/028-http-caching.md), nor any answer the HTTP layer did not mark
 * storable: only routes declared public, and never an answer that read or set a cookie (decision 073).
 *
 * It runs before the other middleware: a hit is answered from the stored
 * headers (security headers included) and bytes, compressed once per entry.
 */
export function createPageCache({ ttlMs, maxBytes = 64 * 1024 * 1024, onWrite, onHit }: PageCacheOptions) {
  const state: PageCacheState = {
    ttlMs,
    maxBytes,
    entries: new LRUCache<string, Entry>({
      maxSize: maxBytes,
      sizeCalculation: entrySize,
      // Stale entries stay a little longer, to answer while one request renders the page again.
      ttl: Math.max(ttlMs * 2, 1),
    }),
    // Keys only (about 100 bytes each): at most ~2 MB.
    seenOnce: new LRUCache<string, true>({ max: seenOnceKeys }),
    rendering: new Map(),
    generation: 0,
    purgedAt: new LRUCache<string, number>({
      max: purgedKeysRemembered,
      dispose: (generation) => {
        state.purgedFloor = Math.max(state.purgedFloor, generation);
      },
    }),
    purgedFloor: 0,
    onWrite,
    onHit,
  };
  const middleware: MiddlewareHandler = (c, next) => handleRequest(state, c, next);
  return {
    middleware,
    /** Drops every stored page that carries one of `keys` (a write happened here or in another process). */
    purge: (keys: readonly string[]) => purgePages(state, keys),
    get size() {
      return state.entries.size;
    },
  };
}

/** The bytes, and room for their compressed copies. */
function entrySize(entry: Entry) {
  return entry.bytes.byteLength * 2 + 1024;
}

/** How many purged keys are remembered with their purge's generation (about 100 bytes each). */
const purgedKeysRemembered = 50_000;

/** How many pages rendered once in a full cache are remembered, waiting for a second request. */
const seenOnceKeys = 20_000;

/**
 * Admission: with room, every page is stored (the first request for it and all the next are hits). In a full
 * cache a page pushes out the least recently used ones only when it is asked for a second time, as in the
 * "doorkeeper" of TinyLFU (decision 066): a long tail of pages asked for once churns nothing.
 */
function admits(state: PageCacheState, key: string, entry: Entry) {
  if (state.entries.peek(key, { allowStale: true })) return true; // a stale copy of this page: replace it
  if (state.entries.calculatedSize + entrySize(entry) <= state.maxBytes) return true;
  if (state.seenOnce.delete(key)) return true;
  state.seenOnce.set(key, true);
  return false;
}

function purgePages(state: PageCacheState, keys: readonly string[]) {
  const generation = ++state.generation;
  if (keys.includes(surrogateKeys.all)) {
    state.purgedFloor = generation;
    state.entries.clear();
    return;
  }
  for (const key of keys) state.purgedAt.set(key, generation);
  const purged = new Set(keys);
  const dropped: string[] = [];
  for (const [key, entry] of state.entries.entries())
    if (entry.keys.some((each) => purged.has(each))) dropped.push(key);
  for (const key of dropped) state.entries.delete(key);
}

async function handleRequest(state: PageCacheState, c: Context, next: Next) {
  const method = c.req.method;
  const path = c.req.path;
  // Every answer not being stored loses the storable mark, which is for this middleware only.
  const nextUnmarked = async () => {
    await next();
    c.res.headers.delete(storableHeader);
  };
  if (method !== "GET" && method !== "HEAD") return handleWrite(state, c, nextUnmarked, path);
  if (uncacheablePaths.test(path)) {
    await nextUnmarked();
    // Admin screens and the like are never for a shared cache, even one that ignores cookies (found by the probe
    // of issue #39: a 200 without Cache-Control may be kept by a CDN's default TTL).
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "private, no-cache");
    return;
  }
  // The session is the one cookie the cache itself looks at: a request that carries one is never served from
  // it nor stored (every other cookie read marks the answer unstorable, server/web/request-cookies.ts).
  if (hasSessionCookie(c.req.header("cookie"))) return handleSignedIn(c, nextUnmarked);
  // Host, path and query: a page rendered for another Host is never served to ours (decision 050).
  const url = c.req.url;
  return handleAnonymousRead(state, c, next, nextUnmarked, url.slice(url.indexOf("//") + 2));
}

/**
 * A write purges the keys its domain functions asked for (server/cache/surrogate-keys.ts), here and elsewhere; a
 * successful signed-in write that asked for none and may change what anonymous visitors see purges every page. An
 * anonymous write changes no public page unless it names its keys: without this rule any anonymous form post (a
 * redirect to sign-in, a reset request) emptied every cache (found by the probe of issue #39).
 */
async function handleWrite(state: PageCacheState, c: Context, next: Next, path: string) {
  // Signed in means a session lookup found the account, not a cookie that merely looks like a session's: a forged
  // or revoked one purged every page (second probe of issue #39).
  const { keys, queued, isSignedIn, hasNoPublicEffect } = await collectPurges(() => next());
  const purged =
    keys.length > 0
      ? keys
      : isSignedIn &&
          !hasNoPublicEffect &&
          c.res.status < 400 &&
          !writesWithoutPublicEffect.some((pattern) => pattern.test(path))
        ? [surrogateKeys.all]
        : [];
  if (purged.length === 0) return;
  purgePages(state, purged);
  state.onWrite?.(purged, queued);
}

/** A signed-in page is personal: browsers may keep it, shared caches may not. */
async function handleSignedIn(c: Context, next: Next) {
  await next();
  // The cache-hit effect is for a stored copy; a signed-in answer is never stored, and the header is internal.
  c.res.headers.delete(cacheHitEffectHeader);
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "private, no-cache");
}

async function handleAnonymousRead(state: PageCacheState, c: Context, next: Next, nextUnmarked: Next, key: string) {
  if (state.ttlMs > 0) {
    // Checked and claimed in the same tick: concurrent misses find the render in flight and wait for it.
    const hit = state.entries.get(key);
    if (hit && (hit.freshUntil > Date.now() || state.rendering.has(key))) return serveHit(state, c, hit);
    const inFlight = state.rendering.get(key);
    if (inFlight) {
      await inFlight;
      const rendered = state.entries.get(key);
      if (rendered) return serveHit(state, c, rendered);
    }
  }
  if (c.req.method === "HEAD") return nextUnmarked();
  let done: () => void = () => {};
  if (state.ttlMs > 0) {
    state.rendering.set(
      key,
      new Promise<void>((resolve) => {
        done = resolve;
      }),
    );
  }
  try {
    await renderAndStore(state, c, next, key);
  } finally {
    state.rendering.delete(key);
    done();
  }
}

function serveHit(state: PageCacheState, c: Context, entry: Entry) {
  if (entry.effect) state.onHit?.(c, entry.effect);
  return respond(c, entry, "hit");
}

/** A page moved for good (a company's old address, decision 086): stored like a page, with its Location. */
export function isPermanentRedirect(response: Response) {
  return response.status === 301 && response.headers.has("location");
}

function isStorable(response: Response, isDeclaredPublic: boolean) {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return (
    isDeclaredPublic &&
    (isPermanentRedirect(response) ||
      (response.status === 200 && cacheableTypes.test(response.headers.get("content-type") ?? ""))) &&
    !response.headers.has("set-cookie") &&
    !response.headers.has("content-encoding") &&
    !/private|no-store/.test(cacheControl)
  );
}

async function renderAndStore(state: PageCacheState, c: Context, next: Next, key: string) {
  const startedAt = state.generation;
  await next();
  const response = c.res;
  const effect = response.headers.get(cacheHitEffectHeader) ?? undefined;
  response.headers.delete(cacheHitEffectHeader);
  const isDeclaredPublic = response.headers.get(storableHeader) === "public";
  response.headers.delete(storableHeader);
  if (!isStorable(response, isDeclaredPublic)) return;
  // Bytes as rendered: read as text and encoded again they cost two copies of the page (issue #18).
  const entry = createEntry(response, Buffer.from(await response.arrayBuffer()), {
    nonce: c.get("secureHeadersNonce") as string | undefined,
    effect,
    freshUntil: Date.now() + state.ttlMs,
  });
  if (state.ttlMs > 0 && !wasPurgedSince(state, entry.keys, startedAt) && admits(state, key, entry))
    state.entries.set(key, entry);
  c.res = undefined;
  c.res = await respond(c, entry, "miss");
}

/** Whether a write purged one of the page's keys after its render started: it may not be in the page. */
function wasPurgedSince(state: PageCacheState, keys: readonly string[], startedAt: number) {
  if (state.purgedFloor > startedAt) return true;
  return keys.some((key) => (state.purgedAt.get(key) ?? 0) > startedAt);
}

/** What is stored of a rendered response: its bytes and the headers every visitor may get. */
function createEntry(
  response: Response,
  bytes: Buffer<ArrayBuffer>,
  { nonce, effect, freshUntil }: { nonce: string | undefined; effect: string | undefined; freshUntil: number },
): Entry {
  const text = bytes.toString("latin1");
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) if (!perResponseHeaders.has(name)) headers[name] = value;
  headers["cache-control"] ||= "public, max-age=0, must-revalidate";
  headers.vary = "Accept-Encoding";
  // The policy allowed this render's scripts by its nonce; stored, the page is served to many
  // visitors, so the scripts are allowed by their hashes instead.
  const policy = headers["content-security-policy"];
  if (policy && nonce) {
    headers["content-security-policy"] = policy
      .replace(`'nonce-${nonce}'`, inlineScriptHashes(bytes, text).join(" "))
      .replace(/ {2,}/g, " ");
  }
  return {
    status: response.status,
    freshUntil,
    effect,
    bytes,
    encoded: {},
    etag: etagOf(bytes, text, nonce),
    headers,
    keys: keysOfHeaders(headers),
  };
}

// Plain header objects and a ready buffer keep the Node adapter on its fast path (no Headers, no stream).
// A hit whose bytes are ready is answered synchronously; only a first compression is awaited.
function respond(c: Context, entry: Entry, label: "hit" | "miss"): Response | Promise<Response> {
  const headers: Record<string, string> = {
    ...entry.headers,
    "x-request-id": requestIdOf(c),
    "x-cache": label,
  };
  // A redirect has no body to revalidate or compress.
  if (entry.status !== 200) return new Response(null, { status: entry.status, headers });
  headers.etag = entry.etag;
  if (matchesEtag(c.req.header("if-none-match"), entry.etag)) {
    // The browser reuses the body it kept, and that response's policy with it.
    delete headers["content-type"];
    delete headers["content-security-policy"];
    return new Response(null, { status: 304, headers });
  }
  const answer = (bytes: Buffer<ArrayBuffer>) =>
    new Response(c.req.method === "HEAD" ? null : bytes, { status: entry.status, headers });
  const encoding = preferredEncoding(c.req.header("accept-encoding"));
  if (!encoding) return answer(entry.bytes);
  headers["content-encoding"] = encoding;
  const encoded = entry.encoded[encoding];
  if (encoded instanceof Buffer) return answer(encoded);
  const pending = encoded instanceof Promise ? encoded : encode(entry.bytes, encoding);
  entry.encoded[encoding] = pending;
  return pending.then((bytes) => {
    entry.encoded[encoding] = bytes;
    return answer(bytes);
  });
}

/** A miss already has one (set by the request-id middleware it went through); a hit gets its own. */
function requestIdOf(c: Context) {
  let requestId = c.get("requestId") as string | undefined;
  if (!requestId) {
    const given = c.req.header("x-request-id");
    requestId = given && requestIdPattern.test(given) ? given : crypto.randomUUID();
    c.set("requestId", requestId);
  }
  return requestId;
}
