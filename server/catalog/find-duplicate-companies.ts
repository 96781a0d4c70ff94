import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { domainFromWebsite } from "./domain.ts";

type Match = { id: number; name: string; domain: string | null };

/**
 * Before adding a company: an exact domain match (after normalising scheme,
 * `www.` and path) blocks it; name matches — substring or typo-tolerant
 * (trigram similarity) — are offered as "This is it".
 */
export async function findDuplicateCompanies(
  db: Database,
  input: { name?: string | undefined; domain?: string | undefined },
) {
  const domain = input.domain ? domainFromWebsite(input.domain) : null;
  const name = input.name?.trim() ?? "";
  const [domainRows, nameRows] = await Promise.all([
    domain
      ? db.execute<Match>(sql`select id, name, domain from companies where lower(domain) = ${domain} limit 1`)
      : Promise.resolve({ rows: [] as Match[] }),
    name.length > 2
      ? db.execute<Match>(sql`
          select id, name, domain from companies
          where name ilike ${`%${name.replace(/[\\%_]/g, (character) => `\\${character}`)}%`} or similarity(name, ${name}) > 0.35
          order by similarity(name, ${name}) desc, name
          limit 5`)
      : Promise.resolve({ rows: [] as Match[] }),
  ]);
  const domainMatch = domainRows.rows[0] ?? null;
  return {
    normalisedDomain: domain,
    domainMatch,
    nameMatches: nameRows.rows.filter((row) => row.id !== domainMatch?.id),
  };
}
