DROP INDEX "reviews_user_idx";--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id","created_at" DESC NULLS LAST,"status","company_id");