import path from "node:path";
import { Worker } from "node:worker_threads";
import { projectRoot } from "../project-root.ts";
import type { GrammarLint, GrammarRequest, GrammarResponse } from "./grammar-worker.ts";

export type { GrammarLint } from "./grammar-worker.ts";

/**
 * From the source tree (dev, tests) the worker is the .ts file beside this one; from the route bundle
 * (build/server) or the compiled server it is the worker scripts/build-server.ts compiles into build/server-runtime.
 */
function workerEntry() {
  return import.meta.url.endsWith(".ts")
    ? new URL("./grammar-worker.ts", import.meta.url)
    : path.join(projectRoot(), "build", "server-runtime", "grammar-worker.js");
}

/** Loading Harper's WebAssembly and dictionary takes 1.5 s on an idle 2-core machine, several on a busy one. */
const answerTimeoutMs = 30_000;

type Pending = { resolve: (lints: GrammarLint[]) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };
type Checker = { worker: Worker; pending: Map<number, Pending>; nextId: number };

let checker: Checker | undefined;

/** The worker thread, started on first use and kept for the life of the process (it holds no request open). */
function getChecker() {
  if (checker) return checker;
  const worker = new Worker(workerEntry());
  const started: Checker = { worker, pending: new Map(), nextId: 1 };
  const failAll = (error: Error) => {
    if (checker === started) checker = undefined;
    for (const { reject, timer } of started.pending.values()) {
      clearTimeout(timer);
      reject(error);
    }
    started.pending.clear();
  };
  worker.on("message", (response: GrammarResponse) => {
    const pending = started.pending.get(response.id);
    if (!pending) return;
    started.pending.delete(response.id);
    clearTimeout(pending.timer);
    if (started.pending.size === 0) worker.unref();
    if ("error" in response) pending.reject(new Error(`The grammar checker failed: ${response.error}`));
    else pending.resolve(response.lints);
  });
  worker.on("error", (error) => failAll(error));
  worker.on("exit", (code) => failAll(new Error(`The grammar checker stopped (exit code ${code})`)));
  worker.unref();
  checker = started;
  return started;
}

/**
 * Harper's findings in `text` (grammar, usage, punctuation, casing; spelling is nspell's), from a worker
 * thread loaded once per process on first use (docs/decisions/085-offline-polish-with-harper.md).
 */
export function checkGrammar(text: string): Promise<GrammarLint[]> {
  const current = getChecker();
  const id = current.nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      current.pending.delete(id);
      if (current.pending.size === 0) current.worker.unref();
      reject(new Error(`The grammar checker did not answer within ${answerTimeoutMs / 1000} s`));
    }, answerTimeoutMs);
    timer.unref();
    current.pending.set(id, { resolve, reject, timer });
    // While a request is open the worker keeps the process alive, as any awaited work does.
    current.worker.ref();
    current.worker.postMessage({ id, text } satisfies GrammarRequest);
  });
}
