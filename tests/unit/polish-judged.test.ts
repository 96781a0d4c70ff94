// The offline AI Polish against a judged set of sloppy review sentences (tests/fixtures/polish-judged.json,
// issue #35 item 6): each case is what a careful proofreader would make of it, brand names from the catalog.
// Where the polish falls short, the case says what it gives ("missed"), so a change either way shows.
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { platformLabels } from "#contracts/company-facts.ts";
import { type PolishKind, polishText } from "#server/ai/polish-text.ts";
import { catalogFolder, readCatalog } from "#server/db/seed/catalog-files.ts";
import judged from "#tests/fixtures/polish-judged.json" with { type: "json" };

const catalog = readCatalog();
const names = new Map(
  [...catalog.companies.map((company) => company.name), ...Object.values(platformLabels)].map((name) => [
    name.toLowerCase(),
    name,
  ]),
);
/** What the catalog lookup does in the database (server/catalog/find-brand-names.ts), over the catalog's files. */
async function findBrandNames(phrases: string[]) {
  return phrases.flatMap((phrase) => names.get(phrase) ?? []);
}

type JudgedCase = { kind: PolishKind; input: string; expected: string; missed?: string };
const cases: JudgedCase[] = judged.cases.map((entry) => ({
  ...entry,
  kind: entry.kind === "title" ? "title" : "text",
}));

describe("offline AI Polish on the judged set", () => {
  // The dictionaries and Harper's WebAssembly load once, on first use (seconds on a busy machine).
  beforeAll(() => polishText("warm up"), 60_000);

  it.each(cases.filter((entry) => entry.missed === undefined))("$kind: $input", async ({ kind, input, expected }) => {
    const errors: Error[] = [];
    const polished = await polishText(input, { kind, findBrandNames, onGrammarError: (error) => errors.push(error) });
    expect(errors).toEqual([]);
    expect(polished.text).toBe(expected);
  });

  it.each(cases.filter((entry) => entry.missed !== undefined))(
    "missed, $kind: $input",
    async ({ kind, input, missed }) => {
      expect((await polishText(input, { kind, findBrandNames })).text).toBe(missed);
    },
  );

  it("gets at least 41 of the 44 cases right (15 before Harper and the catalog's names, issue #35)", () => {
    expect(cases.length).toBeGreaterThanOrEqual(44);
    expect(cases.filter((entry) => entry.missed === undefined).length).toBeGreaterThanOrEqual(41);
  });

  it("lists each correction, and keeps numbers, ratings and negations", async () => {
    const polished = await polishText("took a afternoon tho, klaviyo didnt lose 1 of our 4,000 contacts", {
      findBrandNames,
    });
    expect(polished.text).toBe("Took an afternoon though, Klaviyo didn't lose 1 of our 4,000 contacts.");
    expect(polished.changes).toEqual([
      { from: "klaviyo", to: "Klaviyo" },
      { from: "a afternoon", to: "an afternoon" },
      { from: "tho", to: "though" },
      { from: "didnt", to: "didn't" },
    ]);
  });
});

function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

describe("offline AI Polish on text beyond ASCII", () => {
  it("corrects the right words after emoji and accents (the grammar checker's spans are in UTF-16 units)", async () => {
    const polished = await polishText("café owners love it 🎉🎉 tho it took a afternoon", { findBrandNames });
    expect(polished.text).toBe("Café owners love it 🎉🎉 though it took an afternoon.");
  }, 60_000);
});

describe("offline AI Polish on correct English", () => {
  it("leaves the catalog's own sentences alone (every fifth of its descriptions and sample-review lines)", async () => {
    // The whole corpus (1,389 sentences, 35 s) found the rules turned off in server/ai/grammar-worker.ts.
    const phrases = stringsIn(
      JSON.parse(readFileSync(path.join(catalogFolder(), "sample-review-phrases.json"), "utf8")),
    ).filter((phrase) => phrase.split(" ").length > 3 && !phrase.includes("{"));
    const descriptions = catalog.companies.flatMap((company) => company.description ?? []);
    const sentences = [...phrases, ...descriptions].filter((_, index) => index % 5 === 0);
    expect(sentences.length).toBeGreaterThan(200);
    const changed: string[] = [];
    for (const sentence of sentences) {
      const polished = await polishText(sentence, { findBrandNames });
      if (polished.changes.length > 0) changed.push(`${sentence} ${JSON.stringify(polished.changes)}`);
    }
    expect(changed).toEqual([]);
  }, 120_000);
});
