CREATE TABLE "company_alternative_sets" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_alternatives" (
	"company_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"alternative_id" integer NOT NULL,
	"score" double precision NOT NULL,
	"quality" double precision,
	"co_reviewers" integer NOT NULL,
	"shared_features" integer NOT NULL,
	"company_features" integer NOT NULL,
	"shared_category_ids" integer[] NOT NULL,
	CONSTRAINT "company_alternatives_company_id_position_pk" PRIMARY KEY("company_id","position")
);
--> statement-breakpoint
ALTER TABLE "company_alternative_sets" ADD CONSTRAINT "company_alternative_sets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_alternatives" ADD CONSTRAINT "company_alternatives_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_alternatives" ADD CONSTRAINT "company_alternatives_alternative_id_companies_id_fk" FOREIGN KEY ("alternative_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_alternatives_alternative_idx" ON "company_alternatives" USING btree ("alternative_id");