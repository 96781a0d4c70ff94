import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { companies } from "./catalog.ts";

/** Every admin action: who, what, when, and the state before and after (visible to admins). */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept when the account is gone, so the record still says who acted. */
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("admin_audit_log_created_at_idx").on(table.createdAt.desc()),
    index("admin_audit_log_target_idx").on(table.targetType, table.targetId),
  ],
);

/**
 * Companies an admin uploaded (CSV or JSON) for discovery to add: one row per
 * company, validated on upload; discovery adds those not yet in the catalog.
 */
export const discoveryCandidates = pgTable(
  "discovery_candidates",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    categorySlug: text("category_slug").notNull(),
    domain: text("domain").notNull(),
    /** name, websiteUrl, kind, pricingModel, platforms, description, features */
    data: jsonb("data").notNull(),
    /** "upload: <file name>" */
    source: text("source").notNull(),
    uploadedByUserId: text("uploaded_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("discovery_candidates_domain_unique").on(sql`lower(${table.domain})`),
    index("discovery_candidates_category_idx").on(table.categorySlug, table.id),
  ],
);

/** Company page views per day (people, not bots), for the admin's most viewed companies. */
export const companyDailyViews = pgTable(
  "company_daily_views",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.day] }),
    index("company_daily_views_day_idx").on(table.day),
  ],
);
