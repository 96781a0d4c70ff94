import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";

async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy in time:\n${output()}`);
}

/**
 * Starts the real server (`npm start`'s code path: built app, embedded database, demo
 * data) in a fresh data folder; `nodeArgs` go to Node before the entry point.
 */
export async function startServer({
  nodeArgs = [],
  env = {},
}: {
  nodeArgs?: string[];
  env?: Record<string, string>;
} = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "operatorstack-e2e-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = "";
  const child = spawn(path.resolve("node_modules/.bin/tsx"), [...nodeArgs, "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_DATA: "true",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      PUBLIC_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    log += chunk.toString();
  });
  await waitForHealth(baseUrl, child, () => log);
  return {
    baseUrl,
    dataDir,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
