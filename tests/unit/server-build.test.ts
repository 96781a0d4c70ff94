// `npm start` rebuilds when the build is missing or older than what it is made from
// (docs/decisions/035-production-from-compiled-javascript.md): the staleness check sees changes anywhere in the
// source folders, and its list of sources covers every project file the server bundle is made from.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildSources, isBuildStale, serverBuildOptions } from "../../scripts/lib/server-build.ts";

const root = path.resolve(import.meta.dirname, "../..");

describe("isBuildStale", () => {
  let project = "";
  const builtAt = new Date("2026-11-25T10:00:00Z");
  const before = new Date("2026-11-25T09:00:00Z");
  const after = new Date("2026-11-25T11:00:00Z");

  function write(file: string, time: Date) {
    const target = path.join(project, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, "");
    utimesSync(target, time, time);
  }
  function age(folder: string, time: Date) {
    utimesSync(path.join(project, folder), time, time);
  }

  beforeEach(() => {
    project = mkdtempSync(path.join(os.tmpdir(), "operatorstack-build-"));
    write("server/db/embedded/pglite-worker.ts", before);
    write("app/root.tsx", before);
    write("contracts/plural.ts", before);
    write("package.json", before);
    write("catalog/categories.json", before);
    for (const folder of ["server/db/embedded", "server/db", "server", "app", "contracts", "catalog"])
      age(folder, before);
    write("build/server/index.js", builtAt);
    write("build/server-runtime/main.js", builtAt);
  });
  afterEach(() => rmSync(project, { recursive: true, force: true }));

  it("is fresh when every output is newer than every source", () => {
    expect(isBuildStale(project)).toBe(false);
  });

  it("is stale when an output is missing", () => {
    rmSync(path.join(project, "build/server-runtime/main.js"));
    expect(isBuildStale(project)).toBe(true);
  });

  it("is stale when a server file deep in the tree changed", () => {
    write("server/db/embedded/pglite-worker.ts", after);
    expect(isBuildStale(project)).toBe(true);
  });

  it("is stale when a file was added to or deleted from a source folder", () => {
    age("contracts", after);
    expect(isBuildStale(project)).toBe(true);
  });

  it("is stale when a source changed after one output but before the other", () => {
    utimesSync(path.join(project, "build/server/index.js"), before, before);
    write("app/root.tsx", new Date("2026-11-25T09:30:00Z"));
    expect(isBuildStale(project)).toBe(true);
  });

  it("stays fresh when only the catalog changed: the server reads it at run time", () => {
    write("catalog/categories.json", after);
    age("catalog", after);
    expect(isBuildStale(project)).toBe(false);
  });
});

describe("buildSources", () => {
  it("holds every project file the server bundle is made from", async () => {
    const result = await build({ ...serverBuildOptions(root), write: false, metafile: true, logLevel: "silent" });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs).toContain("server/main.ts");
    expect(inputs).toContain("server/db/embedded/pglite-worker.ts");
    const isSource = (input: string) =>
      buildSources.some((source) => input === source || input.startsWith(`${source}/`));
    expect(inputs.filter((input) => !isSource(input))).toEqual([]);
  });
});
