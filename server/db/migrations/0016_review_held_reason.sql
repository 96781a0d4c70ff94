ALTER TABLE "reviews" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_held_reason_check" CHECK ("held_reason" in ('unconfirmed-email', 'conflict-of-interest', 'new-account-burst'));
