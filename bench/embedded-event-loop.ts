// npm run bench:embedded — shows that a slow query on the embedded database does not stop the
// HTTP event loop: PGlite in its worker thread (how the app runs) versus PGlite on the main thread.
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { connectDatabase, type DatabaseHandle } from "#server/db/client.ts";
import { openPglite, serveEmbeddedPostgres } from "#server/db/embedded/embedded-server.ts";
import { startEmbeddedInWorker } from "#server/db/embedded/start-embedded.ts";
import { writeResults } from "./support/result-file.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const slowQuery = "select count(*) from generate_series(1, 1500000)";

async function measure(label: string, database: DatabaseHandle) {
  // A tiny HTTP server on the same event loop, probed while the database is busy.
  const server = http.createServer((_request, response) => response.end("ok"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const deadline = Date.now() + seconds * 1000;
  let queries = 0;
  const load = Array.from({ length: 2 }, async () => {
    while (Date.now() < deadline) {
      await database.pool.query(slowQuery);
      queries += 1;
    }
  });
  const latencies: number[] = [];
  const probe = (async () => {
    while (Date.now() < deadline) {
      const started = performance.now();
      await (await fetch(`http://127.0.0.1:${port}/`)).text();
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  await Promise.all([...load, probe]);
  delay.disable();
  server.close();
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? Number.NaN;
  return {
    setup: label,
    slowQueries: queries,
    httpProbes: latencies.length,
    "http p50 ms": Number(percentile(50).toFixed(1)),
    "http p99 ms": Number(percentile(99).toFixed(1)),
    "event-loop delay p99 ms": Number((delay.percentile(99) / 1e6).toFixed(1)),
    "event-loop delay max ms": Number((delay.max / 1e6).toFixed(1)),
  };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), "operatorstack-bench-"));
try {
  const worker = await startEmbeddedInWorker(dataDir);
  const inWorker = connectDatabase({ kind: "embedded", socketDir: worker.socketDir, poolSize: 4 }, worker.stop);
  const workerResult = await measure("PGlite in a worker thread (the app)", inWorker);
  await inWorker.close();

  const pglite = await openPglite(null);
  const embedded = await serveEmbeddedPostgres(pglite);
  const onMain = connectDatabase({ kind: "embedded", socketDir: embedded.socketDir, poolSize: 4 }, async () => {
    await embedded.stop();
    await pglite.close();
  });
  const mainResult = await measure("PGlite on the main thread (baseline)", onMain);
  await onMain.close();

  console.table([workerResult, mainResult]);
  const summary = { benchmark: "embedded-event-loop", date: new Date().toISOString(), seconds };
  await writeResults("embedded-event-loop", summary.date, { ...summary, results: [workerResult, mainResult] });
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
