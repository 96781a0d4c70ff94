// Writes catalog/domain-popularity.json (issue #38, docs/decisions/097-market-presence.md): the smallest Cloudflare
// Radar top-domains bucket holding each catalog company's domain, from a clone of the public repository
// MISP/misp-warninglists (lists/cloudflare-top200 … cloudflare-top100k) at a named commit:
//   npm run popularity:extract -- /path/to/misp-warninglists.git 84f0610
// A domain is looked up as written, then without its leading labels (quickbooks.intuit.com → intuit.com); the file
// names the listed domain that matched. A domain in none of the buckets is left out: missing, not zero.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { popularityBands } from "#contracts/market-presence.ts";
import { domainFromWebsite } from "#server/catalog/domain.ts";
import { readCatalog, readDiscoveryCandidates } from "#server/db/seed/catalog-files.ts";
import { projectRoot } from "#server/project-root.ts";

const [repository, commitArgument] = process.argv.slice(2);
if (!repository || !commitArgument) throw new Error("usage: extract-domain-popularity.ts <git dir> <commit>");
const git = (...args: string[]) =>
  execFileSync("git", ["--git-dir", repository, ...args], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
const commit = git("rev-parse", `${commitArgument}^{commit}`).trim();
const committedOn = git("show", "-s", "--format=%cI", commit).trim().slice(0, 10);

const ListSchema = z.object({ description: z.string(), list: z.array(z.string()) });
const bandOf = new Map<string, (typeof popularityBands)[number]>();
let description = "";
// Largest bucket first, so each domain ends with the smallest bucket that holds it.
for (const band of [...popularityBands].reverse()) {
  const list = ListSchema.parse(JSON.parse(git("show", `${commit}:lists/cloudflare-${band}/list.json`)));
  if (band === "top200") description = list.description;
  for (const domain of list.list) bandOf.set(domain.toLowerCase(), band);
}

function lookUp(domain: string) {
  const labels = domain.split(".");
  for (let start = 0; start <= labels.length - 2; start++) {
    const candidate = labels.slice(start).join(".");
    const band = bandOf.get(candidate);
    if (band) return { listedDomain: candidate, band };
  }
  return null;
}

const domains = new Set<string>();
for (const company of [...readCatalog().companies, ...readDiscoveryCandidates()]) {
  const domain = domainFromWebsite(company.websiteUrl);
  if (domain) domains.add(domain);
}
const bands = [...domains].sort().flatMap((domain) => {
  const found = lookUp(domain);
  return found ? [{ domain, ...found }] : [];
});

const output = {
  source: {
    name: "Cloudflare Radar top domains, as published in MISP warninglists",
    description,
    repository: "https://github.com/MISP/misp-warninglists",
    commit,
    committedOn,
    lists: popularityBands.map((band) => `lists/cloudflare-${band}/list.json`),
  },
  bands,
};
writeFileSync(path.join(projectRoot(), "catalog", "domain-popularity.json"), `${JSON.stringify(output, null, 2)}\n`);
console.warn(`${bands.length} of ${domains.size} catalog domains are in a bucket up to the top 100k (${commit}).`);
