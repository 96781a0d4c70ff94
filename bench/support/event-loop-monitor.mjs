// Loaded with `node --import` into each app process by the HTTP benchmark (never in production):
// measures event-loop delay and, on SIGUSR2, writes the histogram since the last signal to
// $EVENT_LOOP_DIR/<pid>.json and starts a new one.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";

const dir = process.env.EVENT_LOOP_DIR;
if (dir) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (nanoseconds) => Math.round((nanoseconds / 1e6) * 100) / 100;
  const file = path.join(dir, `${process.pid}.json`);
  writeFileSync(file, JSON.stringify({ pid: process.pid, ready: true }));
  process.on("SIGUSR2", () => {
    writeFileSync(
      file,
      JSON.stringify({
        pid: process.pid,
        p50: ms(histogram.percentile(50)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
        count: histogram.count,
      }),
    );
    histogram.reset();
  });
}
