// npm test: the whole suite, as CI runs it. Lint, types, build, unit and integration tests on
// PGlite (and on PostgreSQL when TEST_DATABASE_URL is set), then browser tests in Chromium.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const resultsDir = path.join(root, "tmp", "test-results");
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];

function run(label: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  console.log(
    `  ${label}: ${result.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

function check(label: string, command: string, args: string[]) {
  if (run(label, command, args)) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

function vitest(label: string, projects: string[], env: Record<string, string> = {}, extraArgs: string[] = []) {
  const output = path.join(resultsDir, `${label.replace(/\W+/g, "-")}.json`);
  const ok = run(
    label,
    bin("vitest"),
    [
      "run",
      ...projects.flatMap((project) => ["--project", project]),
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${output}`,
      ...extraArgs,
    ],
    env,
  );
  if (!existsSync(output)) {
    failed += 1;
    failures.push(`${label} (no results)`);
    return;
  }
  const report = JSON.parse(readFileSync(output, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  if (!ok || report.numFailedTests > 0) failures.push(label);
  if (!ok && report.numFailedTests === 0) failed += 1;
}

function ensureChromium() {
  if (existsSync("/usr/bin/chromium")) return true;
  console.log("\n▶ Installing Debian's Chromium for the browser tests");
  if (process.getuid?.() !== 0) {
    console.error("  /usr/bin/chromium is missing; install it with: sudo apt-get install -y chromium");
    return false;
  }
  return (
    run("apt-get update", "apt-get", ["update", "-qq"]) &&
    run("apt-get install chromium", "apt-get", ["install", "-y", "-qq", "chromium"], {
      DEBIAN_FRONTEND: "noninteractive",
    })
  );
}

check("lint (biome)", bin("biome"), ["check", "--error-on-warnings", "."]);
check("typecheck", bin("react-router"), ["typegen"]);
check("typecheck (tsc)", bin("tsc"), ["-p", "tsconfig.json"]);
check("dead exports (knip)", bin("knip"), ["--no-progress"]);
if (!run("build", bin("react-router"), ["build"]) || !run("build (server)", bin("node"), ["scripts/build-server.ts"])) {
  failed += 1;
  failures.push("build");
} else {
  passed += 1;
  vitest("unit + integration on PGlite", ["unit", "integration"], { TEST_DB: "pglite" });
  if (process.env.TEST_DATABASE_URL) {
    // The embedded-database tests are about PGlite itself and already ran above.
    vitest("integration on PostgreSQL", ["integration"], { TEST_DB: "postgres" }, [
      "--exclude",
      "tests/integration/embedded-database.test.ts",
    ]);
  } else {
    console.log("\n(TEST_DATABASE_URL is not set: the integration tests ran on PGlite only.)");
  }
  if (ensureChromium()) vitest("browser (Chromium)", ["e2e"]);
  else {
    failed += 1;
    failures.push("browser tests (no Chromium)");
  }
}

console.log("");
if (failures.length > 0) console.log(`Failed: ${failures.join("; ")}`);
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
