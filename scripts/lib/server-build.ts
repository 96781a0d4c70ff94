// What `npm run build` reads and writes, shared by the build, `npm start` (which rebuilds a stale build) and the
// tests that start the server (docs/decisions/035-production-from-compiled-javascript.md). Loaded by Node's type
// stripping from scripts/start.ts: erasable TypeScript only, and no package imported at run time.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { BuildOptions } from "esbuild";

/** The compiled server `npm start` runs; cluster app processes are forked from it too. */
export const serverEntry = "build/server-runtime/main.js";

/** What the build writes and the server loads: the route bundle (React Router) and the compiled server. */
const buildOutputs = ["build/server/index.js", serverEntry];

/**
 * Everything the build reads, relative to the project root. catalog/ and the migrations are read by the running
 * server from the project root (server/project-root.ts), so they are not built in; a test checks that every
 * project file in the server bundle lies under one of these.
 */
export const buildSources = [
  "app",
  "contracts",
  "server",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "scripts/build-server.ts",
  "scripts/lib/server-build.ts",
  "package.json",
  "package-lock.json",
];

/**
 * esbuild bundles the server entry and the embedded database's worker (a second entry: it runs in a worker
 * thread). Packages stay external and load from node_modules.
 */
export function serverBuildOptions(root: string) {
  return {
    absWorkingDir: root,
    entryPoints: { main: "server/main.ts", "pglite-worker": "server/db/embedded/pglite-worker.ts" },
    outdir: path.join(root, path.dirname(serverEntry)),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    packages: "external",
    sourcemap: "linked",
    logLevel: "warning",
  } satisfies BuildOptions;
}

function newestModification(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  // A folder's own time changes when a file in it is added, renamed or deleted.
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestModification(path.join(target, entry))),
    stats.mtimeMs,
  );
}

/** True when a build output is missing or a source changed after the oldest output was written. */
export function isBuildStale(root: string) {
  const outputs = buildOutputs.map((output) => path.join(root, output));
  if (!outputs.every((output) => existsSync(output))) return true;
  const built = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  return buildSources.some((source) => newestModification(path.join(root, source)) > built);
}
