ALTER TABLE "search_queries" ADD COLUMN "repeats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_queries" ADD COLUMN "clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Searches logged before this migration have one showing each, and a click if a result was chosen.
UPDATE "search_queries" SET "clicks" = 1 WHERE "clicked_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "search_queries" ADD CONSTRAINT "search_queries_counts" CHECK ("search_queries"."repeats" >= 0 and "search_queries"."clicks" between 0 and "search_queries"."repeats" + 1);