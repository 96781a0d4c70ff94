import { sql } from "drizzle-orm";
import { companySlugBase } from "#server/catalog/company-slug.ts";
import type { Database } from "#server/db/client.ts";
import { users } from "#server/db/schema/auth.ts";
import { reviews } from "#server/db/schema/reviews.ts";

let sequence = 0;
function next() {
  sequence += 1;
  return `${process.pid}-${sequence}-${Math.random().toString(36).slice(2, 8)}`;
}

/** An established account: its address is confirmed unless `overrides` says otherwise. */
export async function createUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  const id = `user-${next()}`;
  const [user] = await db
    .insert(users)
    .values({
      id,
      name: "Test User",
      firstName: "Test",
      lastName: "User",
      email: `${id}@example.com`,
      emailVerified: true,
      ...overrides,
    })
    .returning();
  if (!user) throw new Error("user insert returned nothing");
  return user;
}

export async function companyIdByDomain(db: Database, domain: string) {
  const result = await db.execute<{ id: number }>(sql`select id from companies where domain = ${domain}`);
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error(`no company with domain ${domain}`);
  return id;
}

/** A company's slug, its page's address (`/company/<slug>`, decision 086). */
export async function companySlugOf(db: Database, companyId: number) {
  const result = await db.execute<{ slug: string }>(sql`select slug from companies where id = ${companyId}`);
  const slug = result.rows[0]?.slug;
  if (slug === undefined) throw new Error(`no company with id ${companyId}`);
  return slug;
}

/** A company of its own for a test, so counts are not shared with other tests. */
export async function createCompany(db: Database, name = `Test Company ${next()}`) {
  const slug = companySlugBase(name);
  const result = await db.execute<{ id: number }>(
    sql`insert into companies (name, slug, domain, website_url) values (${name}, ${slug}, ${`${slug}.example`}, ${`https://${slug}.example`}) returning id`,
  );
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error("company insert returned nothing");
  return id;
}

export async function createReview(db: Database, values: Partial<typeof reviews.$inferInsert> & { companyId: number }) {
  const author = values.userId === undefined && !values.isAiGenerated ? await createUser(db) : null;
  const [review] = await db
    .insert(reviews)
    .values({
      rating: 4,
      title: "A useful tool",
      content: "We have used this for a year and it does what we need for our store.",
      reviewerFirstName: "Test",
      reviewerSurname: "Reviewer",
      userId: author?.id ?? null,
      ...values,
    })
    .returning();
  if (!review) throw new Error("review insert returned nothing");
  return review;
}

/** Reviews of one company, one for each row of `rows`, made in that order. */
export async function createReviews(
  db: Database,
  companyId: number,
  rows: Omit<Partial<typeof reviews.$inferInsert>, "companyId">[],
) {
  const made = [];
  for (const row of rows) made.push(await createReview(db, { companyId, ...row }));
  return made;
}

/**
 * Marks an account's address as confirmed, as following the link in its confirmation email does
 * (tests/integration/email-confirmation.test.ts tests the link itself): its reviews are not held for it.
 */
export async function confirmEmailOf(db: Database, email: string) {
  await db.execute(sql`update users set email_verified = true where email = ${email.toLowerCase()}`);
}

/** Makes an account an approved representative of a company, as an admin approving its claim does. */
export async function approveRepresentative(db: Database, companyId: number, userId: string) {
  await db.execute(sql`
    insert into company_claims (company_id, user_id, claim_email, status)
    values (${companyId}, ${userId}, ${`rep.${companyId}.${userId}@example.com`}, 'approved')`);
}

/**
 * What the review form sends to `POST /api/v1/reviews` (and `ReviewFormSchema` parses) for a valid review of the
 * company; `changes` sets or adds fields.
 */
export function reviewSubmission(companyId: number, changes: Record<string, unknown> = {}) {
  return {
    companyId,
    rating: 4,
    title: "Solid email platform",
    content: "We moved our flows here last spring and revenue from automations doubled.",
    firstName: "Ada",
    surname: "Lovelace",
    roleInCompany: "Head of E-commerce",
    businessWebsite: "adas-apparel.example",
    categories: ["email-marketing"],
    goodFor: ["sevenFigures"],
    ...changes,
  };
}
