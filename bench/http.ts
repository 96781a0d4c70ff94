// npm run bench:http — HTTP load on the real server (built app, `server/main.ts`) with autocannon on
// loopback, next to a plain node:http server returning a page of the same size in the same run, so every
// figure is also a ratio to what this machine can do. Also reads the app's event-loop delay under load.
//
//   DATABASE_URL=postgres://… npm run bench:http    PostgreSQL (load scale data first: npm run db:seed:scale)
//   npm run bench:http                              the embedded database (fresh demo data folder)
//
// Settings: BENCH_SECONDS (10), BENCH_CONNECTIONS (50), WEB_CONCURRENCY (PostgreSQL: the number of cores),
// BENCH_TARGETS (comma-separated words; only targets whose name holds one run, and nothing is saved).
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startServer } from "#tests/e2e/support/server-process.ts";
import { eventLoopDelay, load as loadWith, startBaseline as startBaselineWith } from "./support/http-load.ts";
import { writeResults } from "./support/result-file.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const databaseUrl = process.env.DATABASE_URL;
const only = process.env.BENCH_TARGETS?.split(",")
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const processes = Number(process.env.WEB_CONCURRENCY ?? (databaseUrl ? os.availableParallelism() : 1));
const load = (url: string) => loadWith(url, { connections, seconds });
const startBaseline = (size: number) => startBaselineWith(size, processes);

if (!existsSync("build/server/index.js")) {
  console.error("Build the app first: npm run build");
  process.exit(2);
}

type Target = { name: string; path: string; kind: "page" | "api" };

async function findTargets(baseUrl: string): Promise<Target[]> {
  let companySlug: string;
  let categorySlug: string;
  if (databaseUrl) {
    // The busiest company and the largest category of the scale data.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const company = await client.query<{ slug: string }>(
        "select c.slug from company_review_stats s join companies c on c.id = s.company_id order by s.review_count desc limit 1",
      );
      const category = await client.query<{ slug: string }>(
        "select c.slug from categories c join company_categories cc on cc.category_id = c.id group by c.slug order by count(*) desc limit 1",
      );
      companySlug = company.rows[0]?.slug ?? "klaviyo";
      categorySlug = category.rows[0]?.slug ?? "email-marketing";
    } finally {
      await client.end();
    }
  } else {
    const categories = (await (await fetch(`${baseUrl}/api/v1/categories`)).json()) as {
      categories: { slug: string; companyCount: number }[];
    };
    categorySlug = [...categories.categories].sort((a, b) => b.companyCount - a.companyCount)[0]?.slug ?? "";
    const companies = (await (await fetch(`${baseUrl}/api/v1/categories/${categorySlug}/companies`)).json()) as {
      companies: { slug: string }[];
    };
    companySlug = companies.companies[0]?.slug ?? "klaviyo";
  }
  return [
    { name: "home", path: "/", kind: "page" },
    { name: "category", path: `/categories/${categorySlug}`, kind: "page" },
    { name: "company", path: `/company/${companySlug}`, kind: "page" },
    { name: "all reviews", path: `/company/${companySlug}/reviews`, kind: "page" },
    {
      name: "search results",
      path: "/search-results?q=cheaper%20alternative%20to%20klaviyo%20for%20shopify",
      kind: "page",
    },
    { name: "API categories", path: "/api/v1/categories", kind: "api" },
    { name: "API category companies", path: `/api/v1/categories/${categorySlug}/companies`, kind: "api" },
    { name: "API company reviews", path: `/api/v1/companies/${companySlug}/reviews`, kind: "api" },
    { name: "API search (never cached)", path: "/api/v1/search?q=email%20marketing%20for%20shopify", kind: "api" },
  ];
}

const loopDir = await mkdtemp(path.join(os.tmpdir(), "operatorstack-loop-"));
const server = await startServer({
  nodeArgs: ["--import", path.resolve("bench/support/event-loop-monitor.mjs")],
  env: {
    EVENT_LOOP_DIR: loopDir,
    WEB_CONCURRENCY: String(processes),
    TRUST_PROXY: "true",
    LOG_LEVEL: "error",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret" } : {}),
  },
});
const results = [];
try {
  const targets = (await findTargets(server.baseUrl)).filter(
    (target) => !only || only.some((word) => target.name.toLowerCase().includes(word)),
  );
  for (const target of targets) {
    // The baseline answers a page exactly as large as this target's, in as many processes.
    const size = (await (await fetch(`${server.baseUrl}${target.path}`)).arrayBuffer()).byteLength;
    const baseline = await startBaseline(size);
    let baselineResult: Awaited<ReturnType<typeof load>>;
    try {
      baselineResult = await load(baseline.url);
    } finally {
      await baseline.stop();
    }
    await eventLoopDelay(loopDir);
    const result = await load(`${server.baseUrl}${target.path}`);
    const loopP99 = await eventLoopDelay(loopDir);
    results.push({
      target: target.name,
      path: target.path,
      "req/s": result.requestsPerSecond,
      "node:http req/s": baselineResult.requestsPerSecond,
      "× node:http": Number((result.requestsPerSecond / Math.max(1, baselineResult.requestsPerSecond)).toFixed(2)),
      "p50 ms": result.p50,
      "p99 ms": result.p99,
      errors: result.errors,
      non2xx: result.non2xx,
      "loop p99 ms": loopP99,
      "KB/req": Math.round(result.bytesPerRequest / 1024),
    });
  }
} finally {
  await server.stop();
  await rm(loopDir, { recursive: true, force: true });
}

const summary = {
  benchmark: "http",
  date: new Date().toISOString(),
  database: databaseUrl ? "postgres" : "pglite",
  processes,
  connections,
  seconds,
  cores: os.availableParallelism(),
  results,
};
console.log(
  `${summary.database}, ${processes} app process(es), ${connections} connections, ${seconds} s per target; ` +
    "each next to a plain node:http server answering a page of the same size",
);
console.table(results);
// A partial run is for a quick look; the kept history holds whole runs only.
if (!only) {
  await writeResults(`http-${summary.database}`, summary.date, summary);
}
