// npm start: builds the app when the build is missing or older than the sources, then serves it.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildEntry = path.join(root, "build", "server", "index.js");
const sources = ["app", "public", "vite.config.ts", "react-router.config.ts", "package.json"];

function newestModification(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestModification(path.join(target, entry))),
    stats.mtimeMs,
  );
}

const isStale =
  !existsSync(buildEntry) ||
  sources.some((source) => newestModification(path.join(root, source)) > statSync(buildEntry).mtimeMs);

if (isStale) {
  console.log("Building the app (first start or changed sources)…");
  const result = spawnSync(path.join(root, "node_modules", ".bin", "react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// React and React Router pick their production builds from NODE_ENV when first imported.
process.env.NODE_ENV ??= "production";
await import("../server/main.ts");
