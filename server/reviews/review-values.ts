import { eq, inArray } from "drizzle-orm";
import type { ReviewForm } from "#contracts/validation/review-form.ts";
import type { Database } from "../db/client.ts";
import { categories, companies } from "../db/schema/catalog.ts";
import { AppError } from "../errors.ts";
import { goodForFlagsOf } from "./review-display.ts";

export type Author = { id: string; email: string };

/** The review columns a form sets (create and edit share them). */
export function reviewValues(input: ReviewForm) {
  return {
    rating: input.rating,
    title: input.title,
    content: input.content,
    reviewerFirstName: input.firstName,
    reviewerSurname: input.surname ?? null,
    roleInCompany: input.roleInCompany ?? null,
    businessWebsite: input.businessWebsite,
    categories: input.categories,
    ...goodForFlagsOf(input.goodFor),
    ratingEaseOfUse: input.ratingEaseOfUse ?? null,
    ratingSupport: input.ratingSupport ?? null,
    ratingValue: input.ratingValue ?? null,
    ratingFeatures: input.ratingFeatures ?? null,
    pros: input.pros ?? null,
    cons: input.cons ?? null,
    reviewerBrandSize: input.reviewerBrandSize ?? null,
    reviewerRole: input.reviewerRole ?? null,
    reviewerPlatform: input.reviewerPlatform ?? null,
  };
}

/** The words of a review the content checks read (decision 080): its title, text, pros and cons. */
export function reviewTexts(input: ReviewForm) {
  return [input.title, input.content, input.pros, input.cons];
}

/** The company and categories a form names must exist; returns the company. */
export async function checkReferences(db: Database, input: ReviewForm) {
  const [company] = await db
    .select({ id: companies.id, domain: companies.domain, listingStatus: companies.listingStatus })
    .from(companies)
    .where(eq(companies.id, input.companyId))
    .limit(1);
  // A rejected company is not in the catalog: nobody reviews it (decision 056).
  if (!company || company.listingStatus === "rejected")
    throw new AppError("validation_failed", "Please choose a company", {
      fields: { companyId: "This company doesn't exist" },
    });
  const known = await db
    .select({ slug: categories.slug })
    .from(categories)
    .where(inArray(categories.slug, input.categories));
  if (known.length !== new Set(input.categories).size) {
    throw new AppError("validation_failed", "Please choose categories from the list", {
      fields: { categories: "Unknown category" },
    });
  }
  return company;
}
