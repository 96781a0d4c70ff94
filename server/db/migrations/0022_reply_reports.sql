CREATE TABLE "reply_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reply_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"review_id" integer NOT NULL,
	"reporter_user_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_user_id" text,
	CONSTRAINT "reply_reports_reason_check" CHECK ("reply_reports"."reason" in ('spam', 'fake_or_conflict', 'offensive', 'off_topic', 'other')),
	CONSTRAINT "reply_reports_status_check" CHECK ("reply_reports"."status" in ('open', 'dismissed', 'actioned')),
	CONSTRAINT "reply_reports_note_length" CHECK ("reply_reports"."note" is null or length("reply_reports"."note") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "review_replies" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_replies" ADD COLUMN "hidden_by_user_id" text;--> statement-breakpoint
ALTER TABLE "reply_reports" ADD CONSTRAINT "reply_reports_review_id_review_replies_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."review_replies"("review_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_reports" ADD CONSTRAINT "reply_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_reports" ADD CONSTRAINT "reply_reports_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reply_reports_one_open_per_user" ON "reply_reports" USING btree ("review_id","reporter_user_id") WHERE "reply_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reply_reports_status_created_idx" ON "reply_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reply_reports_reporter_idx" ON "reply_reports" USING btree ("reporter_user_id");--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_hidden_by_user_id_users_id_fk" FOREIGN KEY ("hidden_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;