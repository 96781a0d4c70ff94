// Summarises a V8 CPU profile (node --cpu-prof): self time by package or source area and by function, so a
// long-tail run's profile reads as a table. `npm exec tsx bench/support/summarise-cpu-profile.ts FILE [TOP]`
import { readFile } from "node:fs/promises";

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Where a frame's code lives: a package, our build, Node itself, or V8's own work (GC, idle, program). */
function areaOf(url: string, functionName: string) {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  const inPackage = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return inPackage[1] as string;
  if (url.startsWith("node:")) return url;
  const inBuild = url.match(/build\/([^/]+)/);
  if (inBuild) return `build/${inBuild[1]}`;
  return url.replace(/^file:\/\//, "");
}

const [file, topArgument] = process.argv.slice(2);
if (!file) {
  console.error("usage: summarise-cpu-profile.ts FILE.cpuprofile [TOP]");
  process.exit(2);
}
const top = Number(topArgument ?? 30);
const profile = JSON.parse(await readFile(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicroseconds = new Map<number, number>();
profile.samples.forEach((id, index) => {
  selfMicroseconds.set(id, (selfMicroseconds.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
});
const total = [...selfMicroseconds.values()].reduce((sum, value) => sum + value, 0);
const byArea = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const [id, micros] of selfMicroseconds) {
  const node = byId.get(id);
  if (!node) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const area = areaOf(url, functionName);
  byArea.set(area, (byArea.get(area) ?? 0) + micros);
  const name = `${functionName || "(anonymous)"} ${area}:${lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
}
function table(map: Map<string, number>) {
  return Object.fromEntries(
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => [
        name,
        { "%": Number(((micros / total) * 100).toFixed(1)), ms: Math.round(micros / 1000) },
      ]),
  );
}
// Inclusive time: a function's own samples and its callees', counted once per function on a stack (recursion).
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const inclusive = new Map<string, number>();
for (const [id, micros] of selfMicroseconds) {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const node = byId.get(at);
    if (!node) break;
    const { functionName, url, lineNumber } = node.callFrame;
    if (!url) continue;
    const name = `${functionName || "(anonymous)"} ${areaOf(url, functionName)}:${lineNumber + 1}`;
    if (seen.has(name)) continue;
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + micros);
  }
}
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
console.table(table(byArea));
console.table(table(byFunction));
console.log("Inclusive (with callees):");
console.table(table(inclusive));
