ALTER TABLE "reviews" ADD COLUMN "held_reasons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "content_bands" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reviews_content_bands_idx" ON "reviews" USING gin ("content_bands");--> statement-breakpoint
CREATE INDEX "reviews_held_idx" ON "reviews" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "review_invitations_reported_idx" ON "review_invitations" USING btree ("reported_at" DESC NULLS LAST) WHERE "review_invitations"."reported_at" is not null;--> statement-breakpoint
-- Hand-written (issue #34, decision 080): each held review keeps its one reason as a list of one.
UPDATE "reviews" SET "held_reasons" = ARRAY["held_reason"] WHERE "held_reason" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" DROP COLUMN "held_reason";--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_held_reasons_check" CHECK (held_reasons <@ array['unconfirmed-email', 'conflict-of-interest', 'new-account-burst', 'link', 'phone-number', 'promo-code', 'repeated-text']::text[]);