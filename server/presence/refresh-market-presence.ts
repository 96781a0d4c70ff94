// Recomputes companies' market presence (issue #38, docs/decisions/097-market-presence.md) from their signals as
// stored now: integrations listed in the catalog, published reviews by people and their distinct authors, the band
// of their domain in the newest loaded ranking snapshot, and the founded year. The score is the pure
// `marketPresenceScore` (contracts/market-presence.ts). Run for one company when a review of it is published or
// removed, for everyone at seed and by the nightly job.
import { sql } from "drizzle-orm";
import { marketPresenceScore, type PopularityBand, popularityBands } from "#contracts/market-presence.ts";
import type { Database } from "../db/client.ts";

type SignalRow = {
  id: number;
  founded_year: number | null;
  integrations: number;
  reviews: number;
  reviewers: number;
  band: string | null;
  snapshot_id: number | null;
};

function bandOf(value: string | null): PopularityBand | null {
  return popularityBands.find((band) => band === value) ?? null;
}

/** Listed companies with ids after `afterId` (or exactly `companyIds`), at most `limit`; returns the ids done. */
async function refreshMarketPresence(
  db: Database,
  input: { companyIds: number[] } | { afterId: number; limit: number },
  now = new Date(),
) {
  const which =
    "companyIds" in input ? sql`c.id = any(${sql.param(input.companyIds)}::int[])` : sql`c.id > ${input.afterId}`;
  const limit = "companyIds" in input ? input.companyIds.length : input.limit;
  const result = await db.execute<SignalRow>(sql`
    select c.id, c.founded_year,
      ((select count(*) from company_integrations i where i.company_id = c.id)
        + (select count(*) from company_integrations i where i.partner_id = c.id))::int as integrations,
      coalesce(s.review_count, 0)::int as reviews,
      (select count(distinct r.user_id) from reviews r
        where r.company_id = c.id and r.status = 'published' and not r.is_ai_generated)::int as reviewers,
      p.band, p.snapshot_id
    from companies c
    left join company_review_stats s on s.company_id = c.id
    left join lateral (
      select dp.band, dp.snapshot_id from domain_popularity dp
      join popularity_snapshots ps on ps.id = dp.snapshot_id
      where dp.domain = c.domain order by ps.committed_on desc, ps.id desc limit 1) p on true
    where c.listing_status = 'listed' and ${which}
    order by c.id limit ${limit}`);
  const rows = result.rows;
  if (rows.length === 0) return [];
  const year = now.getUTCFullYear();
  const scored = rows.map((row) => {
    const band = bandOf(row.band);
    const { score, signalCount } = marketPresenceScore(
      {
        integrations: Number(row.integrations),
        reviews: Number(row.reviews),
        reviewers: Number(row.reviewers),
        popularityBand: band,
        foundedYear: row.founded_year === null ? null : Number(row.founded_year),
      },
      year,
    );
    return { ...row, band, score, signalCount };
  });
  const column = <T>(pick: (row: (typeof scored)[number]) => T) => sql.param(scored.map(pick));
  await db.execute(sql`
    insert into company_market_presence (company_id, score, signal_count, integrations, reviews, reviewers,
      popularity_band, popularity_snapshot_id, founded_year, computed_at)
    select * , ${now.toISOString()}::timestamptz from unnest(
      ${column((row) => row.id)}::int[], ${column((row) => row.score)}::float8[],
      ${column((row) => row.signalCount)}::smallint[], ${column((row) => Number(row.integrations))}::int[],
      ${column((row) => Number(row.reviews))}::int[], ${column((row) => Number(row.reviewers))}::int[],
      ${column((row) => row.band)}::text[], ${column((row) => row.snapshot_id)}::int[],
      ${column((row) => row.founded_year)}::smallint[])
    on conflict (company_id) do update set score = excluded.score, signal_count = excluded.signal_count,
      integrations = excluded.integrations, reviews = excluded.reviews, reviewers = excluded.reviewers,
      popularity_band = excluded.popularity_band, popularity_snapshot_id = excluded.popularity_snapshot_id,
      founded_year = excluded.founded_year, computed_at = excluded.computed_at`);
  return scored.map((row) => row.id);
}

/** Every listed company, in batches by id. */
export async function refreshAllMarketPresence(db: Database, now = new Date(), batchSize = 2000) {
  let afterId = 0;
  let count = 0;
  for (;;) {
    const done = await refreshMarketPresence(db, { afterId, limit: batchSize }, now);
    if (done.length === 0) return count;
    count += done.length;
    afterId = done[done.length - 1] as number;
  }
}

/**
 * After a review of a company is published, edited or removed: its score again, at once (one company, two
 * statements). A failure is logged, never the review's: the nightly refresh repairs what it missed.
 */
export async function refreshPresenceAfterReview(
  services: { db: Database; logger: { error: (details: object, message: string) => void } },
  companyId: number,
) {
  await refreshMarketPresence(services.db, { companyIds: [companyId] }).catch((error: unknown) =>
    services.logger.error({ err: error, companyId }, "could not refresh a company's market presence"),
  );
}
