import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler, Next } from "hono";
import { LRUCache } from "lru-cache";
import { hasSessionCookie } from "../auth/session.ts";

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * A route sets this response header to ask for a side effect each time a
 * cached copy of its page is served ("company-view:12", "search-log:<id>").
 * It never reaches the browser.
 */
export const cacheHitEffectHeader = "X-Cache-Hit-Effect";

/** Runs a cache-hit effect; may return tokens to replace in the body (old → new). */
export type CacheHitEffectHandler = (c: Context, effect: string) => Record<string, string> | undefined;

type Entry = {
  status: number;
  /** After this (ms since epoch) the entry is stale: served only while one request renders it again. */
  freshUntil: number;
  effect: string | undefined;
  body: string;
  /** The body as UTF-8 bytes and where per-response tokens sit in them: a hit copies and patches. */
  bytes: Buffer<ArrayBuffer>;
  offsets: Map<string, number[]>;
  /** The CSP nonce the body was rendered with; replaced by each response's own. */
  nonce: string | undefined;
  etag: string;
  headers: [string, string][];
};

/** Writes that never change what an anonymous visitor sees. */
const writesWithoutPublicEffect = [
  /^\/api\/v1\/search\/clicks$/,
  /^\/api\/v1\/auth\//,
  /^\/api\/v1\/reviews\/polish$/,
  /^\/api\/v1\/preferences$/,
  /^\/api\/v1\/uploads\/video$/,
  /^\/(sign-in|sign-up|sign-out)(\.data)?$/,
];

const cacheableTypes = /^(text\/html|application\/json|text\/x-script)/;
/** Only pages and API reads; admin screens are never anonymous and never cached. */
const uncacheablePaths = /^\/(admin|api\/v1\/admin|api\/v1\/session|media|healthz)(\/|\.|$)/;
const keptHeaders = ["content-type", "cache-control", "link", "x-robots-tag"];

/**
 * The stored bytes with per-response tokens (the CSP nonce, a search id) written over the stored ones:
 * a copy and a few in-place writes when old and new are the same length (they are: base64 of 16
 * bytes, UUIDs), a string replace otherwise.
 */
function patched(entry: Entry, replacements: Record<string, string>) {
  const changes = Object.entries(replacements).filter(([from, to]) => from !== to);
  if (changes.length === 0) return entry.bytes;
  if (changes.some(([from, to]) => Buffer.byteLength(from) !== Buffer.byteLength(to))) {
    let body = entry.body;
    for (const [from, to] of changes) body = body.replaceAll(from, to);
    return Buffer.from(body);
  }
  const bytes = Buffer.from(entry.bytes);
  for (const [from, to] of changes) {
    let offsets = entry.offsets.get(from);
    if (!offsets) {
      offsets = offsetsOf(entry.bytes, from);
      entry.offsets.set(from, offsets);
    }
    const value = Buffer.from(to);
    for (const offset of offsets) value.copy(bytes, offset);
  }
  return bytes;
}

function offsetsOf(bytes: Buffer, token: string) {
  const offsets: number[] = [];
  if (!token) return offsets;
  for (let at = bytes.indexOf(token); at !== -1; at = bytes.indexOf(token, at + token.length)) offsets.push(at);
  return offsets;
}

function etagOf(body: string) {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch === "*" || ifNoneMatch.split(",").some((tag) => tag.trim() === etag);
}

/**
 * Anonymous GETs of pages and API reads: an in-process micro-cache (`ttlMs`,
 * 0 turns storing off), ETags with 304 Not Modified, and Cache-Control that
 * lets browsers and CDNs revalidate. Any write that can change public content
 * clears it at once in this process (`onWrite` tells the other processes);
 * other machines see the change within `ttlMs`. Responses to signed-in
 * visitors are never stored (docs/decisions/028-http-caching.md).
 */
export function createPageCache({
  ttlMs,
  maxBytes = 64 * 1024 * 1024,
  onWrite,
  onHit,
}: {
  ttlMs: number;
  maxBytes?: number;
  onWrite?: () => void;
  onHit?: CacheHitEffectHandler;
}) {
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.body.length * 2 + entry.bytes.byteLength + 512,
    // Stale entries stay a little longer, to answer while one request renders the page again.
    ttl: Math.max(ttlMs * 2, 1),
  });
  /** Keys being rendered now: concurrent misses wait for that render instead of rendering too. */
  const rendering = new Map<string, Promise<void>>();
  let generation = 0;

  function clear() {
    generation++;
    entries.clear();
  }

  // Headers go into the Response itself: `c.header()` after a response exists makes Hono copy the
  // body into a stream, which costs the Node adapter its fast path for a ready buffer.
  function respond(
    c: Context,
    entry: Entry,
    nonce: string | undefined,
    label: "hit" | "miss",
    replacements?: Record<string, string>,
  ) {
    const headers = new Headers(entry.headers);
    headers.set("X-Cache", label);
    // A page whose body changes per response (a new search id) is not revalidated, only re-sent.
    if (!replacements) headers.set("ETag", entry.etag);
    if (!replacements && matchesEtag(c.req.header("if-none-match"), entry.etag)) {
      headers.delete("content-type");
      return new Response(null, { status: 304, headers });
    }
    if (c.req.method === "HEAD") return new Response(null, { status: entry.status, headers });
    return new Response(
      patched(entry, { ...(entry.nonce && nonce ? { [entry.nonce]: nonce } : {}), ...replacements }),
      {
        status: entry.status,
        headers,
      },
    );
  }

  const middleware: MiddlewareHandler = async (c, next) => {
    const method = c.req.method;
    const path = c.req.path;
    if (method !== "GET" && method !== "HEAD") {
      await next();
      if (c.res.status < 400 && !writesWithoutPublicEffect.some((pattern) => pattern.test(path))) {
        clear();
        onWrite?.();
      }
      return;
    }
    if (uncacheablePaths.test(path)) return next();
    if (hasSessionCookie(c.req.header("cookie"))) {
      await next();
      // A signed-in page is personal: browsers may keep it, shared caches may not.
      if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "private, no-cache");
      return;
    }

    const key = c.req.url.slice(c.req.url.indexOf(path));
    const nonce = c.get("secureHeadersNonce") as string | undefined;
    const serve = (entry: Entry) => {
      const replacements = entry.effect && onHit ? onHit(c, entry.effect) : undefined;
      c.res = respond(
        c,
        entry,
        nonce,
        "hit",
        replacements && Object.keys(replacements).length > 0 ? replacements : undefined,
      );
    };
    if (ttlMs > 0) {
      // Fresh, or stale while another request renders it again: answer from the cache.
      const hit = entries.get(key);
      if (hit && (hit.freshUntil > Date.now() || rendering.has(key))) return serve(hit);
      // Being rendered by a concurrent request: wait for it rather than render it too.
      const inFlight = rendering.get(key);
      if (inFlight) {
        await inFlight;
        const rendered = entries.get(key);
        if (rendered) return serve(rendered);
      }
    }
    if (method === "HEAD") return next();

    let done: () => void = () => {};
    if (ttlMs > 0) {
      rendering.set(
        key,
        new Promise<void>((resolve) => {
          done = resolve;
        }),
      );
    }
    try {
      await renderAndStore(c, next, key, nonce);
    } finally {
      rendering.delete(key);
      done();
    }
  };

  async function renderAndStore(c: Context, next: Next, key: string, nonce: string | undefined) {
    const startedAt = generation;
    await next();
    const response = c.res;
    const effect = response.headers.get(cacheHitEffectHeader) ?? undefined;
    response.headers.delete(cacheHitEffectHeader);
    const cacheControl = response.headers.get("cache-control") ?? "";
    if (
      response.status !== 200 ||
      response.headers.has("set-cookie") ||
      !cacheableTypes.test(response.headers.get("content-type") ?? "") ||
      /private|no-store/.test(cacheControl)
    ) {
      return;
    }
    const body = await response.text();
    if (!cacheControl) response.headers.set("Cache-Control", "public, max-age=0, must-revalidate");
    response.headers.set("Vary", "Cookie, Accept-Encoding");
    const bytes = Buffer.from(body);
    const entry: Entry = {
      status: 200,
      freshUntil: Date.now() + ttlMs,
      effect,
      body,
      bytes,
      offsets: new Map(),
      nonce,
      etag: etagOf(nonce ? body.replaceAll(nonce, "") : body),
      headers: keptHeaders.flatMap((name) => {
        const value = response.headers.get(name);
        return value ? [[name, value] as [string, string]] : [];
      }),
    };
    entry.headers.push(["vary", "Cookie, Accept-Encoding"]);
    // A write that finished while this page rendered may not be in it: keep it out of the cache.
    if (ttlMs > 0 && startedAt === generation) entries.set(key, entry);
    c.res = respond(c, entry, nonce, "miss", effect?.startsWith("search-log:") ? {} : undefined);
  }

  return {
    middleware,
    /** Drops every stored page (a write happened here or in another process). */
    clear,
    get size() {
      return entries.size;
    },
  };
}
