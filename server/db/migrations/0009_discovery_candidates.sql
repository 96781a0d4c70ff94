CREATE TABLE "discovery_candidates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discovery_candidates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_slug" text NOT NULL,
	"domain" text NOT NULL,
	"data" jsonb NOT NULL,
	"source" text NOT NULL,
	"uploaded_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discovery_candidates" ADD CONSTRAINT "discovery_candidates_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discovery_candidates_domain_unique" ON "discovery_candidates" USING btree (lower("domain"));--> statement-breakpoint
CREATE INDEX "discovery_candidates_category_idx" ON "discovery_candidates" USING btree ("category_slug","id");