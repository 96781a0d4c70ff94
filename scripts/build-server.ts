// Compiles the server (server/main.ts and the embedded database's worker) into build/server-runtime/ with
// esbuild, so `npm start` runs plain JavaScript: no TypeScript loader and no module resolution of the source
// tree while serving (docs/decisions/035-production-from-compiled-javascript.md). Files the server reads at run
// time (migrations, catalog/) stay where they are and are found from the project root (server/project-root.ts).
import { rm } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";
import { serverBuildOptions } from "./lib/server-build.ts";

const options = serverBuildOptions(path.resolve(import.meta.dirname, ".."));
await rm(options.outdir, { recursive: true, force: true });
await build(options);
