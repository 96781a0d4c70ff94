import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { type BrandSize, brandSizes } from "#contracts/brand-sizes.ts";
import { platforms } from "#contracts/company-facts.ts";
import { reportReasons } from "#contracts/report-reasons.ts";
import { reviewerRoles, voteValues } from "#contracts/review-details.ts";
import { heldReasons } from "#contracts/review-holds.ts";
import { reviewStatuses } from "#contracts/review-statuses.ts";
import { quotedList, sqlList } from "../sql-values.ts";
import { users } from "./auth.ts";
import { aiOperations } from "./awards.ts";
import { companies } from "./catalog.ts";
import { tsvector } from "./types.ts";

/**
 * Each brand size's "good for" column: a review's mark (boolean) and, under the same field and SQL name, its
 * count in company_review_stats. The one mapping from a BrandSize to its column (decision 092); the tables
 * below name their columns from it, and raw SQL reads `goodForColumns[size].name`.
 */
export const goodForColumns = {
  startup: { field: "goodForStartup", name: "good_for_startup" },
  sixFigures: { field: "goodForSixFigures", name: "good_for_six_figures" },
  sevenFigures: { field: "goodForSevenFigures", name: "good_for_seven_figures" },
  eightFigures: { field: "goodForEightFigures", name: "good_for_eight_figures" },
  nineFiguresPlus: { field: "goodForNineFiguresPlus", name: "good_for_nine_figures_plus" },
} as const satisfies Record<BrandSize, { field: string; name: string }>;
export type GoodForField = (typeof goodForColumns)[BrandSize]["field"];
export type GoodForColumnName = (typeof goodForColumns)[BrandSize]["name"];

export { type HeldReason, heldReasons } from "#contracts/review-holds.ts";
export type { ReviewStatus } from "#contracts/review-statuses.ts";

export const reviews = pgTable(
  "reviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** Null for AI-generated reviews (and for reviews kept after their author was erased). */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    rating: smallint("rating").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    reviewerFirstName: text("reviewer_first_name"),
    reviewerSurname: text("reviewer_surname"),
    roleInCompany: text("role_in_company"),
    businessWebsite: text("business_website"),
    /** Category slugs the reviewer tagged. */
    categories: text("categories").array().notNull().default(sql`'{}'::text[]`),
    [goodForColumns.startup.field]: boolean(goodForColumns.startup.name).notNull().default(false),
    [goodForColumns.sixFigures.field]: boolean(goodForColumns.sixFigures.name).notNull().default(false),
    [goodForColumns.sevenFigures.field]: boolean(goodForColumns.sevenFigures.name).notNull().default(false),
    [goodForColumns.eightFigures.field]: boolean(goodForColumns.eightFigures.name).notNull().default(false),
    [goodForColumns.nineFiguresPlus.field]: boolean(goodForColumns.nineFiguresPlus.name).notNull().default(false),
    videoStorageKey: text("video_storage_key"),
    videoMimeType: text("video_mime_type"),
    videoSizeBytes: bigint("video_size_bytes", { mode: "number" }),
    isAiGenerated: boolean("is_ai_generated").notNull().default(false),
    /** The AI operation that wrote this review (AI reviews only), so a retried job never writes twice. */
    aiOperationId: integer("ai_operation_id").references(() => aiOperations.id, { onDelete: "set null" }),
    /** Demo sample written by a demo account; removed by `npm run db:clear-demo`. */
    isSample: boolean("is_sample").notNull().default(false),
    status: text("status", { enum: reviewStatuses }).notNull().default("published"),
    /**
     * Every reason a `pending` review is held (docs/decisions/017-review-integrity.md, 058, 080); empty when it is
     * not. `unconfirmed-email` is released when the author confirms their address; the others wait for a moderator.
     */
    heldReasons: text("held_reasons", { enum: heldReasons }).array().notNull().default(sql`'{}'::text[]`),
    /**
     * Locality-sensitive hashes of the text's word shingles (decision 080): a review sharing one with another
     * account's review repeats its text. Indexed (GIN) so the check reads a few rows, never the table.
     */
    contentBands: integer("content_bands").array().notNull().default(sql`'{}'::integer[]`),
    /** Written with a company's invitation (decision 059): shown as "Invited", counted like any review. */
    isInvited: boolean("is_invited").notNull().default(false),
    // Optional detail (issue #16): sub-ratings 1–5, pros and cons, and who the reviewer is (their brand's size,
    // their role and their store's platform), which the all-reviews page filters by.
    ratingEaseOfUse: smallint("rating_ease_of_use"),
    ratingSupport: smallint("rating_support"),
    ratingValue: smallint("rating_value"),
    ratingFeatures: smallint("rating_features"),
    pros: text("pros"),
    cons: text("cons"),
    reviewerBrandSize: text("reviewer_brand_size", { enum: brandSizes }),
    reviewerRole: text("reviewer_role", { enum: reviewerRoles }),
    reviewerPlatform: text("reviewer_platform", { enum: platforms }),
    helpfulCount: integer("helpful_count").notNull().default(0),
    notHelpfulCount: integer("not_helpful_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(content, '')), 'B')`,
    ),
    /** Lower bound of the 95% Wilson interval of helpful votes: the "most helpful" order, indexed. */
    helpfulScore: doublePrecision("helpful_score").generatedAlwaysAs(
      sql`case when helpful_count + not_helpful_count = 0 then 0::float8 else ((helpful_count::float8 / (helpful_count + not_helpful_count)) + 1.9208 / (helpful_count + not_helpful_count) - 1.96 * sqrt(((helpful_count::float8 * not_helpful_count) / (helpful_count + not_helpful_count)) + 0.9604) / (helpful_count + not_helpful_count)) / (1 + 3.8416 / (helpful_count + not_helpful_count)) end`,
    ),
    /** Unstemmed words of title and text: whole-word counts for Top Mentions and summaries. */
    wordsVector: tsvector("words_vector").generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, coalesce(title, '') || ' ' || coalesce(content, ''))`,
    ),
  },
  (table) => [
    check("reviews_rating_range", sql`${table.rating} between 1 and 5`),
    check(
      "reviews_sub_ratings_range",
      sql`${table.ratingEaseOfUse} between 1 and 5 and ${table.ratingSupport} between 1 and 5 and ${table.ratingValue} between 1 and 5 and ${table.ratingFeatures} between 1 and 5`,
    ),
    check("reviews_reviewer_brand_size_check", sql.raw(`reviewer_brand_size in (${quotedList(brandSizes)})`)),
    check("reviews_reviewer_role_check", sql.raw(`reviewer_role in (${quotedList(reviewerRoles)})`)),
    check("reviews_reviewer_platform_check", sql.raw(`reviewer_platform in (${quotedList(platforms)})`)),
    check("reviews_status_check", sql`${table.status} in (${sqlList(reviewStatuses)})`),
    check("reviews_held_reasons_check", sql.raw(`held_reasons <@ array[${quotedList(heldReasons)}]::text[]`)),
    check("reviews_title_not_blank", sql`length(btrim(${table.title})) > 0`),
    check("reviews_content_not_blank", sql`length(btrim(${table.content})) > 0`),
    check("reviews_vote_counts", sql`${table.helpfulCount} >= 0 and ${table.notHelpfulCount} >= 0`),
    check(
      "reviews_video_all_or_nothing",
      sql`(${table.videoStorageKey} is null) = (${table.videoMimeType} is null) and (${table.videoStorageKey} is null) = (${table.videoSizeBytes} is null)`,
    ),
    check("reviews_ai_has_no_author", sql`not (${table.isAiGenerated} and ${table.userId} is not null)`),
    index("reviews_company_status_created_idx").on(table.companyId, table.status, table.createdAt.desc()),
    index("reviews_company_rating_idx").on(table.companyId, table.rating),
    index("reviews_ai_operation_idx").on(table.aiOperationId).where(sql`${table.aiOperationId} is not null`),
    index("reviews_company_helpful_idx").on(
      table.companyId,
      table.status,
      // NULLS FIRST, as `order by … desc` means, and the list's last tiebreaker (id): the index then gives
      // the whole order and a page is read straight from it (with NULLS LAST every review was sorted).
      table.helpfulScore.desc().nullsFirst(),
      table.helpfulCount.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // A reader's reviews, newest first; status and company ride along so that "operators who reviewed
    // both" (server/catalog/rank-alternatives.ts) is read from the index alone.
    index("reviews_user_idx").on(table.userId, table.createdAt.desc(), table.status, table.companyId),
    // Serving a video checks the review it belongs to (removed or held reviews' videos are not public).
    index("reviews_video_storage_key_idx").on(table.videoStorageKey).where(sql`${table.videoStorageKey} is not null`),
    index("reviews_created_at_idx").on(table.createdAt),
    // Award scoring (server/awards/scoring.ts) reads a category's reviews in a period from this index
    // alone (an index-only scan): every column it needs is in the key (drizzle has no INCLUDE).
    index("reviews_award_scoring_idx").on(
      table.companyId,
      table.createdAt,
      table.status,
      table.isAiGenerated,
      table.rating,
      table.helpfulCount,
      table.goodForStartup,
      table.goodForSixFigures,
      table.goodForSevenFigures,
      table.goodForEightFigures,
      table.goodForNineFiguresPlus,
    ),
    // Answers "are demo samples loaded?" (the banner) without scanning every review.
    index("reviews_sample_idx").on(table.id).where(sql`${table.isSample}`),
    uniqueIndex("reviews_one_per_user_per_company")
      .on(table.companyId, table.userId)
      .where(sql`${table.userId} is not null`),
    index("reviews_search_vector_idx").using("gin", table.searchVector),
    index("reviews_content_bands_idx").using("gin", table.contentBands),
    // The held queue (newest change first) and the dashboard's count of held reviews by reason read only these.
    index("reviews_held_idx").on(table.updatedAt.desc(), table.id.desc()).where(sql`${table.status} = 'pending'`),
    // The all-reviews page's reviewer filters (decision 061) count and page one company's matching reviews.
    index("reviews_company_reviewer_brand_size_idx")
      .on(table.companyId, table.reviewerBrandSize, table.status, table.isAiGenerated, table.rating)
      .where(sql`${table.reviewerBrandSize} is not null`),
    index("reviews_company_reviewer_role_idx")
      .on(table.companyId, table.reviewerRole, table.status, table.isAiGenerated, table.rating)
      .where(sql`${table.reviewerRole} is not null`),
    index("reviews_company_reviewer_platform_idx")
      .on(table.companyId, table.reviewerPlatform, table.status, table.isAiGenerated, table.rating)
      .where(sql`${table.reviewerPlatform} is not null`),
  ],
);

export const reviewVotes = pgTable(
  "review_votes",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    value: text("value", { enum: voteValues }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.reviewId, table.userId] }),
    check("review_votes_value_check", sql`${table.value} in (${sqlList(voteValues)})`),
    index("review_votes_user_idx").on(table.userId),
  ],
);

export const reportStatuses = ["open", "dismissed", "actioned"] as const;
export type ReportStatus = (typeof reportStatuses)[number];

export const reviewReports = pgTable(
  "review_reports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    reporterUserId: text("reporter_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: reportReasons }).notNull(),
    note: text("note"),
    status: text("status", { enum: reportStatuses }).notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedByUserId: text("resolved_by_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    check("review_reports_reason_check", sql`${table.reason} in (${sqlList(reportReasons)})`),
    check("review_reports_status_check", sql`${table.status} in (${sqlList(reportStatuses)})`),
    check("review_reports_note_length", sql`${table.note} is null or length(${table.note}) <= 1000`),
    uniqueIndex("review_reports_one_open_per_user")
      .on(table.reviewId, table.reporterUserId)
      .where(sql`${table.status} = 'open'`),
    index("review_reports_status_created_idx").on(table.status, table.createdAt),
    index("review_reports_reporter_idx").on(table.reporterUserId),
  ],
);

/**
 * Operator-rating figures per company (published reviews by people only), kept
 * by a trigger on reviews (migration 0004) so pages never aggregate all reviews.
 */
export const companyReviewStats = pgTable(
  "company_review_stats",
  {
    companyId: integer("company_id")
      .primaryKey()
      .references(() => companies.id, { onDelete: "cascade" }),
    reviewCount: integer("review_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
    rating1: integer("rating_1").notNull().default(0),
    rating2: integer("rating_2").notNull().default(0),
    rating3: integer("rating_3").notNull().default(0),
    rating4: integer("rating_4").notNull().default(0),
    rating5: integer("rating_5").notNull().default(0),
    // Reviews marking the company good for each brand size (migration 0006): discovery search.
    [goodForColumns.startup.field]: integer(goodForColumns.startup.name).notNull().default(0),
    [goodForColumns.sixFigures.field]: integer(goodForColumns.sixFigures.name).notNull().default(0),
    [goodForColumns.sevenFigures.field]: integer(goodForColumns.sevenFigures.name).notNull().default(0),
    [goodForColumns.eightFigures.field]: integer(goodForColumns.eightFigures.name).notNull().default(0),
    [goodForColumns.nineFiguresPlus.field]: integer(goodForColumns.nineFiguresPlus.name).notNull().default(0),
    // Sums and counts of the optional sub-ratings (migration 0019): averages without reading reviews.
    easeOfUseSum: integer("ease_of_use_sum").notNull().default(0),
    easeOfUseCount: integer("ease_of_use_count").notNull().default(0),
    supportSum: integer("support_sum").notNull().default(0),
    supportCount: integer("support_count").notNull().default(0),
    valueSum: integer("value_sum").notNull().default(0),
    valueCount: integer("value_count").notNull().default(0),
    featuresSum: integer("features_sum").notNull().default(0),
    featuresCount: integer("features_count").notNull().default(0),
  },
  (table) => [
    check("company_review_stats_non_negative", sql`${table.reviewCount} >= 0 and ${table.ratingSum} >= 0`),
    index("company_review_stats_count_idx").on(table.reviewCount),
  ],
);
