import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { PricingModel } from "#contracts/company-facts.ts";
import { type CompanySort, categoryPageSize } from "#contracts/validation/catalog.ts";
import type { Database } from "../db/client.ts";
import { companies, companyCategories } from "../db/schema/catalog.ts";
import { companyReviewStats } from "../db/schema/reviews.ts";

// Each order matches an index on company_categories (category_id, sort keys…), which
// carries copies of the company's name, AI flag and creation time (kept by triggers).
const orderings: Record<CompanySort, SQL[]> = {
  // Featured: AI-discovered companies first (the newest additions), then by name.
  featured: [
    desc(companyCategories.companyIsAiGenerated),
    asc(companyCategories.companyName),
    asc(companyCategories.companyId),
  ],
  name: [asc(companyCategories.companyName), asc(companyCategories.companyId)],
  newest: [desc(companyCategories.companyCreatedAt), desc(companyCategories.companyId)],
};

const cardColumns = {
  id: companies.id,
  name: companies.name,
  slug: companies.slug,
  domain: companies.domain,
  logoUrl: companies.logoUrl,
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

function toCard({ ratingSum, reviewCount, ...row }: CardRow) {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    reviewCount: reviewCount ?? 0,
    averageRating: reviewCount && ratingSum !== null ? Math.round((ratingSum / reviewCount) * 100) / 100 : null,
  };
}

/** Company cards for ids, in the ids' order (a filtered page, ordered by the facet query). */
export async function companyCards(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(cardColumns)
    .from(companies)
    .leftJoin(companyReviewStats, eq(companyReviewStats.companyId, companies.id))
    .where(inArray(companies.id, ids));
  const byId = new Map(rows.map((row) => [row.id, toCard(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One page of a category's companies (primary or not), sorted in SQL, with operator ratings. */
export async function listCategoryCompanies(
  db: Database,
  input: { categoryId: number; sort: CompanySort; offset: number; limit?: number; showAiGeneratedCompanies: boolean },
) {
  const limit = input.limit ?? categoryPageSize;
  const conditions: SQL[] = [eq(companyCategories.categoryId, input.categoryId)];
  if (!input.showAiGeneratedCompanies) conditions.push(eq(companyCategories.companyIsAiGenerated, false));
  const where = and(...conditions);
  // The page is cut from the index alone (no sort of thousands of rows), then joined.
  const page = db
    .select({
      companyId: companyCategories.companyId,
      companyName: companyCategories.companyName,
      companyIsAiGenerated: companyCategories.companyIsAiGenerated,
      companyCreatedAt: companyCategories.companyCreatedAt,
    })
    .from(companyCategories)
    .where(where)
    .orderBy(...orderings[input.sort])
    .limit(limit)
    .offset(input.offset)
    .as("page");
  const pageOrder: Record<CompanySort, SQL[]> = {
    featured: [desc(page.companyIsAiGenerated), asc(page.companyName), asc(page.companyId)],
    name: [asc(page.companyName), asc(page.companyId)],
    newest: [desc(page.companyCreatedAt), desc(page.companyId)],
  };
  const [rows, total] = await Promise.all([
    db
      .select(cardColumns)
      .from(page)
      .innerJoin(companies, eq(companies.id, page.companyId))
      .leftJoin(companyReviewStats, eq(companyReviewStats.companyId, page.companyId))
      .orderBy(...pageOrder[input.sort]),
    db.$count(companyCategories, where),
  ]);
  return {
    companies: rows.map(toCard),
    total,
    offset: input.offset,
    limit,
  };
}
