// npm start: builds the app and the server when a build is missing or older than the sources, then serves the
// compiled JavaScript. Node runs this file by stripping its types; no TypeScript loader is registered, so the
// serving process loads only build/ and node_modules (docs/decisions/035-production-from-compiled-javascript.md).
import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const outputs = [path.join(root, "build", "server", "index.js"), path.join(root, "build", "server-runtime", "main.js")];
const sources = [
  "app",
  "contracts",
  "server",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "scripts/build-server.ts",
  "package.json",
];

function newestModification(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestModification(path.join(target, entry))),
    stats.mtimeMs,
  );
}

function isStale() {
  if (!outputs.every((output) => existsSync(output))) return true;
  const built = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  return sources.some((source) => newestModification(path.join(root, source)) > built);
}

if (cluster.isPrimary && isStale()) {
  console.log("Building the app (first start or changed sources)…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// React and React Router pick their production builds from NODE_ENV when first imported.
process.env.NODE_ENV ??= "production";
const serverEntry = outputs[1] as string;
// App processes forked for WEB_CONCURRENCY start straight from the compiled server.
cluster.setupPrimary({ exec: serverEntry });
await import(pathToFileURL(serverEntry).href);
