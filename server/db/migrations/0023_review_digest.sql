CREATE TABLE "review_digest_items" (
	"user_id" text NOT NULL,
	"review_id" integer NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "review_digest_items_user_id_review_id_pk" PRIMARY KEY("user_id","review_id")
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "new_review_emails" text DEFAULT 'each' NOT NULL;--> statement-breakpoint
ALTER TABLE "review_digest_items" ADD CONSTRAINT "review_digest_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_digest_items" ADD CONSTRAINT "review_digest_items_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_digest_items_unsent_idx" ON "review_digest_items" USING btree ("user_id") WHERE "review_digest_items"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "review_digest_items_review_idx" ON "review_digest_items" USING btree ("review_id");--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_new_review_emails_check" CHECK ("notification_settings"."new_review_emails" in ('each', 'daily', 'none'));--> statement-breakpoint
-- Hand-written (decision 065): whoever had turned new-review emails off keeps them off.
UPDATE "notification_settings" SET "new_review_emails" = 'none' WHERE NOT "new_review_of_my_company";
