import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sqlList } from "../sql-values.ts";
import { companies } from "./catalog.ts";
import { tsvector } from "./types.ts";

/** Where a search was asked: the results page or the API. */
export const searchSources = ["page", "api"] as const;
export type SearchSource = (typeof searchSources)[number];

/**
 * The weighted full-text document of each company for discovery search:
 * name (A) > category names (B) > description (C) > features and platforms
 * (D). Kept by triggers on companies, company_categories and categories
 * (migration 0006), because a generated column cannot read other tables.
 */
export const companySearchDocuments = pgTable(
  "company_search_documents",
  {
    companyId: integer("company_id")
      .primaryKey()
      .references(() => companies.id, { onDelete: "cascade" }),
    document: tsvector("document").notNull(),
  },
  (table) => [index("company_search_documents_document_idx").using("gin", table.document)],
);

/**
 * One row per discovery search, without personal data (no user, no address):
 * the query, what was understood, how many results, and the first result
 * clicked. A results page answered from the page cache counts as a repeat of
 * the search it was rendered for (`repeats`), and its clicks count on that row
 * (`clicks`, at most one per showing), so a cached page needs no write of its own.
 * Feeds the admin analytics (top and zero-result queries).
 */
export const searchQueries = pgTable(
  "search_queries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    query: text("query").notNull(),
    interpretation: jsonb("interpretation").notNull(),
    resultCount: integer("result_count").notNull(),
    source: text("source", { enum: searchSources }).notNull(),
    usedModel: text("used_model"),
    clickedCompanyId: integer("clicked_company_id").references(() => companies.id, { onDelete: "set null" }),
    clickedRank: smallint("clicked_rank"),
    clickedAt: timestamp("clicked_at", { withTimezone: true }),
    /** Times a cached copy of this search's results page was shown (the first showing is the row itself). */
    repeats: integer("repeats").notNull().default(0),
    /** Showings whose visitor chose a result: at most one per showing. */
    clicks: integer("clicks").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("search_queries_source_check", sql`${table.source} in (${sqlList(searchSources)})`),
    check("search_queries_result_count", sql`${table.resultCount} >= 0`),
    check("search_queries_counts", sql`${table.repeats} >= 0 and ${table.clicks} between 0 and ${table.repeats} + 1`),
    index("search_queries_created_at_idx").on(table.createdAt),
  ],
);
