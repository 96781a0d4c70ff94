// npm run bench:page-cpu — what one uncached page costs the app process, one request at a time (issue #18,
// decision 066 "The floor"; issue #39 and decision 101 for the ratios): the built server on the configured
// PostgreSQL database (the scale data: npm run db:seed:scale), each page asked for once with a browser's
// Accept-Encoding, the app process's CPU time (user + system, from /proc) divided by the pages. Next to the company,
// all-reviews and category pages: /healthz (no React), the sign-in page and the trust page (the layout with no data)
// and the categories page, so a page's cost reads against the floor of the stack. With nothing else in flight the
// figure is the page's own cost, not the machine's contention.
//
// Nothing is answered from a cache that a visitor's first look at a page would not find warm:
// - every URL is asked for once, so none is in the page cache (a page that holds no company is made distinct by a
//   query string it ignores);
// - the company pages and the all-reviews pages are of different companies, and of companies the warm-up did not
//   ask for, so neither finds the other's per-company entries in the read cache (mention counts, review summary);
// - a category page is cut from its category's facet snapshot, which the read cache holds for every page of that
//   category (decision 069): that is how the long tail meets it too.
// The kinds are measured in interleaved rounds (BENCH_ROUNDS), so a machine that slows down for a while (other
// work on the shared cores) weighs on every kind alike and the ratios stay comparable within a run.
//
//   DATABASE_URL=postgres://… npm run bench:page-cpu
//
// Settings: BENCH_PAGES (600 per kind), BENCH_WARMUP (200), BENCH_ROUNDS (6), BENCH_NODE_ARGS (more flags for the
// app's node, e.g. "--cpu-prof --cpu-prof-dir=tmp/prof" for a profile to summarise with
// bench/support/summarise-cpu-profile.ts), BENCH_ONLY (a kind's path, e.g. "/company/:company", to measure and
// profile one kind alone, next to /trust, after the same warm-up).
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
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 6));
const only = process.env.BENCH_ONLY;
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(/\s+/).filter((arg) => arg.length > 0);
const categoryPageSize = 24;

type Company = { id: number; slug: string };

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
// Three disjoint sets of companies: the warm-up's, the company pages' and the all-reviews pages'.
const companies = (
  await client.query<Company>(
    "select id, slug from companies where status = 'active' and listing_status = 'listed' order by random() limit $1",
    [2 * pages + warmup],
  )
).rows;
const categoryPages = (
  await client.query<{ slug: string; company_count: number }>(
    `select c.slug, count(cc.company_id)::int as company_count
     from categories c join company_categories cc on cc.category_id = c.id group by c.slug order by c.slug`,
  )
).rows.flatMap(({ slug, company_count }) =>
  Array.from({ length: Math.min(5, Math.max(1, Math.ceil(company_count / categoryPageSize))) }, (_, index) =>
    index === 0 ? `/categories/${slug}?` : `/categories/${slug}?page=${index + 1}&`,
  ),
);
await client.end();
if (companies.length < 2 * pages + warmup)
  throw new Error(`only ${companies.length} listed companies; seed the scale data first`);
const warmupCompanies = companies.slice(0, warmup);
const pageCompanies = companies.slice(warmup, warmup + pages);
const reviewCompanies = companies.slice(warmup + pages, warmup + 2 * pages);

/** A kind of page: its path for the n-th request, from the companies it is given. */
type Kind = { label: string; path: (n: number, company: Company) => string };
const allKinds: Kind[] = [
  { label: "/healthz (no React)", path: (n) => `/healthz?n=${n}` },
  { label: "/sign-in (layout and a form)", path: (n) => `/sign-in?n=${n}` },
  { label: "/trust (layout and text)", path: (n) => `/trust?n=${n}` },
  { label: "/categories", path: (n) => `/categories?n=${n}` },
  {
    label: "/categories/:category (pages 1-5)",
    path: (n) => `${categoryPages[n % categoryPages.length]}n=${n}`,
  },
  { label: "/company/:company", path: (_, { slug }) => `/company/${slug}` },
  { label: "/company/:company/reviews", path: (_, { slug }) => `/company/${slug}/reviews` },
];
const kinds = allKinds.filter((kind) => !only || kind.label.split(" ")[0] === only || kind.label.startsWith("/trust"));
const measuredCompanies = (kind: Kind) => (kind.label.endsWith("/reviews") ? reviewCompanies : pageCompanies);

const server = await startServer({
  nodeArgs,
  env: { DATABASE_URL: databaseUrl, DEMO_DATA: "false", BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret" },
});
const totals = new Map(kinds.map((kind) => [kind.label, { cpu: 0, wall: 0, pages: 0 }]));
try {
  const get = async (path: string) => {
    const response = await fetch(server.baseUrl + path, { headers: { "accept-encoding": "br, gzip" } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
  };
  // Warm-up: every kind, on companies not measured after; n counts on from there so no URL is asked for twice.
  for (const kind of kinds)
    for (const [index, company] of warmupCompanies.entries()) await get(kind.path(2 * pages + index, company));
  const perRound = Math.ceil(pages / rounds);
  for (let start = 0; start < pages; start += perRound) {
    for (const kind of kinds) {
      const batch = measuredCompanies(kind).slice(start, start + perRound);
      const cpuBefore = await cpuSeconds(server.pid);
      const started = performance.now();
      for (const [index, company] of batch.entries()) await get(kind.path(start + index, company));
      const total = totals.get(kind.label);
      if (!total) continue;
      total.wall += performance.now() - started;
      total.cpu += (await cpuSeconds(server.pid)) - cpuBefore;
      total.pages += batch.length;
    }
  }
} finally {
  await server.stop();
}
const round = (value: number) => Math.round(value * 100) / 100;
const results = kinds.map((kind) => {
  const total = totals.get(kind.label) ?? { cpu: 0, wall: 0, pages: 1 };
  return {
    page: kind.label,
    pages: total.pages,
    cpuMsPerPage: round((total.cpu * 1000) / total.pages),
    wallMsPerPage: round(total.wall / total.pages),
  };
});
// The floor: the cheaper of the two pages with no data, so a ratio is never flattered by the dearer one.
const floor = Math.min(
  ...results
    .filter((row) => row.page.startsWith("/sign-in") || row.page.startsWith("/trust"))
    .map((row) => row.cpuMsPerPage),
);
const withRatios = results.map((row) => ({ ...row, ratioToNoDataPage: round(row.cpuMsPerPage / floor) }));
for (const row of withRatios)
  console.log(
    `${row.page.padEnd(36)} ${row.cpuMsPerPage.toFixed(2)} ms of app CPU per page, ${row.ratioToNoDataPage.toFixed(2)}× the no-data page (wall ${row.wallMsPerPage} ms)`,
  );
const measuredAt = new Date().toISOString();
console.log(
  `Written to ${await writeResults("page-cpu", measuredAt, { measuredAt, rounds, noDataPageCpuMs: floor, results: withRatios })}`,
);
