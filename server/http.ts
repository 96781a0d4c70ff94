import { Readable } from "node:stream";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { getSessionUser, type SessionUser } from "./auth/session.ts";
import { requestContext, type Services } from "./context.ts";
import { videoMimeByExtension } from "./storage/detect-video-type.ts";
import { isVideoKey } from "./storage/video-storage.ts";

type AppEnv = { Variables: { requestId: string; isStaticFile?: boolean } };

export type HttpOptions = {
  services: Services;
  /** The React Router server build, or a function returning it (Vite dev server). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  /** Folder of the built browser assets; omitted in development (Vite serves them). */
  clientAssetsDir?: string;
};

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function clientIpOf(c: Context, trustProxy: boolean) {
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

export function createHttpApp({ services, build, mode, clientAssetsDir }: HttpOptions) {
  const { env, logger, db } = services;
  const app = new Hono<AppEnv>();
  const handleRequest = createRequestHandler(build, mode);

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const path = c.req.path;
    if (path.startsWith("/assets/")) return;
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
  app.use(
    secureHeaders({
      xFrameOptions: "DENY",
      referrerPolicy: "strict-origin-when-cross-origin",
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: env.PUBLIC_URL?.startsWith("https://") ? "max-age=31536000; includeSubDomains" : false,
    }),
  );
  app.use(compress());

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

  app.get("/healthz", async (c) => {
    c.header("Cache-Control", "no-store");
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: "ok", database: { status: "ok", kind: services.databaseKind } });
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
    const video = await services.videos.read(key, range);
    if (!video) return c.text(range ? "Range not satisfiable" : "Not found", range ? 416 : 404);
    const extension = key.slice(key.lastIndexOf(".") + 1) as keyof typeof videoMimeByExtension;
    const headers: Record<string, string> = {
      "Content-Type": videoMimeByExtension[extension],
      "Content-Length": String(video.length),
      "Accept-Ranges": "bytes",
      "Content-Disposition": "inline",
      "Cache-Control": "public, max-age=86400",
    };
    if (video.range) headers["Content-Range"] = `bytes ${video.range.start}-${video.range.end}/${video.size}`;
    const body = Readable.toWeb(video.body) as ReadableStream<Uint8Array>;
    return new Response(body, { status: video.range ? 206 : 200, headers });
  });

  if (clientAssetsDir) {
    // Hashed asset names never change content: a year, immutable. Other public files: an hour.
    app.use("*", async (c, next) => {
      await next();
      if (!c.get("isStaticFile") || c.res.status !== 200) return;
      const isHashed = c.req.path.startsWith("/assets/");
      c.res.headers.set("Cache-Control", isHashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    });
    app.use("*", serveStatic({ root: clientAssetsDir, onFound: (_path, c) => c.set("isStaticFile", true) }));
  }

  app.all("*", async (c) => {
    const request = c.req.raw;
    let user: Promise<SessionUser | null> | undefined;
    const context = new RouterContextProvider();
    context.set(requestContext, {
      services,
      requestId: c.get("requestId"),
      clientIp: clientIpOf(c, env.TRUST_PROXY),
      getUser() {
        user ??= getSessionUser(services.auth, db, request.headers, logger);
        return user;
      },
    });
    return handleRequest(request, context);
  });

  return app;
}
