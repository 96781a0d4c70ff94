CREATE TABLE "category_features" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "category_features_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "category_features_slug_unique" UNIQUE("slug"),
	CONSTRAINT "category_features_slug_format" CHECK ("category_features"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "company_fact_sources" (
	"company_id" integer NOT NULL,
	"fact_group" text NOT NULL,
	"note" text NOT NULL,
	"url" text,
	"as_of" date NOT NULL,
	"origin" text DEFAULT 'catalog' NOT NULL,
	CONSTRAINT "company_fact_sources_company_id_fact_group_pk" PRIMARY KEY("company_id","fact_group"),
	CONSTRAINT "company_fact_sources_group_check" CHECK (fact_group in ('profile', 'pricing', 'platforms', 'integrations', 'features', 'fit', 'status')),
	CONSTRAINT "company_fact_sources_origin_check" CHECK ("company_fact_sources"."origin" in ('catalog', 'suggestion', 'representative', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "company_fact_suggestions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_fact_suggestions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" text,
	"fact_group" text NOT NULL,
	"proposed" jsonb NOT NULL,
	"previous" jsonb NOT NULL,
	"evidence" text NOT NULL,
	"by_representative" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by_user_id" text,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_fact_suggestions_status_check" CHECK ("company_fact_suggestions"."status" in ('pending', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "company_features" (
	"company_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	CONSTRAINT "company_features_company_id_feature_id_pk" PRIMARY KEY("company_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "company_integrations" (
	"company_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	CONSTRAINT "company_integrations_company_id_partner_id_pk" PRIMARY KEY("company_id","partner_id"),
	CONSTRAINT "company_integrations_ordered" CHECK ("company_integrations"."company_id" < "company_integrations"."partner_id")
);
--> statement-breakpoint
ALTER TABLE "companies" DROP CONSTRAINT "companies_pricing_model_check";--> statement-breakpoint
ALTER TABLE "companies" DROP CONSTRAINT "companies_kind_check";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "successor_company_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "free_plan" boolean;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "free_trial_days" smallint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "starting_price_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "starting_price_currency" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "starting_price_unit" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "cost_band" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "price_band" text GENERATED ALWAYS AS (case when starting_price_unit = 'month' and starting_price_currency = 'USD' then (case when starting_price_amount < 100 then 'under-100' when starting_price_amount <= 1000 then '100-1000' else 'over-1000' end) else cost_band end) STORED;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "platform_app_urls" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "brand_sizes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "regions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "employees" text;--> statement-breakpoint
ALTER TABLE "company_review_stats" ADD COLUMN "ease_of_use_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_review_stats" ADD COLUMN "ease_of_use_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_review_stats" ADD COLUMN "support_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_review_stats" ADD COLUMN "support_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_review_stats" ADD COLUMN "value_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_review_stats" ADD COLUMN "value_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_review_stats" ADD COLUMN "features_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_review_stats" ADD COLUMN "features_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "rating_ease_of_use" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "rating_support" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "rating_value" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "rating_features" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "pros" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "cons" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reviewer_brand_size" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reviewer_role" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reviewer_platform" text;--> statement-breakpoint
ALTER TABLE "category_features" ADD CONSTRAINT "category_features_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_fact_sources" ADD CONSTRAINT "company_fact_sources_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_fact_suggestions" ADD CONSTRAINT "company_fact_suggestions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_fact_suggestions" ADD CONSTRAINT "company_fact_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_fact_suggestions" ADD CONSTRAINT "company_fact_suggestions_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_features" ADD CONSTRAINT "company_features_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_features" ADD CONSTRAINT "company_features_feature_id_category_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."category_features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_integrations" ADD CONSTRAINT "company_integrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_integrations" ADD CONSTRAINT "company_integrations_partner_id_companies_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_features_category_idx" ON "category_features" USING btree ("category_id","sort_order");--> statement-breakpoint
CREATE INDEX "company_fact_suggestions_status_idx" ON "company_fact_suggestions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "company_fact_suggestions_company_idx" ON "company_fact_suggestions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_fact_suggestions_one_pending" ON "company_fact_suggestions" USING btree ("company_id","user_id","fact_group") WHERE "company_fact_suggestions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "company_features_feature_idx" ON "company_features" USING btree ("feature_id","company_id");--> statement-breakpoint
CREATE INDEX "company_integrations_partner_idx" ON "company_integrations" USING btree ("partner_id","company_id");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_successor_fk" FOREIGN KEY ("successor_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_platforms_idx" ON "companies" USING gin ("platforms");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_status_check" CHECK ("companies"."status" in ('active', 'acquired', 'discontinued'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_cost_band_check" CHECK ("companies"."cost_band" in ('under-100', '100-1000', 'over-1000'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_employees_check" CHECK ("companies"."employees" in ('1-10', '11-50', '51-200', '201-1000', '1001-5000', '5001+'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_free_trial_days_range" CHECK ("companies"."free_trial_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_starting_price_whole" CHECK (("companies"."starting_price_amount" is null) = ("companies"."starting_price_currency" is null) and ("companies"."starting_price_amount" is null) = ("companies"."starting_price_unit" is null) and "companies"."starting_price_amount" >= 0);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_starting_price_currency_check" CHECK ("companies"."starting_price_currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD') and "companies"."starting_price_unit" in ('month', 'year', 'order', 'hour', 'project'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_pricing_model_check" CHECK ("companies"."pricing_model" in ('free', 'freemium', 'subscription', 'usage-based', 'transaction-fee', 'commission', 'one-off', 'project', 'retainer', 'hourly', 'quote-based'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_kind_check" CHECK ("companies"."kind" in ('software', 'agency', 'freelance', 'network'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_sub_ratings_range" CHECK ("reviews"."rating_ease_of_use" between 1 and 5 and "reviews"."rating_support" between 1 and 5 and "reviews"."rating_value" between 1 and 5 and "reviews"."rating_features" between 1 and 5);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_brand_size_check" CHECK (reviewer_brand_size in ('startup', 'sixFigures', 'sevenFigures', 'eightFigures', 'nineFiguresPlus'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_role_check" CHECK (reviewer_role in ('founder', 'marketing', 'ecommerce', 'operations', 'customer-experience', 'development', 'finance', 'other'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_platform_check" CHECK (reviewer_platform in ('shopify', 'shopify-plus', 'bigcommerce', 'woocommerce', 'magento', 'salesforce-commerce-cloud', 'wix', 'squarespace', 'prestashop', 'amazon', 'headless'));--> statement-breakpoint
-- Hand-written from here: company_review_stats keeps the sums and counts of the optional sub-ratings too.
CREATE OR REPLACE FUNCTION "reviews_apply_stats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'published' AND NOT OLD.is_ai_generated THEN
    -- No upsert here: when the company itself is being deleted its stats row is already gone.
    UPDATE company_review_stats SET
      review_count = review_count - 1,
      rating_sum = rating_sum - OLD.rating,
      rating_1 = rating_1 - (OLD.rating = 1)::int,
      rating_2 = rating_2 - (OLD.rating = 2)::int,
      rating_3 = rating_3 - (OLD.rating = 3)::int,
      rating_4 = rating_4 - (OLD.rating = 4)::int,
      rating_5 = rating_5 - (OLD.rating = 5)::int,
      good_for_startup = good_for_startup - OLD.good_for_startup::int,
      good_for_six_figures = good_for_six_figures - OLD.good_for_six_figures::int,
      good_for_seven_figures = good_for_seven_figures - OLD.good_for_seven_figures::int,
      good_for_eight_figures = good_for_eight_figures - OLD.good_for_eight_figures::int,
      good_for_nine_figures_plus = good_for_nine_figures_plus - OLD.good_for_nine_figures_plus::int,
      ease_of_use_sum = ease_of_use_sum - coalesce(OLD.rating_ease_of_use, 0),
      ease_of_use_count = ease_of_use_count - (OLD.rating_ease_of_use IS NOT NULL)::int,
      support_sum = support_sum - coalesce(OLD.rating_support, 0),
      support_count = support_count - (OLD.rating_support IS NOT NULL)::int,
      value_sum = value_sum - coalesce(OLD.rating_value, 0),
      value_count = value_count - (OLD.rating_value IS NOT NULL)::int,
      features_sum = features_sum - coalesce(OLD.rating_features, 0),
      features_count = features_count - (OLD.rating_features IS NOT NULL)::int
    WHERE company_id = OLD.company_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'published' AND NOT NEW.is_ai_generated THEN
    INSERT INTO company_review_stats AS s (company_id, review_count, rating_sum, rating_1, rating_2, rating_3, rating_4, rating_5,
      good_for_startup, good_for_six_figures, good_for_seven_figures, good_for_eight_figures, good_for_nine_figures_plus,
      ease_of_use_sum, ease_of_use_count, support_sum, support_count, value_sum, value_count, features_sum, features_count)
    VALUES (NEW.company_id, 1, NEW.rating, (NEW.rating = 1)::int, (NEW.rating = 2)::int, (NEW.rating = 3)::int, (NEW.rating = 4)::int, (NEW.rating = 5)::int,
      NEW.good_for_startup::int, NEW.good_for_six_figures::int, NEW.good_for_seven_figures::int, NEW.good_for_eight_figures::int, NEW.good_for_nine_figures_plus::int,
      coalesce(NEW.rating_ease_of_use, 0), (NEW.rating_ease_of_use IS NOT NULL)::int, coalesce(NEW.rating_support, 0), (NEW.rating_support IS NOT NULL)::int,
      coalesce(NEW.rating_value, 0), (NEW.rating_value IS NOT NULL)::int, coalesce(NEW.rating_features, 0), (NEW.rating_features IS NOT NULL)::int)
    ON CONFLICT (company_id) DO UPDATE SET
      review_count = s.review_count + 1,
      rating_sum = s.rating_sum + EXCLUDED.rating_sum,
      rating_1 = s.rating_1 + EXCLUDED.rating_1,
      rating_2 = s.rating_2 + EXCLUDED.rating_2,
      rating_3 = s.rating_3 + EXCLUDED.rating_3,
      rating_4 = s.rating_4 + EXCLUDED.rating_4,
      rating_5 = s.rating_5 + EXCLUDED.rating_5,
      good_for_startup = s.good_for_startup + EXCLUDED.good_for_startup,
      good_for_six_figures = s.good_for_six_figures + EXCLUDED.good_for_six_figures,
      good_for_seven_figures = s.good_for_seven_figures + EXCLUDED.good_for_seven_figures,
      good_for_eight_figures = s.good_for_eight_figures + EXCLUDED.good_for_eight_figures,
      good_for_nine_figures_plus = s.good_for_nine_figures_plus + EXCLUDED.good_for_nine_figures_plus,
      ease_of_use_sum = s.ease_of_use_sum + EXCLUDED.ease_of_use_sum,
      ease_of_use_count = s.ease_of_use_count + EXCLUDED.ease_of_use_count,
      support_sum = s.support_sum + EXCLUDED.support_sum,
      support_count = s.support_count + EXCLUDED.support_count,
      value_sum = s.value_sum + EXCLUDED.value_sum,
      value_count = s.value_count + EXCLUDED.value_count,
      features_sum = s.features_sum + EXCLUDED.features_sum,
      features_count = s.features_count + EXCLUDED.features_count;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "reviews_stats" ON "reviews";
--> statement-breakpoint
CREATE TRIGGER "reviews_stats" AFTER INSERT OR DELETE OR UPDATE OF status, rating, is_ai_generated, company_id,
  good_for_startup, good_for_six_figures, good_for_seven_figures, good_for_eight_figures, good_for_nine_figures_plus,
  rating_ease_of_use, rating_support, rating_value, rating_features ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION "reviews_apply_stats"();
