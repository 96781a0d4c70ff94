import { sql } from "drizzle-orm";
import { demoVendorDomain } from "#contracts/demo-accounts.ts";
import type { ReadCache } from "../cache/read-cache.ts";
import { cacheKeys } from "../cache/read-cache.ts";
import type { Database } from "../db/client.ts";

/** What the demo banner on every page needs to know (decision 074). */
export type DemoBannerFacts = {
  /** Demo sample reviews are loaded: the banner shows. */
  hasSampleReviews: boolean;
  /** The demo's fictitious vendor, which the banner invites visitors to claim; null without it or without samples. */
  demoVendorSlug: string | null;
};

/**
 * The demo banner's facts, from the read cache: they change only when demo data is loaded or cleared
 * (`db:clear-demo`, another process), so a page request does not read them (decision 116); a change shows within
 * the cache's freshness.
 */
export function findDemoBanner({ db, cache }: { db: Database; cache: ReadCache }) {
  return cache.get(cacheKeys.demoBanner, async (): Promise<DemoBannerFacts> => {
    const result = await db.execute<{ has_sample_reviews: boolean; demo_vendor_slug: string | null }>(sql`
      select exists (select 1 from reviews where is_sample) as has_sample_reviews,
        (select slug from companies where lower(domain) = ${demoVendorDomain} and listing_status = 'listed' limit 1)
          as demo_vendor_slug`);
    const row = result.rows[0];
    const hasSampleReviews = row?.has_sample_reviews === true;
    return { hasSampleReviews, demoVendorSlug: hasSampleReviews ? (row?.demo_vendor_slug ?? null) : null };
  });
}
