import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The registry reachable here answers `npm audit` with 405, so the dependency check is what can be
// enforced offline: exact pins, a lockfile with sha512 integrity from the npm registry, and no secrets.
const manifest = JSON.parse(readFileSync("package.json", "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const lockfile = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
  packages: Record<
    string,
    { version?: string; resolved?: string; integrity?: string; link?: boolean; inBundle?: boolean }
  >;
};

describe("dependencies", () => {
  it("are pinned to exact versions", () => {
    const ranged = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
      ([, version]) => !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version),
    );
    expect(ranged).toEqual([]);
  });

  it("are locked with sha512 integrity, from the npm registry only", () => {
    const packages = Object.entries(lockfile.packages).filter(([path, entry]) => path !== "" && !entry.link);
    expect(packages.length).toBeGreaterThan(100);
    // A bundled dependency ships inside its parent's tarball: the parent's integrity covers it.
    const bundlerOf = (path: string) => path.slice(0, path.lastIndexOf("/node_modules/"));
    const unverified = packages
      .filter(([path, entry]) => {
        const verified = entry.inBundle ? lockfile.packages[bundlerOf(path)]?.integrity : entry.integrity;
        return !verified?.startsWith("sha512-");
      })
      .map(([path]) => path);
    const elsewhere = packages
      .filter(([, entry]) => entry.resolved && !entry.resolved.startsWith("https://registry.npmjs.org/"))
      .map(([path]) => path);
    expect(unverified).toEqual([]);
    expect(elsewhere).toEqual([]);
  });
});

const secretPatterns: [string, RegExp][] = [
  ["private key", /-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----/],
  ["AWS access key", /\bAKIA[0-9A-Z]{16}\b/],
  ["OpenAI-style key", /\bsk-(?:proj-)?[A-Za-z0-9_-]{32,}\b/],
  ["GitHub token", /\bgh[pousr]_[A-Za-z0-9]{36,}\b/],
  ["Slack token", /\bxox[baprs]-[A-Za-z0-9-]{10,}\b/],
  ["auth secret in a settings file", /^[ \t]*BETTER_AUTH_SECRET[ \t]*=[ \t]*\S+/m],
];

function trackedFiles() {
  try {
    return execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" }).split("\0").filter(Boolean);
  } catch {
    return null;
  }
}

describe("the repository", () => {
  const files = trackedFiles();
  it.runIf(files !== null)("holds no secrets, no local data and no environment files", () => {
    const tracked = files ?? [];
    expect(tracked.filter((file) => /(^|\/)\.env$|^data\/|\.pem$|\.key$/.test(file))).toEqual([]);
    const findings: string[] = [];
    for (const file of tracked) {
      if (/\.(png|jpe?g|gif|ico|webp|mp4|woff2?|tar|gz|br)$/.test(file) || file === "package-lock.json") continue;
      let text: string;
      try {
        text = readFileSync(file, "utf8");
      } catch {
        continue; // listed but deleted in the working tree
      }
      for (const [name, pattern] of secretPatterns) if (pattern.test(text)) findings.push(`${file}: ${name}`);
    }
    expect(findings).toEqual([]);
  });
});
