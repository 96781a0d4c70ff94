import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

/** The ranking snapshot the popularity signal reads now (the newest loaded), for the methodology page; null if none. */
export async function latestPopularitySnapshot(db: Database) {
  const result = await db.execute<{
    name: string;
    description: string;
    repository: string;
    commit: string;
    committed_on: string;
    domains: number;
  }>(sql`
    select ps.name, ps.description, ps.repository, ps.commit, ps.committed_on::text as committed_on,
      (select count(*) from domain_popularity dp where dp.snapshot_id = ps.id)::int as domains
    from popularity_snapshots ps order by ps.committed_on desc, ps.id desc limit 1`);
  const row = result.rows[0];
  return row
    ? {
        name: row.name,
        description: row.description,
        repository: row.repository,
        commit: row.commit,
        committedOn: row.committed_on,
        domains: Number(row.domains),
      }
    : null;
}
