// `npm start` serves compiled JavaScript (docs/decisions/035-production-from-compiled-javascript.md): the process
// that answers requests loads the server from build/ with no TypeScript loader. Node itself lists every ES module
// it loads (NODE_DEBUG=esm), in the main thread and the embedded database's worker thread, so the check watches
// the process from outside instead of trusting what it says about itself.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { freePort, waitForHealth } from "./support/server-process.ts";

const root = path.resolve(import.meta.dirname, "../..");
/** The launcher: TypeScript that Node runs by stripping the types, before it imports the compiled server. */
const launcher = ["scripts/start.ts", "scripts/lib/server-build.ts"];
let child: ChildProcess | undefined;
let dataDir = "";
afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The modules Node reported loading, as `format path` with the path relative to the project. */
function loadedModules(output: string) {
  return [...output.matchAll(/Translating (\w+) (file:\S+)/g)].map(
    ([, format, url]) => `${format} ${path.relative(root, fileURLToPath(url ?? ""))}`,
  );
}

it("serves pages from compiled JavaScript: no TypeScript but the launcher, no loader", async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "operatorstack-start-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { NODE_OPTIONS: _ignored, ...environment } = process.env;
  // Node's module log goes to stderr, with each module's source text; what the launcher says goes to stdout.
  let stdout = "";
  let output = "";
  // What `npm start` runs (package.json), with the same Node.
  child = spawn(process.execPath, ["scripts/start.ts"], {
    cwd: root,
    env: {
      ...environment,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_DATA: "false",
      LOG_LEVEL: "warn",
      PUBLIC_URL: "",
      NODE_DEBUG: "esm",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  await waitForHealth(baseUrl, child, () => output.slice(-5000));

  // The build is current (npm test builds first), so nothing was rebuilt at start.
  expect(stdout).not.toContain("Building the app");
  const companies = (await (await fetch(`${baseUrl}/api/v1/categories/returns/companies`)).json()) as {
    companies: { id: number }[];
  };
  for (const page of ["/", "/categories/returns", `/company/${companies.companies[0]?.id}`]) {
    const response = await fetch(`${baseUrl}${page}`);
    expect(response.status, page).toBe(200);
    expect(await response.text(), page).toContain("<h1");
  }

  const modules = loadedModules(output);
  expect(modules).toContain("TypeScript scripts/start.ts");
  expect(modules).toContain("StandardModule build/server-runtime/main.js");
  expect(modules).toContain("StandardModule build/server-runtime/pglite-worker.js");
  expect(modules).toContain("StandardModule build/server/index.js");
  const fileOf = (module: string) => module.slice(module.indexOf(" ") + 1);
  const fromSource = modules.filter(
    (module) => !/^(build|node_modules)\//.test(fileOf(module)) && !launcher.includes(fileOf(module)),
  );
  expect(fromSource).toEqual([]);
  const typeScript = modules.filter((module) => module.startsWith("TypeScript "));
  expect(typeScript.map(fileOf).sort()).toEqual([...launcher].sort());
  expect(modules.filter((module) => /node_modules\/(tsx|esbuild|vite|get-tsconfig)\//.test(module))).toEqual([]);
});
