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

/**
 * Marks an account's address as confirmed, as following the link in its confirmation email does
 * (tests/integration/email-confirmation.test.ts tests the link itself): its reviews are not held for it.
 */
export async function confirmEmailOf(db: Database, email: string) {
  await db.execute(sql`update users set email_verified = true where email = ${email.toLowerCase()}`);
}
