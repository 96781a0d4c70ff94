import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getCompany } from "#server/catalog/get-company.ts";
import { listCategories } from "#server/catalog/list-categories.ts";
import { ListCompaniesSchema, listCompanies } from "#server/catalog/list-companies.ts";
import { seedCatalog } from "#server/db/seed/seed-catalog.ts";
import { AppError } from "#server/errors.ts";
import { createCompany } from "#tests/support/factories.ts";
import { prepareTestDatabase } from "#tests/support/fixtures.ts";

const database = prepareTestDatabase();

describe("the seed catalog", () => {
  it("has at least 38 categories in three groups and 150 real companies", async () => {
    const categories = await listCategories(database.db);
    expect(categories.length).toBeGreaterThanOrEqual(38);
    expect(new Set(categories.map((category) => category.group))).toEqual(new Set(["saas", "agency", "freelance"]));
    const result = await database.db.execute<{ total: number }>(sql`select count(*)::int as total from companies`);
    expect(result.rows[0]?.total).toBeGreaterThanOrEqual(150);
  });

  it("gives every company exactly one primary category and a normalised, unique domain", async () => {
    const result = await database.db.execute<{ without_primary: number; bad_domains: number }>(sql`
      select
        (select count(*) from companies c where not exists (
          select 1 from company_categories cc where cc.company_id = c.id and cc.is_primary))::int as without_primary,
        (select count(*) from companies where domain is null or domain <> lower(domain) or domain like 'www.%')::int as bad_domains`);
    expect(result.rows[0]).toEqual({ without_primary: 0, bad_domains: 0 });
  });

  it("counts companies per category, every category non-empty", async () => {
    const categories = await listCategories(database.db);
    for (const category of categories) expect(category.companyCount, category.slug).toBeGreaterThanOrEqual(3);
    const email = categories.find((category) => category.slug === "email-marketing");
    const direct = await database.db.execute<{ total: number }>(
      sql`select count(*)::int as total from company_categories cc join categories c on c.id = cc.category_id where c.slug = 'email-marketing'`,
    );
    expect(email?.companyCount).toBe(direct.rows[0]?.total);
  });

  it("is idempotent: seeding again adds nothing", async () => {
    const before = await database.db.execute<{ total: number }>(sql`select count(*)::int as total from companies`);
    await seedCatalog(database.db);
    const after = await database.db.execute<{ total: number }>(sql`select count(*)::int as total from companies`);
    expect(after.rows[0]?.total).toBe(before.rows[0]?.total);
  });

  it("rejects a second company with the same domain in any letter case", async () => {
    await expect(
      database.db.execute(
        sql`insert into companies (name, slug, domain) values ('Klaviyo Copy', 'klaviyo-copy', 'KLAVIYO.COM')`,
      ),
    ).rejects.toThrow();
  });
});

describe("listCompanies", () => {
  it("pages through all companies by name with a cursor, without repeats", async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 50; page++) {
      const result = await listCompanies(database.db, ListCompaniesSchema.parse({ limit: 50, cursor }));
      seen.push(...result.companies.map((company) => company.name));
      if (!result.nextCursor) break;
      cursor = result.nextCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...seen].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const total = await database.db.execute<{ total: number }>(sql`select count(*)::int as total from companies`);
    expect(seen.length).toBe(total.rows[0]?.total);
  });

  it("filters by category slug, including non-primary categories", async () => {
    const result = await listCompanies(
      database.db,
      ListCompaniesSchema.parse({ category: "sms-marketing", limit: 100 }),
    );
    const names = result.companies.map((company) => company.name);
    expect(names).toContain("Attentive");
    expect(names.length).toBeGreaterThanOrEqual(3);
  });

  it("answers an unknown category with not_found and a bad cursor with bad_request", async () => {
    await expect(
      listCompanies(database.db, ListCompaniesSchema.parse({ category: "no-such-thing" })),
    ).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(listCompanies(database.db, ListCompaniesSchema.parse({ cursor: "garbage" }))).rejects.toMatchObject({
      code: "bad_request",
    });
  });

  it("validates limits", () => {
    expect(ListCompaniesSchema.safeParse({ limit: "0" }).success).toBe(false);
    expect(ListCompaniesSchema.safeParse({ limit: "101" }).success).toBe(false);
    expect(ListCompaniesSchema.safeParse({ limit: "2.5" }).success).toBe(false);
    expect(ListCompaniesSchema.parse({}).limit).toBe(20);
  });
});

describe("getCompany", () => {
  it("returns the company with its primary category first", async () => {
    const [row] = (
      await database.db.execute<{ id: number }>(sql`select id from companies where domain = 'klaviyo.com'`)
    ).rows;
    if (!row) throw new Error("Klaviyo is missing from the seed catalog");
    const company = await getCompany(database.db, row.id);
    expect(company.name).toBe("Klaviyo");
    expect(company.categories[0]?.isPrimary).toBe(true);
    expect(company.reviewCount).toBe(0);
    expect(company.averageRating).toBeNull();
  });

  it("reads its categories in the same query: primary first, then in the catalog's order, none when it has none", async () => {
    const company = await createCompany(database.db, "Category Order Co");
    const ids = (
      await database.db.execute<{ id: number; slug: string }>(
        sql`select id, slug from categories where slug in ('ecommerce-platforms', 'email-marketing', 'reviews-ugc')`,
      )
    ).rows;
    const idOf = (slug: string) => ids.find((row) => row.slug === slug)?.id;
    await database.db.execute(sql`insert into company_categories (company_id, category_id, is_primary) values
      (${company}, ${idOf("ecommerce-platforms")}, false), (${company}, ${idOf("reviews-ugc")}, true),
      (${company}, ${idOf("email-marketing")}, false)`);
    const detail = await getCompany(database.db, company);
    expect(detail.categories.map(({ slug, isPrimary }) => ({ slug, isPrimary }))).toEqual([
      { slug: "reviews-ugc", isPrimary: true },
      { slug: "ecommerce-platforms", isPrimary: false },
      { slug: "email-marketing", isPrimary: false },
    ]);
    expect(Object.keys(detail.categories[0] ?? {}).sort()).toEqual(["icon", "id", "isPrimary", "name", "slug"]);
    expect(detail.categories[0]?.id).toBe(idOf("reviews-ugc"));
    expect((await getCompany(database.db, await createCompany(database.db))).categories).toEqual([]);
  });

  it("throws not_found for an unknown id", async () => {
    await expect(getCompany(database.db, 987654)).rejects.toBeInstanceOf(AppError);
  });
});
