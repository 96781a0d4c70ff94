CREATE TABLE "company_fact_citations" (
	"company_id" integer NOT NULL,
	"fact" text NOT NULL,
	"url" text,
	"as_of" date NOT NULL,
	"note" text NOT NULL,
	"origin" text DEFAULT 'catalog' NOT NULL,
	"is_from_detection" boolean DEFAULT false NOT NULL,
	CONSTRAINT "company_fact_citations_company_id_fact_pk" PRIMARY KEY("company_id","fact"),
	CONSTRAINT "company_fact_citations_fact_check" CHECK (fact in ('pricingModel', 'freePlan', 'freeTrialDays', 'startingPrice', 'customPricing', 'transactionFee', 'plans', 'costBand', 'platforms', 'integrations', 'features', 'brandSizes', 'regions', 'languages', 'employees', 'soc2Report', 'status')),
	CONSTRAINT "company_fact_citations_url_check" CHECK ("company_fact_citations"."url" ~ '^https://'),
	CONSTRAINT "company_fact_citations_origin_check" CHECK ("company_fact_citations"."origin" in ('catalog', 'suggestion', 'representative', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "company_fact_values" (
	"company_id" integer NOT NULL,
	"fact" text NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "company_fact_values_company_id_fact_pk" PRIMARY KEY("company_id","fact"),
	CONSTRAINT "company_fact_values_fact_check" CHECK (fact in ('customPricing', 'transactionFee', 'plans', 'soc2Report'))
);
--> statement-breakpoint
ALTER TABLE "companies" DROP CONSTRAINT "companies_starting_price_currency_check";--> statement-breakpoint
ALTER TABLE "company_fact_citations" ADD CONSTRAINT "company_fact_citations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_fact_values" ADD CONSTRAINT "company_fact_values_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_starting_price_currency_check" CHECK ("companies"."starting_price_currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD') and "companies"."starting_price_unit" in ('month', 'year', 'order', 'seat-month', 'thousand-contacts-month', 'hour', 'project'));--> statement-breakpoint
-- Per-fact citations from the group sources existing databases hold (issue #37, decision 099): each fact with a
-- value gets its group's source, its link and month; values from the technology-detection data set are marked.
INSERT INTO "company_fact_citations" ("company_id", "fact", "url", "as_of", "note", "origin", "is_from_detection")
SELECT s."company_id", f."fact", s."url", s."as_of", s."note", s."origin", coalesce(s."url" like '%/wappalyzer/%', false)
FROM "company_fact_sources" s
JOIN "companies" c ON c."id" = s."company_id"
CROSS JOIN LATERAL (VALUES
	('pricing', 'pricingModel', c."pricing_model" is not null),
	('pricing', 'freePlan', c."free_plan" is not null),
	('pricing', 'freeTrialDays', c."free_trial_days" is not null),
	('pricing', 'startingPrice', c."starting_price_amount" is not null),
	('pricing', 'costBand', c."cost_band" is not null),
	('platforms', 'platforms', cardinality(c."platforms") > 0),
	('integrations', 'integrations', exists (select 1 from "company_integrations" i where i."company_id" = c."id" or i."partner_id" = c."id")),
	('features', 'features', exists (select 1 from "company_features" cf where cf."company_id" = c."id")),
	('fit', 'brandSizes', cardinality(c."brand_sizes") > 0),
	('fit', 'regions', cardinality(c."regions") > 0),
	('fit', 'languages', cardinality(c."languages") > 0),
	('fit', 'employees', c."employees" is not null),
	('status', 'status', true)
) AS f("fact_group", "fact", "has_value")
WHERE f."fact_group" = s."fact_group" AND f."has_value"
ON CONFLICT DO NOTHING;
