// npm start: builds the app and the server when a build is missing or older than the sources, then serves the
// compiled JavaScript. Node runs this file by stripping its types; no TypeScript loader is registered, so the
// serving process loads only build/ and node_modules (docs/decisions/035-production-from-compiled-javascript.md).
import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { isBuildStale, serverEntry } from "./lib/server-build.ts";

const root = path.resolve(import.meta.dirname, "..");

if (isBuildStale(root)) {
  console.log("Building the app (first start or changed sources)…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// React and React Router pick their production builds from NODE_ENV when first imported.
process.env.NODE_ENV ??= "production";
const entry = path.join(root, serverEntry);
// App processes forked for WEB_CONCURRENCY start straight from the compiled server, not from this file.
cluster.setupPrimary({ exec: entry });
await import(pathToFileURL(entry).href);
