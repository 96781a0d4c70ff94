// Where a benchmark writes its results: bench/results/<name>-<date><suffix>.json. BENCH_RESULT_SUFFIX names a run
// ("fourth-session" → longtail-postgres-2026-11-26-fourth-session.json), so a second run of the day does not
// overwrite the first.
import { mkdir, writeFile } from "node:fs/promises";

export function resultFileName(name: string, date: string) {
  const suffix = process.env.BENCH_RESULT_SUFFIX ? `-${process.env.BENCH_RESULT_SUFFIX}` : "";
  return `bench/results/${name}-${date.slice(0, 10)}${suffix}.json`;
}

/** Writes the results as indented JSON and returns the file's path. */
export async function writeResults(name: string, date: string, results: unknown) {
  const file = resultFileName(name, date);
  await mkdir("bench/results", { recursive: true });
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
