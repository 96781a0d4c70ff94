import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addCompany } from "#server/catalog/add-company.ts";
import { createUser } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient, signedUpClient } from "#tests/support/test-app.ts";

const { database, app } = prepareTestApp();

describe("duplicate check", () => {
  it("matches the domain exactly after normalising, and names by substring or typo", async () => {
    const client = createClient(app);
    const byDomain = await (
      await client.request("/api/v1/company-duplicates?domain=HTTPS://WWW.Klaviyo.com/pricing")
    ).json();
    expect(byDomain.domainMatch?.name).toBe("Klaviyo");
    expect(byDomain.normalisedDomain).toBe("klaviyo.com");
    const byTypo = await (await client.request("/api/v1/company-duplicates?name=klavio")).json();
    expect(byTypo.nameMatches.map((match: { name: string }) => match.name)).toContain("Klaviyo");
    const bySubstring = await (await client.request("/api/v1/company-duplicates?name=gorg")).json();
    expect(bySubstring.nameMatches.map((match: { name: string }) => match.name)).toContain("Gorgias");
    const nothing = await (await client.request("/api/v1/company-duplicates?name=zzqqxx&domain=zzqqxx.example")).json();
    expect(nothing).toEqual({ normalisedDomain: "zzqqxx.example", domainMatch: null, nameMatches: [] });
  });
});

describe("adding a company", () => {
  it("creates a community-submitted company awaiting review, with its chosen categories, for signed-in users only", async () => {
    const anonymous = await createClient(app).postJson("/api/v1/companies", {
      name: "Nope Co",
      domain: "nope.example",
      categories: ["returns"],
    });
    expect(anonymous.status).toBe(401);
    const client = await signedUpClient(app, { firstName: "Add", lastName: "Er", password: "adding companies phrase" });
    const created = await client.postJson("/api/v1/companies", {
      name: "Tiny Returns App",
      domain: "https://www.tinyreturns.com/",
      categories: ["returns", "shipping-fulfilment"],
    });
    expect(created.status).toBe(201);
    const { company } = await created.json();
    const row = await database.db.execute<{
      domain: string;
      slug: string;
      is_community_submitted: boolean;
      listing_status: string;
      proposed: string[];
      links: number;
    }>(sql`
      select c.domain, c.slug, c.is_community_submitted, c.listing_status,
        array(select k.slug from unnest(c.proposed_category_ids) with ordinality p(id, n) join categories k on k.id = p.id order by p.n) as proposed,
        (select count(*)::int from company_categories l where l.company_id = c.id) as links
      from companies c where c.id = ${company.id}`);
    expect(row.rows[0]).toEqual({
      domain: "tinyreturns.com",
      slug: "tiny-returns-app",
      is_community_submitted: true,
      listing_status: "pending",
      proposed: ["returns", "shipping-fulfilment"],
      links: 0,
    });
    // Not in the category until an admin approves it (tests/integration/community-companies.test.ts).
    const page = await (await client.request(`/categories/returns`)).text();
    expect(page).not.toContain("Tiny Returns App");
    const own = await (await client.request(`/company/${company.id}`)).text();
    expect(own).toContain("Added by the community, not yet checked");

    // Its review form shows the categories chosen for it, the first one ticked, before "More categories"
    // (issue #35: they were all hidden there, the required category unticked).
    const form = await (await client.request(`/write-review?companyId=${company.id}`)).text();
    const shown = form.slice(0, form.indexOf("More categories"));
    expect(shown).toMatch(/<input(?=[^>]*value="returns")(?=[^>]*checked="")[^>]*>/);
    expect(shown).toMatch(/<input[^>]*value="shipping-fulfilment"/);
    expect(shown).not.toMatch(/<input[^>]*value="email-marketing"/);
  });

  it("refuses a domain already in use with the documented message", async () => {
    const client = await signedUpClient(app, {
      firstName: "Dup",
      lastName: "Er",
      password: "duplicate domains phrase",
    });
    const response = await client.postJson("/api/v1/companies", {
      name: "Klaviyo Clone",
      domain: "klaviyo.com",
      categories: ["email-marketing"],
    });
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe(
      "Domain already in use: This domain is already associated with an existing company.",
    );
    const invalid = await client.postJson("/api/v1/companies", { name: "X", domain: "no", categories: [] });
    expect(invalid.status).toBe(422);
  });

  it("creates exactly one company when two users add the same domain at once", async () => {
    const [first, second] = await Promise.all([createUser(database.db), createUser(database.db)]);
    const input = { name: "Race Condition Co", domain: "race-condition.com", categories: ["crm"] };
    const results = await Promise.allSettled([
      addCompany(database.db, first?.id ?? "", input),
      addCompany(database.db, second?.id ?? "", { ...input, name: "Race Condition Company" }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((result) => result.status === "rejected");
    expect(rejected?.status === "rejected" && rejected.reason.code).toBe("conflict");
    const count = await database.db.execute<{ total: number }>(
      sql`select count(*)::int as total from companies where domain = 'race-condition.com'`,
    );
    expect(count.rows[0]?.total).toBe(1);
  });
});
