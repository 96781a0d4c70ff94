// One definition per enumeration (issue #36, docs/decisions/092-one-definition-per-enumeration.md): every list of
// allowed values lives once, in contracts/, and every table keyed by one is a `Record<TheType, …>`, so that
// adding a value fails to compile until each table handles it. This test reads the source of app/, contracts/
// and server/ and fails
// - when two string lists (`[…] as const`, `z.enum([…])`) hold the same values, compared without case or
//   punctuation, so "sixFigures", "six-figures" and "six_figures" are one value;
// - when one list is a strict subset (three values or more) of another whose name shares a word with it
//   ("kindValues" inside "companyKinds");
// - when a table of string values is keyed by an enumeration's values but not typed `Record<…>` (a label
//   table that would silently miss a new value);
// - when a type-only union of string literals (`"a" | "b"`), a plain string array (`const x = ["a", "b"]`, no
//   `as const`) or a list inside SQL (`array['a','b']`, `in ('a', 'b')`) repeats a declared enumeration, or (unions
//   and named arrays) holds a part of one: such a copy does not change when the enumeration does.
// A match that is not a copy goes to `allowed` below, with the reason.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Lists that are meant to hold the same values as another, keyed `file:name`; an unnamed list, union or SQL list
 * is keyed by its normalised values, `file:a|b` (line numbers move when imports are sorted).
 */
const allowed: Record<string, string> = {
  "server/storage/detect-video-type.ts:videoTypes":
    "the definition of the video types (`keyof typeof videoTypes`); `videoMimeByExtension` is its inverse, typed by it",
};

type List = { where: string; name: string; values: string[] };
/** A union, plain array or SQL list; `isDeclaration`: a type or a named array, so a subset is a copy too. */
type Copy = List & { key: string; isDeclaration: boolean };
type Table = { where: string; name: string; keys: string[]; isTyped: boolean };

function listSources(directory: string): string[] {
  return readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(directory, entry.name);
    if (entry.isDirectory()) return relative === "server/db/migrations" ? [] : listSources(relative);
    return /\.(ts|tsx)$/.test(entry.name) ? [relative] : [];
  });
}

const stringList = String.raw`\[((?:\s*"[^"\n]*"\s*,?)+)\s*\]`;
const listPatterns = [
  new RegExp(String.raw`(?:const\s+(\w+)(?:\s*:[^=\n]+)?\s*=\s*)?\(?${stringList}\)?\s*as const`, "g"),
  new RegExp(String.raw`()z\.enum\(${stringList}`, "g"),
];
/** `"a" | "b"` (two members or more), as a type of its own or of a property. */
const unionPattern = /"[^"\n]*"(?:\s*\|(?!\|)\s*"[^"\n]*")+/g;
/** A string array that is not `as const`: `const x = ["a", "b"]`, `const x: T[] = […]` or an unnamed one. */
const plainArrayPattern = new RegExp(
  String.raw`(?:const\s+(\w+)(?:\s*:[^=\n]+)?\s*=\s*)?${stringList}(?!\)?\s*as const)`,
  "g",
);
/** A list in SQL: `array['a','b']` or `in ('a', 'b')`. */
const sqlListPattern = /(?:array\[|\bin\s*\()((?:\s*'[^'\n]*'\s*,?){2,})\s*[\])]/g;
const tablePattern =
  /const\s+(\w+)(\s*:\s*[^=\n]+)?\s*=\s*\{((?:\s*(?:[\w$]+|"[^"\n]*")\s*:\s*(?:"[^"\n]*"|'[^'\n]*'|`[^`\n]*`)\s*,?)+)\s*\}(\s*as const)?(\s*satisfies\s+Record<)?/g;

function lineOf(text: string, index: number) {
  return text.slice(0, index).split("\n").length;
}

/** "six-figures", "sixFigures" and "six_figures" are one value. */
function normalise(value: string) {
  return value.toLowerCase().replace(/[^a-z0-9+]/g, "");
}

function readSources() {
  const lists: List[] = [];
  const copies: Copy[] = [];
  const tables: Table[] = [];
  for (const file of ["app", "contracts", "server"].flatMap(listSources)) {
    const text = readFileSync(path.join(root, file), "utf8");
    for (const pattern of listPatterns) {
      for (const match of text.matchAll(pattern)) {
        const values = [...(match[2] ?? "").matchAll(/"([^"\n]*)"/g)].map((value) => normalise(value[1] ?? ""));
        const name = match[1] ?? "";
        lists.push({ where: `${file}:${name || lineOf(text, match.index)}`, name, values });
      }
    }
    const listed = new Set(lists.filter((list) => list.where.startsWith(`${file}:`)).map((list) => list.values.join()));
    for (const match of text.matchAll(unionPattern)) {
      // `Exclude<ListingStatus, "listed">`, `Extract<ClaimStatus, "approved" | …>`: derived from the enumeration.
      if (/(?:Exclude|Extract)<[\w.[\]()\s]+,\s*$/.test(text.slice(Math.max(0, match.index - 60), match.index)))
        continue;
      const values = [...match[0].matchAll(/"([^"\n]*)"/g)].map((value) => normalise(value[1] ?? ""));
      const key = `${file}:${values.join("|")}`;
      copies.push({ where: `${file}:${lineOf(text, match.index)}`, key, name: "", values, isDeclaration: true });
    }
    for (const match of text.matchAll(plainArrayPattern)) {
      const values = [...(match[2] ?? "").matchAll(/"([^"\n]*)"/g)].map((value) => normalise(value[1] ?? ""));
      // z.enum([…]) lists are enumerations already; `.extract([…])` and `.exclude([…])` derive a subset.
      const before = text.slice(Math.max(0, match.index - 12), match.index);
      if (/(?:z\.enum|\.extract|\.exclude)\($/.test(before) || listed.has(values.join())) continue;
      const name = match[1] ?? "";
      const where = `${file}:${name || lineOf(text, match.index)}`;
      copies.push({
        where,
        key: name ? where : `${file}:${values.join("|")}`,
        name,
        values,
        isDeclaration: name !== "",
      });
    }
    for (const match of text.matchAll(sqlListPattern)) {
      const values = [...(match[1] ?? "").matchAll(/'([^'\n]*)'/g)].map((value) => normalise(value[1] ?? ""));
      const key = `${file}:${values.join("|")}`;
      copies.push({ where: `${file}:${lineOf(text, match.index)}`, key, name: "", values, isDeclaration: false });
    }
    for (const match of text.matchAll(tablePattern)) {
      const keys = [...(match[3] ?? "").matchAll(/(?:^|,)\s*([\w$]+|"[^"\n]*")\s*:/g)].map((key) =>
        normalise((key[1] ?? "").replaceAll('"', "")),
      );
      const isTyped = /Record<(?!string\b)/.test(match[2] ?? "") || match[5] !== undefined;
      tables.push({ where: `${file}:${match[1]}`, name: match[1] ?? "", keys, isTyped });
      // The values of a constant name table (`jobNames = { sendReviewDigests: "send-review-digests" } as const`)
      // are an enumeration too.
      if (match[4] !== undefined) {
        const values = [...(match[3] ?? "").matchAll(/:\s*"([^"\n]*)"/g)].map((value) => normalise(value[1] ?? ""));
        if (values.length >= 2) lists.push({ where: `${file}:${match[1]}`, name: match[1] ?? "", values });
      }
    }
  }
  return { lists, copies, tables };
}

const genericWords = new Set(["value", "values", "key", "keys", "label", "labels", "list", "all", "order", "choices"]);

/** The words of a camelCase name, singular: "companyKinds" → company, kind. */
function wordsOf(name: string) {
  return name
    .split(/(?=[A-Z])|_/)
    .map((word) => word.toLowerCase().replace(/s$/, ""))
    .filter((word) => word.length > 2 && !genericWords.has(word));
}

function isSubset(small: Set<string>, large: Set<string>) {
  return small.size < large.size && [...small].every((value) => large.has(value));
}

function sameSet(a: Set<string>, b: Set<string>) {
  return a.size === b.size && [...a].every((value) => b.has(value));
}

describe("enumerations", () => {
  const { lists, copies, tables } = readSources();

  test("the scan finds the enumerations of contracts/ (the patterns still match the code)", () => {
    const names = lists.map((list) => list.where);
    expect(names).toContain("contracts/company-facts.ts:platforms");
    expect(names).toContain("contracts/brand-sizes.ts:brandSizes");
    expect(tables.map((table) => table.where)).toContain("contracts/company-facts.ts:platformLabels");
    expect(copies.length).toBeGreaterThan(0);
  });

  test("no list of values is declared twice", () => {
    const copies: string[] = [];
    for (const [index, list] of lists.entries()) {
      const values = new Set(list.values);
      if (values.size < 2) continue;
      for (const other of lists.slice(index + 1)) {
        const otherValues = new Set(other.values);
        const related = wordsOf(list.name).some((word) => wordsOf(other.name).includes(word));
        const copy =
          sameSet(values, otherValues) ||
          (related &&
            Math.min(values.size, otherValues.size) >= 3 &&
            (isSubset(values, otherValues) || isSubset(otherValues, values)));
        if (copy && !(allowed[list.where] || allowed[other.where])) copies.push(`${list.where} ~ ${other.where}`);
      }
    }
    expect(copies).toEqual([]);
  });

  test("no union, plain array or SQL list re-lists an enumeration", () => {
    const enumerations = lists.filter((list) => list.name !== "");
    const found = copies.flatMap((copy) => {
      const values = new Set(copy.values);
      if (values.size < 2 || allowed[copy.key]) return [];
      const original = enumerations.find((list) => {
        const declared = new Set(list.values);
        return sameSet(values, declared) || (copy.isDeclaration && isSubset(values, declared));
      });
      return original ? [`${copy.where} ~ ${original.where}`] : [];
    });
    expect(found).toEqual([]);
  });

  test("every label table keyed by an enumeration is a Record of its type", () => {
    const enumerations = lists.filter((list) => list.name !== "");
    const untyped = tables.filter((table) => {
      const keys = new Set(table.keys);
      if (table.isTyped || keys.size < 2 || allowed[table.where]) return false;
      return enumerations.some((list) => {
        const values = new Set(list.values);
        // A name table's own values are not what it is keyed by.
        if (list.where === table.where) return false;
        return sameSet(keys, values) || (keys.size >= 3 && isSubset(keys, values));
      });
    });
    expect(untyped.map((table) => table.where)).toEqual([]);
  });
});
