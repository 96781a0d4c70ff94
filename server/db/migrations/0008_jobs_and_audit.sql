CREATE TABLE "admin_audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_user_id" text,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_operations" ADD COLUMN "payload" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_operations" ADD COLUMN "requested_by_user_id" text;--> statement-breakpoint
ALTER TABLE "ai_operations" ADD COLUMN "job_id" text;--> statement-breakpoint
ALTER TABLE "ai_operations" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_operations" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ai_operations" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "ai_summary_review_count" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "ai_summary_source" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "ai_operation_id" integer;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_at_idx" ON "admin_audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_idx" ON "admin_audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
ALTER TABLE "ai_operations" ADD CONSTRAINT "ai_operations_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_ai_operation_id_ai_operations_id_fk" FOREIGN KEY ("ai_operation_id") REFERENCES "public"."ai_operations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_ai_operation_idx" ON "reviews" USING btree ("ai_operation_id") WHERE "reviews"."ai_operation_id" is not null;