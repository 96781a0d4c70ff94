CREATE TABLE "company_review_stats" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_1" integer DEFAULT 0 NOT NULL,
	"rating_2" integer DEFAULT 0 NOT NULL,
	"rating_3" integer DEFAULT 0 NOT NULL,
	"rating_4" integer DEFAULT 0 NOT NULL,
	"rating_5" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_review_stats_non_negative" CHECK ("company_review_stats"."review_count" >= 0 and "company_review_stats"."rating_sum" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "helpful_score" double precision GENERATED ALWAYS AS (case when helpful_count + not_helpful_count = 0 then 0::float8 else ((helpful_count::float8 / (helpful_count + not_helpful_count)) + 1.9208 / (helpful_count + not_helpful_count) - 1.96 * sqrt(((helpful_count::float8 * not_helpful_count) / (helpful_count + not_helpful_count)) + 0.9604) / (helpful_count + not_helpful_count)) / (1 + 3.8416 / (helpful_count + not_helpful_count)) end) STORED;--> statement-breakpoint
ALTER TABLE "company_review_stats" ADD CONSTRAINT "company_review_stats_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_review_stats_count_idx" ON "company_review_stats" USING btree ("review_count");--> statement-breakpoint
CREATE INDEX "reviews_company_helpful_idx" ON "reviews" USING btree ("company_id","status","helpful_score" DESC NULLS LAST,"helpful_count" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written: keeps company_review_stats in step with reviews (see server/db/schema/reviews.ts).
CREATE FUNCTION "reviews_apply_stats"() RETURNS trigger LANGUAGE plpgsql AS $$
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
      rating_5 = rating_5 - (OLD.rating = 5)::int
    WHERE company_id = OLD.company_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'published' AND NOT NEW.is_ai_generated THEN
    INSERT INTO company_review_stats AS s (company_id, review_count, rating_sum, rating_1, rating_2, rating_3, rating_4, rating_5)
    VALUES (NEW.company_id, 1, NEW.rating, (NEW.rating = 1)::int, (NEW.rating = 2)::int, (NEW.rating = 3)::int, (NEW.rating = 4)::int, (NEW.rating = 5)::int)
    ON CONFLICT (company_id) DO UPDATE SET
      review_count = s.review_count + 1,
      rating_sum = s.rating_sum + EXCLUDED.rating_sum,
      rating_1 = s.rating_1 + EXCLUDED.rating_1,
      rating_2 = s.rating_2 + EXCLUDED.rating_2,
      rating_3 = s.rating_3 + EXCLUDED.rating_3,
      rating_4 = s.rating_4 + EXCLUDED.rating_4,
      rating_5 = s.rating_5 + EXCLUDED.rating_5;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "reviews_stats" AFTER INSERT OR DELETE OR UPDATE OF status, rating, is_ai_generated, company_id ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION "reviews_apply_stats"();
--> statement-breakpoint
INSERT INTO company_review_stats (company_id, review_count, rating_sum, rating_1, rating_2, rating_3, rating_4, rating_5)
SELECT company_id, count(*), sum(rating),
  count(*) FILTER (WHERE rating = 1), count(*) FILTER (WHERE rating = 2), count(*) FILTER (WHERE rating = 3),
  count(*) FILTER (WHERE rating = 4), count(*) FILTER (WHERE rating = 5)
FROM reviews WHERE status = 'published' AND NOT is_ai_generated
GROUP BY company_id;
