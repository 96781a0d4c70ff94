import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export async function freePort() {
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

export async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string) {
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

/** What `npm start` serves: the compiled server (scripts/build-server.ts). */
const compiledServer = path.resolve("build/server-runtime/main.js");

/**
 * Starts the real server (`npm start`'s code path: built app, embedded database, demo
 * data) in a fresh data folder, or in `dataDir` (kept on stop); `nodeArgs` go to Node
 * before the entry point. Node runs the server itself (no wrapper), so signals reach it.
 */
export async function startServer({
  nodeArgs = [],
  env = {},
  dataDir: givenDataDir,
  port: givenPort,
}: {
  nodeArgs?: string[];
  env?: Record<string, string>;
  dataDir?: string;
  port?: number;
} = {}) {
  const dataDir = givenDataDir ?? (await mkdtemp(path.join(os.tmpdir(), "operatorstack-e2e-")));
  const port = givenPort ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = "";
  if (!existsSync(compiledServer)) throw new Error("Build the app and the server first: npm run build");
  const child = spawn(process.execPath, [...nodeArgs, compiledServer], {
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
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  await waitForHealth(baseUrl, child, () => log);
  return {
    baseUrl,
    port,
    dataDir,
    pid: child.pid ?? 0,
    exited,
    log: () => log,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      if (!givenDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs a new account up on a running server through the API; returns its Cookie header value. */
export async function signUpOn(baseUrl: string, firstName = "Test") {
  return (await createAccountOn(baseUrl, firstName)).cookie;
}

/** Signs a new account up on a running server through the API; returns its address and Cookie header value. */
export async function createAccountOn(baseUrl: string, firstName = "Test") {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const response = await fetch(`${baseUrl}/api/v1/auth/sign-up`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify({ firstName, lastName: "Tester", email, password: "e2e test password 123" }),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(";")[0])
    .join("; ");
  return { email, cookie };
}
