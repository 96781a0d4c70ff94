import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { newReviewEmailChoices } from "#contracts/notification-choices.ts";
import { reportReasons } from "#contracts/report-reasons.ts";
import { sqlList } from "../sql-values.ts";
import { users } from "./auth.ts";
import { companies } from "./catalog.ts";
import { reportStatuses, reviews } from "./reviews.ts";

export const claimStatuses = ["awaiting-email", "awaiting-approval", "approved", "rejected", "revoked"] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

/**
 * Someone who claims to speak for a company (docs/decisions/059-vendors.md): they prove an address at the
 * company's domain by a link sent to it; an exact domain match is approved at once, anything else waits for an
 * admin. An `approved` claim makes its user a representative of the company, until an admin revokes it.
 */
export const companyClaims = pgTable(
  "company_claims",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The work address the claimant proved they read. */
    claimEmail: text("claim_email").notNull(),
    status: text("status", { enum: claimStatuses }).notNull(),
    /** SHA-256 of the one-time link's token; cleared once used. */
    tokenHash: text("token_hash"),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedByUserId: text("decided_by_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    check("company_claims_status_check", sql`${table.status} in (${sqlList(claimStatuses)})`),
    uniqueIndex("company_claims_one_per_user_and_company").on(table.companyId, table.userId),
    uniqueIndex("company_claims_token_hash_idx").on(table.tokenHash),
    index("company_claims_status_idx").on(table.status, table.createdAt),
    index("company_claims_user_idx").on(table.userId),
  ],
);

/** A company's public answer to a review: one per review, written by a representative, editable. */
export const reviewReplies = pgTable("review_replies", {
  reviewId: integer("review_id")
    .primaryKey()
    .references(() => reviews.id, { onDelete: "cascade" }),
  companyId: integer("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" }),
  authorUserId: text("author_user_id").references(() => users.id, { onDelete: "set null" }),
  content: text("content").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** Set when a moderator hid the reply (decision 064): gone from public pages and the API, shown to its company. */
  hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  hiddenByUserId: text("hidden_by_user_id").references(() => users.id, { onDelete: "set null" }),
});

/**
 * A reader's report of a company's reply (decision 064), like review reports: the same reasons, one open report
 * per user and reply; the reply is named by its review (one reply per review).
 */
export const replyReports = pgTable(
  "reply_reports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviewReplies.reviewId, { onDelete: "cascade" }),
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
    check("reply_reports_reason_check", sql`${table.reason} in (${sqlList(reportReasons)})`),
    check("reply_reports_status_check", sql`${table.status} in (${sqlList(reportStatuses)})`),
    check("reply_reports_note_length", sql`${table.note} is null or length(${table.note}) <= 1000`),
    uniqueIndex("reply_reports_one_open_per_user")
      .on(table.reviewId, table.reporterUserId)
      .where(sql`${table.status} = 'open'`),
    index("reply_reports_status_created_idx").on(table.status, table.createdAt),
    index("reply_reports_reporter_idx").on(table.reporterUserId),
  ],
);

/** Which optional emails an account receives; every notification links a one-click unsubscribe. */
export const notificationSettings = pgTable(
  "notification_settings",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A company answered one of my reviews. */
    replyToMyReview: boolean("reply_to_my_review").notNull().default(true),
    /** A company I represent got a new published review: an email each, a daily digest, or none (decision 065). */
    newReviewEmails: text("new_review_emails", { enum: newReviewEmailChoices }).notNull().default("each"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "notification_settings_new_review_emails_check",
      sql`${table.newReviewEmails} in (${sqlList(newReviewEmailChoices)})`,
    ),
  ],
);

/**
 * The reviews waiting for a representative's next daily digest (decision 065): a row is written when a review of
 * their company becomes public while they chose the digest, and marked sent in the transaction that writes the
 * digest email, so no review is in two digests.
 */
export const reviewDigestItems = pgTable(
  "review_digest_items",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.reviewId] }),
    index("review_digest_items_unsent_idx").on(table.userId).where(sql`${table.sentAt} is null`),
    index("review_digest_items_review_idx").on(table.reviewId),
  ],
);

/**
 * A representative's invitation to a customer to review the company (decision 059): a one-time link by email,
 * neutral in wording; the review written with it is marked Invited. One invitation per address and company.
 */
export const reviewInvitations = pgTable(
  "review_invitations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    invitedByUserId: text("invited_by_user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    /** SHA-256 of the link's token. */
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    reviewId: integer("review_id").references(() => reviews.id, { onDelete: "set null" }),
    /** The representative's note as sent, so that admins can read a reported invitation (decision 078). */
    note: text("note"),
    /** When its recipient reported it from the link in the email (decision 078). */
    reportedAt: timestamp("reported_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("review_invitations_company_email_idx").on(table.companyId, table.email),
    index("review_invitations_reported_idx").on(table.reportedAt.desc()).where(sql`${table.reportedAt} is not null`),
    uniqueIndex("review_invitations_token_hash_idx").on(table.tokenHash),
    index("review_invitations_company_created_idx").on(table.companyId, table.createdAt),
  ],
);
