import { readdirSync } from "node:fs";
import { Readable } from "node:stream";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { maxRecordingBytes, tooLargeRecordingMessage } from "#contracts/audio-recordings.ts";
import { tooLargeLogoMessage } from "#contracts/company-logos.ts";
import { getSessionUser, hasSessionCookie, type SessionUser } from "./auth/session.ts";
import { isPermanentRedirect, storableHeader } from "./cache/page-cache.ts";
import { surrogateKeysOfRoute } from "./cache/public-routes.ts";
import { type SurrogateKeyHeader, surrogateKeyHeaders } from "./cache/surrogate-keys.ts";
import type { RequestContext, Services } from "./context.ts";
import type { Database } from "./db/client.ts";
import { databaseUnavailableMessage, isDatabaseUnavailable } from "./db/database-errors.ts";
import { videoMimeByExtension } from "./storage/detect-video-type.ts";
import { isVideoKey } from "./storage/video-storage.ts";
import { findHostileInput } from "./web/hostile-characters.ts";
import { allowedMethodsOf, methodNotAllowed } from "./web/method-not-allowed.ts";
import { isPublicHost } from "./web/public-origin.ts";
import { requestContext } from "./web/request-context.ts";
import { readCookie, readCookieHeader, trackCookieReads } from "./web/request-cookies.ts";
import { routeMatchOf } from "./web/route-id.ts";

type AppEnv = { Variables: { requestId: string; isStaticFile?: boolean; secureHeadersNonce?: string } };

export type HttpOptions = {
  services: Services;
  /** The React Router server build, or a function returning it (Vite dev server). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  /** Folder of the built browser assets; omitted in development (Vite serves them). */
  clientAssetsDir?: string;
};

const documentOnlyHeaders = [
  "Content-Security-Policy",
  "Permissions-Policy",
  "X-Frame-Options",
  "Cross-Origin-Opener-Policy",
  "Origin-Agent-Cluster",
  "X-XSS-Protection",
  "X-DNS-Prefetch-Control",
  "X-Download-Options",
  "X-Permitted-Cross-Domain-Policies",
];

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const formTypes = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i;

const megabyte = 1024 * 1024;
const transcriptionsPath = "/api/v1/transcriptions";
/**
 * The pages whose logo form posts a file (decision 088). Their body may be larger than a logo, so that a photo
 * picked by mistake reaches the page, which says what is wrong in the form; past this, a bare 413.
 */
const logoFormPaths = /^\/(vendor|admin\/companies\/\d+\/edit)(\.data)?$/;
const logoFormBytes = 8 * megabyte;
/**
 * The largest request body a route reads, refused with 413 before it is read (by Content-Length, or
 * while a chunked body streams in, never holding more than the limit). Review videos stream to storage
 * under their own 100 MB limit; the admin import takes a 2 MB file; a dictation recording up to 10 MB.
 */
export function bodyLimitFor(path: string): number | undefined {
  if (path === "/api/v1/uploads/video") return undefined;
  if (logoFormPaths.test(path)) return logoFormBytes;
  if (path === "/admin/ai-tools" || path === "/admin/ai-tools.data") return 3 * megabyte;
  if (path === transcriptionsPath) return maxRecordingBytes;
  return megabyte;
}

/** What a 413 says: the recording's own sentence for dictation, the general one elsewhere. */
function tooLargeMessage(path: string, maxSize: number) {
  if (path === transcriptionsPath) return tooLargeRecordingMessage;
  if (logoFormPaths.test(path)) return tooLargeLogoMessage;
  return `The request is larger than ${maxSize / megabyte} MB. Please send less.`;
}

function clientIpOf(c: Context, trustProxy: boolean) {
  if (trustProxy) {
    // The right-most address is the one our own proxy appended; left ones are client-supplied.
    const forwarded = c.req
      .header("x-forwarded-for")
      ?.split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    const last = forwarded?.at(-1);
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/**
 * Scripts only from our origin or inline with this response's nonce (React
 * Router's hydration data); no plugins, no framing of our pages, no <base>.
 * Expert-review videos embed from YouTube (no-cookie) and Vimeo.
 */
function contentSecurityPolicy(isHttps: boolean) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "https:"],
    mediaSrc: ["'self'", "blob:", "https:"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameSrc: ["https://www.youtube-nocookie.com", "https://player.vimeo.com"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
  };
}

/**
 * The answer while the database cannot be reached: a JSON error for the API,
 * otherwise a small self-contained page; both say when to retry.
 */
function databaseUnavailableResponse(c: Context) {
  c.header("Retry-After", "5");
  c.header("Cache-Control", "no-store");
  if (c.req.path.startsWith("/api/") || c.req.path.endsWith(".data")) {
    return c.json({ error: { code: "unavailable", message: databaseUnavailableMessage } }, 503);
  }
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>Briefly unavailable | OperatorStack</title><meta name="description" content="${databaseUnavailableMessage}">` +
      `<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a}a{color:#1d4ed8}</style></head>` +
      `<body><main><h1>Briefly unavailable</h1><p>${databaseUnavailableMessage}</p><p><a href="/">Return to Home</a></p></main></body></html>`,
    503,
  );
}

/** Set after a write: this browser's reads stay on the primary while replicas may not have the write yet. */
export const readPrimaryCookie = "os_read_primary";

/** A response with one more header (a redirect's headers are immutable: it is copied then). */
function withHeader(response: Response, name: string, value: string) {
  try {
    response.headers.append(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.append(name, value);
    return copy;
  }
}

/** A response with these headers set (a redirect's headers are immutable: it is copied then). */
function withHeadersSet(response: Response, headers: Record<string, string>) {
  let target = response;
  try {
    for (const [name, value] of Object.entries(headers)) target.headers.set(name, value);
  } catch {
    target = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) target.headers.set(name, value);
  }
  return target;
}

/** How an answer any visitor may get is cached by browsers and shared caches (decision 095). */
type SharedCachePolicy = {
  cacheControl: string;
  surrogateControl: string;
  keyHeaders: readonly SurrogateKeyHeader[];
};

function sharedCachePolicyOf(env: Services["env"]): SharedCachePolicy {
  return {
    // Browsers ask again each time (a change shows on the next visit); a shared cache keeps the page until a purge
    // or `s-maxage`, and past it serves the stale copy while it fetches the page again.
    // No stale-while-revalidate here: browsers honour it too, and served a signed-out `.data` answer after a sign-in
    // (found by the browser suite); `must-revalidate` keeps them from serving anything stale.
    cacheControl: `public, max-age=0, must-revalidate, s-maxage=${env.SHARED_CACHE_SECONDS}`,
    // For shared caches only (Fastly reads and strips it; the shipped VCL takes its grace from it).
    surrogateControl: `max-age=${env.SHARED_CACHE_SECONDS}, stale-while-revalidate=${env.SHARED_CACHE_STALE_SECONDS}`,
    keyHeaders: env.SURROGATE_KEY_HEADERS,
  };
}

/**
 * What the page cache and shared caches may do with a read's answer (decisions 073 and 095): store it when its
 * route is declared public and nothing read a cookie while answering (a set cookie the page cache checks itself),
 * with the surrogate keys naming what it shows; an answer that read one is personal, and says so to browsers and
 * shared caches too.
 */
/**
 * An answer no shared cache may keep says so when its route declared nothing: token pages, 404s, pages with a
 * per-response CSP nonce, unkeyed pages (found by the probe of issue #39: Varnish kept them for its default TTL,
 * a reset link's page among them).
 */
function privateUnlessDeclared(response: Response) {
  return response.headers.has("Cache-Control")
    ? response
    : withHeadersSet(response, { "Cache-Control": "private, no-cache" });
}

async function markCacheability(
  response: Response,
  request: Request,
  build: HttpOptions["build"],
  { wasCookieRead, taggedKeys, policy }: { wasCookieRead: boolean; taggedKeys: Set<string>; policy: SharedCachePolicy },
) {
  if (wasCookieRead) {
    return response.headers.has("Cache-Control")
      ? response
      : withHeadersSet(response, { "Cache-Control": "private, no-cache" });
  }
  // Matching the URL to its route costs about as much as React Router's own match: only for an answer the page
  // cache could store (read outside `trackCookieReads`: the session's presence is the cache's own rule).
  const mayBeStored =
    (response.status === 200 || isPermanentRedirect(response)) &&
    !response.headers.has("Set-Cookie") &&
    !hasSessionCookie(readCookieHeader(request.headers)) &&
    !/private|no-store/.test(response.headers.get("Cache-Control") ?? "");
  if (!mayBeStored) return privateUnlessDeclared(response);
  const match = routeMatchOf(typeof build === "function" ? await build() : build, new URL(request.url));
  const routeKeys = match && surrogateKeysOfRoute(match.id, match.params);
  if (!routeKeys) return privateUnlessDeclared(response);
  const headers: Record<string, string> = {
    [storableHeader]: "public",
    "Cache-Control": policy.cacheControl,
    "Surrogate-Control": policy.surrogateControl,
    // The session cookie also changes the answer, but a request with one is never stored nor served from a shared
    // cache (Cache-Control private, and the VCL passes it): only the encoding varies among stored answers.
    Vary: "Accept-Encoding",
  };
  for (const { name, value } of surrogateKeyHeaders([...routeKeys, ...taggedKeys], policy.keyHeaders))
    headers[name] = value;
  return withHeadersSet(response, headers);
}

export function createHttpApp({ services, build, mode, clientAssetsDir }: HttpOptions) {
  const { env, logger, db } = services;
  // One services object per replica, made on first use: loaders read `services.db`.
  const byReplica = new WeakMap<Database, Services>();
  const servicesReadingFrom = (replica: Database) => {
    let found = byReplica.get(replica);
    if (!found) {
      found = { ...services, db: replica };
      byReplica.set(replica, found);
    }
    return found;
  };
  const app = new Hono<AppEnv>();
  const handleRequest = createRequestHandler(build, mode);
  const sharedCachePolicy = sharedCachePolicyOf(env);

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const path = c.req.path;
    if (path.startsWith("/assets/") || !logger.isLevelEnabled("info")) return;
    logger.info(
      {
        requestId: c.get("requestId"),
        method: c.req.method,
        path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ip: clientIpOf(c, env.TRUST_PROXY),
      },
      "request",
    );
  });
  // One public origin (decision 050): in production with PUBLIC_URL set, a request for another host is
  // refused before the page cache or any route sees it. Health checks come from load balancers that
  // use the machine's address as the Host; without PUBLIC_URL (the quick start) any host is served.
  const publicUrl = env.PUBLIC_URL;
  if (env.NODE_ENV === "production" && publicUrl) {
    const ourHost = new URL(publicUrl).host;
    const message = `This server answers for ${ourHost} only.`;
    app.use(async (c, next) => {
      if (c.req.path === "/healthz" || isPublicHost(publicUrl, c.req.url)) return next();
      logger.warn({ host: c.req.header("host"), path: c.req.path }, "request for another host refused");
      c.header("Cache-Control", "no-store");
      return c.req.path.startsWith("/api/")
        ? c.json({ error: { code: "misdirected_request", message } }, 421)
        : c.text(message, 421);
    });
  }
  // Only for clients that accept compression: Hono's middleware otherwise still adds a header the slow
  // way (copying the body into a stream), for nothing. Pages from the page cache come compressed already.
  const compressResponses = compress();
  app.use((c, next) => (c.req.header("accept-encoding") ? compressResponses(c, next) : next()));
  // Before the rest: a cached page is answered with its stored headers (security headers included).
  app.use(services.pageCache.middleware);
  app.use(requestId());
  const isHttps = env.PUBLIC_URL?.startsWith("https://") === true;
  // A 304 reuses the body the browser kept, whose scripts carry that response's nonce: it must keep
  // that response's policy too, so a revalidation never sends a new one (runs after secureHeaders).
  // Document-only headers mean nothing on a script, style or image: asset responses stay small
  // (SVG keeps them: it can be opened as a document).
  app.use(async (c, next) => {
    await next();
    if (c.res.status === 304) c.res.headers.delete("Content-Security-Policy");
    // The rating badge is made to be embedded on companies' own sites (decision 059).
    if (c.req.path.startsWith("/embed/")) c.res.headers.set("Cross-Origin-Resource-Policy", "cross-origin");
    const isImageOrAsset = c.get("isStaticFile") && /\.(js|css|woff2?|png|jpe?g|webp|ico)$/.test(c.req.path);
    if (isImageOrAsset || c.req.path.startsWith("/media/logos/")) {
      for (const name of documentOnlyHeaders) c.res.headers.delete(name);
    }
  });
  app.use(
    secureHeaders({
      xFrameOptions: "DENY",
      referrerPolicy: "strict-origin-when-cross-origin",
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: isHttps ? "max-age=31536000; includeSubDomains" : false,
      // Vite's development server injects its own inline scripts: the policy applies to production builds.
      ...(mode === "production" ? { contentSecurityPolicy: contentSecurityPolicy(isHttps) } : {}),
      permissionsPolicy: {
        camera: false,
        // Dictation on the review form records from the microphone, on our own pages only (issue #21).
        microphone: ["self"],
        geolocation: false,
        payment: false,
        usb: false,
        serial: false,
        hid: false,
        midi: false,
        browsingTopics: false,
        fullscreen: ["self", "https://www.youtube-nocookie.com", "https://player.vimeo.com"],
      },
    }),
  );

  // CSRF: a state-changing request from a browser must come from our own origin.
  app.use(async (c, next) => {
    if (!unsafeMethods.has(c.req.method)) return next();
    const expected = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : new URL(c.req.url).origin;
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    const isForeign = origin ? origin !== expected : site !== undefined && site !== "same-origin" && site !== "none";
    if (!isForeign) return next();
    logger.warn({ requestId: c.get("requestId"), origin, site, path: c.req.path }, "cross-origin request refused");
    const message = "Cross-origin requests that change data are not allowed.";
    return c.req.path.startsWith("/api/")
      ? c.json({ error: { code: "forbidden", message } }, 403)
      : c.text(message, 403);
  });

  const bodyLimits = new Map<string, ReturnType<typeof bodyLimit>>();
  app.use((c, next) => {
    const maxSize = c.req.raw.body ? bodyLimitFor(c.req.path) : undefined;
    if (maxSize === undefined) return next();
    const message = tooLargeMessage(c.req.path, maxSize);
    let limit = bodyLimits.get(message);
    if (!limit) {
      limit = bodyLimit({
        maxSize,
        onError: (c) =>
          c.req.path.startsWith("/api/")
            ? c.json({ error: { code: "payload_too_large", message } }, 413)
            : c.text(message, 413),
      });
      bodyLimits.set(message, limit);
    }
    return limit(c, next);
  });

  app.use(async (c, next) => {
    const hostile = await findHostileInput(c.req.raw);
    if (!hostile) return next();
    return c.req.path.startsWith("/api/")
      ? c.json(
          {
            error: {
              code: "validation_failed",
              message: hostile.message,
              fields: { [hostile.field]: hostile.message },
            },
          },
          hostile.location === "body" ? 422 : 400,
        )
      : c.text(hostile.message, 400);
  });

  app.get("/healthz", async (c) => {
    c.header("Cache-Control", "no-store");
    try {
      await db.execute(sql`select 1`);
      // Replicas are reported, not required: without one ready, reads go to the primary.
      const replicas = services.readReplicas?.states();
      return c.json({
        status: "ok",
        database: { status: "ok", kind: services.databaseKind, ...(replicas && { replicas }) },
      });
    } catch (error) {
      logger.error({ err: error }, "health check: database unavailable");
      return c.json({ status: "unavailable", database: { status: "unavailable", kind: services.databaseKind } }, 503);
    }
  });

  // Review videos: random names, served with range requests so players can seek (disk or S3 alike).
  app.get("/media/videos/:key", async (c) => {
    const key = c.req.param("key");
    if (!isVideoKey(key)) return c.text("Not found", 404);
    const rangeHeader = c.req.header("Range");
    const match = rangeHeader?.match(/^bytes=(\d*)-(\d*)$/);
    let range: { start: number; end?: number } | null = null;
    if (rangeHeader && !match) return c.text("Range not satisfiable", 416);
    if (match) {
      const [, from = "", to = ""] = match;
      if (from === "" && to === "") return c.text("Range not satisfiable", 416);
      if (from === "") {
        // A suffix range ("the last N bytes") needs the size first.
        const whole = await services.videos.read(key, null);
        if (!whole) return c.text("Not found", 404);
        whole.body.destroy();
        range = { start: Math.max(0, whole.size - Number(to)) };
      } else {
        range = { start: Number(from), ...(to === "" ? {} : { end: Number(to) }) };
        if (range.end !== undefined && range.end < range.start) return c.text("Range not satisfiable", 416);
      }
    }
    // Only a published review's video is public; its author and admins still see it while held or removed.
    const owner = await db.execute<{ status: string; user_id: string | null }>(
      sql`select status, user_id from reviews where video_storage_key = ${key} limit 1`,
    );
    const review = owner.rows[0];
    if (!review) return c.text("Not found", 404);
    const isPublic = review.status === "published";
    if (!isPublic) {
      const viewer = await getSessionUser(services.auth, db, c.req.raw.headers, logger);
      if (!viewer || (viewer.id !== review.user_id && !viewer.isAdmin)) return c.text("Not found", 404);
    }
    const video = await services.videos.read(key, range);
    if (!video) return c.text(range ? "Range not satisfiable" : "Not found", range ? 416 : 404);
    const extension = key.slice(key.lastIndexOf(".") + 1) as keyof typeof videoMimeByExtension;
    const headers: Record<string, string> = {
      "Content-Type": videoMimeByExtension[extension],
      "Content-Length": String(video.length),
      "Accept-Ranges": "bytes",
      "Content-Disposition": "inline",
      // An hour at most in shared caches, so a video removed in moderation stops being served soon.
      "Cache-Control": isPublic ? "public, max-age=3600" : "private, no-store",
    };
    if (video.range) headers["Content-Range"] = `bytes ${video.range.start}-${video.range.end}/${video.size}`;
    const body = Readable.toWeb(video.body) as ReadableStream<Uint8Array>;
    return new Response(body, { status: video.range ? 206 : 200, headers });
  });

  // Uploaded company logos (decision 088): named by a hash of their content, so kept for a year, and always the
  // WebP we encoded ourselves.
  app.get("/media/logos/:file", async (c) => {
    const logo = await services.logos.read(c.req.param("file"));
    if (!logo) return c.text("Not found", 404);
    const body = Readable.toWeb(logo.body) as ReadableStream<Uint8Array>;
    return new Response(body, {
      headers: {
        "Content-Type": "image/webp",
        "Content-Length": String(logo.length),
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "public, max-age=31536000, immutable",
      },
    });
  });

  if (clientAssetsDir) {
    // Hashed asset names never change content: a year, immutable. Other public files: an hour.
    app.use("*", async (c, next) => {
      await next();
      if (!c.get("isStaticFile") || c.res.status !== 200) return;
      const isHashed = c.req.path.startsWith("/assets/");
      c.res.headers.set("Cache-Control", isHashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    });
    const staticFiles = serveStatic({
      root: clientAssetsDir,
      precompressed: true,
      onFound: (_path, c) => c.set("isStaticFile", true),
    });
    // Only paths under a name the folder holds (assets/, favicon.svg…) look for a file: a page request costs no
    // file-system call. The folder is the build's output and does not change while the server runs.
    const topLevelNames = new Set(readdirSync(clientAssetsDir));
    app.use("*", (c, next) => (topLevelNames.has(c.req.path.split("/", 2)[1] ?? "") ? staticFiles(c, next) : next()));
  }

  app.onError((error, c) => {
    if (isDatabaseUnavailable(error)) return databaseUnavailableResponse(c);
    logger.error({ err: error, requestId: c.get("requestId"), path: c.req.path }, "request failed");
    return c.text("Something went wrong. Please try again in a moment.", 500);
  });

  app.all("*", async (c) => {
    const request = c.req.raw;
    // A method the matched route does not take is 405 with Allow, before any loader or action runs.
    if (request.method !== "GET" && request.method !== "HEAD") {
      const allowed = allowedMethodsOf(typeof build === "function" ? await build() : build, new URL(request.url));
      if (allowed && !allowed.includes(request.method)) return methodNotAllowed(request, allowed);
    }
    // Page actions read forms; any other body (JSON, text) is a request no page makes.
    const type = request.headers.get("content-type") ?? "";
    if (request.method === "POST" && request.body && !c.req.path.startsWith("/api/") && !formTypes.test(type)) {
      return c.text(
        "This page accepts form submissions only (application/x-www-form-urlencoded or multipart/form-data).",
        415,
      );
    }
    const isRead = request.method === "GET" || request.method === "HEAD";
    // Read outside `trackCookieReads`: this cookie picks the database a read goes to, never what it shows.
    const replica =
      isRead && !readCookie(request.headers, readPrimaryCookie) ? services.readReplicas?.pick() : undefined;
    const answer = async (db: Database) => {
      let user: Promise<SessionUser | null> | undefined;
      const context = new RouterContextProvider();
      const perRequest: RequestContext = {
        services: db === services.db ? services : servicesReadingFrom(db),
        requestId: c.get("requestId"),
        clientIp: clientIpOf(c, env.TRUST_PROXY),
        cspNonce: c.get("secureHeadersNonce"),
        databaseUnavailable: false,
        method: request.method,
        surrogateKeys: new Set(),
        getUser() {
          // Sessions are read where they are written: a sign-in is seen at once.
          user ??= getSessionUser(services.auth, services.primaryDb, request.headers, logger);
          return user;
        },
      };
      context.set(requestContext, perRequest);
      const { result: response, wasCookieRead } = await trackCookieReads(() => handleRequest(request, context));
      return {
        response,
        wasCookieRead,
        taggedKeys: perRequest.surrogateKeys,
        databaseUnavailable: perRequest.databaseUnavailable,
      };
    };
    let result = await answer(replica ?? services.db);
    if (result.databaseUnavailable && replica) {
      // The replica went away since its last check: skip it, and answer this read from the primary.
      services.readReplicas?.markDown(replica);
      await result.response.body?.cancel();
      result = await answer(services.db);
    }
    if (result.databaseUnavailable) {
      await result.response.body?.cancel();
      return databaseUnavailableResponse(c);
    }
    if (isRead) {
      return markCacheability(result.response, request, build, {
        wasCookieRead: result.wasCookieRead,
        taggedKeys: result.taggedKeys,
        policy: sharedCachePolicy,
      });
    }
    if (!services.readReplicas?.readAfterWriteSeconds) return result.response;
    // Read-your-writes: for a while after a write, this browser's reads go to the primary (decision 068).
    return withHeader(
      result.response,
      "Set-Cookie",
      `${readPrimaryCookie}=1; Max-Age=${services.readReplicas.readAfterWriteSeconds}; Path=/; HttpOnly; SameSite=Lax`,
    );
  });

  return app;
}
