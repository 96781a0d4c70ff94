// Market presence (issue #38, docs/decisions/097-market-presence.md): the published domain-ranking snapshots the
// popularity signal comes from, the bands of catalog domains in them, and each company's stored score with the
// signals it was computed from.
import { sql } from "drizzle-orm";
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { popularityBands } from "#contracts/market-presence.ts";
import { quotedList } from "../sql-values.ts";
import { companies } from "./catalog.ts";

/** One published ranking, as taken from a public repository at a commit (catalog/domain-popularity.json). */
export const popularitySnapshots = pgTable("popularity_snapshots", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  repository: text("repository").notNull(),
  commit: text("commit").notNull().unique(),
  /** The commit's date: the day the ranking was published there. */
  committedOn: date("committed_on").notNull(),
  loadedAt: timestamp("loaded_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The smallest bucket of a snapshot holding a catalog domain (or the listed parent domain that matched). */
export const domainPopularity = pgTable(
  "domain_popularity",
  {
    snapshotId: integer("snapshot_id")
      .notNull()
      .references(() => popularitySnapshots.id, { onDelete: "cascade" }),
    domain: text("domain").notNull(),
    listedDomain: text("listed_domain").notNull(),
    band: text("band", { enum: popularityBands }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.domain, table.snapshotId] }),
    check("domain_popularity_band_check", sql.raw(`band in (${quotedList(popularityBands)})`)),
  ],
);

/**
 * A company's market presence score (0–100) and the signals behind it. Null signals are missing, not zero: the
 * score is the mean of the signals present, `signal_count` of them.
 */
export const companyMarketPresence = pgTable(
  "company_market_presence",
  {
    companyId: integer("company_id")
      .primaryKey()
      .references(() => companies.id, { onDelete: "cascade" }),
    score: doublePrecision("score").notNull(),
    signalCount: smallint("signal_count").notNull(),
    integrations: integer("integrations").notNull(),
    reviews: integer("reviews").notNull(),
    reviewers: integer("reviewers").notNull(),
    popularityBand: text("popularity_band", { enum: popularityBands }),
    popularitySnapshotId: integer("popularity_snapshot_id").references(() => popularitySnapshots.id, {
      onDelete: "set null",
    }),
    foundedYear: smallint("founded_year"),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("company_market_presence_score_range", sql`${table.score} between 0 and 100`),
    check("company_market_presence_band_check", sql.raw(`popularity_band in (${quotedList(popularityBands)})`)),
    index("company_market_presence_score_idx").on(table.score.desc(), table.companyId),
  ],
);
