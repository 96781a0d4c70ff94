// Company facts beyond the companies row (issue #16, docs/decisions/060-company-facts.md): each category's
// feature taxonomy and the features companies are tagged with, integrations between catalog companies, where
// each group of facts comes from, and the corrections users and representatives propose.

import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { factGroups } from "#contracts/company-facts.ts";
import { suggestionStatuses } from "#contracts/fact-suggestion-statuses.ts";
import {
  type FactKey,
  factKeys,
  type StoredFactKey,
  type StoredFactValue,
  storedFactKeys,
} from "#contracts/facts/fact-definitions.ts";
import { quotedList, sqlList } from "../sql-values.ts";
import { users } from "./auth.ts";
import { categories, companies } from "./catalog.ts";

/** A feature operators compare a category's tools by ("automated flows" in Email Marketing). */
export const categoryFeatures = pgTable(
  "category_features",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    sortOrder: smallint("sort_order").notNull().default(0),
    /** The broader feature of the same category this one is part of (catalog/features `partOf`, decision 070). */
    partOfId: integer("part_of_id").references((): AnyPgColumn => categoryFeatures.id, { onDelete: "set null" }),
  },
  (table) => [
    check("category_features_slug_format", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    index("category_features_category_idx").on(table.categoryId, table.sortOrder),
  ],
);

export const companyFeatures = pgTable(
  "company_features",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    featureId: integer("feature_id")
      .notNull()
      .references(() => categoryFeatures.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.featureId] }),
    index("company_features_feature_idx").on(table.featureId, table.companyId),
  ],
);

/** Two catalog companies that integrate; stored once per pair (lower id first), shown on both pages. */
export const companyIntegrations = pgTable(
  "company_integrations",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    partnerId: integer("partner_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.partnerId] }),
    check("company_integrations_ordered", sql`${table.companyId} < ${table.partnerId}`),
    index("company_integrations_partner_idx").on(table.partnerId, table.companyId),
  ],
);

export const factOrigins = ["catalog", "suggestion", "representative", "admin"] as const;
export type FactOrigin = (typeof factOrigins)[number];

/** Where one group of a company's facts comes from, and the month it describes. */
export const companyFactSources = pgTable(
  "company_fact_sources",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    factGroup: text("fact_group", { enum: factGroups }).notNull(),
    note: text("note").notNull(),
    url: text("url"),
    asOf: date("as_of", { mode: "string" }).notNull(),
    origin: text("origin", { enum: factOrigins }).notNull().default("catalog"),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.factGroup] }),
    check("company_fact_sources_group_check", sql.raw(`fact_group in (${quotedList(factGroups)})`)),
    check("company_fact_sources_origin_check", sql`${table.origin} in (${sqlList(factOrigins)})`),
  ],
);

/**
 * A correction of one fact group proposed by a signed-in user (or a company's representative): it waits in the
 * moderation queue; accepting applies `proposed` and records the change in the audit log and as the group's
 * source.
 */
export const companyFactSuggestions = pgTable(
  "company_fact_suggestions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    factGroup: text("fact_group", { enum: factGroups }).notNull(),
    /** The group's facts as proposed (validated by the fact group's schema). */
    proposed: jsonb("proposed").$type<Record<string, unknown>>().notNull(),
    /** The values when it was proposed, so a moderator sees the change. */
    previous: jsonb("previous").$type<Record<string, unknown>>().notNull(),
    /** Where the proposer read it (a pricing page, a changelog): shown to moderators, kept as the source. */
    evidence: text("evidence").notNull(),
    byRepresentative: boolean("by_representative").notNull().default(false),
    status: text("status", { enum: suggestionStatuses }).notNull().default("pending"),
    decidedByUserId: text("decided_by_user_id").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decisionNote: text("decision_note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("company_fact_suggestions_status_check", sql`${table.status} in (${sqlList(suggestionStatuses)})`),
    index("company_fact_suggestions_status_idx").on(table.status, table.createdAt),
    index("company_fact_suggestions_company_idx").on(table.companyId, table.createdAt),
    uniqueIndex("company_fact_suggestions_one_pending")
      .on(table.companyId, table.userId, table.factGroup)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * Each company's alternatives as the nightly refresh ranked them (docs/decisions/067-stored-alternatives.md):
 * the score's inputs that cost the most to compute (co-reviewers, shared features, shared categories) kept per
 * pair, so a page reads a few rows and joins the alternatives' names, status and ratings live.
 */
export const companyAlternatives = pgTable(
  "company_alternatives",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    alternativeId: integer("alternative_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    score: doublePrecision("score").notNull(),
    quality: doublePrecision("quality"),
    coReviewers: integer("co_reviewers").notNull(),
    sharedFeatures: integer("shared_features").notNull(),
    companyFeatures: integer("company_features").notNull(),
    /** The categories both share, in the order the sentence names them. */
    sharedCategoryIds: integer("shared_category_ids").array().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.position] }),
    index("company_alternatives_alternative_idx").on(table.alternativeId),
  ],
);

/** When a company's alternatives were last ranked; a company without a row is ranked live on each request. */
export const companyAlternativeSets = pgTable("company_alternative_sets", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The value of a fact kept without a column of its own (issue #37, decision 099): one row per company and fact,
 * the value checked against the fact's definition (contracts/facts/fact-definitions.ts) before it is written.
 */
export const companyFactValues = pgTable(
  "company_fact_values",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    fact: text("fact").$type<StoredFactKey>().notNull(),
    value: jsonb("value").$type<StoredFactValue>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.fact] }),
    check("company_fact_values_fact_check", sql.raw(`fact in (${quotedList(storedFactKeys)})`)),
  ],
);

/**
 * Where one fact value of a company comes from (issue #37, decision 099): the page it was read from and the date
 * it describes, or, for a value kept from before per-fact citations, the known source's note without a link.
 * `is_from_detection` marks a value taken from the technology-detection data set (kept only where a vendor page
 * agrees, once checked).
 */
export const companyFactCitations = pgTable(
  "company_fact_citations",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    fact: text("fact").$type<FactKey>().notNull(),
    url: text("url"),
    asOf: date("as_of", { mode: "string" }).notNull(),
    note: text("note").notNull(),
    origin: text("origin", { enum: factOrigins }).notNull().default("catalog"),
    isFromDetection: boolean("is_from_detection").notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.fact] }),
    check("company_fact_citations_fact_check", sql.raw(`fact in (${quotedList(factKeys)})`)),
    check("company_fact_citations_url_check", sql`${table.url} ~ '^https://'`),
    check("company_fact_citations_origin_check", sql`${table.origin} in (${sqlList(factOrigins)})`),
  ],
);
