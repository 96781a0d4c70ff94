import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { BrandSize } from "#contracts/brand-sizes.ts";
import { categoryGroups } from "#contracts/catalog-options.ts";
import {
  companyKinds,
  companyStatuses,
  costBands,
  currencies,
  employeeBands,
  priceUnits,
  pricingModels,
} from "#contracts/company-facts.ts";
import { listingStatuses } from "#contracts/listing-status.ts";
import { sqlList } from "../sql-values.ts";
import { users } from "./auth.ts";
import { tsvector } from "./types.ts";

export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description").notNull().default(""),
    icon: text("icon").notNull().default(""),
    group: text("group", { enum: categoryGroups }).notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("categories_group_check", sql`${table.group} in (${sqlList(categoryGroups)})`),
    check("categories_slug_format", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("categories_name_not_blank", sql`length(btrim(${table.name})) > 0`),
    index("categories_group_sort_idx").on(table.group, table.sortOrder, table.name),
  ],
);

export type { CompanyKind, PricingModel } from "#contracts/company-facts.ts";
export { companyKinds, pricingModels };

export const companies = pgTable(
  "companies",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description").notNull().default(""),
    /**
     * A logo address an admin typed before uploads (decision 088): still shown, no longer set; an upload or
     * "Remove logo" clears it.
     */
    logoUrl: text("logo_url"),
    /** The uploaded logo (decision 088): files `logos/<key>-<size>.webp` in the upload store, served under /media/logos/. */
    logoKey: text("logo_key"),
    websiteUrl: text("website_url"),
    /** Host of website_url without scheme and `www.`, lower case; unique. */
    domain: text("domain"),
    /** App listing on the configured platform's app store (PLATFORM_NAME, default Shopify). */
    platformAppUrl: text("platform_app_url"),
    foundedYear: smallint("founded_year"),
    headquarters: text("headquarters"),
    pricingModel: text("pricing_model", { enum: pricingModels }),
    kind: text("kind", { enum: companyKinds }).notNull().default("software"),
    platforms: text("platforms").array().notNull().default(sql`'{}'::text[]`),
    /** The names of its tagged features (company_features), kept with them: the search document reads them. */
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    // Facts (issue #16, docs/decisions/060-company-facts.md). Null or empty: not known, shown as "not listed";
    // each group's source and "as of" month are in company_fact_sources.
    status: text("status", { enum: companyStatuses }).notNull().default("active"),
    successorCompanyId: integer("successor_company_id"),
    freePlan: boolean("free_plan"),
    freeTrialDays: smallint("free_trial_days"),
    startingPriceAmount: numeric("starting_price_amount", { precision: 12, scale: 2, mode: "number" }),
    startingPriceCurrency: text("starting_price_currency", { enum: currencies }),
    startingPriceUnit: text("starting_price_unit", { enum: priceUnits }),
    costBand: text("cost_band", { enum: costBands }),
    /** The price facet's band: the starting price when it is monthly in US dollars, else the cost band. */
    priceBand: text("price_band").generatedAlwaysAs(
      sql`case when starting_price_unit = 'month' and starting_price_currency = 'USD' then (case when starting_price_amount < 100 then 'under-100' when starting_price_amount <= 1000 then '100-1000' else 'over-1000' end) else cost_band end`,
    ),
    /** App-store listings by platform slug. */
    platformAppUrls: jsonb("platform_app_urls").$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    brandSizes: text("brand_sizes").array().$type<BrandSize[]>().notNull().default(sql`'{}'::text[]`),
    regions: text("regions").array().notNull().default(sql`'{}'::text[]`),
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    employees: text("employees", { enum: employeeBands }),
    isAiGenerated: boolean("is_ai_generated").notNull().default(false),
    aiSource: text("ai_source"),
    aiSummary: text("ai_summary"),
    aiSummaryGeneratedAt: timestamp("ai_summary_generated_at", { withTimezone: true }),
    /** How many operator reviews the summary was made from, and by what ("built-in" or "model:<name>"). */
    aiSummaryReviewCount: integer("ai_summary_review_count"),
    aiSummarySource: text("ai_summary_source"),
    isSponsored: boolean("is_sponsored").notNull().default(false),
    isCommunitySubmitted: boolean("is_community_submitted").notNull().default(false),
    submittedByUserId: text("submitted_by_user_id").references(() => users.id, { onDelete: "set null" }),
    listingStatus: text("listing_status", { enum: listingStatuses }).notNull().default("listed"),
    /**
     * The categories a submitter chose (first = primary) while the company is not listed: a company
     * gets its company_categories rows, and so its place in category pages, awards and stacks, only
     * when an admin approves it.
     */
    proposedCategoryIds: integer("proposed_category_ids").array(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')`,
    ),
  },
  (table) => [
    check("companies_name_not_blank", sql`length(btrim(${table.name})) > 0`),
    check("companies_slug_format", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    // Digits alone would read as a company id in /company/:company (decision 086).
    check("companies_slug_not_digits", sql`${table.slug} !~ '^[0-9]+$'`),
    check(
      "companies_domain_normalised",
      sql`${table.domain} = lower(${table.domain}) and ${table.domain} !~ '^www\\.'`,
    ),
    check("companies_founded_year_range", sql`${table.foundedYear} between 1800 and 2100`),
    check("companies_pricing_model_check", sql`${table.pricingModel} in (${sqlList(pricingModels)})`),
    check("companies_kind_check", sql`${table.kind} in (${sqlList(companyKinds)})`),
    check("companies_status_check", sql`${table.status} in (${sqlList(companyStatuses)})`),
    check("companies_cost_band_check", sql`${table.costBand} in (${sqlList(costBands)})`),
    check("companies_employees_check", sql`${table.employees} in (${sqlList(employeeBands)})`),
    check("companies_free_trial_days_range", sql`${table.freeTrialDays} between 1 and 365`),
    check(
      "companies_starting_price_whole",
      sql`(${table.startingPriceAmount} is null) = (${table.startingPriceCurrency} is null) and (${table.startingPriceAmount} is null) = (${table.startingPriceUnit} is null) and ${table.startingPriceAmount} >= 0`,
    ),
    check(
      "companies_starting_price_currency_check",
      sql`${table.startingPriceCurrency} in (${sqlList(currencies)}) and ${table.startingPriceUnit} in (${sqlList(priceUnits)})`,
    ),
    foreignKey({
      columns: [table.successorCompanyId],
      foreignColumns: [table.id],
      name: "companies_successor_fk",
    }).onDelete("set null"),
    index("companies_platforms_idx").using("gin", table.platforms),
    check("companies_listing_status_check", sql`${table.listingStatus} in (${sqlList(listingStatuses)})`),
    uniqueIndex("companies_domain_unique").on(sql`lower(${table.domain})`),
    index("companies_name_idx").on(table.name),
    index("companies_created_at_idx").on(table.createdAt),
    index("companies_search_vector_idx").using("gin", table.searchVector),
    index("companies_name_trgm_idx").using("gin", sql`${table.name} gin_trgm_ops`),
    index("companies_name_prefix_idx").on(sql`lower(${table.name}) text_pattern_ops`),
    index("companies_sponsored_idx").on(table.id).where(sql`${table.isSponsored}`),
    check("companies_logo_key_format", sql`${table.logoKey} ~ '^[0-9a-f]{32}$'`),
    // Whether another company still shows a logo's files before they are deleted.
    index("companies_logo_key_idx").on(table.logoKey).where(sql`${table.logoKey} is not null`),
    index("companies_unlisted_idx")
      .on(table.listingStatus, table.createdAt)
      .where(sql`${table.listingStatus} <> 'listed'`),
  ],
);

/**
 * The slugs a company had before it was renamed (issue #35, docs/decisions/086-company-slugs.md): its old addresses
 * answer 301 to the current one, and no other company may take them. A slug is held here or in `companies.slug`,
 * never both (server/catalog/company-slug.ts); deleting the company frees them.
 */
export const companyFormerSlugs = pgTable(
  "company_former_slugs",
  {
    slug: text("slug").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    retiredAt: timestamp("retired_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("company_former_slugs_slug_format", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("company_former_slugs_slug_not_digits", sql`${table.slug} !~ '^[0-9]+$'`),
    index("company_former_slugs_company_idx").on(table.companyId),
  ],
);

export const companyCategories = pgTable(
  "company_categories",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    // A category with companies cannot be deleted until they are moved (admin issue).
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    isPrimary: boolean("is_primary").notNull().default(false),
    // Copies of the company's sort keys, kept by triggers (migration 0005), so a category
    // page reads one index range in order instead of sorting thousands of companies.
    companyName: text("company_name").notNull().default(""),
    companyIsAiGenerated: boolean("company_is_ai_generated").notNull().default(false),
    companyCreatedAt: timestamp("company_created_at", { withTimezone: true }).notNull().defaultNow(),
    // The company's ranking quality (Bayesian average of operator ratings with a fixed prior),
    // kept by triggers (migration 0007), so discovery search reads a category's best companies
    // from an index.
    companyQuality: doublePrecision("company_quality").notNull().default(4),
    // The company's review figures and market presence (null: not scored yet), kept by triggers (migration 0035),
    // so a category's Grid reads its most reviewed companies and its splits from one index (decision 107).
    companyReviewCount: integer("company_review_count").notNull().default(0),
    companyRatingSum: integer("company_rating_sum").notNull().default(0),
    companyPresence: doublePrecision("company_presence"),
    // The brand sizes the company is marked for (listed for, or good for in at least one review) as bits, bit i for
    // brandSizes[i] (kept by triggers, migration 0036), so a brand size's Grid and its count read the Grid's index
    // alone instead of looking at each company (decision 110).
    companyMarkedSizeBits: smallint("company_marked_size_bits").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.categoryId] }),
    uniqueIndex("company_categories_one_primary").on(table.companyId).where(sql`${table.isPrimary}`),
    index("company_categories_category_idx").on(table.categoryId, table.companyId),
    index("company_categories_featured_idx").on(
      table.categoryId,
      table.companyIsAiGenerated.desc(),
      table.companyName,
      table.companyId,
    ),
    index("company_categories_name_idx").on(table.categoryId, table.companyName, table.companyId),
    index("company_categories_newest_idx").on(table.categoryId, table.companyCreatedAt.desc(), table.companyId.desc()),
    index("company_categories_quality_idx").on(
      table.categoryId,
      table.isPrimary.desc(),
      table.companyQuality.desc(),
      table.companyId,
    ),
    // Discovery search reads a category's companies in market-presence order (the category page's Featured order)
    // from this range instead of sorting the whole category (decision 111).
    index("company_categories_presence_idx").on(
      table.categoryId,
      table.isPrimary.desc(),
      table.companyPresence.desc(),
      table.companyQuality.desc(),
      table.companyId,
    ),
    // Rating sum and marked sizes last, so the Grid's figures and points are read from the index alone.
    index("company_categories_grid_idx")
      .on(
        table.categoryId,
        table.companyReviewCount.desc(),
        table.companyPresence.desc(),
        table.companyId,
        table.companyRatingSum,
        table.companyMarkedSizeBits,
      )
      .where(sql`not ${table.companyIsAiGenerated}`),
  ],
);
