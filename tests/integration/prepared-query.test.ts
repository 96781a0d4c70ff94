// Prepared queries (issue #18, server/db/prepared-query.ts): assembled once, executed with each call's values; on a
// PostgreSQL server a named statement whose plan the connection keeps, on the embedded database unnamed.
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { describe, expect, it } from "vitest";
import { getCompanyFacts } from "#server/catalog/company-facts.ts";
import { getCompany, getCompanyWithFacts } from "#server/catalog/get-company.ts";
import { listAlternatives } from "#server/catalog/list-alternatives.ts";
import { type Database, keepStatementPlans } from "#server/db/client.ts";
import { prepareBuilt, prepareSql, statementName } from "#server/db/prepared-query.ts";
import { companies } from "#server/db/schema/catalog.ts";
import { countReviewMentions } from "#server/reviews/review-mentions.ts";
import { prepareTestDatabase } from "#tests/support/fixtures.ts";
import { testDatabaseKind } from "#tests/support/test-database.ts";

const database = prepareTestDatabase();

const selectNamed = prepareSql<{ name: string; slug: string }>(
  "test-company-by-slug",
  () => sql`select name, slug from companies where slug = ${sql.placeholder("slug")}`,
);
const selectBuilt = prepareBuilt("test-company-by-slug-built", (db, name) =>
  db
    .select({ name: companies.name })
    .from(companies)
    .where(sql`${companies.slug} = ${sql.placeholder("slug")}`)
    .prepare(name),
);

describe("prepared queries", () => {
  it("answer each call with its own values, the same as the query written out", async () => {
    const db = database.db;
    const [klaviyo] = await selectNamed(db, { slug: "klaviyo" });
    const [gorgias] = await selectNamed(db, { slug: "gorgias" });
    expect(klaviyo?.name).toBe("Klaviyo");
    expect(gorgias?.name).toBe("Gorgias");
    expect(await selectNamed(db, { slug: "no-such-company" })).toEqual([]);
    expect(await selectBuilt(db).execute({ slug: "gorgias" })).toEqual([{ name: "Gorgias" }]);
  });

  it("refuses a second query under a name already taken", () => {
    expect(() => prepareSql("test-company-by-slug", () => sql`select 1`)).toThrow(/named "test-company-by-slug"/);
  });

  it("is named on a PostgreSQL server and unnamed on the embedded database", () => {
    expect(statementName(database.db, "company")).toBe(testDatabaseKind() === "postgres" ? "company" : "");
  });

  it.runIf(testDatabaseKind() === "postgres")(
    "keeps its plan in the connection on PostgreSQL: prepared once, executed many times",
    async () => {
      // One connection of this file's database, so the statement is looked for where it was prepared.
      const client = await database.pool.connect();
      try {
        const db = drizzle(client) as unknown as Database;
        keepStatementPlans(db);
        for (const slug of ["klaviyo", "gorgias", "klaviyo"]) expect(await selectNamed(db, { slug })).toHaveLength(1);
        const statements = await client.query<{ name: string }>(
          "select name from pg_prepared_statements where name = 'test-company-by-slug'",
        );
        expect(statements.rows).toEqual([{ name: "test-company-by-slug" }]);
      } finally {
        client.release();
      }
    },
  );

  it("serves the company page's reads as before: company, facts, mentions and alternatives of two companies", async () => {
    const db = database.db;
    const ids = await db.execute<{ id: number; slug: string }>(
      sql`select id, slug from companies where slug in ('klaviyo', 'gorgias') order by slug`,
    );
    for (const { id, slug } of ids.rows) {
      const company = await getCompany(db, id);
      expect(company.slug).toBe(slug);
      expect(company.categories.length).toBeGreaterThan(0);
      const facts = await getCompanyFacts(db, id);
      expect(facts?.platforms.length).toBeGreaterThan(0);
      // The company page reads company and facts in one query: the same facts, to the last field.
      const together = await getCompanyWithFacts(db, id);
      expect(together.facts).toEqual(facts);
      expect(together.facts?.integrations.length).toBeGreaterThan(0);
      expect(together.facts?.sources.length).toBeGreaterThan(0);
      expect({ ...together, facts: undefined }).toEqual({ ...company, facts: undefined });
      const mentions = await countReviewMentions(db, id, { includeAi: true });
      const withoutAi = await countReviewMentions(db, id, { includeAi: false });
      expect(mentions.reviewCount).toBeGreaterThanOrEqual(withoutAi.reviewCount);
      const alternatives = await listAlternatives(db, id, { limit: 5 });
      expect(alternatives.map((alternative) => alternative.id)).not.toContain(id);
    }
  });
});
