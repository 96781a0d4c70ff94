// npm run bench:longtail — the long tail (issue #18): each request a random page out of at least 10,000
// distinct company pages (60%), all-reviews pages 1–3 (30%) and category pages 1–5 (10%), so nearly every
// request misses the page cache, as search-engine and operator traffic does. Next to it, in the same run:
// one company page asked for again and again (the hot page) and a plain node:http server answering a page
// of the same size. Reports requests/s, p50/p99, errors, event-loop delay, the app's CPU time per request
// and its peak RSS, for each number of app processes in BENCH_PROCESSES.
//
//   DATABASE_URL=postgres://… npm run bench:longtail   scale data (npm run db:seed:scale first); 1 and 2 processes
//   DATABASE_READ_URLS=postgres://…replica… DATABASE_URL=… npm run bench:longtail   reads on streaming replicas
//   npm run bench:longtail                            the embedded database at its documented scale size, seeded
//                                                     into a fresh data folder first (5,000 companies, 50,000 reviews)
//
// Settings: BENCH_SECONDS (20), BENCH_CONNECTIONS (50), BENCH_PROCESSES ("1,2" on PostgreSQL, "1" embedded),
// BENCH_PATHS (12,000 distinct paths), BENCH_CPU_PROF (a folder: the app processes write a CPU profile there,
// node --cpu-prof, to open in Chrome DevTools or summarise with bench/support/summarise-cpu-profile.ts),
// BENCH_NODE_ARGS (more flags for the app processes' node, e.g. "--max-old-space-size=192").
//
//   BENCH_VARNISH=1 npm run bench:longtail            also behind Varnish (deploy/varnish/default.vcl, decision 095):
//                                                     BENCH_VARNISH_PAGES (2,000) distinct long-tail pages, each asked
//                                                     for once (first pass: every page new to the cache), then the same
//                                                     pages again for BENCH_SECONDS (second pass), next to the app alone
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { readLiveLock } from "#server/db/embedded/data-lock.ts";
import { startServer } from "#tests/e2e/support/server-process.ts";
import { startVarnish, varnishMissing } from "#tests/support/varnish.ts";
import {
  appProcessIds,
  cpuSeconds,
  eventLoopDelay,
  load,
  peakRssMegabytes,
  startBaseline,
} from "./support/http-load.ts";
import { writeResults } from "./support/result-file.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const pathCount = Number(process.env.BENCH_PATHS ?? 12_000);
const databaseUrl = process.env.DATABASE_URL;
const processCounts = (process.env.BENCH_PROCESSES ?? (databaseUrl ? "1,2" : "1")).split(",").map(Number);
const cpuProfileDir = process.env.BENCH_CPU_PROF;
const extraNodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(/\s+/).filter((arg) => arg.length > 0);
const readReplicaCount = (process.env.DATABASE_READ_URLS ?? "").split(",").filter((url) => url.trim()).length;
const behindVarnish = process.env.BENCH_VARNISH === "1";
const varnishPageCount = Number(process.env.BENCH_VARNISH_PAGES ?? 2000);
const embeddedScale = { SCALE_COMPANIES: "5000", SCALE_REVIEWS: "50000" };
const reviewsPageSize = 10;
const categoryPageSize = 24;

if (behindVarnish && varnishMissing()) {
  console.error(`BENCH_VARNISH=1: ${varnishMissing()}`);
  process.exit(2);
}

if (!existsSync("build/server/index.js")) {
  console.error("Build the app first: npm run build");
  process.exit(2);
}

type PagePools = { companies: string[]; reviews: string[]; categories: string[]; hot: string };

/** Distinct pages that exist: companies, their all-reviews pages 1–3 and category pages 1–5. */
async function findPages(connection: pg.ClientConfig): Promise<PagePools> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    const companies = await client.query<{ slug: string; review_count: number }>(
      `select c.slug, coalesce(s.review_count, 0)::int as review_count
       from companies c left join company_review_stats s on s.company_id = c.id
       order by md5(c.id::text) limit $1`,
      [Math.ceil(pathCount * 0.6)],
    );
    const categories = await client.query<{ slug: string; company_count: number }>(
      `select c.slug, count(cc.company_id)::int as company_count
       from categories c join company_categories cc on cc.category_id = c.id group by c.slug`,
    );
    const busiest = await client.query<{ slug: string }>(
      "select c.slug from company_review_stats s join companies c on c.id = s.company_id order by s.review_count desc limit 1 offset 10",
    );
    const reviewPages = companies.rows.flatMap(({ slug, review_count }) => {
      const pages = Math.min(3, Math.max(1, Math.ceil(review_count / reviewsPageSize)));
      return Array.from(
        { length: pages },
        (_, index) => `/company/${slug}/reviews${index ? `?page=${index + 1}` : ""}`,
      );
    });
    const categoryPages = categories.rows.flatMap(({ slug, company_count }) => {
      const pages = Math.min(5, Math.max(1, Math.ceil(company_count / categoryPageSize)));
      return Array.from({ length: pages }, (_, index) => `/categories/${slug}${index ? `?page=${index + 1}` : ""}`);
    });
    return {
      companies: companies.rows.map(({ slug }) => `/company/${slug}`),
      reviews: reviewPages,
      categories: categoryPages,
      hot: `/company/${busiest.rows[0]?.slug ?? companies.rows[0]?.slug ?? "klaviyo"}`,
    };
  } finally {
    await client.end();
  }
}

function pick<T>(items: T[]): T {
  return items[Math.floor(Math.random() * items.length)] as T;
}

/** 60% company pages, 30% all-reviews pages, 10% category pages, each drawn at random from its pool. */
function randomLongTailPath(pools: PagePools) {
  const draw = Math.random();
  if (draw < 0.6) return pick(pools.companies);
  if (draw < 0.9) return pick(pools.reviews);
  return pick(pools.categories);
}

/** The plain node:http server answering pages of `size` bytes, under the same load. */
async function loadBaseline(size: number, processes: number) {
  const baseline = await startBaseline(size, processes);
  try {
    return await load(baseline.url, { connections, seconds });
  } finally {
    await baseline.stop();
  }
}

/**
 * What browsers send that changes the server's work: visitors accept compressed pages, so an uncached page is
 * compressed for them too (the plain node:http baseline and the hot page are measured without it).
 */
const browserHeaders = { "accept-encoding": "gzip, deflate, br, zstd" };

async function appFigures(loopDir: string) {
  const pids = await appProcessIds(loopDir);
  const cpu = await Promise.all(pids.map(cpuSeconds));
  return { pids, cpu: cpu.reduce((sum, value) => sum + value, 0) };
}

/** Seeds the embedded database at its documented scale size into a fresh folder (no server holds it yet). */
function seedEmbedded(dataDir: string) {
  console.log("Seeding the embedded database at its scale size (5,000 companies, 50,000 reviews)…");
  const result = spawnSync(path.resolve("node_modules/.bin/tsx"), ["scripts/seed-scale.ts"], {
    stdio: "inherit",
    env: { ...process.env, DATA_DIR: dataDir, DEMO_DATA: "false", ...embeddedScale },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function measure(processes: number, embeddedDataDir: string | undefined) {
  const loopDir = await mkdtemp(path.join(os.tmpdir(), "operatorstack-loop-"));
  const server = await startServer({
    nodeArgs: [
      "--import",
      path.resolve("bench/support/event-loop-monitor.mjs"),
      ...(cpuProfileDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(cpuProfileDir)}`] : []),
      ...extraNodeArgs,
    ],
    ...(embeddedDataDir ? { dataDir: embeddedDataDir } : {}),
    env: {
      EVENT_LOOP_DIR: loopDir,
      WEB_CONCURRENCY: String(processes),
      TRUST_PROXY: "true",
      LOG_LEVEL: "error",
      DEMO_DATA: "false",
      // Behind Varnish nothing expires during the run (no writes: no purges either); the app alone ignores it.
      SHARED_CACHE_SECONDS: "3600",
      ...(databaseUrl
        ? { DATABASE_URL: databaseUrl, BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret" }
        : {}),
    },
  });
  try {
    const pools = await findPages(
      databaseUrl
        ? { connectionString: databaseUrl }
        : { host: await embeddedSocket(server.dataDir), user: "postgres" },
    );
    const distinct = pools.companies.length + pools.reviews.length + pools.categories.length;
    const nextPath = () => randomLongTailPath(pools);

    // Warm the processes (code paths, pools) on pages the measured run is unlikely to draw again.
    await load(server.baseUrl, { connections, seconds: 3, nextPath, headers: browserHeaders });
    const sizes = await Promise.all(
      Array.from(
        { length: 30 },
        async () => (await (await fetch(`${server.baseUrl}${nextPath()}`)).arrayBuffer()).byteLength,
      ),
    );
    const medianSize = [...sizes].sort((a, b) => a - b)[Math.floor(sizes.length / 2)] ?? 50_000;
    // A profiling run measures the long tail alone, so the profile holds nothing else.
    const baselineResult = cpuProfileDir ? undefined : await loadBaseline(medianSize, processes);

    await eventLoopDelay(loopDir);
    const before = await appFigures(loopDir);
    const longTail = await load(server.baseUrl, { connections, seconds, nextPath, headers: browserHeaders });
    const after = await appFigures(loopDir);
    const longTailLoop = await eventLoopDelay(loopDir);
    const peakRss = Math.max(...(await Promise.all(after.pids.map(peakRssMegabytes))));

    const hot = cpuProfileDir ? undefined : await load(`${server.baseUrl}${pools.hot}`, { connections, seconds });
    const hotLoop = cpuProfileDir ? undefined : await eventLoopDelay(loopDir);
    const hotSize = (await (await fetch(`${server.baseUrl}${pools.hot}`)).arrayBuffer()).byteLength;
    const hotBaselineResult = cpuProfileDir ? undefined : await loadBaseline(hotSize, processes);

    const varnish = behindVarnish && !cpuProfileDir ? await measureBehindVarnish(server.baseUrl, pools) : undefined;

    return {
      processes,
      distinctPaths: distinct,
      longTail: {
        "req/s": longTail.requestsPerSecond,
        "p50 ms": longTail.p50,
        "p99 ms": longTail.p99,
        errors: longTail.errors,
        non2xx: longTail.non2xx,
        "loop p99 ms": longTailLoop,
        "app CPU ms/request": Number((((after.cpu - before.cpu) * 1000) / Math.max(1, longTail.requests)).toFixed(2)),
        "peak RSS MB per process": peakRss,
        "node:http req/s (median page size)": baselineResult?.requestsPerSecond,
      },
      hotPage: {
        path: pools.hot,
        "req/s": hot?.requestsPerSecond,
        "× node:http":
          hot && hotBaselineResult
            ? Number((hot.requestsPerSecond / Math.max(1, hotBaselineResult.requestsPerSecond)).toFixed(2))
            : undefined,
        "p99 ms": hot?.p99,
        errors: hot?.errors,
        "loop p99 ms": hotLoop,
      },
      ...(varnish && {
        behindVarnish: {
          pages: varnish.pages,
          "sampled hits after the second pass": varnish.sampledHits,
          firstPass: varnish.firstPass,
          secondPass: {
            ...varnish.secondPass,
            "× app alone": Number((varnish.secondPass["req/s"] / Math.max(1, longTail.requestsPerSecond)).toFixed(1)),
          },
        },
      }),
    };
  } finally {
    await server.stop();
    await rm(loopDir, { recursive: true, force: true });
  }
}

/**
 * The long tail behind Varnish running the shipped VCL: a fixed list of distinct pages drawn like the long tail, each
 * asked for once (every page new to the cache: Varnish asks the app), then the same pages again, cycling through
 * the list for BENCH_SECONDS (every page in the cache).
 */
async function measureBehindVarnish(baseUrl: string, pools: PagePools) {
  const varnish = await startVarnish(Number(new URL(baseUrl).port));
  try {
    const pages = [...new Set(Array.from({ length: varnishPageCount * 3 }, () => randomLongTailPath(pools)))].slice(
      0,
      varnishPageCount,
    );
    let next = 0;
    const nextPath = () => pages[next++ % pages.length] as string;
    const first = await load(varnish.url, {
      connections,
      seconds,
      amount: pages.length,
      nextPath,
      headers: browserHeaders,
    });
    next = 0;
    const second = await load(varnish.url, { connections, seconds, nextPath, headers: browserHeaders });
    let sampledHits = 0;
    for (let index = 0; index < 20; index++) {
      const answer = await fetch(`${varnish.url}${pick(pages)}`, { headers: browserHeaders });
      await answer.body?.cancel();
      if (answer.headers.get("x-cache") === "HIT") sampledHits++;
    }
    const figures = (result: Awaited<ReturnType<typeof load>>) => ({
      requests: result.requests,
      "req/s": result.requestsPerSecond,
      "p50 ms": result.p50,
      "p99 ms": result.p99,
      errors: result.errors,
      non2xx: result.non2xx,
    });
    return {
      pages: pages.length,
      sampledHits: `${sampledHits}/20`,
      firstPass: figures(first),
      secondPass: figures(second),
    };
  } finally {
    await varnish.stop();
  }
}

/** The Unix-socket folder through which the running server shares its embedded database. */
async function embeddedSocket(dataDir: string) {
  const holder = await readLiveLock(dataDir);
  if (!holder?.socketDir) throw new Error("The running server does not share its embedded database.");
  return holder.socketDir;
}

let embeddedDataDir: string | undefined;
if (!databaseUrl) {
  embeddedDataDir = await mkdtemp(path.join(os.tmpdir(), "operatorstack-longtail-"));
  seedEmbedded(embeddedDataDir);
}
const runs = [];
try {
  for (const processes of processCounts) runs.push(await measure(processes, embeddedDataDir));
} finally {
  if (embeddedDataDir) await rm(embeddedDataDir, { recursive: true, force: true });
}

const summary = {
  benchmark: "longtail",
  date: new Date().toISOString(),
  database: databaseUrl ? "postgres" : "pglite",
  // DATABASE_READ_URLS reaches the app from this environment: reads then go to those replicas.
  readReplicas: readReplicaCount,
  connections,
  seconds,
  cores: os.availableParallelism(),
  mix: "60% company, 30% all-reviews pages 1-3, 10% category pages 1-5, random over the distinct paths; long tail with a browser's Accept-Encoding",
  runs,
};
for (const run of runs) {
  const replicas = readReplicaCount > 0 ? `, reads on ${readReplicaCount} replica(s)` : "";
  console.log(
    `\n${summary.database}${replicas}, ${run.processes} app process(es), ${run.distinctPaths} distinct paths`,
  );
  console.table({ "long tail": run.longTail, "hot page": run.hotPage });
  if (run.behindVarnish) {
    console.log(
      `behind Varnish: ${run.behindVarnish.pages} distinct pages, ${run.behindVarnish["sampled hits after the second pass"]} sampled hits after the second pass`,
    );
    console.table({
      "app alone (long tail)": {
        "req/s": run.longTail["req/s"],
        "p50 ms": run.longTail["p50 ms"],
        "p99 ms": run.longTail["p99 ms"],
      },
      "Varnish, first pass": run.behindVarnish.firstPass,
      "Varnish, second pass": run.behindVarnish.secondPass,
    });
  }
}
if (cpuProfileDir) {
  console.log(`\nCPU profiles of the long tail alone (no baseline, no hot page): ${path.resolve(cpuProfileDir)}`);
} else {
  await writeResults(
    `longtail-${summary.database}${readReplicaCount > 0 ? "-replica" : ""}${behindVarnish ? "-varnish" : ""}`,
    summary.date,
    summary,
  );
}
