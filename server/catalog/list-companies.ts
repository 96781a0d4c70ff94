import { and, asc, eq, gt, inArray, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { categories, companies, companyCategories } from "../db/schema/catalog.ts";
import { AppError } from "../errors.ts";
import { companyLogoUrl } from "./company-logo.ts";
import { averageRatingSql, reviewCountSql } from "./company-ratings.ts";

export const ListCompaniesSchema = z.object({
  category: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Must be a category slug")
    .optional(),
  limit: z.coerce
    .number()
    .int("Must be a whole number")
    .min(1, "Must be at least 1")
    .max(100, "Must be at most 100")
    .default(20),
  cursor: z.string().max(500).optional(),
});
export type ListCompanies = z.infer<typeof ListCompaniesSchema>;

export type CompanySummary = {
  id: number;
  name: string;
  slug: string;
  domain: string | null;
  websiteUrl: string | null;
  logoUrl: string | null;
  primaryCategory: { id: number; name: string; slug: string } | null;
  isAiGenerated: boolean;
  averageRating: number | null;
  reviewCount: number;
};

const CursorSchema = z.tuple([z.string(), z.number().int()]);

function encodeCursor(name: string, id: number) {
  return Buffer.from(JSON.stringify([name, id])).toString("base64url");
}

function decodeCursor(cursor: string) {
  try {
    return CursorSchema.parse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
  } catch {
    throw new AppError("bad_request", "The cursor is not valid; start again without it.", {
      fields: { cursor: "Not a cursor returned by this API" },
    });
  }
}

/** Companies by name (keyset pagination), optionally in one category (primary or not). */
export async function listCompanies(db: Database, input: ListCompanies) {
  // The public list is the catalog: companies awaiting review or rejected are not in it (decision 056).
  const conditions: SQL[] = [eq(companies.listingStatus, "listed")];
  if (input.category) {
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, input.category))
      .limit(1);
    if (!category) {
      throw new AppError("not_found", `No category with slug "${input.category}".`, {
        fields: { category: "Unknown category" },
      });
    }
    const inCategory = db
      .select({ companyId: companyCategories.companyId })
      .from(companyCategories)
      .where(eq(companyCategories.categoryId, category.id));
    conditions.push(inArray(companies.id, inCategory));
  }
  if (input.cursor) {
    const [name, id] = decodeCursor(input.cursor);
    const after = or(gt(companies.name, name), and(eq(companies.name, name), gt(companies.id, id)));
    if (after) conditions.push(after);
  }

  const primary = alias(companyCategories, "primary_link");
  const primaryCategory = alias(categories, "primary_category");
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      slug: companies.slug,
      domain: companies.domain,
      websiteUrl: companies.websiteUrl,
      logoUrl: companies.logoUrl,
      logoKey: companies.logoKey,
      isAiGenerated: companies.isAiGenerated,
      primaryCategoryId: primaryCategory.id,
      primaryCategoryName: primaryCategory.name,
      primaryCategorySlug: primaryCategory.slug,
      averageRating: averageRatingSql,
      reviewCount: reviewCountSql,
    })
    .from(companies)
    .leftJoin(primary, and(eq(primary.companyId, companies.id), eq(primary.isPrimary, true)))
    .leftJoin(primaryCategory, eq(primaryCategory.id, primary.categoryId))
    .where(and(...conditions))
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(input.limit + 1);

  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    companies: page.map(
      (row): CompanySummary => ({
        id: row.id,
        name: row.name,
        slug: row.slug,
        domain: row.domain,
        websiteUrl: row.websiteUrl,
        logoUrl: companyLogoUrl(row),
        isAiGenerated: row.isAiGenerated,
        primaryCategory:
          row.primaryCategoryId !== null && row.primaryCategoryName !== null && row.primaryCategorySlug !== null
            ? { id: row.primaryCategoryId, name: row.primaryCategoryName, slug: row.primaryCategorySlug }
            : null,
        averageRating: row.averageRating,
        reviewCount: row.reviewCount,
      }),
    ),
    nextCursor: rows.length > input.limit && last ? encodeCursor(last.name, last.id) : null,
  };
}
