// A benchmark's results never overwrite a file already in bench/results (a committed result, or an earlier run of
// the day): a run without BENCH_RESULT_SUFFIX on the day of a committed one goes to the next free name.
import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { writeResults } from "../../bench/support/result-file.ts";

test("a run writes a new file, and leaves the results already there as they were", async () => {
  const folder = await mkdtemp(path.join(os.tmpdir(), "bench-results-"));
  const committed = path.join(folder, "search-2026-11-28.json");
  await writeFile(committed, '{"committed":true}\n');
  const date = "2026-11-28T06:00:00.000Z";
  const second = await writeResults("search", date, { run: 2 }, folder);
  const third = await writeResults("search", date, { run: 3 }, folder);
  expect(await readFile(committed, "utf8")).toBe('{"committed":true}\n');
  expect(path.basename(second)).toBe("search-2026-11-28-2.json");
  expect(path.basename(third)).toBe("search-2026-11-28-3.json");
  expect(JSON.parse(await readFile(third, "utf8"))).toEqual({ run: 3 });
  expect((await readdir(folder)).sort()).toEqual([
    "search-2026-11-28-2.json",
    "search-2026-11-28-3.json",
    "search-2026-11-28.json",
  ]);
});
