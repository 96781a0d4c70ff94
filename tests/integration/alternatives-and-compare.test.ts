import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listAlternatives } from "#server/catalog/alternatives.ts";
import { createCompany, createReview, createUser } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient } from "#tests/support/test-app.ts";

const { database, app } = prepareTestApp();

let sequence = 0;
function unique(prefix: string) {
  sequence += 1;
  return `${prefix}-${process.pid}-${sequence}`;
}

async function createCategory(name: string) {
  const slug = unique(name.toLowerCase().replace(/[^a-z0-9]+/g, "-"));
  const result = await database.db.execute<{ id: number }>(
    sql`insert into categories (name, slug, "group") values (${name}, ${slug}, 'saas') returning id`,
  );
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error("category insert returned nothing");
  return { id, slug, name };
}

async function createFeatures(categoryId: number, count: number) {
  const ids: number[] = [];
  for (let index = 0; index < count; index++) {
    const result = await database.db.execute<{ id: number }>(
      sql`insert into category_features (category_id, slug, name, sort_order)
        values (${categoryId}, ${unique("feature")}, ${`Feature ${index + 1}`}, ${index}) returning id`,
    );
    ids.push(result.rows[0]?.id ?? 0);
  }
  return ids;
}

async function place(companyId: number, categoryId: number, isPrimary: boolean) {
  await database.db.execute(
    sql`insert into company_categories (company_id, category_id, is_primary) values (${companyId}, ${categoryId}, ${isPrimary})`,
  );
}

async function tag(companyId: number, featureIds: number[]) {
  for (const featureId of featureIds)
    await database.db.execute(
      sql`insert into company_features (company_id, feature_id) values (${companyId}, ${featureId})`,
    );
}

async function companyNamed(name: string) {
  const id = await createCompany(database.db, `${name} ${unique("co")}`);
  const result = await database.db.execute<{ slug: string; name: string }>(
    sql`select slug, name from companies where id = ${id}`,
  );
  const row = result.rows[0];
  if (!row) throw new Error("no company");
  return { id, ...row };
}

describe("listAlternatives", () => {
  it("ranks by shared categories, features and co-reviewers, with a sentence for each, active ones first", async () => {
    const email = await createCategory("Email Tools");
    const sms = await createCategory("Text Tools");
    const features = await createFeatures(email.id, 7);
    const target = await companyNamed("Target");
    const twin = await companyNamed("Twin");
    const cousin = await companyNamed("Cousin");
    const faraway = await companyNamed("Faraway");
    const retired = await companyNamed("Retired");
    const pending = await companyNamed("Pending");
    const unrelated = await companyNamed("Unrelated");
    await place(target.id, email.id, true);
    await place(target.id, sms.id, false);
    await place(twin.id, email.id, true);
    await place(twin.id, sms.id, false);
    await place(cousin.id, sms.id, false);
    await place(faraway.id, email.id, false);
    await place(retired.id, email.id, true);
    await place(pending.id, email.id, true);
    await tag(target.id, features);
    await tag(twin.id, features.slice(0, 5));
    await tag(retired.id, features);
    await database.db.execute(sql`update companies set status = 'discontinued' where id = ${retired.id}`);
    await database.db.execute(sql`update companies set listing_status = 'pending' where id = ${pending.id}`);
    // Two operators reviewed the target and the twin; one reviewed the target and an unrelated company.
    for (let index = 0; index < 2; index++) {
      const user = await createUser(database.db);
      await createReview(database.db, { companyId: target.id, userId: user.id, rating: 5 });
      await createReview(database.db, { companyId: twin.id, userId: user.id, rating: 4 });
    }
    const loner = await createUser(database.db);
    await createReview(database.db, { companyId: target.id, userId: loner.id });
    await createReview(database.db, { companyId: unrelated.id, userId: loner.id });

    const alternatives = await listAlternatives(database.db, target.id);
    expect(alternatives.map((alternative) => alternative.name)).toEqual([
      twin.name,
      faraway.name,
      cousin.name,
      retired.name,
    ]);
    const [first, , third, last] = alternatives;
    expect(first?.reason).toBe(
      `Also in ${email.name} and ${sms.name}; shares 5 of 7 features; 2 operators reviewed both; rated 4.0 in 2 reviews`,
    );
    expect(third?.reason).toBe(`Also in ${sms.name}`);
    expect(last?.reason).toBe(`Also in ${email.name}; shares 7 of 7 features; discontinued`);
    expect((await listAlternatives(database.db, target.id, { limit: 2 })).length).toBe(2);
  });
});
