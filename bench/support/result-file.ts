// Where a benchmark writes its results: bench/results/<name>-<date><suffix>.json. BENCH_RESULT_SUFFIX names a run
// ("fourth-session" → longtail-postgres-2026-11-26-fourth-session.json). A file already there (a committed result, or
// an earlier run of the day) is never overwritten: the run goes to the next free name (…-2.json, …-3.json).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

function resultFileName(name: string, date: string, folder = "bench/results") {
  const suffix = process.env.BENCH_RESULT_SUFFIX ? `-${process.env.BENCH_RESULT_SUFFIX}` : "";
  return path.join(folder, `${name}-${date.slice(0, 10)}${suffix}.json`);
}

/** Writes the results as indented JSON to a new file and returns its path. */
export async function writeResults(name: string, date: string, results: unknown, folder = "bench/results") {
  await mkdir(folder, { recursive: true });
  const first = resultFileName(name, date, folder);
  for (let run = 1; ; run += 1) {
    const file = run === 1 ? first : first.replace(/\.json$/, `-${run}.json`);
    try {
      // "wx": fails when the file exists, so two runs cannot both take one name.
      await writeFile(file, `${JSON.stringify(results, null, 2)}\n`, { flag: "wx" });
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
}
