ALTER TABLE "company_categories" ADD COLUMN "company_quality" double precision DEFAULT 4 NOT NULL;--> statement-breakpoint
CREATE INDEX "companies_name_prefix_idx" ON "companies" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "companies_sponsored_idx" ON "companies" USING btree ("id") WHERE "companies"."is_sponsored";--> statement-breakpoint
CREATE INDEX "company_categories_quality_idx" ON "company_categories" USING btree ("category_id","is_primary" DESC NULLS LAST,"company_quality" DESC NULLS LAST,"company_id");--> statement-breakpoint
-- Hand-written: company_categories.company_quality follows company_review_stats.
-- Quality = Bayesian average of operator ratings with a fixed prior of 4.0 weighted as 7 reviews
-- (server/search/discovery-search.ts uses the same constants).
CREATE FUNCTION "company_quality_of"(rating_sum integer, review_count integer) RETURNS double precision
  LANGUAGE sql IMMUTABLE AS $$ SELECT (7 * 4.0 + rating_sum)::float8 / (7 + review_count) $$;
--> statement-breakpoint
CREATE FUNCTION "company_review_stats_copy_quality"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_categories SET company_quality = company_quality_of(NEW.rating_sum, NEW.review_count)
  WHERE company_id = NEW.company_id AND company_quality IS DISTINCT FROM company_quality_of(NEW.rating_sum, NEW.review_count);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "company_review_stats_copy_quality" AFTER INSERT OR UPDATE OF rating_sum, review_count ON "company_review_stats"
  FOR EACH ROW EXECUTE FUNCTION "company_review_stats_copy_quality"();
--> statement-breakpoint
CREATE FUNCTION "company_categories_set_quality"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.company_quality := coalesce(
    (SELECT company_quality_of(s.rating_sum, s.review_count) FROM company_review_stats s WHERE s.company_id = NEW.company_id),
    4.0);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "company_categories_set_quality" BEFORE INSERT OR UPDATE OF company_id ON "company_categories"
  FOR EACH ROW EXECUTE FUNCTION "company_categories_set_quality"();
--> statement-breakpoint
UPDATE company_categories cc SET company_quality = company_quality_of(s.rating_sum, s.review_count)
FROM company_review_stats s WHERE s.company_id = cc.company_id;
