ALTER TABLE "company_categories" ADD COLUMN "company_review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_categories" ADD COLUMN "company_rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_categories" ADD COLUMN "company_presence" double precision;--> statement-breakpoint
CREATE INDEX "company_categories_grid_idx" ON "company_categories" USING btree ("category_id","company_review_count" DESC NULLS LAST,"company_presence" DESC NULLS LAST,"company_id","company_rating_sum") WHERE not "company_categories"."company_is_ai_generated";--> statement-breakpoint
-- Hand-written (decision 107): company_categories copies each company's review figures and market presence, so a
-- category's Grid reads them from company_categories_grid_idx. The quality copy (0007) already follows the review
-- figures: the same update now copies them too.
CREATE OR REPLACE FUNCTION "company_review_stats_copy_quality"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_categories SET company_quality = company_quality_of(NEW.rating_sum, NEW.review_count),
    company_review_count = NEW.review_count, company_rating_sum = NEW.rating_sum
  WHERE company_id = NEW.company_id AND (company_quality IS DISTINCT FROM company_quality_of(NEW.rating_sum, NEW.review_count)
    OR company_review_count IS DISTINCT FROM NEW.review_count OR company_rating_sum IS DISTINCT FROM NEW.rating_sum);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "company_categories_set_quality"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stats company_review_stats%ROWTYPE;
BEGIN
  SELECT * INTO stats FROM company_review_stats s WHERE s.company_id = NEW.company_id;
  NEW.company_quality := coalesce(company_quality_of(stats.rating_sum, stats.review_count), 4.0);
  NEW.company_review_count := coalesce(stats.review_count, 0);
  NEW.company_rating_sum := coalesce(stats.rating_sum, 0);
  NEW.company_presence := (SELECT m.score FROM company_market_presence m WHERE m.company_id = NEW.company_id);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "company_market_presence_copy_score"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE company_categories SET company_presence = NULL WHERE company_id = OLD.company_id AND company_presence IS NOT NULL;
  ELSE
    UPDATE company_categories SET company_presence = NEW.score
    WHERE company_id = NEW.company_id AND company_presence IS DISTINCT FROM NEW.score;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "company_market_presence_copy_score" AFTER INSERT OR UPDATE OF score OR DELETE ON "company_market_presence"
  FOR EACH ROW EXECUTE FUNCTION "company_market_presence_copy_score"();
--> statement-breakpoint
-- A company's search document reads the names of its categories only (0006): an update of the copied figures
-- (quality, review figures, presence) leaves it as it is, and no longer rebuilds it twice per row.
DROP TRIGGER "company_categories_search_document" ON "company_categories";
--> statement-breakpoint
CREATE TRIGGER "company_categories_search_document" AFTER INSERT OR DELETE OR UPDATE OF company_id, category_id
  ON "company_categories" FOR EACH ROW EXECUTE FUNCTION "company_categories_search_document"();
--> statement-breakpoint
UPDATE company_categories cc SET company_review_count = s.review_count, company_rating_sum = s.rating_sum
FROM company_review_stats s WHERE s.company_id = cc.company_id;
--> statement-breakpoint
UPDATE company_categories cc SET company_presence = m.score
FROM company_market_presence m WHERE m.company_id = cc.company_id;
