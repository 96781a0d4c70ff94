DROP INDEX "company_categories_grid_idx";--> statement-breakpoint
ALTER TABLE "company_categories" ADD COLUMN "company_marked_size_bits" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written (decision 110): company_categories copies the brand sizes its company is marked for (listed for in
-- companies.brand_sizes, or good for in at least one published review: company_review_stats.good_for_*) as bits,
-- bit i for brandSizes[i] of contracts/brand-sizes.ts (startup 1, sixFigures 2, sevenFigures 4, eightFigures 8,
-- nineFiguresPlus 16), so a brand size's Grid reads its points and its count from company_categories_grid_idx
-- instead of looking at every drawn company.
CREATE FUNCTION "company_marked_size_bits_of"(p_company_id integer) RETURNS smallint LANGUAGE sql STABLE AS $$
  SELECT (
    (('startup' = any(c.brand_sizes) OR coalesce(s.good_for_startup, 0) > 0)::int)
    | (('sixFigures' = any(c.brand_sizes) OR coalesce(s.good_for_six_figures, 0) > 0)::int << 1)
    | (('sevenFigures' = any(c.brand_sizes) OR coalesce(s.good_for_seven_figures, 0) > 0)::int << 2)
    | (('eightFigures' = any(c.brand_sizes) OR coalesce(s.good_for_eight_figures, 0) > 0)::int << 3)
    | (('nineFiguresPlus' = any(c.brand_sizes) OR coalesce(s.good_for_nine_figures_plus, 0) > 0)::int << 4)
  )::smallint
  FROM companies c LEFT JOIN company_review_stats s ON s.company_id = c.id WHERE c.id = p_company_id
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "company_review_stats_copy_quality"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  marked smallint := coalesce(company_marked_size_bits_of(NEW.company_id), 0);
BEGIN
  UPDATE company_categories SET company_quality = company_quality_of(NEW.rating_sum, NEW.review_count),
    company_review_count = NEW.review_count, company_rating_sum = NEW.rating_sum, company_marked_size_bits = marked
  WHERE company_id = NEW.company_id AND (company_quality IS DISTINCT FROM company_quality_of(NEW.rating_sum, NEW.review_count)
    OR company_review_count IS DISTINCT FROM NEW.review_count OR company_rating_sum IS DISTINCT FROM NEW.rating_sum
    OR company_marked_size_bits IS DISTINCT FROM marked);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "company_review_stats_copy_quality" ON "company_review_stats";
--> statement-breakpoint
CREATE TRIGGER "company_review_stats_copy_quality" AFTER INSERT OR UPDATE OF rating_sum, review_count,
  good_for_startup, good_for_six_figures, good_for_seven_figures, good_for_eight_figures, good_for_nine_figures_plus
  ON "company_review_stats" FOR EACH ROW EXECUTE FUNCTION "company_review_stats_copy_quality"();
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
  NEW.company_marked_size_bits := coalesce(company_marked_size_bits_of(NEW.company_id), 0);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "companies_copy_marked_size_bits"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  marked smallint := coalesce(company_marked_size_bits_of(NEW.id), 0);
BEGIN
  UPDATE company_categories SET company_marked_size_bits = marked
  WHERE company_id = NEW.id AND company_marked_size_bits IS DISTINCT FROM marked;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "companies_copy_marked_size_bits" AFTER UPDATE OF brand_sizes ON "companies"
  FOR EACH ROW WHEN (OLD.brand_sizes IS DISTINCT FROM NEW.brand_sizes) EXECUTE FUNCTION "companies_copy_marked_size_bits"();
--> statement-breakpoint
UPDATE company_categories cc SET company_marked_size_bits = marked.bits
FROM (SELECT id, company_marked_size_bits_of(id) AS bits FROM companies) AS marked
WHERE marked.id = cc.company_id AND marked.bits <> 0;
--> statement-breakpoint
CREATE INDEX "company_categories_grid_idx" ON "company_categories" USING btree ("category_id","company_review_count" DESC NULLS LAST,"company_presence" DESC NULLS LAST,"company_id","company_rating_sum","company_marked_size_bits") WHERE not "company_categories"."company_is_ai_generated";
