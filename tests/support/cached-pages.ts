// What the page-cache tests (http-caching, behind Varnish: varnish) cache and purge, defined once for both.
import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { companySlugOf, createCompany, createReview } from "./factories.ts";

/** A company of its own, primary in the category and with one published review, so its pages are cached. */
export async function createListedCompany(db: Database, name: string, categorySlug: string) {
  const companyId = await createCompany(db, name);
  await db.execute(sql`
    insert into company_categories (company_id, category_id, is_primary)
    select ${companyId}, id, true from categories where slug = ${categorySlug}`);
  await createReview(db, { companyId, rating: 4, title: `First review of ${name}` });
  return { companyId, slug: await companySlugOf(db, companyId) };
}

/** The pages a new published review of the company changes: its own two, its category's and home. */
export function pagesChangedByReview(company: { slug: string }, categorySlug: string) {
  return [`/company/${company.slug}`, `/company/${company.slug}/reviews`, `/categories/${categorySlug}`, "/"];
}
