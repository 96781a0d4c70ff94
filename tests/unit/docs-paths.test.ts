// Docs stay true to the tree (issue #36): every repository path that README.md or docs/**/*.md names, in backticks
// (`server/web/require.ts`) or as a link ([027](decisions/027-security-headers.md)), exists. A decision record is
// history: where it names a file that has since moved as the state it describes, the path is allowed below, one
// line with its reason; a record still in force is corrected instead.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const repoPath = /^(app|bench|catalog|contracts|docs|scripts|server|tests)\//;
/** Names standing for many files (globs, placeholders like NNN or <name>, elisions): nothing to look up. */
const placeholder = /[*<>{}…$\s]|NNN/;

/** `file → path named in it` that may be missing, each with why. */
const historical: Record<string, string> = {
  "docs/decisions/011-seed-catalog-and-demo-data.md → server/db/seed/catalog/":
    "the catalog's first home; superseded in part by 036, which moved it to catalog/",
  "docs/decisions/024-admin-console.md → server/ai/discovery/curated-companies.ts":
    "the dataset's first home; the record's status names its move to catalog/discovery-candidates.json (036)",
  "docs/decisions/034-contracts-and-the-http-edge.md → app/lib/good-for.ts": "the context: the files that moved",
  "docs/decisions/034-contracts-and-the-http-edge.md → app/lib/video-files.ts": "the context: the files that moved",
  "docs/decisions/034-contracts-and-the-http-edge.md → app/lib/demo-accounts.ts": "the context: the files that moved",
  "docs/decisions/034-contracts-and-the-http-edge.md → server/auth/require.ts": "the context: the files that moved",
  "docs/decisions/034-contracts-and-the-http-edge.md → server/api/page-errors.ts": "the context: the files that moved",
  "docs/decisions/034-contracts-and-the-http-edge.md → server/api/": "what server/web/ was called before",
  "docs/decisions/036-catalog-as-data-files.md → server/db/seed/catalog/companies.ts":
    "the context: the TypeScript catalog the record replaced",
  "docs/decisions/092-one-definition-per-enumeration.md → server/web/openapi.ts":
    "the hand-written API document of the time, replaced by the generated one (102)",
  "docs/decisions/099-one-definition-per-fact.md → server/web/openapi.ts":
    "the hand-written API document of the time, replaced by the generated one (102)",
  "docs/decisions/102-generated-openapi-document.md → server/web/openapi.ts": "the record says it replaced this file",
  "docs/decisions/050-redirect-targets-and-one-public-origin.md → app/lib/return-to.ts":
    "the record says this file is gone",
  "docs/decisions/092-one-definition-per-enumeration.md → server/search/vocabulary.ts":
    "the table's before column; the file was split into server/search/vocabulary/ (issue #36)",
  "docs/decisions/092-one-definition-per-enumeration.md → contracts/good-for.ts":
    "the table's before column: the copies the record removed",
};

function markdownFiles(): string[] {
  const docs = readdirSync(path.join(root, "docs"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => path.posix.join("docs", file.split(path.sep).join("/")));
  return ["README.md", ...docs.sort()];
}

type Reference = { file: string; named: string; resolved: string };

/** The repository paths one Markdown file names: backticked paths from the root, links from the file's folder. */
function referencesIn(file: string): Reference[] {
  const text = readFileSync(path.join(root, file), "utf8");
  const quoted = [...text.matchAll(/`([^`\n]+)`/g)]
    .map((match) => match[1] ?? "")
    .filter((named) => repoPath.test(named))
    .map((named) => ({ named, from: "." }));
  const linked = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? "")
    .filter((named) => !/^[a-z][a-z0-9+.-]*:/i.test(named) && !named.startsWith("#"))
    .map((named) => ({ named, from: path.posix.dirname(file) }));
  return [...quoted, ...linked].flatMap(({ named, from }) => {
    const bare = (named.split("#")[0] ?? "").replace(/:\d+(-\d+)?$/, "").replace(/[.,;:]$/, "");
    if (bare === "" || placeholder.test(bare)) return [];
    return [{ file, named, resolved: path.posix.normalize(path.posix.join(from, bare)) }];
  });
}

const references = markdownFiles().flatMap(referencesIn);
const keyOf = (reference: Reference) => `${reference.file} → ${reference.named}`;
const isMissing = (reference: Reference) => !existsSync(path.join(root, reference.resolved));

describe("paths named in the docs", () => {
  it("are read from the README, the architecture page and the decisions", () => {
    const files = new Set(references.map((reference) => reference.file));
    expect(files).toContain("README.md");
    expect(files).toContain("docs/architecture.md");
    expect([...files].filter((file) => file.startsWith("docs/decisions/")).length).toBeGreaterThan(40);
    expect(references.some((reference) => reference.resolved === "server/http.ts")).toBe(true);
  });

  it("exist in the repository (or are history, allowed with a reason)", () => {
    const stale = references.filter((reference) => isMissing(reference) && !(keyOf(reference) in historical));
    expect(stale.map(keyOf)).toEqual([]);
  });

  it("allow only paths that are still named and still missing", () => {
    const stillNeeded = new Set(references.filter(isMissing).map(keyOf));
    expect(Object.keys(historical).filter((key) => !stillNeeded.has(key))).toEqual([]);
  });
});

// Issue #36: the README is a manual (what it is, quick start, configuration, operations, scaling out, one table of
// current figures); the history of measurements lives in docs/performance.md.
describe("the README", () => {
  const readme = readFileSync(path.join(root, "README.md"), "utf8");

  it("stays under 20 KB, with the measurement history in docs/performance.md", () => {
    expect(Buffer.byteLength(readme)).toBeLessThan(20_000);
    expect(readme).toContain("docs/performance.md");
  });

  it("reads as a manual: quick start, configuration, operations, scaling out, current figures", () => {
    const headings = [...readme.matchAll(/^## (.+)$/gm)].map((match) => (match[1] ?? "").toLowerCase());
    for (const section of ["quick start", "configuration", "operations", "scaling out", "performance"])
      expect(
        headings.some((heading) => heading.includes(section)),
        section,
      ).toBe(true);
  });
});
