import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { aiOperationStatuses } from "#contracts/ai-operations.ts";
import { periodTypes } from "#contracts/award-periods.ts";
import { sqlList } from "../sql-values.ts";
import { users } from "./auth.ts";
import { categories, companies } from "./catalog.ts";

export const awardPeriods = pgTable(
  "award_periods",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    periodType: text("period_type", { enum: periodTypes }).notNull(),
    /** 1-12 for monthly periods; null for annual ones. */
    month: smallint("month"),
    year: smallint("year").notNull(),
    published: boolean("published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** Inputs and results frozen at publication (awards issue). */
    snapshot: jsonb("snapshot"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("award_periods_type_check", sql`${table.periodType} in (${sqlList(periodTypes)})`),
    check(
      "award_periods_month_matches_type",
      sql`(${table.periodType} = 'monthly' and ${table.month} between 1 and 12) or (${table.periodType} = 'annual' and ${table.month} is null)`,
    ),
    check("award_periods_year_range", sql`${table.year} between 2000 and 2100`),
    check("award_periods_published_at", sql`${table.published} = (${table.publishedAt} is not null)`),
    uniqueIndex("award_periods_unique_period").on(table.periodType, sql`coalesce(${table.month}, 0)`, table.year),
    index("award_periods_year_month_idx").on(table.year.desc(), table.month.desc()),
  ],
);

export const awardWinners = pgTable(
  "award_winners",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    awardPeriodId: integer("award_period_id")
      .notNull()
      .references(() => awardPeriods.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    manualScore: numeric("manual_score", { precision: 3, scale: 2 }),
    calculatedScore: numeric("calculated_score", { precision: 5, scale: 2 }),
    aiSummary: text("ai_summary"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("award_winners_position_range", sql`${table.position} between 1 and 3`),
    check("award_winners_manual_score_range", sql`${table.manualScore} between 0 and 5`),
    uniqueIndex("award_winners_unique_slot").on(table.awardPeriodId, table.categoryId, table.position),
    index("award_winners_company_idx").on(table.companyId),
    index("award_winners_category_idx").on(table.categoryId),
  ],
);

export const aiOperations = pgTable(
  "ai_operations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    operationType: text("operation_type").notNull(),
    status: text("status", { enum: aiOperationStatuses }).notNull().default("pending"),
    progressData: jsonb("progress_data").notNull().default(sql`'{}'::jsonb`),
    errorMessage: text("error_message"),
    /** The job's input (validated by its definition's schema). */
    payload: jsonb("payload").notNull().default(sql`'{}'::jsonb`),
    requestedByUserId: text("requested_by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The pg-boss job carrying it (docs/decisions/023-background-jobs.md). */
    jobId: text("job_id"),
    attempts: integer("attempts").notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("ai_operations_status_check", sql`${table.status} in (${sqlList(aiOperationStatuses)})`),
    index("ai_operations_created_at_idx").on(table.createdAt.desc()),
    index("ai_operations_status_idx").on(table.status),
  ],
);

export const expertReviews = pgTable(
  "expert_reviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    videoUrl: text("video_url"),
    rating: numeric("rating", { precision: 2, scale: 1 }),
    content: text("content"),
    author: text("author"),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    published: boolean("published").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("expert_reviews_rating_range", sql`${table.rating} between 1 and 5`),
    check("expert_reviews_slug_format", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    index("expert_reviews_published_idx").on(table.published, table.createdAt.desc()),
  ],
);
