// What the catalog endpoints of /api/v1 answer, as zod schemas: the OpenAPI document is generated from them
// (server/openapi/) and the API tests check every answer against that document.
import { z } from "zod";
import { brandSizes } from "../brand-sizes.ts";
import { categoryGroups } from "../catalog-options.ts";
import {
  companyKinds,
  companyStatuses,
  costBands,
  currencies,
  employeeBands,
  factGroups,
  platforms,
  priceUnits,
  pricingModels,
  regions,
} from "../company-facts.ts";
import { listingStatuses } from "../listing-status.ts";

const id = z.number().int().min(1);

export const CategoryRefSchema = z.object({ id, name: z.string(), slug: z.string() }).meta({ id: "CategoryRef" });

export const CategorySchema = z
  .object({
    id,
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    icon: z.string(),
    group: z.enum(categoryGroups),
    companyCount: z.number().int().min(0),
  })
  .meta({ id: "Category" });

export const CompanySummarySchema = z
  .object({
    id,
    name: z.string(),
    slug: z.string(),
    domain: z.string().nullable(),
    websiteUrl: z.string().nullable(),
    logoUrl: z.string().nullable(),
    primaryCategory: CategoryRefSchema.nullable(),
    isAiGenerated: z.boolean(),
    averageRating: z.number().nullable().describe("Mean of published reviews by people (AI reviews excluded)"),
    reviewCount: z.number().int().min(0),
  })
  .meta({ id: "CompanySummary" });

const CompanyLinkSchema = z.object({ id, name: z.string(), slug: z.string() });

/** The facts panel's data (contracts/company-facts.ts); null or empty means not listed, never guessed. */
const CompanyFactsSchema = z
  .object({
    pricing: z.object({
      model: z.enum(pricingModels).nullable(),
      freePlan: z.boolean().nullable(),
      freeTrialDays: z.number().int().min(0).nullable(),
      startingPrice: z
        .object({ amount: z.number(), currency: z.enum(currencies), unit: z.enum(priceUnits) })
        .nullable(),
      costBand: z.enum(costBands).nullable(),
    }),
    platforms: z.array(z.object({ platform: z.enum(platforms), appStoreUrl: z.string().nullable() })),
    integrations: z.array(CompanyLinkSchema),
    features: z
      .array(
        z.object({
          slug: z.string(),
          name: z.string(),
          categorySlug: z.string(),
          categoryName: z.string(),
          has: z.boolean().describe("false: not listed (not a claim that it lacks it)"),
        }),
      )
      .describe("Every feature of its categories' taxonomies, with whether the company has it"),
    fit: z.object({
      brandSizes: z.array(z.enum(brandSizes)),
      regions: z.array(z.enum(regions)),
      languages: z.array(z.string()),
      employees: z.enum(employeeBands).nullable(),
    }),
    status: z.enum(companyStatuses),
    successor: CompanyLinkSchema.nullable(),
    sources: z.array(
      z.object({
        group: z.enum(factGroups),
        note: z.string(),
        url: z.string().nullable(),
        asOf: z.string().describe("ISO date"),
        origin: z.string(),
      }),
    ),
    asOf: z.string().nullable().describe("The latest month any of its facts describe (ISO date), or null"),
    citations: z
      .record(
        z.string(),
        z.object({
          url: z
            .string()
            .nullable()
            .describe("The page the value was read from; null for a value kept with its group's source"),
          asOf: z.string().describe("ISO date the value describes"),
          note: z.string(),
          isFromDetection: z.boolean().describe("From the technology-detection data set"),
        }),
      )
      .describe("Each fact value's citation, by fact key (contracts/facts/fact-definitions.ts)"),
    stored: z
      .record(z.string(), z.unknown())
      .describe("The facts kept without a column of their own (custom pricing, plans, transaction fee…), by fact key"),
  })
  .describe("Facts with their sources. Sources name each fact group's origin and month.")
  .meta({ id: "CompanyFacts" });

/** One company as GET /companies/{company} answers it: its row, its ratings, categories and facts. */
export const CompanySchema = z
  .object({
    id,
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    logoUrl: z.string().nullable(),
    websiteUrl: z.string().nullable(),
    domain: z.string().nullable(),
    platformAppUrl: z.string().nullable(),
    foundedYear: z.number().int().nullable(),
    headquarters: z.string().nullable(),
    pricingModel: z.enum(pricingModels).nullable(),
    kind: z.enum(companyKinds),
    platforms: z.array(z.string()),
    features: z.array(z.string()),
    isAiGenerated: z.boolean(),
    aiSource: z.string().nullable(),
    aiSummary: z.string().nullable(),
    aiSummaryGeneratedAt: z.iso.datetime().nullable(),
    aiSummaryReviewCount: z.number().int().nullable(),
    isSponsored: z.boolean(),
    isCommunitySubmitted: z.boolean(),
    listingStatus: z.enum(listingStatuses),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    averageRating: z.number().nullable().describe("Mean of published reviews by people (AI reviews excluded)"),
    reviewCount: z.number().int().min(0),
    claimed: z
      .boolean()
      .describe("A representative of the company proved a work address at its domain (the page says Claimed)"),
    proposedCategories: z.array(CategoryRefSchema).describe("A company awaiting review: the categories proposed"),
    categories: z.array(CategoryRefSchema.extend({ icon: z.string(), isPrimary: z.boolean() })),
    facts: CompanyFactsSchema.nullable(),
  })
  .meta({ id: "Company" });

/** A company in a category's list (GET /categories/{slug}/companies). */
export const CategoryCompanySchema = z
  .object({
    id,
    name: z.string(),
    slug: z.string(),
    domain: z.string().nullable(),
    logoUrl: z.string().nullable(),
    description: z.string(),
    isAiGenerated: z.boolean(),
    isCommunitySubmitted: z.boolean(),
    createdAt: z.iso.datetime(),
    pricingModel: z.enum(pricingModels).nullable(),
    freePlan: z.boolean().nullable(),
    platforms: z.array(z.string()),
    reviewCount: z.number().int().min(0),
    averageRating: z.number().nullable(),
  })
  .meta({ id: "CategoryCompany" });

export const AlternativeSchema = z
  .object({
    id,
    name: z.string(),
    slug: z.string(),
    logoUrl: z.string().nullable(),
    domain: z.string().nullable(),
    status: z.enum(companyStatuses),
    averageRating: z.number().nullable(),
    reviewCount: z.number().int().min(0),
    sharedCategories: z.array(z.object({ slug: z.string(), name: z.string() })),
    sharedFeatures: z.number().int().min(0),
    companyFeatures: z.number().int().min(0).describe("Tagged features of the company asked about"),
    coReviewers: z.number().int().min(0).describe("Operators who reviewed both"),
    score: z.number(),
    reason: z.string().describe("Why it is listed, e.g. “Also in Email Marketing; shares 5 of 7 features”"),
  })
  .meta({ id: "Alternative" });

export const ComparedCompanySchema = z
  .looseObject({
    id,
    name: z.string(),
    slug: z.string(),
    averageRating: z.number().nullable(),
    reviewCount: z.number().int().min(0),
    logoUrl: z.string().nullable(),
    domain: z.string().nullable(),
    kind: z.enum(companyKinds),
    status: z.enum(companyStatuses),
    distribution: z.record(z.string(), z.number().int()).describe("Operator reviews by stars, keys 1 to 5"),
    subRatings: z
      .record(z.string(), z.object({ average: z.number().nullable(), count: z.number().int().min(0) }))
      .describe("easeOfUse, support, value, features: the average is null below 3 ratings"),
    goodFor: z.array(z.object({ key: z.enum(brandSizes), count: z.number().int().min(0) })),
    facts: CompanyFactsSchema.nullable(),
  })
  .describe("Listed loosely: the compare page's further rows (mentions, awards, helpful reviews) are in it too")
  .meta({ id: "ComparedCompany" });

/** A company as the write-review chooser lists it. */
export const ReviewableCompanySchema = z.object({
  id,
  name: z.string(),
  domain: z.string().nullable(),
  category: z.string().nullable().describe("Its primary category's name"),
  categorySlugs: z.array(z.string()),
  reviewCount: z.number().int().min(0),
});

export const CompanyMatchSchema = z.object({ id, name: z.string(), domain: z.string().nullable() });
