import { eq, sql } from "drizzle-orm";
import type { PricingModel } from "#contracts/company-facts.ts";
import { averageRatingOf } from "#contracts/rating.ts";
import type { Database } from "../db/client.ts";
import { prepareBuilt } from "../db/prepared-query.ts";
import { companies } from "../db/schema/catalog.ts";
import { companyReviewStats } from "../db/schema/reviews.ts";
import { companyLogoUrl } from "./company-logo.ts";

const cardColumns = {
  id: companies.id,
  name: companies.name,
  slug: companies.slug,
  domain: companies.domain,
  logoUrl: companies.logoUrl,
  logoKey: companies.logoKey,
  description: companies.description,
  isAiGenerated: companies.isAiGenerated,
  isCommunitySubmitted: companies.isCommunitySubmitted,
  createdAt: companies.createdAt,
  pricingModel: companies.pricingModel,
  freePlan: companies.freePlan,
  platforms: companies.platforms,
  ratingSum: companyReviewStats.ratingSum,
  reviewCount: companyReviewStats.reviewCount,
};

/** A card's row: the review figures come from a left join, so they may be null. */
type CardRow = {
  id: number;
  name: string;
  slug: string;
  domain: string | null;
  logoUrl: string | null;
  logoKey: string | null;
  description: string;
  isAiGenerated: boolean;
  isCommunitySubmitted: boolean;
  createdAt: Date;
  pricingModel: PricingModel | null;
  freePlan: boolean | null;
  platforms: string[];
  ratingSum: number | null;
  reviewCount: number | null;
};

function toCard({ ratingSum, reviewCount, logoKey, ...row }: CardRow) {
  return {
    ...row,
    logoUrl: companyLogoUrl({ logoKey, logoUrl: row.logoUrl, domain: row.domain }),
    createdAt: row.createdAt.toISOString(),
    reviewCount: reviewCount ?? 0,
    averageRating: reviewCount && ratingSum !== null ? averageRatingOf(ratingSum, reviewCount) : null,
  };
}

// One statement for any page of ids (an array value, not a list of placeholders), planned once per connection.
const selectCards = prepareBuilt("company-cards", (db, name) =>
  db
    .select(cardColumns)
    .from(companies)
    .leftJoin(companyReviewStats, eq(companyReviewStats.companyId, companies.id))
    .where(sql`${companies.id} = any(${sql.placeholder("ids")}::int[])`)
    .prepare(name),
);

/** Company cards for ids, in the ids' order (a category page, ordered by its facet snapshot). */
export async function companyCards(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await selectCards(db).execute({ ids });
  const byId = new Map(rows.map((row) => [row.id, toCard(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
