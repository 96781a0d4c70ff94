// Compiles the server (server/main.ts, the embedded database's worker and AI Polish's grammar checker) into
// build/server-runtime/ with esbuild, so `npm start` runs plain JavaScript: no TypeScript loader and no module
// resolution of the source tree while serving (docs/decisions/035-production-from-compiled-javascript.md).
// Packages stay external and load from node_modules; the migrations are copied beside the bundle, where
// server/db/migrate.ts finds them.
import { cp, rm } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
export const serverRuntimeDir = path.join(root, "build", "server-runtime");

await rm(serverRuntimeDir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: "server/main.ts",
    "pglite-worker": "server/db/embedded/pglite-worker.ts",
    "grammar-worker": "server/ai/grammar-worker.ts",
  },
  outdir: serverRuntimeDir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
});
await cp(path.join(root, "server", "db", "migrations"), path.join(serverRuntimeDir, "migrations"), { recursive: true });
