// The typed read of stored market presence (issue #38, docs/decisions/097-market-presence.md), for search, pages and
// the API: one query by primary key. A company with no stored row (not listed, or added since the last refresh) is
// absent from the map: unknown, not zero.
import { sql } from "drizzle-orm";
import { type PopularityBand, popularityBands } from "#contracts/market-presence.ts";
import type { Database } from "../db/client.ts";

export type MarketPresence = {
  /** 0–100, the mean of the signals present. */
  score: number;
  /** How many of the four signals were present. */
  signalCount: number;
  integrations: number;
  reviews: number;
  reviewers: number;
  popularityBand: PopularityBand | null;
  /** The ranking snapshot the band comes from: its commit and publication day. */
  popularitySource: { name: string; repository: string; commit: string; committedOn: string } | null;
  foundedYear: number | null;
  computedAt: Date;
};

export async function marketPresenceOf(db: Database, companyIds: readonly number[]) {
  const presence = new Map<number, MarketPresence>();
  if (companyIds.length === 0) return presence;
  const result = await db.execute<{
    company_id: number;
    score: number;
    signal_count: number;
    integrations: number;
    reviews: number;
    reviewers: number;
    popularity_band: string | null;
    founded_year: number | null;
    computed_at: string | Date;
    name: string | null;
    repository: string | null;
    commit: string | null;
    committed_on: string | null;
  }>(sql`
    select m.company_id, m.score, m.signal_count, m.integrations, m.reviews, m.reviewers, m.popularity_band,
      m.founded_year, m.computed_at, ps.name, ps.repository, ps.commit, ps.committed_on::text as committed_on
    from company_market_presence m
    left join popularity_snapshots ps on ps.id = m.popularity_snapshot_id
    where m.company_id = any(${sql.param([...companyIds])}::int[])`);
  for (const row of result.rows) {
    const band = popularityBands.find((value) => value === row.popularity_band) ?? null;
    presence.set(Number(row.company_id), {
      score: Number(row.score),
      signalCount: Number(row.signal_count),
      integrations: Number(row.integrations),
      reviews: Number(row.reviews),
      reviewers: Number(row.reviewers),
      popularityBand: band,
      popularitySource:
        band && row.name && row.repository && row.commit && row.committed_on
          ? { name: row.name, repository: row.repository, commit: row.commit, committedOn: row.committed_on }
          : null,
      foundedYear: row.founded_year === null ? null : Number(row.founded_year),
      computedAt: new Date(row.computed_at),
    });
  }
  return presence;
}
