import cluster from "node:cluster";
import http from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { scheduleRetention } from "./admin/retention.ts";
import { DataFolderLockedError } from "./db/embedded/data-lock.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { openDatabase } from "./db/open-database.ts";
import {
  DemoDataOnPublicHostError,
  refuseDemoDataOnRealHost,
  refuseDemoSettingOnRealHost,
} from "./db/seed/demo-exposure.ts";
import { seedDatabase } from "./db/seed/seed.ts";
import { printedSeedProgress, silentSeedProgress } from "./db/seed/seed-progress.ts";
import { EnvError, parseEnv, publicUrlOf } from "./env.ts";
import { createHttpApp } from "./http.ts";
import { createLogger } from "./logger.ts";
import { createServices, PageCachePurgeMessageSchema } from "./services.ts";

/** Seeding's progress on plain lines of stdout, when the log says what the server is doing (LOG_LEVEL info or finer). */
function seedProgressFor(logger: ReturnType<typeof createLogger>) {
  return logger.isLevelEnabled("info") ? printedSeedProgress(process.stdout) : silentSeedProgress;
}

/**
 * With WEB_CONCURRENCY > 1 (and PostgreSQL), this process only supervises:
 * it migrates and seeds once, forks the app processes (they share the port),
 * relays "public content changed" between them, restarts one that dies, and
 * passes SIGTERM on for a graceful stop.
 */
async function runPrimary(env: ReturnType<typeof parseEnv>, logger: ReturnType<typeof createLogger>) {
  const database = await openDatabase(env);
  await migrateDatabase(database.pool);
  const seeded = await seedDatabase(database.db, {
    demo: env.DEMO_DATA,
    onlyIfEmpty: true,
    progress: seedProgressFor(logger),
  });
  if (seeded.catalog || seeded.demo) logger.info(seeded, "seeded the database");
  try {
    await refuseDemoDataOnRealHost(env, database.db);
  } finally {
    await database.close();
  }

  let isStopping = false;
  const fork = () => {
    const worker = cluster.fork({ OPERATORSTACK_CLUSTER_WORKER: "1" });
    worker.on("message", (message: unknown) => {
      const purge = PageCachePurgeMessageSchema.safeParse(message);
      if (!purge.success) return;
      for (const other of Object.values(cluster.workers ?? {})) if (other && other !== worker) other.send(purge.data);
    });
  };
  cluster.on("exit", (worker, code, signal) => {
    if (isStopping) return;
    logger.error({ pid: worker.process.pid, code, signal }, "an app process stopped; starting another");
    fork();
  });
  for (let index = 0; index < env.WEB_CONCURRENCY; index++) fork();
  logger.info({ processes: env.WEB_CONCURRENCY }, "started the app processes");

  const stop = (signal: NodeJS.Signals) => {
    if (isStopping) return;
    isStopping = true;
    logger.info({ signal }, "stopping the app processes");
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    const check = setInterval(() => {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        clearInterval(check);
        process.exit(0);
      }
    }, 50);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

async function main() {
  const isDev = process.argv.includes("--dev");
  const env = parseEnv();
  refuseDemoSettingOnRealHost(env);
  const logger = createLogger(env.LOG_LEVEL);
  const isClusterWorker = cluster.isWorker && process.env.OPERATORSTACK_CLUSTER_WORKER === "1";
  if (!isClusterWorker && !isDev && env.WEB_CONCURRENCY > 1) {
    if (env.DATABASE_URL) return runPrimary(env, logger);
    logger.warn("WEB_CONCURRENCY > 1 needs DATABASE_URL (the embedded database has one process): running one process");
  }

  const database = await openDatabase(env, logger);
  if (!isClusterWorker) {
    await migrateDatabase(database.pool);
    const seeded = await seedDatabase(database.db, {
      demo: env.DEMO_DATA,
      onlyIfEmpty: true,
      progress: seedProgressFor(logger),
    });
    if (seeded.catalog || seeded.demo) logger.info(seeded, "seeded the database");
    await refuseDemoDataOnRealHost(env, database.db);
  }
  const services = await createServices(env, database, logger);
  const sharedReadCache = await services.shareReadCache();
  services.activity.start();
  process.on("message", (message: unknown) => {
    const purge = PageCachePurgeMessageSchema.safeParse(message);
    if (purge.success) services.pageCache.purge(purge.data.keys);
  });
  // Uploads never attached to a review are removed after a day.
  const removeAbandoned = () =>
    services.videos
      .removeAbandonedUploads()
      .catch((error: unknown) => logger.error({ err: error }, "removing abandoned uploads failed"));
  const interrupted = await services.videos.removeInterruptedUploads();
  if (interrupted > 0) logger.warn({ files: interrupted }, "removed partial uploads of a process that stopped");
  void removeAbandoned();
  setInterval(removeAbandoned, 60 * 60 * 1000).unref();
  const stopRetention = scheduleRetention(services.db, logger);
  // Background jobs (AI operations) run in every app process; the queue is in the database.
  await services.jobs.startWorkers();

  let listener: http.RequestListener;
  let closeDev = async () => {};
  if (isDev) {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
    const app = createHttpApp({
      services,
      mode: "development",
      build: () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    });
    const honoListener = getRequestListener(app.fetch);
    listener = (req, res) => devServer.middlewares(req, res, () => honoListener(req, res));
    closeDev = () => devServer.close();
  } else {
    const buildDir = path.resolve("build");
    const build = (await import(path.join(buildDir, "server", "index.js"))) as ServerBuild;
    const app = createHttpApp({ services, mode: "production", build, clientAssetsDir: path.join(buildDir, "client") });
    listener = getRequestListener(app.fetch);
  }

  const server = http.createServer(listener);
  server.keepAliveTimeout = 65_000;
  // Long enough for a 100 MB video upload on a slow connection.
  server.requestTimeout = 600_000;
  server.headersTimeout = 20_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.PORT, env.HOST, () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info(
    { port, database: database.kind, demo: env.DEMO_DATA },
    `OperatorStack is listening on ${publicUrlOf({ ...env, PORT: port })}`,
  );

  let isStopping = false;
  async function stop(signal: string) {
    if (isStopping) return;
    isStopping = true;
    logger.info({ signal }, "shutting down");
    const forceExit = setTimeout(() => process.exit(1), 15_000);
    forceExit.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Keep-alive connections become idle when their request in flight ends: close them as they do.
      server.closeIdleConnections();
      setInterval(() => server.closeIdleConnections(), 100).unref();
    });
    await closeDev();
    stopRetention();
    await services.activity.stop();
    await services.jobs.stop();
    await sharedReadCache.close();
    await database.close();
    logger.info("stopped");
    process.exit(0);
  }
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error: unknown) => {
  if (
    error instanceof EnvError ||
    error instanceof DataFolderLockedError ||
    error instanceof DemoDataOnPublicHostError
  ) {
    console.error(error.message);
  } else {
    console.error("OperatorStack failed to start:", error);
  }
  process.exit(1);
});
