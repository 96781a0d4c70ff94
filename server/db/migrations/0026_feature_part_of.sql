ALTER TABLE "category_features" ADD COLUMN "part_of_id" integer;--> statement-breakpoint
ALTER TABLE "category_features" ADD CONSTRAINT "category_features_part_of_id_category_features_id_fk" FOREIGN KEY ("part_of_id") REFERENCES "public"."category_features"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A database made before this migration gets the catalog's links now (a new one gets them from the seed).
UPDATE "category_features" f SET "part_of_id" = whole."id"
FROM (VALUES
  ('accounting-payout-reconciliation', 'accounting-bookkeeping'),
  ('buy-now-pay-later-pay-in-4', 'buy-now-pay-later-interest-free'),
  ('cro-page-builders-price-testing', 'cro-page-builders-ab-testing'),
  ('cro-page-builders-server-side-testing', 'cro-page-builders-ab-testing'),
  ('fraud-chargebacks-automated-representment', 'fraud-chargebacks-dispute-management'),
  ('fraud-chargebacks-chargeback-alerts', 'fraud-chargebacks-dispute-management'),
  ('loyalty-referrals-fraud-prevention', 'loyalty-referrals-referrals'),
  ('returns-instant-exchanges', 'returns-exchanges'),
  ('reviews-ugc-photo-video', 'reviews-ugc-product-reviews'),
  ('sms-marketing-mms', 'sms-marketing-campaigns')
) AS link(slug, part_of)
JOIN "category_features" whole ON whole."slug" = link.part_of
WHERE f."slug" = link.slug;
