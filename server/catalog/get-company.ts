import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { prepareBuilt } from "../db/prepared-query.ts";
import { categories, companies } from "../db/schema/catalog.ts";
import { AppError } from "../errors.ts";
import { categoryIcon } from "./category-display.ts";
import { type FactsRow, factsJsonOf, toFacts } from "./company-facts.ts";
import { companyLogoUrl } from "./company-logo.ts";
import { averageRatingSql, reviewCountSql } from "./company-ratings.ts";

type CategoryRow = { id: number; name: string; slug: string; icon: string | null; isPrimary: boolean };

// A company with its categories (primary first) and whether it is claimed, in one round trip.
const companyColumns = {
  id: companies.id,
  name: companies.name,
  slug: companies.slug,
  description: companies.description,
  logoUrl: companies.logoUrl,
  logoKey: companies.logoKey,
  websiteUrl: companies.websiteUrl,
  domain: companies.domain,
  platformAppUrl: companies.platformAppUrl,
  foundedYear: companies.foundedYear,
  headquarters: companies.headquarters,
  pricingModel: companies.pricingModel,
  kind: companies.kind,
  platforms: companies.platforms,
  features: companies.features,
  isAiGenerated: companies.isAiGenerated,
  aiSource: companies.aiSource,
  aiSummary: companies.aiSummary,
  aiSummaryGeneratedAt: companies.aiSummaryGeneratedAt,
  aiSummaryReviewCount: companies.aiSummaryReviewCount,
  isSponsored: companies.isSponsored,
  isCommunitySubmitted: companies.isCommunitySubmitted,
  listingStatus: companies.listingStatus,
  proposedCategoryIds: companies.proposedCategoryIds,
  createdAt: companies.createdAt,
  updatedAt: companies.updatedAt,
  averageRating: averageRatingSql,
  reviewCount: reviewCountSql,
  // Written out with aliases: in a one-table select drizzle writes columns unqualified, and a bare "id" here
  // would be the categories' own.
  categories: sql<CategoryRow[]>`coalesce((
        select json_agg(json_build_object('id', c.id, 'name', c.name, 'slug', c.slug, 'icon', c.icon, 'isPrimary', cc.is_primary)
          order by cc.is_primary desc, c.sort_order asc)
        from company_categories cc join categories c on c.id = cc.category_id
        where cc.company_id = "companies"."id"), '[]'::json)`,
  /** A representative proved a work address at the company: its page says "Claimed" (decision 059). */
  claimed: sql<boolean>`exists (select 1 from company_claims k where k.company_id = "companies"."id" and k.status = 'approved')`,
};

// Assembled once, planned once per connection (server/db/prepared-query.ts). The company page and the API read the
// facts in the same round trip.
const selectCompany = prepareBuilt("company", (db, name) =>
  db
    .select(companyColumns)
    .from(companies)
    .where(eq(companies.id, sql.placeholder("id")))
    .limit(1)
    .prepare(name),
);
const selectCompanyWithFacts = prepareBuilt("company-with-facts", (db, name) =>
  db
    .select({ ...companyColumns, facts: sql<FactsRow | null>`${factsJsonOf(sql`"companies"."id"`)}` })
    .from(companies)
    .where(eq(companies.id, sql.placeholder("id")))
    .limit(1)
    .prepare(name),
);

type CompanyRow = Awaited<ReturnType<ReturnType<typeof selectCompany>["execute"]>>[number];

/**
 * One company with its categories (primary first) and operator rating; 404 when unknown, and when an
 * admin rejected it unless `includeRejected` (admins still see it). A company awaiting review has no
 * categories yet: those its submitter chose come as `proposedCategories`.
 */
export async function getCompany(db: Database, id: number, options: { includeRejected?: boolean } = {}) {
  const [company] = await selectCompany(db).execute({ id });
  return detailOf(db, company, options);
}

/** `getCompany` and the company's facts (`getCompanyFacts`), read together. */
export async function getCompanyWithFacts(db: Database, id: number, options: { includeRejected?: boolean } = {}) {
  const [row] = await selectCompanyWithFacts(db).execute({ id });
  const { facts = null, ...company } = row ?? {};
  const detail = await detailOf(db, row ? (company as CompanyRow) : undefined, options);
  return { ...detail, facts: facts ? toFacts(facts) : null };
}

async function detailOf(db: Database, company: CompanyRow | undefined, options: { includeRejected?: boolean }) {
  if (!company || (company.listingStatus === "rejected" && !options.includeRejected))
    throw new AppError("not_found", "The company you're looking for doesn't exist.");
  const proposedIds = company.proposedCategoryIds ?? [];
  const proposedRows =
    proposedIds.length === 0
      ? []
      : await db
          .select({ id: categories.id, name: categories.name, slug: categories.slug })
          .from(categories)
          .where(inArray(categories.id, proposedIds));
  const { proposedCategoryIds: _proposed, categories: categoryRows, logoKey, ...details } = company;

  return {
    ...details,
    logoUrl: companyLogoUrl({ logoKey, logoUrl: company.logoUrl, domain: company.domain }),
    proposedCategories: proposedIds.flatMap((categoryId) => proposedRows.filter((row) => row.id === categoryId)),
    createdAt: company.createdAt.toISOString(),
    updatedAt: company.updatedAt.toISOString(),
    aiSummaryGeneratedAt: company.aiSummaryGeneratedAt?.toISOString() ?? null,
    categories: categoryRows.map((row) => ({ ...row, icon: categoryIcon(row.name, row.icon) })),
  };
}
