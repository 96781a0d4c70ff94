// Test scaffolding is a fixture, never a copy per file (STYLE.md convention 14, issue #36): a test file takes its
// database and app from tests/support/fixtures.ts and its browser from tests/e2e/support/fixtures.ts. This test
// reads every test file and fails when one opens a database or a browser of its own, or builds an app over a
// database that is not the fixtures', unless it is listed below with the reason it cannot use them.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const ownScaffolding: Record<string, RegExp> = {
  "a database of its own":
    /\b(createTestDatabase|openDatabase|connectDatabase)\b|\bnew PGlite\b|\bPGlite\.create\(|\bnew (pg\.)?(Client|Pool)\(|\bcreate database\b/i,
  "a browser of its own": /\blaunchBrowser\b|\.launch(PersistentContext)?\(/,
  "an app process of its own": /\bstartServer\(|\bspawn\(/,
};

/** An app is built with other settings over the file's fixture database; over anything else it is its own. */
const ownApp = /\bcreateTestApp\(/;
const fixtureImport = /from "(#tests\/support|\.\.\/support|\.\/support)\/fixtures\.ts"/;

// The files that make their own, and why the fixtures cannot give them what they test.
const allowed: Record<string, string> = {
  "tests/integration/auth.test.ts": "closes a second database on purpose, to see a role lookup that fails",
  "tests/integration/backup-restore.test.ts":
    "restores a backup into a second database, then opens it to compare with the first",
  "tests/integration/database-outage.test.ts":
    "reaches the fixture database through a TCP proxy the test cuts and restores, and builds its app over that",
  "tests/integration/embedded-database.test.ts": "is about PGlite itself: its own data folder, in a worker thread",
  "tests/integration/read-replicas.test.ts":
    "starts a primary and a streaming replica of its own (initdb, pg_basebackup) and opens them as the app does",
  // App processes with settings of their own, all through the shared `startServer` (tests/e2e/support/server-process.ts)
  // or `npm start`'s own script; the suite's one shared server is started by the e2e global setup.
  "tests/e2e/award-calendar.test.ts": "a server whose clock the test sets, to see award periods open and close",
  "tests/e2e/dictation.test.ts": "a second server pointed at a local stub of the transcription API",
  "tests/e2e/server-lifecycle.test.ts": "stops and restarts servers on one data folder, without demo data",
  "tests/e2e/production-start.test.ts": "runs `npm start`'s script itself, as a person does, on a fresh folder",
  "tests/e2e/cluster.test.ts":
    "several app processes over a PostgreSQL database it creates for them (the embedded database has one process)",
  "tests/integration/first-start.test.ts": "the compiled server's first start on a fresh data folder, as printed",
};

function testFiles(root: string) {
  return readdirSync(path.join(root, "tests"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => path.posix.join("tests", file.split(path.sep).join("/")))
    .sort();
}

/** What `source` makes for itself instead of taking it from the fixtures. */
function ownMadeIn(source: string) {
  const made = Object.entries(ownScaffolding)
    .filter(([, pattern]) => pattern.test(source))
    .map(([what]) => what);
  if (ownApp.test(source) && !fixtureImport.test(source)) made.push("an app over a database of its own");
  return made;
}

test("every test file takes its database, app and browser from the fixtures, but the files listed", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  const self = path.posix.relative(root, import.meta.filename.split(path.sep).join("/"));
  const found = Object.fromEntries(
    testFiles(root)
      .filter((file) => file !== self)
      .map((file) => [file, ownMadeIn(readFileSync(path.join(root, file), "utf8"))] as const)
      .filter(([, made]) => made.length > 0),
  );
  expect(Object.keys(found).sort(), JSON.stringify(found, null, 2)).toEqual(Object.keys(allowed).sort());
});
