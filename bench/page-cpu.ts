// npm run bench:page-cpu — what one uncached page costs the app process, one request at a time (issue #18,
// decision 066 "The floor"): the built server on the configured PostgreSQL database (the scale data:
// npm run db:seed:scale), each page asked for once with a browser's Accept-Encoding, the app process's CPU time
// (user + system, from /proc) divided by the pages. Next to the company page: /healthz (no React), the sign-in
// page and the trust page (the layout with no data) and the categories page, so a page's cost reads against the
// floor of the stack. With nothing else in flight the figure is the page's own cost, not the machine's contention.
//
//   DATABASE_URL=postgres://… npm run bench:page-cpu
//
// Settings: BENCH_PAGES (600 per kind), BENCH_WARMUP (200), BENCH_NODE_ARGS (more flags for the app's node, e.g.
// "--cpu-prof --cpu-prof-dir=tmp/prof" for a profile to summarise with bench/support/summarise-cpu-profile.ts).
import { existsSync } from "node:fs";
import pg from "pg";
import { startServer } from "#tests/e2e/support/server-process.ts";
import { cpuSeconds } from "./support/http-load.ts";
import { writeResults } from "./support/result-file.ts";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("Set DATABASE_URL to a database loaded with `npm run db:seed:scale`.");
  process.exit(2);
}
if (!existsSync("build/server/index.js")) {
  console.error("Build the app first: npm run build");
  process.exit(2);
}
const pages = Number(process.env.BENCH_PAGES ?? 600);
const warmup = Number(process.env.BENCH_WARMUP ?? 200);
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(/\s+/).filter((arg) => arg.length > 0);

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const ids = (
  await client.query<{ id: number; slug: string }>(
    "select id, slug from companies where status = 'active' and listing_status = 'listed' order by random() limit $1",
    [pages + warmup],
  )
).rows;
await client.end();
if (ids.length < pages + warmup) throw new Error(`only ${ids.length} listed companies; seed the scale data first`);

// Pages that hold no company are made distinct by a query string the page ignores, so each misses the page cache.
const kinds: { label: string; path: (company: { id: number; slug: string }) => string }[] = [
  { label: "/healthz (no React)", path: ({ id }) => `/healthz?n=${id}` },
  { label: "/sign-in (layout and a form)", path: ({ id }) => `/sign-in?n=${id}` },
  { label: "/trust (layout and text)", path: ({ id }) => `/trust?n=${id}` },
  { label: "/categories", path: ({ id }) => `/categories?n=${id}` },
  { label: "/company/:company", path: ({ slug }) => `/company/${slug}` },
];

const server = await startServer({
  nodeArgs,
  env: { DATABASE_URL: databaseUrl, DEMO_DATA: "false", BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret" },
});
const results: { page: string; pages: number; cpuMsPerPage: number; wallMsPerPage: number }[] = [];
try {
  const get = async (path: string) => {
    const response = await fetch(server.baseUrl + path, { headers: { "accept-encoding": "br, gzip" } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
  };
  for (const kind of kinds) {
    for (const id of ids.slice(pages, pages + warmup)) await get(kind.path(id));
    const cpuBefore = await cpuSeconds(server.pid);
    const started = performance.now();
    for (const id of ids.slice(0, pages)) await get(kind.path(id));
    const wall = performance.now() - started;
    const cpu = (await cpuSeconds(server.pid)) - cpuBefore;
    const row = {
      page: kind.label,
      pages,
      cpuMsPerPage: Math.round(((cpu * 1000) / pages) * 100) / 100,
      wallMsPerPage: Math.round((wall / pages) * 100) / 100,
    };
    results.push(row);
    console.log(
      `${row.page.padEnd(32)} ${row.cpuMsPerPage.toFixed(2)} ms of app CPU per page (wall ${row.wallMsPerPage} ms)`,
    );
  }
} finally {
  await server.stop();
}
const measuredAt = new Date().toISOString();
console.log(`Written to ${await writeResults("page-cpu", measuredAt, { measuredAt, results })}`);
