import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import { type CompanySort, categoryPageSize } from "#app/lib/validation/catalog.ts";
import type { Database } from "../db/client.ts";
import { companies, companyCategories } from "../db/schema/catalog.ts";
import { averageRatingSql, reviewCountSql } from "./company-ratings.ts";

const orderings: Record<CompanySort, SQL[]> = {
  // Featured: AI-discovered companies first (they are the newest additions), then by name.
  featured: [desc(companies.isAiGenerated), asc(companies.name), asc(companies.id)],
  name: [asc(companies.name), asc(companies.id)],
  newest: [desc(companies.createdAt), desc(companies.id)],
};

/** One page of a category's companies (primary or not), sorted in SQL, with operator ratings. */
export async function listCategoryCompanies(
  db: Database,
  input: { categoryId: number; sort: CompanySort; offset: number; limit?: number; showAiGeneratedCompanies: boolean },
) {
  const limit = input.limit ?? categoryPageSize;
  const inCategory = db
    .select({ companyId: companyCategories.companyId })
    .from(companyCategories)
    .where(eq(companyCategories.categoryId, input.categoryId));
  const conditions: SQL[] = [inArray(companies.id, inCategory)];
  if (!input.showAiGeneratedCompanies) conditions.push(eq(companies.isAiGenerated, false));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: companies.id,
        name: companies.name,
        slug: companies.slug,
        domain: companies.domain,
        logoUrl: companies.logoUrl,
        description: companies.description,
        isAiGenerated: companies.isAiGenerated,
        isCommunitySubmitted: companies.isCommunitySubmitted,
        createdAt: companies.createdAt,
        averageRating: averageRatingSql,
        reviewCount: reviewCountSql,
      })
      .from(companies)
      .where(where)
      .orderBy(...orderings[input.sort])
      .limit(limit)
      .offset(input.offset),
    db.$count(companies, where),
  ]);
  return {
    companies: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: totals,
    offset: input.offset,
    limit,
  };
}
