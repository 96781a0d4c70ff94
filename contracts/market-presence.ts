// Market presence (issue #38, docs/decisions/097-market-presence.md): a score per company from sourced, dated
// signals. The pure part lives here so the methodology page, the Grid, the stored score and the search read one
// definition.

/**
 * Cloudflare Radar's top-domain buckets as MISP/misp-warninglists publishes them (lists/cloudflare-top200 …),
 * smallest first. The stored snapshot carries the buckets up to 100k; a domain in none of them is missing.
 */
export const popularityBands = ["top200", "top1k", "top2k", "top5k", "top10k", "top20k", "top50k", "top100k"] as const;
export type PopularityBand = (typeof popularityBands)[number];

/** How many domains each bucket holds: a domain in "top1k" is among the thousand most visited. */
const popularityBandSizes: Record<PopularityBand, number> = {
  top200: 200,
  top1k: 1_000,
  top2k: 2_000,
  top5k: 5_000,
  top10k: 10_000,
  top20k: 20_000,
  top50k: 50_000,
  top100k: 100_000,
};

export const popularityBandLabels: Record<PopularityBand, string> = {
  top200: "top 200",
  top1k: "top 1,000",
  top2k: "top 2,000",
  top5k: "top 5,000",
  top10k: "top 10,000",
  top20k: "top 20,000",
  top50k: "top 50,000",
  top100k: "top 100,000",
};

/** The signals behind a company's score; null is a signal we do not have (never counted as zero). */
export type PresenceSignals = {
  /** Catalog companies listed as integrating with it. */
  integrations: number;
  /** Published reviews by people here, and how many distinct people wrote them. */
  reviews: number;
  reviewers: number;
  popularityBand: PopularityBand | null;
  foundedYear: number | null;
};

export const presenceSignalNames = ["integrations", "reviews", "popularity", "age"] as const;
export type PresenceSignalName = (typeof presenceSignalNames)[number];

/**
 * Each signal's scale: a count reaches 1 at `full` on a log scale, so the hundredth integration adds less than the
 * tenth. Fixed anchors (not the catalog's maximum) keep a company's score its own: one published review changes
 * one company's score, nobody else's.
 */
export const presenceScales = {
  integrationsFull: 50,
  reviewsFull: 200,
  reviewersFull: 150,
  ageFullYears: 25,
  /** The popularity scale spans Cloudflare Radar's buckets from the top 200 (1) to the top million (0). */
  popularityWidest: 1_000_000,
} as const;

function logShare(value: number, full: number) {
  if (value <= 0) return 0;
  return Math.min(1, Math.log1p(value) / Math.log1p(full));
}

/** Each present signal on 0–1; a missing one is absent from the result. */
export function presenceSignalShares(
  signals: PresenceSignals,
  currentYear: number,
): Partial<Record<PresenceSignalName, number>> {
  const shares: Partial<Record<PresenceSignalName, number>> = {
    integrations: logShare(signals.integrations, presenceScales.integrationsFull),
    reviews:
      (logShare(signals.reviews, presenceScales.reviewsFull) +
        logShare(signals.reviewers, presenceScales.reviewersFull)) /
      2,
  };
  if (signals.popularityBand !== null) {
    const size = popularityBandSizes[signals.popularityBand];
    const top = popularityBandSizes.top200;
    shares.popularity = 1 - Math.log(size / top) / Math.log(presenceScales.popularityWidest / top);
  }
  if (signals.foundedYear !== null && signals.foundedYear <= currentYear) {
    shares.age = logShare(currentYear - signals.foundedYear, presenceScales.ageFullYears);
  }
  return shares;
}

/**
 * The market presence score, 0–100 with one decimal: the mean of the signals present (each weighted equally), and
 * how many there were. A company with no popularity band is scored on its other signals, not given zero for it.
 */
export function marketPresenceScore(signals: PresenceSignals, currentYear: number) {
  const shares = Object.values(presenceSignalShares(signals, currentYear));
  const sum = shares.reduce((total, share) => total + share, 0);
  return { score: Math.round((sum / shares.length) * 1000) / 10, signalCount: shares.length };
}
