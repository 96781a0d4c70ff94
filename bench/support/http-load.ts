// Shared by the HTTP benchmarks: autocannon on loopback with many visitor addresses, a plain node:http
// baseline answering a page of a given size, and the app processes' event-loop delay, CPU time and RSS.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

/** Many visitors, one address each (the server trusts X-Forwarded-For here), as behind a load balancer. */
function visitorAddress() {
  const octet = () => Math.floor(Math.random() * 250);
  return `10.${octet()}.${octet()}.${octet()}`;
}

export type LoadOptions = {
  connections: number;
  seconds: number;
  /** Stop after this many requests instead of after `seconds` (a pass over a fixed list of pages). */
  amount?: number;
  nextPath?: () => string;
  /** Sent with every request, e.g. a browser's Accept-Encoding. */
  headers?: Record<string, string>;
};

/** autocannon against `url`; with `nextPath`, every request asks for the path it returns. */
export async function load(url: string, { connections, seconds, amount, nextPath, headers }: LoadOptions) {
  const result = await autocannon({
    url,
    connections,
    ...(amount === undefined ? { duration: seconds } : { amount }),
    pipelining: 1,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          ...(nextPath ? { path: nextPath() } : {}),
          headers: { ...request.headers, ...headers, "x-forwarded-for": visitorAddress() },
        }),
      },
    ],
  });
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerRequest: Math.round(result.throughput.average / Math.max(result.requests.average, 1)),
  };
}

/** A plain node:http server answering every request with `size` bytes of HTML, in `processes` processes. */
export async function startBaseline(size: number, processes: number) {
  const script = `
    const cluster = require("node:cluster");
    const http = require("node:http");
    const processes = ${processes};
    if (cluster.isPrimary && processes > 1) {
      for (let i = 0; i < processes; i++) cluster.fork();
      process.on("SIGTERM", () => {
        for (const worker of Object.values(cluster.workers)) worker.process.kill("SIGKILL");
        process.exit(0);
      });
    } else {
      const body = Buffer.alloc(${size}, "<p>OperatorStack</p>");
      http.createServer((req, res) => {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
        res.end(body);
      }).listen(Number(process.env.PORT), "127.0.0.1", () => process.send && process.send("ready"));
    }
  `;
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  // A file, not `node -e`: cluster workers re-run the primary's script.
  const scriptFile = path.join(await mkdtemp(path.join(os.tmpdir(), "operatorstack-baseline-")), "baseline.cjs");
  await writeFile(scriptFile, script);
  const child: ChildProcess = spawn(process.execPath, [scriptFile], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** The app processes that load bench/support/event-loop-monitor.mjs write their pid into `dir`. */
export async function appProcessIds(dir: string) {
  return (await readdir(dir)).filter((file) => file.endsWith(".json")).map((file) => Number(file.replace(".json", "")));
}

type LoopReport = { sequence?: number; p99?: number };

async function readReport(dir: string, pid: number) {
  return JSON.parse(await readFile(path.join(dir, `${pid}.json`), "utf8")) as LoopReport;
}

/** The largest event-loop p99 delay (ms) of the app processes since the last call. */
export async function eventLoopDelay(dir: string) {
  const pids = await appProcessIds(dir);
  const before = await Promise.all(pids.map(async (pid) => (await readReport(dir, pid)).sequence ?? 0));
  for (const pid of pids) process.kill(pid, "SIGUSR2");
  // Each process answers when its loop gets to the signal: wait for a report newer than the one before.
  const reports = await Promise.all(
    pids.map(async (pid, index) => {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const report = await readReport(dir, pid);
        if ((report.sequence ?? 0) > (before[index] ?? 0)) return report;
        if (Date.now() > deadline) throw new Error(`app process ${pid} wrote no event-loop report`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }),
  );
  return Math.max(...reports.map((report) => report.p99 ?? 0));
}

const clockTicksPerSecond = 100;

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
export async function cpuSeconds(pid: number) {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / clockTicksPerSecond;
}

/** The peak resident set size of a process so far, in MB (VmHWM). */
export async function peakRssMegabytes(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kilobytes / 1024);
}
