// npm run catalog:validate [-- --strict]: checks the catalog's facts (server/db/seed/check-catalog-facts.ts) and
// prints the coverage table for catalog/research/top300.json's companies and the whole catalog. Exits 1 on an
// error; with --strict, also while a fact value has only its group's source (no page and date of its own).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { readCatalog } from "#server/db/seed/catalog-files.ts";
import { checkCatalogFacts, coverageTable } from "#server/db/seed/check-catalog-facts.ts";
import { projectRoot } from "#server/project-root.ts";

const Top300Schema = z.array(z.object({ name: z.string(), domain: z.string() }));

function main() {
  const strict = process.argv.includes("--strict");
  const file = path.join(projectRoot(), "catalog/research/top300.json");
  const top300 = existsSync(file) ? Top300Schema.parse(JSON.parse(readFileSync(file, "utf8"))) : [];
  const check = checkCatalogFacts(readCatalog(), top300);
  console.log(coverageTable(check));
  console.log(
    `\n${check.citedValues} fact values cite their own page and date (${check.detectionValues} of them from the technology-detection data set, flagged).`,
  );
  for (const [note, count] of check.keptWithGroupSource)
    console.log(
      `${count} fact values keep their group's known source without a page of their own: "${note.slice(0, 80)}…"`,
    );
  if (check.top300.missing.length > 0)
    console.log(`\nNot in the catalog (${check.top300.missing.length} of the 300): ${check.top300.missing.join(", ")}`);
  const errors = [...check.errors];
  if (strict && check.keptWithGroupSource.size > 0) errors.push("--strict: some fact values have no page of their own");
  if (errors.length > 0) {
    console.error(`\n${errors.length} problems:\n  ${errors.join("\n  ")}`);
    process.exitCode = 1;
  }
}

main();
