// The published domain ranking the popularity signal reads (issue #38, docs/decisions/097-market-presence.md):
// catalog/domain-popularity.json, written by scripts/extract-domain-popularity.ts from MISP/misp-warninglists at a
// named commit, loaded at seed. Idempotent: a snapshot already loaded (by commit) is left as it is.
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { popularityBands } from "#contracts/market-presence.ts";
import type { Database } from "../db/client.ts";
import { parseCatalogFile } from "../db/seed/catalog-files.ts";
import { projectRoot } from "../project-root.ts";

const DomainPopularitySchema = z.strictObject({
  source: z.strictObject({
    name: z.string().min(1),
    description: z.string().min(1),
    repository: z.url(),
    commit: z.string().regex(/^[0-9a-f]{40}$/),
    committedOn: z.iso.date(),
    lists: z.array(z.string()),
  }),
  bands: z.array(
    z.strictObject({ domain: z.string().min(3), listedDomain: z.string().min(3), band: z.enum(popularityBands) }),
  ),
});

function readDomainPopularity() {
  const file = path.join(projectRoot(), "catalog", "domain-popularity.json");
  return parseCatalogFile("catalog/domain-popularity.json", readFileSync(file, "utf8"), DomainPopularitySchema);
}

export async function loadPopularitySnapshot(db: Database) {
  const { source, bands } = readDomainPopularity();
  await db.transaction(async (tx) => {
    const inserted = await tx.execute<{ id: number }>(sql`
      insert into popularity_snapshots (name, description, repository, commit, committed_on)
      values (${source.name}, ${source.description}, ${source.repository}, ${source.commit}, ${source.committedOn})
      on conflict (commit) do nothing returning id`);
    const id = inserted.rows[0]?.id;
    if (id === undefined) return;
    await tx.execute(sql`
      insert into domain_popularity (snapshot_id, domain, listed_domain, band)
      select ${id}, domain, listed_domain, band
      from unnest(${sql.param(bands.map((band) => band.domain))}::text[],
                  ${sql.param(bands.map((band) => band.listedDomain))}::text[],
                  ${sql.param(bands.map((band) => band.band))}::text[]) as b(domain, listed_domain, band)`);
  });
}
