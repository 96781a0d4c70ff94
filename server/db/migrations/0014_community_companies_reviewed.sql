ALTER TABLE "companies" ADD COLUMN "listing_status" text DEFAULT 'listed' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "proposed_category_ids" integer[];--> statement-breakpoint
CREATE INDEX "companies_unlisted_idx" ON "companies" USING btree ("listing_status","created_at") WHERE "companies"."listing_status" <> 'listed';--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_listing_status_check" CHECK ("companies"."listing_status" in ('listed', 'pending', 'rejected'));--> statement-breakpoint
-- Hand-written: community-submitted companies no admin has checked yet leave the public catalog until one
-- approves them; their chosen categories (primary first) wait on the company row (decision 056).
UPDATE companies c SET listing_status = 'pending', proposed_category_ids = array(
  SELECT cc.category_id FROM company_categories cc WHERE cc.company_id = c.id ORDER BY cc.is_primary DESC, cc.category_id)
WHERE c.is_community_submitted;
--> statement-breakpoint
DELETE FROM company_categories cc USING companies c WHERE cc.company_id = c.id AND c.listing_status = 'pending';
