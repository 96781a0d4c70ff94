import path from "node:path";
import { Worker } from "node:worker_threads";
import { acquireDataLock } from "./data-lock.ts";

type WorkerMessage = { type: "ready"; socketDir: string } | { type: "error"; message: string } | { type: "stopped" };

// From the source tree (dev, tests) the worker is the .ts file beside this one; in the compiled server
// (scripts/build-server.ts) it is pglite-worker.js beside the bundle.
const workerEntry = import.meta.url.endsWith(".ts") ? "./pglite-worker.ts" : "./pglite-worker.js";

/** Starts PGlite (persisted in `<dataDir>/pglite`) in a worker thread and locks the folder. */
export async function startEmbeddedInWorker(dataDir: string) {
  const lock = await acquireDataLock(dataDir);
  const worker = new Worker(new URL(workerEntry, import.meta.url), {
    workerData: { dataDir: path.join(dataDir, "pglite") },
  });
  try {
    const socketDir = await new Promise<string>((resolve, reject) => {
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`The embedded database worker exited (code ${code})`)));
      worker.once("message", (message: WorkerMessage) => {
        if (message.type === "ready") resolve(message.socketDir);
        else if (message.type === "error") reject(new Error(`Embedded database failed to start: ${message.message}`));
      });
    });
    worker.removeAllListeners("exit");
    await lock.setSocketDir(socketDir);
    return {
      socketDir,
      async stop() {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 10_000);
          worker.on("message", (message: WorkerMessage) => {
            if (message.type === "stopped") {
              clearTimeout(timer);
              resolve();
            }
          });
          worker.postMessage("stop");
        });
        await worker.terminate();
        await lock.release();
      },
    };
  } catch (error) {
    await worker.terminate();
    await lock.release();
    throw error;
  }
}
