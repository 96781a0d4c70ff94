// Loaded with `node --import` into each app process by the HTTP benchmark (never in production):
// measures event-loop delay and, on SIGUSR2, writes the histogram since the last signal to
// $EVENT_LOOP_DIR/<pid>.json and starts a new one. Node's histogram records the time between two samples,
// the sampling interval included (an idle loop reads 10.1 ms at a 10 ms resolution): the figures written are
// the delay beyond that interval, what a request waiting on the loop would wait.
import { renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";

const dir = process.env.EVENT_LOOP_DIR;
if (dir) {
  const resolutionMs = 10;
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  const ms = (nanoseconds) => Math.max(0, Math.round((nanoseconds / 1e6 - resolutionMs) * 100) / 100);
  const file = path.join(dir, `${process.pid}.json`);
  // Written whole under another name, then renamed: a reader never sees a half-written file.
  const write = (report) => {
    writeFileSync(`${file}.tmp`, JSON.stringify(report));
    renameSync(`${file}.tmp`, file);
  };
  let sequence = 0;
  write({ pid: process.pid, sequence, ready: true });
  process.on("SIGUSR2", () => {
    sequence += 1;
    write({
      pid: process.pid,
      sequence,
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      count: histogram.count,
    });
    histogram.reset();
  });
}
