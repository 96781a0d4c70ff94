ALTER TABLE "company_categories" ADD COLUMN "company_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_categories" ADD COLUMN "company_is_ai_generated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_categories" ADD COLUMN "company_created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "company_categories_featured_idx" ON "company_categories" USING btree ("category_id","company_is_ai_generated" DESC NULLS LAST,"company_name","company_id");--> statement-breakpoint
CREATE INDEX "company_categories_name_idx" ON "company_categories" USING btree ("category_id","company_name","company_id");--> statement-breakpoint
CREATE INDEX "company_categories_newest_idx" ON "company_categories" USING btree ("category_id","company_created_at" DESC NULLS LAST,"company_id" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written: company_categories carries copies of its company's sort keys (server/db/schema/catalog.ts).
UPDATE company_categories cc
SET company_name = c.name, company_is_ai_generated = c.is_ai_generated, company_created_at = c.created_at
FROM companies c WHERE c.id = cc.company_id;
--> statement-breakpoint
CREATE FUNCTION "company_categories_copy_company"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.name, c.is_ai_generated, c.created_at
  INTO NEW.company_name, NEW.company_is_ai_generated, NEW.company_created_at
  FROM companies c WHERE c.id = NEW.company_id;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "company_categories_copy_company" BEFORE INSERT OR UPDATE OF company_id ON "company_categories"
  FOR EACH ROW EXECUTE FUNCTION "company_categories_copy_company"();
--> statement-breakpoint
CREATE FUNCTION "companies_sync_category_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_categories
  SET company_name = NEW.name, company_is_ai_generated = NEW.is_ai_generated, company_created_at = NEW.created_at
  WHERE company_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "companies_sync_category_keys" AFTER UPDATE OF name, is_ai_generated, created_at ON "companies"
  FOR EACH ROW EXECUTE FUNCTION "companies_sync_category_keys"();
