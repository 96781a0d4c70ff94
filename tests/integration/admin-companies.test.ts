import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { refreshAlternatives } from "#server/catalog/refresh-alternatives.ts";
import { createCompany, createReview } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { signedInClient, signedUpClient, uniqueEmail } from "#tests/support/test-app.ts";

const adminEmail = uniqueEmail("catalog-admin");
const password = "catalog admin pass 1";

const { database, app } = prepareTestApp({ ADMIN_EMAILS: adminEmail });

function admin() {
  return signedInClient(app, { email: adminEmail, password, firstName: "Cat", lastName: "Alog" });
}

describe("admin companies", () => {
  it("filters by tab with counts, searches on the server and pages through thousands", async () => {
    const client = await admin();
    await database.db.execute(sql`
      insert into companies (name, slug, domain, is_ai_generated, ai_source)
      select 'Bulk Discovered ' || n, 'bulk-discovered-' || n, 'bulk-' || n || '.example', true, 'built-in discovery'
      from generate_series(1, 45) as n`);
    const all = await (await client.request("/admin/companies")).text();
    expect(all).toMatch(/All \([\d,]{3,}\)/);
    expect(all).toContain("AI Generated (45)");
    const ai = await (await client.request("/admin/companies?filter=ai&page=3")).text();
    expect(ai).toContain("Page 3 of 3");
    expect(ai).toContain("Source: built-in discovery");
    const searched = await (await client.request("/admin/companies?q=klaviyo")).text();
    expect(searched).toContain("Klaviyo");
    expect(searched).not.toContain("Omnisend");
    const none = await (await client.request("/admin/companies?q=zzzz-no-such-company")).text();
    expect(none).toContain("No companies found for the selected filter.");
  });

  it("marks a company as sponsored and back, with audit entries", async () => {
    const client = await admin();
    const companyId = await createCompany(database.db);
    await client.postForm("/admin/companies", { intent: "sponsor", companyId: String(companyId) });
    const sponsored = await database.db.execute<{ is_sponsored: boolean }>(
      sql`select is_sponsored from companies where id = ${companyId}`,
    );
    expect(sponsored.rows[0]?.is_sponsored).toBe(true);
    await client.postForm("/admin/companies", { intent: "unsponsor", companyId: String(companyId) });
    const audit = await database.db.execute<{ action: string }>(
      sql`select action from admin_audit_log where target_type = 'company' and target_id = ${String(companyId)} order by id`,
    );
    expect(audit.rows.map((row) => row.action)).toEqual(["company.sponsor", "company.unsponsor"]);
  });

  it("deletes a company with its reviews and award places, and says so", async () => {
    const client = await admin();
    const companyId = await createCompany(database.db, "Doomed Company");
    await createReview(database.db, { companyId, rating: 5 });
    await createReview(database.db, { companyId, rating: 2 });
    const response = await client.postForm("/admin/companies", { intent: "delete", companyId: String(companyId) });
    expect(response.status).toBe(200);
    const left = await database.db.execute<{ companies: number; reviews: number }>(sql`
      select (select count(*) from companies where id = ${companyId})::int as companies,
        (select count(*) from reviews where company_id = ${companyId})::int as reviews`);
    expect(left.rows[0]).toEqual({ companies: 0, reviews: 0 });
    const audit = await database.db.execute<{ before: { name: string; reviews: number } }>(
      sql`select before from admin_audit_log where action = 'company.delete' and target_id = ${String(companyId)}`,
    );
    expect(audit.rows[0]?.before).toMatchObject({ name: "Doomed Company", reviews: 2 });
    const again = await client.postForm("/admin/companies", { intent: "delete", companyId: String(companyId) });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain("Failed to delete company: This company doesn&#x27;t exist.");
  });

  it("lists companies awaiting review and approves one from the list", async () => {
    const client = await admin();
    const companyId = await createCompany(database.db, "Submitted By Member");
    await database.db.execute(sql`
      update companies set is_community_submitted = true, listing_status = 'pending',
        proposed_category_ids = array[(select id from categories where slug = 'returns')]
      where id = ${companyId}`);
    await database.db.execute(sql`delete from company_categories where company_id = ${companyId}`);
    const tab = await (await client.request("/admin/companies?filter=community")).text();
    expect(tab).toContain("Submitted By Member");
    expect(tab).toContain("Awaiting review");
    const approved = await client.postForm("/admin/companies", {
      intent: "approve-company",
      companyId: String(companyId),
    });
    expect(await approved.text()).toContain("Submitted By Member approved: it is now listed");
    const row = await database.db.execute<{ listing_status: string; primary_slug: string }>(sql`
      select c.listing_status, k.slug as primary_slug from companies c
      join company_categories cc on cc.company_id = c.id and cc.is_primary join categories k on k.id = cc.category_id
      where c.id = ${companyId}`);
    expect(row.rows[0]).toEqual({ listing_status: "listed", primary_slug: "returns" });
    const again = await client.postForm("/admin/companies", {
      intent: "approve-company",
      companyId: String(companyId),
    });
    expect(again.status).toBe(409);
  });

  it("refuses every company action to non-admins", async () => {
    const companyId = await createCompany(database.db);
    const user = await signedUpClient(app, { firstName: "Just", lastName: "User", password });
    for (const intent of ["delete", "sponsor", "ai-summary", "ai-reviews"]) {
      expect((await user.postForm("/admin/companies", { intent, companyId: String(companyId) })).status).toBe(403);
    }
    const still = await database.db.execute<{ total: number }>(
      sql`select count(*)::int as total from companies where id = ${companyId}`,
    );
    expect(still.rows[0]?.total).toBe(1);
  });
});

describe("editing a company", () => {
  it("keeps a network's kind and a service's pricing model: the form offers every kind and model (found by the probe of issue #35)", async () => {
    const client = await admin();
    const companyId = await createCompany(database.db, "Network Co");
    await database.db.execute(
      sql`update companies set kind = 'network', pricing_model = 'retainer' where id = ${companyId}`,
    );
    const form = await (await client.request(`/admin/companies/${companyId}/edit`)).text();
    // The selects offer the company's current values, so a save sends them back unchanged.
    expect(form).toMatch(/<option value="network" selected="">/);
    expect(form).toMatch(/<option value="retainer" selected="">/);
    const saved = await client.postForm(`/admin/companies/${companyId}/edit`, {
      name: "Network Company",
      websiteUrl: "https://network-company.example",
      kind: "network",
      pricingModel: "retainer",
      primaryCategory: "returns",
    });
    expect(saved.status).toBe(302);
    const row = await database.db.execute<{ name: string; kind: string; pricing_model: string }>(
      sql`select name, kind, pricing_model from companies where id = ${companyId}`,
    );
    expect(row.rows[0]).toEqual({ name: "Network Company", kind: "network", pricing_model: "retainer" });
  });

  it("saves details and the primary category, refuses a domain another company has, and audits the change", async () => {
    const client = await admin();
    const companyId = await createCompany(database.db, "Editable Co");
    const form = await (await client.request(`/admin/companies/${companyId}/edit`)).text();
    expect(form).toContain("Edit Editable Co");
    await refreshAlternatives(database.db, [companyId]);
    const ranked = () =>
      database.db.execute(sql`select 1 from company_alternative_sets where company_id = ${companyId}`);
    expect((await ranked()).rows).toHaveLength(1);
    const saved = await client.postForm(`/admin/companies/${companyId}/edit`, {
      name: "Editable Company",
      description: "Returns portal for growing brands.",
      websiteUrl: "https://www.editable-company.example",
      platformAppUrl: "",
      logoUrl: "",
      kind: "software",
      pricingModel: "freemium",
      primaryCategory: "returns",
      platforms: "shopify, woocommerce",
      features: "returns portal; exchanges",
    });
    expect(saved.status).toBe(302);
    const row = await database.db.execute<{
      name: string;
      domain: string;
      platforms: string[];
      features: string[];
      category: string;
    }>(sql`
      select c.name, c.domain, c.platforms, c.features, k.slug as category from companies c
      join company_categories cc on cc.company_id = c.id and cc.is_primary join categories k on k.id = cc.category_id
      where c.id = ${companyId}`);
    expect(row.rows[0]).toEqual({
      name: "Editable Company",
      domain: "editable-company.example",
      platforms: ["shopify", "woocommerce"],
      features: ["returns portal", "exchanges"],
      category: "returns",
    });
    // A new primary category: its alternatives are ranked live until the next nightly refresh.
    expect((await ranked()).rows).toHaveLength(0);
    const clash = await client.postForm(`/admin/companies/${companyId}/edit`, {
      name: "Editable Company",
      websiteUrl: "https://klaviyo.com",
      kind: "software",
      primaryCategory: "returns",
    });
    expect(clash.status).toBe(409);
    expect(await clash.text()).toContain("Klaviyo already uses this website");
    const bad = await client.postForm(`/admin/companies/${companyId}/edit`, {
      name: "E",
      kind: "robot",
      primaryCategory: "returns",
    });
    expect(bad.status).toBe(422);
    const audit = await database.db.execute<{ total: number }>(
      sql`select count(*)::int as total from admin_audit_log where action = 'company.update' and target_id = ${String(companyId)}`,
    );
    expect(audit.rows[0]?.total).toBe(1);
  });
});
