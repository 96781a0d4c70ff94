// Runs PGlite on its own thread so queries never block the HTTP event loop.
// Started by start-embedded.ts; see docs/decisions/004-embedded-postgres.md.
import { parentPort, workerData } from "node:worker_threads";
import { openPglite, serveEmbeddedPostgres } from "./embedded-server.ts";

type WorkerInput = { dataDir: string };

async function run() {
  if (!parentPort) throw new Error("pglite-worker must run in a worker thread");
  const port = parentPort;
  const { dataDir } = workerData as WorkerInput;
  try {
    const pglite = await openPglite(dataDir);
    const embedded = await serveEmbeddedPostgres(pglite);
    port.on("message", async (message: unknown) => {
      if (message !== "stop") return;
      await embedded.stop();
      await pglite.close();
      port.postMessage({ type: "stopped" });
    });
    port.postMessage({ type: "ready", socketDir: embedded.socketDir });
  } catch (error) {
    port.postMessage({ type: "error", message: error instanceof Error ? error.message : String(error) });
  }
}

void run();
