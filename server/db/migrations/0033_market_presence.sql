CREATE TABLE "company_market_presence" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"score" double precision NOT NULL,
	"signal_count" smallint NOT NULL,
	"integrations" integer NOT NULL,
	"reviews" integer NOT NULL,
	"reviewers" integer NOT NULL,
	"popularity_band" text,
	"popularity_snapshot_id" integer,
	"founded_year" smallint,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_market_presence_score_range" CHECK ("company_market_presence"."score" between 0 and 100),
	CONSTRAINT "company_market_presence_band_check" CHECK (popularity_band in ('top200', 'top1k', 'top2k', 'top5k', 'top10k', 'top20k', 'top50k', 'top100k'))
);
--> statement-breakpoint
CREATE TABLE "domain_popularity" (
	"snapshot_id" integer NOT NULL,
	"domain" text NOT NULL,
	"listed_domain" text NOT NULL,
	"band" text NOT NULL,
	CONSTRAINT "domain_popularity_domain_snapshot_id_pk" PRIMARY KEY("domain","snapshot_id"),
	CONSTRAINT "domain_popularity_band_check" CHECK (band in ('top200', 'top1k', 'top2k', 'top5k', 'top10k', 'top20k', 'top50k', 'top100k'))
);
--> statement-breakpoint
CREATE TABLE "popularity_snapshots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "popularity_snapshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text NOT NULL,
	"repository" text NOT NULL,
	"commit" text NOT NULL,
	"committed_on" date NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popularity_snapshots_commit_unique" UNIQUE("commit")
);
--> statement-breakpoint
ALTER TABLE "company_market_presence" ADD CONSTRAINT "company_market_presence_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_market_presence" ADD CONSTRAINT "company_market_presence_popularity_snapshot_id_popularity_snapshots_id_fk" FOREIGN KEY ("popularity_snapshot_id") REFERENCES "public"."popularity_snapshots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_popularity" ADD CONSTRAINT "domain_popularity_snapshot_id_popularity_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."popularity_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_market_presence_score_idx" ON "company_market_presence" USING btree ("score" DESC NULLS LAST,"company_id");