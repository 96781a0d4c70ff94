// Debian's Varnish (varnishd 7 with varnish-modules' xkey) in front of an app on loopback, for the tests and the
// long-tail benchmark (docs/decisions/095-shared-cache-and-surrogate-keys.md): a non-daemon child on a free port,
// its own working directory under tmp/, running the shipped deploy/varnish/default.vcl with the backend moved to
// the app's port. Without varnishd or xkey, `varnishMissing()` says what to install.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";

const varnishd = "/usr/sbin/varnishd";
const vmodFolders = ["/usr/lib/x86_64-linux-gnu/varnish/vmods", "/usr/lib/aarch64-linux-gnu/varnish/vmods"];

/** Why Varnish cannot run here, or undefined when it can. */
export function varnishMissing(): string | undefined {
  if (!existsSync(varnishd)) return "varnishd is not installed (apt-get install -y varnish varnish-modules)";
  const hasXkey = vmodFolders.some((folder) => existsSync(folder) && readdirSync(folder).includes("libvmod_xkey.so"));
  return hasXkey ? undefined : "the xkey vmod is not installed (apt-get install -y varnish-modules)";
}

export async function freePort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

export type Varnish = { port: number; url: string; stop(): Promise<void> };

/** Starts varnishd in front of `backendPort`, and waits until it answers (at most 20 s). */
export async function startVarnish(backendPort: number, { port }: { port?: number } = {}): Promise<Varnish> {
  const listenPort = port ?? (await freePort());
  const dir = path.resolve("tmp", `varnish-${process.pid}-${listenPort}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const vcl = readFileSync(path.resolve("deploy/varnish/default.vcl"), "utf8").replace(
    '.port = "3000";',
    `.port = "${backendPort}";`,
  );
  if (!vcl.includes(`.port = "${backendPort}";`)) throw new Error("deploy/varnish/default.vcl: no backend port to set");
  writeFileSync(path.join(dir, "default.vcl"), vcl);
  const child: ChildProcess = spawn(
    varnishd,
    [
      "-F",
      "-n",
      path.join(dir, "work"),
      "-a",
      `127.0.0.1:${listenPort}`,
      "-T",
      "none",
      "-f",
      path.join(dir, "default.vcl"),
      "-s",
      "malloc,256m",
      // No privilege separation (root in CI would otherwise need the varnish user to read tmp/).
      "-j",
      "none",
      "-p",
      "thread_pool_min=20",
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`varnishd stopped: ${output}`);
    const isUp = await new Promise<boolean>((resolve) => {
      const socket = net.connect(listenPort, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (isUp) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`varnishd did not start in 20 s: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port: listenPort,
    url,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
