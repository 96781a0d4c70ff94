// The first start as a person sees it (issue #35, item 11): the compiled server on a fresh data folder says what it
// is seeding, with progress, on plain lines (stdout is a pipe here, not a terminal), and never claims its data
// folder is "in use" by a process that is not serving it: here a lock left by an earlier run whose process number
// now belongs to this server's own parent, as happens when process numbers are reused (a container's restart).
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startServer } from "#tests/e2e/support/server-process.ts";

describe("the first start", () => {
  it("takes over a stale lock without an 'in use' line, and prints what seeding does with progress", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "operatorstack-first-start-"));
    // An earlier run's lock: its process is gone, and its number is now this test's, the server's parent.
    await writeFile(
      path.join(dataDir, "pglite.lock"),
      JSON.stringify({ pid: process.pid, socketDir: "", startedAt: "2026-11-01T08:00:00.000Z" }),
    );
    const server = await startServer({ dataDir, env: { LOG_LEVEL: "info" } });
    try {
      const output = server.log();
      expect(output).not.toMatch(/in use/i);
      const lock = JSON.parse(await readFile(path.join(dataDir, "pglite.lock"), "utf8"));
      expect(lock.pid).toBe(server.pid);

      // Plain lines: no carriage return rewrites a line when stdout is not a terminal.
      expect(output).not.toContain("\r");
      const lines = output.split("\n");
      expect(lines).toContain("Seeding the catalog: 39 categories, 1,077 companies…");
      expect(lines.some((line) => /^Seeding the catalog: done in \d+(\.\d)? s$/.test(line))).toBe(true);
      const progress = lines.filter((line) => /^Writing demo reviews: [\d,]+\/[\d,]+$/.test(line));
      expect(progress.length).toBeGreaterThanOrEqual(2);
      expect(progress.at(-1)).toMatch(/^Writing demo reviews: ([\d,]+)\/\1$/);
      expect(lines.some((line) => /^Computing the demo awards: done in \d+(\.\d)? s$/.test(line))).toBe(true);
      expect(lines.some((line) => /^Seeded the database in \d+(\.\d)? s\.$/.test(line))).toBe(true);
      // The progress comes before the server says it is listening.
      const seeded = output.indexOf("Seeded the database in");
      expect(seeded).toBeGreaterThan(-1);
      expect(seeded).toBeLessThan(output.indexOf("OperatorStack is listening"));
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
