// `npm start` serves compiled JavaScript (docs/decisions/035-production-from-compiled-javascript.md): the process
// that answers requests runs build/server-runtime/main.js with no TypeScript loader registered.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { freePort, waitForHealth } from "./support/server-process.ts";

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

it("starts from the compiled server with no TypeScript loader, and serves pages", async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "operatorstack-start-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { NODE_OPTIONS: _ignored, ...environment } = process.env;
  let output = "";
  // What `npm start` runs (package.json), with the same Node.
  child = spawn(process.execPath, ["scripts/start.ts"], {
    env: {
      ...environment,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_DATA: "false",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const started = child;
  await waitForHealth(baseUrl, started, () => output);

  // The build is current (npm test builds first), so nothing was rebuilt at start.
  expect(output).not.toContain("Building the app");
  const commandLine = (await readFile(`/proc/${started.pid}/cmdline`, "utf8")).split("\0").filter(Boolean);
  expect(commandLine.slice(1)).toEqual(["scripts/start.ts"]);
  const nodeOptions = (await readFile(`/proc/${started.pid}/environ`, "utf8"))
    .split("\0")
    .find((entry) => entry.startsWith("NODE_OPTIONS="));
  expect(nodeOptions ?? "").not.toMatch(/tsx|--import|--loader|--require/);

  const categories = await fetch(`${baseUrl}/categories`);
  expect(categories.status).toBe(200);
  expect(await categories.text()).toContain("<h1");
});
