CREATE TABLE "company_search_documents" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_queries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"query" text NOT NULL,
	"interpretation" jsonb NOT NULL,
	"result_count" integer NOT NULL,
	"source" text NOT NULL,
	"used_model" text,
	"clicked_company_id" integer,
	"clicked_rank" smallint,
	"clicked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_queries_source_check" CHECK ("search_queries"."source" in ('page', 'api')),
	CONSTRAINT "search_queries_result_count" CHECK ("search_queries"."result_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "company_review_stats" ADD COLUMN "good_for_startup" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_review_stats" ADD COLUMN "good_for_six_figures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_review_stats" ADD COLUMN "good_for_seven_figures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_review_stats" ADD COLUMN "good_for_eight_figures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_review_stats" ADD COLUMN "good_for_nine_figures_plus" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_search_documents" ADD CONSTRAINT "company_search_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_queries" ADD CONSTRAINT "search_queries_clicked_company_id_companies_id_fk" FOREIGN KEY ("clicked_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_search_documents_document_idx" ON "company_search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_queries_created_at_idx" ON "search_queries" USING btree ("created_at");--> statement-breakpoint
-- Hand-written from here: good-for counts in company_review_stats, and the weighted search documents.
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
      good_for_nine_figures_plus = good_for_nine_figures_plus - OLD.good_for_nine_figures_plus::int
    WHERE company_id = OLD.company_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'published' AND NOT NEW.is_ai_generated THEN
    INSERT INTO company_review_stats AS s (company_id, review_count, rating_sum, rating_1, rating_2, rating_3, rating_4, rating_5,
      good_for_startup, good_for_six_figures, good_for_seven_figures, good_for_eight_figures, good_for_nine_figures_plus)
    VALUES (NEW.company_id, 1, NEW.rating, (NEW.rating = 1)::int, (NEW.rating = 2)::int, (NEW.rating = 3)::int, (NEW.rating = 4)::int, (NEW.rating = 5)::int,
      NEW.good_for_startup::int, NEW.good_for_six_figures::int, NEW.good_for_seven_figures::int, NEW.good_for_eight_figures::int, NEW.good_for_nine_figures_plus::int)
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
      good_for_nine_figures_plus = s.good_for_nine_figures_plus + EXCLUDED.good_for_nine_figures_plus;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "reviews_stats" ON "reviews";
--> statement-breakpoint
CREATE TRIGGER "reviews_stats" AFTER INSERT OR DELETE OR UPDATE OF status, rating, is_ai_generated, company_id,
  good_for_startup, good_for_six_figures, good_for_seven_figures, good_for_eight_figures, good_for_nine_figures_plus ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION "reviews_apply_stats"();
--> statement-breakpoint
UPDATE company_review_stats s SET
  good_for_startup = g.startup, good_for_six_figures = g.six, good_for_seven_figures = g.seven,
  good_for_eight_figures = g.eight, good_for_nine_figures_plus = g.nine
FROM (
  SELECT company_id,
    count(*) FILTER (WHERE good_for_startup) AS startup, count(*) FILTER (WHERE good_for_six_figures) AS six,
    count(*) FILTER (WHERE good_for_seven_figures) AS seven, count(*) FILTER (WHERE good_for_eight_figures) AS eight,
    count(*) FILTER (WHERE good_for_nine_figures_plus) AS nine
  FROM reviews WHERE status = 'published' AND NOT is_ai_generated GROUP BY company_id
) g
WHERE s.company_id = g.company_id;
--> statement-breakpoint
CREATE FUNCTION "company_search_document_of"(target integer) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT
    setweight(to_tsvector('english'::regconfig, c.name), 'A') ||
    setweight(to_tsvector('english'::regconfig, coalesce((
      SELECT string_agg(k.name, ' ') FROM company_categories cc JOIN categories k ON k.id = cc.category_id WHERE cc.company_id = c.id
    ), '')), 'B') ||
    setweight(to_tsvector('english'::regconfig, c.description), 'C') ||
    setweight(to_tsvector('english'::regconfig, array_to_string(c.features, ' ') || ' ' || array_to_string(c.platforms, ' ')), 'D')
  FROM companies c WHERE c.id = target
$$;
--> statement-breakpoint
CREATE FUNCTION "company_search_store"(target integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- A company being deleted has no document any more (its row goes with the cascade).
  IF EXISTS (SELECT 1 FROM companies WHERE id = target) THEN
    INSERT INTO company_search_documents (company_id, document) VALUES (target, company_search_document_of(target))
    ON CONFLICT (company_id) DO UPDATE SET document = EXCLUDED.document;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "companies_search_document"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM company_search_store(NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "company_categories_search_document"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM company_search_store(OLD.company_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM company_search_store(NEW.company_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "companies_search_document" AFTER INSERT OR UPDATE OF name, description, features, platforms ON "companies"
  FOR EACH ROW EXECUTE FUNCTION "companies_search_document"();
--> statement-breakpoint
CREATE TRIGGER "company_categories_search_document" AFTER INSERT OR DELETE OR UPDATE ON "company_categories"
  FOR EACH ROW EXECUTE FUNCTION "company_categories_search_document"();
--> statement-breakpoint
CREATE FUNCTION "categories_search_documents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_search_documents d SET document = company_search_document_of(d.company_id)
  FROM company_categories cc WHERE cc.category_id = NEW.id AND cc.company_id = d.company_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "categories_search_documents" AFTER UPDATE OF name ON "categories"
  FOR EACH ROW EXECUTE FUNCTION "categories_search_documents"();
--> statement-breakpoint
INSERT INTO company_search_documents (company_id, document)
SELECT c.id,
  setweight(to_tsvector('english'::regconfig, c.name), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce(k.names, '')), 'B') ||
  setweight(to_tsvector('english'::regconfig, c.description), 'C') ||
  setweight(to_tsvector('english'::regconfig, array_to_string(c.features, ' ') || ' ' || array_to_string(c.platforms, ' ')), 'D')
FROM companies c
LEFT JOIN (
  SELECT cc.company_id, string_agg(cat.name, ' ') AS names FROM company_categories cc JOIN categories cat ON cat.id = cc.category_id GROUP BY cc.company_id
) k ON k.company_id = c.id;
