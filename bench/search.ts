// npm run bench:search — relevance and latency of discovery search.
//
// Relevance: two judged sets on the demo catalog, each reported on its own: the first set
// (bench/search/judged-queries.ts; `relevance` and `perQuery` in the results) and the fact-based
// set (bench/search/judged-fact-queries.ts, issue #16; `factRelevance` and `factPerQuery`), with
// nDCG@10, recall@10 and MRR for the full ranking and for a plain full-text baseline side by side.
// A third set written blind to the ranking by someone who had not read the search code
// (bench/search/judged-independent-queries.ts, issue #38; `independentRelevance`), reported by kind
// (general, fact). Every question of every set falls in a development half or a held-out half by a
// fixed rule (`halfOf`): tune on the development half only, and read the held-out half and the gap.
// Latency: server time per query (p50, p95) for every query of the first set (kept to that set so
// the figures compare with earlier runs), on the demo catalog and,
// when BENCH_SCALE_DATABASE_URL points at a database loaded with `npm run db:seed:scale`,
// on the 100k-company scale data too. No model is configured (the built-in reading).
// Event loop: its p99 delay while the queries run one after another, and while they run
// BENCH_CONCURRENCY (50) at a time (with searches per second).
//
// The demo catalog runs in a fresh embedded database under tmp/bench-search unless
// DATABASE_URL is set (then that database must hold the demo catalog).
// To iterate on the ranking: BENCH_HALF=development judges only the development halves and
// BENCH_RELEVANCE_ONLY=1 skips the latency runs (a few minutes instead of a quarter of an hour);
// the result file of such a run says so (`filter`). The per-query listing printed shows the
// development half only (the held-out half's per-query figures are in the result file), so tuning
// reads the held-out half as an aggregate.

import { createHash } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { factQueries } from "./search/judged-fact-queries.ts";
import { judgedIndependentQueries } from "./search/judged-independent-queries.ts";
import { type JudgedQuery, judgedQueries } from "./search/judged-queries.ts";
import { writeResults } from "./support/result-file.ts";

process.env.NODE_ENV = "production";
const { createAiService } = await import("#server/ai/ai-service.ts");
const { createReadCache } = await import("#server/cache/read-cache.ts");
const { connectDatabase } = await import("#server/db/client.ts");
const { migrateDatabase } = await import("#server/db/migrate.ts");
const { openDatabase } = await import("#server/db/open-database.ts");
const { seedDatabase } = await import("#server/db/seed/seed.ts");
const { parseEnv } = await import("#server/env.ts");
const { createLogger } = await import("#server/logger.ts");
const { discoverySearch } = await import("#server/search/discovery-search.ts");
type Database = import("#server/db/client.ts").Database;

const runs = Number(process.env.BENCH_RUNS ?? 5);
const onlyHalf =
  process.env.BENCH_HALF === "development" || process.env.BENCH_HALF === "heldOut" ? process.env.BENCH_HALF : null;
const relevanceOnly = process.env.BENCH_RELEVANCE_ONLY === "1";
const logger = createLogger("silent");
const noModel = createAiService({
  AI_BASE_URL: undefined,
  AI_API_KEY: undefined,
  AI_MODEL: undefined,
  AI_TIMEOUT_MS: 1000,
  AI_TRANSCRIPTION_MODEL: "none",
});

function dcg(grades: number[]) {
  return grades.reduce((sum, grade, index) => sum + (2 ** grade - 1) / Math.log2(index + 2), 0);
}

function evaluate(rankedDomains: (string | null)[], judged: JudgedQuery) {
  const top = rankedDomains.slice(0, 10);
  const grades = top.map((domain) => (domain ? (judged.relevant[domain] ?? 0) : 0));
  const ideal = Object.values(judged.relevant)
    .sort((a, b) => b - a)
    .slice(0, 10);
  const relevantDomains = Object.keys(judged.relevant);
  const found = top.filter((domain) => domain && relevantDomains.includes(domain)).length;
  const firstRelevant = rankedDomains.findIndex((domain) => domain && (judged.relevant[domain] ?? 0) > 0);
  const excludedShown = (judged.excluded ?? []).filter((domain) => top.includes(domain)).length;
  return {
    ndcg: dcg(grades) / dcg(ideal),
    recall: found / Math.min(10, relevantDomains.length),
    mrr: firstRelevant < 0 ? 0 : 1 / (firstRelevant + 1),
    excludedShown,
  };
}

/** The baseline: plain full-text search over name and description (the companies' own vector), ts_rank order. */
async function baseline(db: Database, query: string) {
  const result = await db.execute<{ domain: string | null }>(sql`
    select c.domain from companies c, plainto_tsquery('english', ${query}) q
    where c.search_vector @@ q order by ts_rank(c.search_vector, q) desc, c.id limit 10`);
  if (result.rows.length > 0) return result.rows.map((row) => row.domain);
  // plainto_tsquery ANDs every word; long questions match nothing, so fall back to OR.
  const words = query
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1);
  if (words.length === 0) return [];
  const orResult = await db.execute<{ domain: string | null }>(sql`
    select c.domain from companies c, to_tsquery('english', ${words.join(" | ")}) q
    where c.search_vector @@ q order by ts_rank(c.search_vector, q) desc, c.id limit 10`);
  return orResult.rows.map((row) => row.domain);
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);

/** The judged queries, `concurrency` at a time for `runs` rounds: searches per second and the event loop's delay. */
async function searchConcurrently(search: (q: string) => Promise<unknown>) {
  const queue = Array.from({ length: runs }, () => judgedQueries.map((judged) => judged.query)).flat();
  const total = queue.length;
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let query = queue.pop(); query !== undefined; query = queue.pop()) await search(query);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  loop.disable();
  return {
    searches: total,
    concurrency,
    searchesPerSecond: Math.round(total / seconds),
    eventLoopP99Ms: Math.round((loop.percentile(99) / 1e6) * 10) / 10,
  };
}

async function measure(label: string, db: Database, withRelevance: boolean) {
  const cache = createReadCache();
  const deps = { db, cache, ai: noModel, logger };
  const search = (q: string) => discoverySearch(deps, { q, limit: 20, showAiGeneratedCompanies: true });
  if (relevanceOnly && withRelevance) return { label, ...(await relevanceOfAll(label, db, search)) };
  const times: number[] = [];
  for (const judged of judgedQueries) await search(judged.query); // warm-up: caches, plans
  // The app's event loop runs the searches' JavaScript; the embedded database has its own thread.
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  for (const judged of judgedQueries) {
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      await search(judged.query);
      times.push(performance.now() - started);
    }
  }
  loop.disable();
  const sequentialLoopP99 = loop.percentile(99) / 1e6;
  const concurrent = await searchConcurrently(search);
  times.sort((a, b) => a - b);
  const latency = {
    queries: judgedQueries.length,
    runsEach: runs,
    p50Ms: Math.round(percentile(times, 50) * 10) / 10,
    p95Ms: Math.round(percentile(times, 95) * 10) / 10,
    maxMs: Math.round((times.at(-1) ?? 0) * 10) / 10,
    eventLoopP99Ms: Math.round(sequentialLoopP99 * 10) / 10,
    concurrent,
  };
  console.log(
    `\n${label}: latency p50 ${latency.p50Ms} ms, p95 ${latency.p95Ms} ms, max ${latency.maxMs} ms; ` +
      `event-loop p99 ${latency.eventLoopP99Ms} ms; ${concurrent.concurrency} at a time: ` +
      `${concurrent.searchesPerSecond} searches/s, event-loop p99 ${concurrent.eventLoopP99Ms} ms`,
  );
  if (!withRelevance) return { label, latency };
  return { label, latency, ...(await relevanceOfAll(label, db, search)) };
}

/** Every judged set's relevance (only the half BENCH_HALF names, when it names one). */
async function relevanceOfAll(label: string, db: Database, search: (q: string) => ReturnType<typeof discoverySearch>) {
  const judged = await relevanceOf(`${label}, first judged set`, judgedQueries, db, search);
  const facts = await relevanceOf(`${label}, fact-based judged set`, factQueries, db, search);
  const independent = {
    general: await relevanceOf(
      `${label}, independent set, general questions`,
      judgedIndependentQueries.filter((query) => query.kind === "general"),
      db,
      search,
    ),
    fact: await relevanceOf(
      `${label}, independent set, fact questions`,
      judgedIndependentQueries.filter((query) => query.kind === "fact"),
      db,
      search,
    ),
  };
  return {
    relevance: judged.relevance,
    perQuery: judged.perQuery,
    factRelevance: facts.relevance,
    factPerQuery: facts.perQuery,
    independentRelevance: { general: independent.general.relevance, fact: independent.fact.relevance },
    independentPerQuery: [...independent.general.perQuery, ...independent.fact.perQuery],
  };
}

/**
 * The fixed split of every judged question (issue #38): held out when the first byte of the SHA-256 of its text is
 * odd. The rule reads nothing but the text, so no one chooses which questions are held out.
 */
function halfOf(query: string): "development" | "heldOut" {
  const firstByte = createHash("sha256").update(query).digest()[0] ?? 0;
  return firstByte % 2 === 1 ? "heldOut" : "development";
}

/** nDCG@10 of each half of a set and the gap between them. */
function halvesOf(perQuery: { query: string; full: { ndcg: number } }[]) {
  const of = (half: "development" | "heldOut") => {
    const entries = perQuery.filter((entry) => halfOf(entry.query) === half);
    const ndcgAt10 = entries.length
      ? Math.round((entries.reduce((sum, entry) => sum + entry.full.ndcg, 0) / entries.length) * 1000) / 1000
      : null;
    return { queries: entries.length, ndcgAt10 };
  };
  const development = of("development");
  const heldOut = of("heldOut");
  const gap =
    development.ndcgAt10 !== null && heldOut.ndcgAt10 !== null
      ? Math.round((development.ndcgAt10 - heldOut.ndcgAt10) * 1000) / 1000
      : null;
  return { development, heldOut, gap };
}

/** nDCG@10, recall@10 and MRR of one judged set, for the full ranking and for the baseline. */
async function relevanceOf(
  label: string,
  queries: JudgedQuery[],
  db: Database,
  search: (q: string) => ReturnType<typeof discoverySearch>,
) {
  const perQuery: { query: string; full: ReturnType<typeof evaluate>; base: ReturnType<typeof evaluate> }[] = [];
  for (const judged of queries) {
    if (onlyHalf && halfOf(judged.query) !== onlyHalf) continue;
    const response = await search(judged.query);
    const full = evaluate(
      response.results.map((result) => result.domain),
      judged,
    );
    const base = evaluate(await baseline(db, judged.query), judged);
    perQuery.push({ query: judged.query, full, base });
  }
  const mean = (pick: (entry: (typeof perQuery)[number]) => number) =>
    Math.round((perQuery.reduce((sum, entry) => sum + pick(entry), 0) / perQuery.length) * 1000) / 1000;
  const relevance = {
    queries: perQuery.length,
    full: { ndcgAt10: mean((e) => e.full.ndcg), recallAt10: mean((e) => e.full.recall), mrr: mean((e) => e.full.mrr) },
    baseline: {
      ndcgAt10: mean((e) => e.base.ndcg),
      recallAt10: mean((e) => e.base.recall),
      mrr: mean((e) => e.base.mrr),
    },
    excludedCompaniesShown: perQuery.reduce((sum, entry) => sum + entry.full.excludedShown, 0),
    halves: halvesOf(perQuery),
  };
  console.log(`\n${"query".padEnd(62)} nDCG@10 full  base   recall full  base`);
  for (const entry of perQuery) {
    if (halfOf(entry.query) !== "development") continue;
    console.log(
      entry.query.slice(0, 60).padEnd(62),
      entry.full.ndcg.toFixed(2).padStart(7),
      entry.base.ndcg.toFixed(2).padStart(5),
      entry.full.recall.toFixed(2).padStart(12),
      entry.base.recall.toFixed(2).padStart(5),
    );
  }
  console.log(
    `\n${label} relevance (${perQuery.length} judged queries):\n` +
      `  full ranking: nDCG@10 ${relevance.full.ndcgAt10}, recall@10 ${relevance.full.recallAt10}, MRR ${relevance.full.mrr}\n` +
      `  baseline:     nDCG@10 ${relevance.baseline.ndcgAt10}, recall@10 ${relevance.baseline.recallAt10}, MRR ${relevance.baseline.mrr}\n` +
      `  excluded companies shown in a top 10: ${relevance.excludedCompaniesShown}\n` +
      `  halves: development nDCG@10 ${relevance.halves.development.ndcgAt10} (${relevance.halves.development.queries}), ` +
      `held out ${relevance.halves.heldOut.ndcgAt10} (${relevance.halves.heldOut.queries}), gap ${relevance.halves.gap}`,
  );
  return { relevance, perQuery };
}

const reports: unknown[] = [];
const demoDir = path.resolve("tmp/bench-search");
const env = parseEnv({
  LOG_LEVEL: "silent",
  BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret",
  ...process.env,
  DATA_DIR: process.env.DATABASE_URL ? (process.env.DATA_DIR ?? "data") : demoDir,
});
if (!env.DATABASE_URL) {
  await rm(demoDir, { recursive: true, force: true });
  await mkdir(demoDir, { recursive: true });
}
const demo = await openDatabase(env);
try {
  await migrateDatabase(demo.pool);
  await seedDatabase(demo.db, { demo: true, onlyIfEmpty: true });
  reports.push(await measure(`demo catalog (${demo.kind})`, demo.db, true));
} finally {
  await demo.close();
  if (!env.DATABASE_URL) await rm(demoDir, { recursive: true, force: true });
}

const scaleUrl = process.env.BENCH_SCALE_DATABASE_URL;
if (scaleUrl) {
  const scale = connectDatabase({ kind: "postgres", connectionString: scaleUrl, poolSize: 4 });
  try {
    await migrateDatabase(scale.pool);
    const counts = await scale.db.execute<{ companies: number; reviews: number }>(
      sql`select (select count(*) from companies)::int as companies, (select count(*) from reviews)::int as reviews`,
    );
    const { companies, reviews } = counts.rows[0] ?? { companies: 0, reviews: 0 };
    reports.push({
      // Latency only: the 100k synthetic companies carry reviews while the real catalog's do not,
      // so relevance there says nothing about the ranking (it is judged on the demo catalog).
      ...(await measure(`scale data on PostgreSQL (${companies} companies, ${reviews} reviews)`, scale.db, false)),
      companies,
      reviews,
    });
  } finally {
    await scale.close();
  }
} else {
  console.log("\nSet BENCH_SCALE_DATABASE_URL to a database loaded with `npm run db:seed:scale` to measure at scale.");
}

// BENCH_RESULT_SUFFIX names a run, e.g. "facts-before" → search-2026-11-25-facts-before.json.
const measuredAt = new Date().toISOString();
const filter = onlyHalf || relevanceOnly ? { half: onlyHalf ?? "both", relevanceOnly } : undefined;
console.log(`\nWritten to ${await writeResults("search", measuredAt, { measuredAt, filter, reports })}`);
