// The import graph of app/, contracts/ and server/ (docs/architecture.md, "Layers"): arrows run one way and
// no module imports itself round a loop. Biome's noRestrictedImports fails a single back-arrow at lint time;
// this test also catches loops, which no lint rule sees.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const layers = ["app", "contracts", "server"] as const;
const edgeFiles = ["server/web/", "server/http.ts", "server/main.ts"];
const importPattern = /(?:^|\n)\s*(?:(?:import|export)\s[^;]*?from\s+|import\s+)["']([^"']+)["']/g;

type Module = { file: string; specifiers: string[]; targets: string[] };

function listSources(directory: string): string[] {
  return readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(directory, entry.name);
    if (entry.isDirectory()) return relative === "server/db/migrations" ? [] : listSources(relative);
    return /\.(ts|tsx)$/.test(entry.name) ? [relative] : [];
  });
}

/** Resolves a `#layer/…` or relative specifier to a repository path; packages resolve to nothing. */
function resolveSpecifier(file: string, specifier: string): string | null {
  if (specifier.startsWith("#")) return specifier.slice(1);
  if (specifier.startsWith(".")) return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  return null;
}

function readGraph(): Map<string, Module> {
  const graph = new Map<string, Module>();
  for (const file of layers.flatMap(listSources)) {
    const source = readFileSync(path.join(root, file), "utf8");
    const specifiers = [...source.matchAll(importPattern)].map((match) => match[1] ?? "");
    const targets = specifiers.flatMap((specifier) => resolveSpecifier(file, specifier) ?? []);
    graph.set(file, { file, specifiers, targets });
  }
  return graph;
}

function findCycles(graph: Map<string, Module>): string[] {
  const state = new Map<string, "open" | "done">();
  const cycles: string[] = [];
  const visit = (file: string, stack: string[]) => {
    state.set(file, "open");
    stack.push(file);
    for (const target of graph.get(file)?.targets ?? []) {
      if (!graph.has(target)) continue;
      if (state.get(target) === "open") cycles.push([...stack.slice(stack.indexOf(target)), target].join(" → "));
      else if (!state.has(target)) visit(target, stack);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file, []);
  return cycles;
}

describe("the import graph", () => {
  const graph = readGraph();
  const modules = [...graph.values()];
  const importsFrom = (module: Module, layer: string) => module.targets.filter((t) => t.startsWith(`${layer}/`));

  test("reads the whole tree and resolves its own imports", () => {
    expect(modules.length).toBeGreaterThan(200);
    const unresolved = modules.flatMap((module) =>
      module.targets.filter((target) => !graph.has(target)).map((target) => `${module.file} → ${target}`),
    );
    expect(unresolved.filter((line) => /\.(ts|tsx)$/.test(line))).toEqual([]);
  });

  test("server/ and contracts/ never import app/", () => {
    const backArrows = modules
      .filter((module) => !module.file.startsWith("app/"))
      .flatMap((module) => importsFrom(module, "app").map((target) => `${module.file} → ${target}`));
    expect(backArrows).toEqual([]);
  });

  test("contracts/ imports neither server/ nor a UI or routing package", () => {
    const offending = modules
      .filter((module) => module.file.startsWith("contracts/"))
      .flatMap((module) =>
        module.specifiers
          .filter((specifier) => /^(#server\/|react($|-)|node:)/.test(specifier))
          .map((specifier) => `${module.file} → ${specifier}`),
      );
    expect(offending).toEqual([]);
  });

  test("only the HTTP edge of server/ speaks React Router", () => {
    const offending = modules
      .filter((module) => module.file.startsWith("server/") && !edgeFiles.some((edge) => module.file.startsWith(edge)))
      .filter((module) => module.specifiers.some((specifier) => /^(react-router|@react-router\/)/.test(specifier)))
      .map((module) => module.file);
    expect(offending).toEqual([]);
  });

  test("no module imports itself round a loop", () => {
    expect(findCycles(graph)).toEqual([]);
  });
});

// Issue #34, decision 073: an answer that read a cookie is never stored by the page cache, which knows of a read only
// when it goes through server/web/request-cookies.ts. The session cookie is the exception the page cache handles
// itself: a request that carries one is never served from the cache nor stored.
describe("cookies", () => {
  const cookieRead =
    /\.get\(\s*["'`]cookie["'`]\s*\)|header\(\s*["'`]cookie["'`]\s*\)|\bgetCookie\s*\(|\[\s*["'`]cookie["'`]\s*\]/i;
  /\.get\(\s*["'`]cookie["'`]\s*\)|header\(\s*["'`]cookie["'`]\s*\)|\bgetCookie\s*\(|\.cookie\b(?!s)/i;
  const allowed: Record<string, string> = {
    "server/web/request-cookies.ts": "the one reader, which marks the request",
    "server/auth/session.ts": "whether a session cookie is present (the page cache's own rule)",
    "server/cache/page-cache.ts": "whether a session cookie is present, to skip the cache",
  };

  test("are read through server/web/request-cookies.ts only (the session's presence excepted)", () => {
    const offending = layers
      .flatMap(listSources)
      .filter((file) => !(file in allowed))
      .filter((file) => cookieRead.test(readFileSync(path.join(root, file), "utf8")));
    expect(offending).toEqual([]);
  });
});
