// Suggest an edit of a company's facts (issue #16): a signed-in user proposes values with evidence; bad values
// are refused with a message and what was typed comes back; a moderator accepts (the facts change, audited, and
// the suggestion becomes the group's source) or rejects (nothing changes). Representatives' edits say so.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { refreshAlternatives } from "#server/catalog/refresh-alternatives.ts";
import { approveRepresentative, companyIdByDomain, createCompany } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient, signedInClient, signedUpAccount, uniqueEmail } from "#tests/support/test-app.ts";

const adminEmail = uniqueEmail("facts-admin");
const { database, app } = prepareTestApp({ ADMIN_EMAILS: adminEmail });
const password = "facts test phrase";

function account(prefix = "facts", firstName = "Fay", lastName = "Facts") {
  return signedUpAccount(app, database.db, { prefix, password, firstName, lastName });
}

async function member() {
  return (await account()).client;
}

async function pendingFor(companyId: number) {
  const result = await database.db.execute<{ id: number; fact_group: string; proposed: Record<string, unknown> }>(
    sql`select id, fact_group, proposed from company_fact_suggestions where company_id = ${companyId} and status = 'pending' order by id`,
  );
  return result.rows;
}

describe("suggesting an edit of a company's facts", () => {
  it("shows the facts panel with its sources and 'not listed' for what is unknown", async () => {
    const companyId = await companyIdByDomain(database.db, "klaviyo.com");
    const html = (await (await (await member()).request(`/company/${companyId}`)).text()).replaceAll("<!-- -->", "");
    expect(html).toContain('id="facts-heading"');
    expect(html).toContain("Facts as of");
    expect(html).toContain("not listed");
    expect(html).toContain("Where these facts come from");
    expect(html).toContain("/company/klaviyo/suggest-edit");
  });

  it("serves the facts with their sources in the company API, and links an acquired company to its successor", async () => {
    const client = createClient(app);
    const klaviyoId = await companyIdByDomain(database.db, "klaviyo.com");
    const body = await (await client.request(`/api/v1/companies/${klaviyoId}`)).json();
    expect(body.company.facts).toMatchObject({
      status: "active",
      successor: null,
      pricing: expect.objectContaining({ model: expect.any(String) }),
    });
    expect(body.company.facts.platforms.length).toBeGreaterThan(0);
    expect(body.company.facts.integrations.length).toBeGreaterThan(0);
    expect(body.company.facts.sources.length).toBeGreaterThan(0);
    // Returnly was acquired by Affirm (catalog/companies): its page keeps its reviews and points to the successor.
    const returnlyId = await companyIdByDomain(database.db, "returnly.com");
    const affirmId = await companyIdByDomain(database.db, "affirm.com");
    const returnly = await (await client.request(`/api/v1/companies/${returnlyId}`)).json();
    expect(returnly.company.facts).toMatchObject({ status: "acquired", successor: { id: affirmId, name: "Affirm" } });
    const html = (await (await client.request(`/company/${returnlyId}`)).text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Returnly was acquired.");
    expect(html).toMatch(/Its successor is <a [^>]*href="\/company\/affirm"[^>]*>Affirm<\/a>/);
  });

  it("refuses bad values with a message, keeps what was typed, and refuses a suggestion that changes nothing", async () => {
    const companyId = await createCompany(database.db);
    const client = await member();
    const noEvidence = await client.postForm(`/company/${companyId}/suggest-edit?group=pricing`, [
      ["group", "pricing"],
      ["freeTrialDays", "900"],
      ["evidence", ""],
    ]);
    expect(noEvidence.status).toBe(422);
    const html = await noEvidence.text();
    expect(html).toContain("A free trial is 1 to 365 days");
    expect(html).toContain("Say where this can be checked");
    expect(html).toContain('value="900"');

    const partialPrice = await client.postForm(`/company/${companyId}/suggest-edit`, [
      ["group", "pricing"],
      ["startingPriceAmount", "29"],
      ["evidence", "https://example.com/pricing"],
    ]);
    expect(partialPrice.status).toBe(422);
    expect(await partialPrice.text()).toContain("A starting price needs an amount, a currency and what it is per");

    const unchanged = await client.postForm(`/company/${companyId}/suggest-edit`, [
      ["group", "pricing"],
      ["evidence", "https://example.com/pricing"],
    ]);
    expect(unchanged.status).toBe(422);
    expect(await unchanged.text()).toContain("That is what the page already says");

    const unknownPartner = await client.postForm(`/company/${companyId}/suggest-edit`, [
      ["group", "integrations"],
      ["integrations", "Klaviyo\nNo Such Company Anywhere"],
      ["evidence", "Their integrations page lists both."],
    ]);
    expect(unknownPartner.status).toBe(422);
    expect(await unknownPartner.text()).toContain("Not in the catalog: No Such Company Anywhere");
    expect(await pendingFor(companyId)).toEqual([]);
  });

  it("applies an accepted suggestion, records it as the source and in the audit log; a rejected one changes nothing", async () => {
    const companyId = await createCompany(database.db);
    const client = await member();
    const sent = await client.postForm(`/company/${companyId}/suggest-edit`, [
      ["group", "pricing"],
      ["model", "subscription"],
      ["freePlan", "no"],
      ["freeTrialDays", "14"],
      ["startingPriceAmount", "29"],
      ["startingPriceCurrency", "USD"],
      ["startingPriceUnit", "month"],
      ["evidence", "https://example.com/pricing"],
    ]);
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("Your suggestion is waiting for a moderator");
    const platforms = await client.postForm(`/company/${companyId}/suggest-edit`, [
      ["group", "platforms"],
      ["platforms", "shopify"],
      ["platforms", "woocommerce"],
      ["appStoreUrl-shopify", "https://apps.shopify.com/example"],
      ["evidence", "The Shopify App Store lists it."],
    ]);
    expect(platforms.status).toBe(200);
    const [pricing, platformSuggestion] = await pendingFor(companyId);
    expect(pricing?.fact_group).toBe("pricing");

    // Nothing changes before a moderator decides.
    const before = await database.db.execute<{ pricing_model: string | null }>(
      sql`select pricing_model from companies where id = ${companyId}`,
    );
    expect(before.rows[0]?.pricing_model).toBeNull();

    const admin = await signedInClient(app, { email: adminEmail, password });
    const queue = await (await admin.request("/admin/fact-edits")).text();
    expect(queue).toContain("https://example.com/pricing");
    const accepted = await admin.postForm("/admin/fact-edits", [
      ["intent", "accept"],
      ["suggestionId", String(pricing?.id)],
    ]);
    expect(accepted.status).toBe(200);
    const rejected = await admin.postForm("/admin/fact-edits", [
      ["intent", "reject"],
      ["suggestionId", String(platformSuggestion?.id)],
      ["note", "No listing found"],
    ]);
    expect(rejected.status).toBe(200);

    const after = await database.db.execute<{
      pricing_model: string;
      free_plan: boolean;
      free_trial_days: number;
      starting_price_amount: string;
      price_band: string;
      platforms: string[];
    }>(sql`select pricing_model, free_plan, free_trial_days, starting_price_amount::text, price_band, platforms
      from companies where id = ${companyId}`);
    expect(after.rows[0]).toMatchObject({
      pricing_model: "subscription",
      free_plan: false,
      free_trial_days: 14,
      price_band: "under-100",
      platforms: [],
    });
    expect(Number(after.rows[0]?.starting_price_amount)).toBe(29);
    const source = await database.db.execute<{ origin: string; url: string | null; note: string }>(
      sql`select origin, url, note from company_fact_sources where company_id = ${companyId} and fact_group = 'pricing'`,
    );
    expect(source.rows[0]).toMatchObject({ origin: "suggestion", url: "https://example.com/pricing" });
    const audit = await database.db.execute<{ action: string }>(
      sql`select action from admin_audit_log where target_type = 'company' and target_id = ${String(companyId)} order by id`,
    );
    expect(audit.rows.map((row) => row.action)).toEqual(["company.facts.accept", "company.facts.reject"]);

    const page = (await (await client.request(`/company/${companyId}`)).text()).replaceAll("<!-- -->", "");
    expect(page).toContain("$29 per month");
    expect(page).toContain("14 days");

    const again = await admin.postForm("/admin/fact-edits", [
      ["intent", "accept"],
      ["suggestionId", String(pricing?.id)],
    ]);
    expect(again.status).toBe(409);
  });

  it("an accepted features edit tags the features and has the company's alternatives ranked live again", async () => {
    const companyId = await createCompany(database.db);
    const category = await database.db.execute<{ id: number; slug: string }>(sql`
      select c.id, f.slug from categories c join category_features f on f.category_id = c.id
      where c.slug = 'email-marketing' order by f.sort_order limit 1`);
    const { id: categoryId, slug: featureSlug } = category.rows[0] ?? { id: 0, slug: "" };
    await database.db.execute(
      sql`insert into company_categories (company_id, category_id, is_primary) values (${companyId}, ${categoryId}, true)`,
    );
    await refreshAlternatives(database.db, [companyId]);
    const ranked = () =>
      database.db.execute(sql`select 1 from company_alternative_sets where company_id = ${companyId}`);
    expect((await ranked()).rows).toHaveLength(1);

    const sent = await (await member()).postForm(`/company/${companyId}/suggest-edit`, [
      ["group", "features"],
      ["features", featureSlug],
      ["evidence", "The product's feature page lists it."],
    ]);
    expect(sent.status).toBe(200);
    const [suggestion] = await pendingFor(companyId);
    const admin = await signedInClient(app, { email: adminEmail, password });
    const accepted = await admin.postForm("/admin/fact-edits", [
      ["intent", "accept"],
      ["suggestionId", String(suggestion?.id)],
    ]);
    expect(accepted.status).toBe(200);
    const tagged = await database.db.execute<{ slug: string }>(sql`
      select f.slug from company_features cf join category_features f on f.id = cf.feature_id
      where cf.company_id = ${companyId}`);
    expect(tagged.rows).toEqual([{ slug: featureSlug }]);
    expect((await ranked()).rows).toHaveLength(0);
  });

  it("marks an accepted edit by the company's representative as updated by the company", async () => {
    const companyId = await createCompany(database.db);
    const { client, id } = await account();
    await approveRepresentative(database.db, companyId, id);
    const sent = await client.postForm(`/company/${companyId}/suggest-edit`, [
      ["group", "fit"],
      ["brandSizes", "sevenFigures"],
      ["regions", "europe"],
      ["languages", "en, DE"],
      ["evidence", "We serve these brands; see our customers page."],
    ]);
    expect(sent.status).toBe(200);
    const [suggestion] = await pendingFor(companyId);
    const admin = await signedInClient(app, { email: adminEmail, password });
    await admin.postForm("/admin/fact-edits", [
      ["intent", "accept"],
      ["suggestionId", String(suggestion?.id)],
    ]);
    const source = await database.db.execute<{ origin: string; note: string }>(
      sql`select origin, note from company_fact_sources where company_id = ${companyId} and fact_group = 'fit'`,
    );
    expect(source.rows[0]?.origin).toBe("representative");
    expect(source.rows[0]?.note).toContain("Updated by the company");
    const languages = await database.db.execute<{ languages: string[] }>(
      sql`select languages from companies where id = ${companyId}`,
    );
    expect(languages.rows[0]?.languages).toEqual(["en", "de"]);
  });
});

describe("suggesting an edit of a company's description, founded year and headquarters", () => {
  const evidence = "Our about page says so: https://example.com/about";
  const description =
    "Quokkaflux builds a returns portal for fashion stores: shoppers start a return online, warehouses see it coming.";

  async function listedInACategory() {
    const companyId = await createCompany(database.db);
    await database.db.execute(sql`insert into company_categories (company_id, category_id, is_primary)
      select ${companyId}, id, true from categories order by id limit 1`);
    return companyId;
  }

  async function profileOf(companyId: number) {
    const result = await database.db.execute<{
      description: string;
      founded_year: number | null;
      headquarters: string | null;
      domain: string;
    }>(sql`select description, founded_year, headquarters, domain from companies where id = ${companyId}`);
    return result.rows[0];
  }

  async function searchDomains(q: string) {
    const response = await (await member()).request(`/api/v1/search?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { results: { domain: string | null }[] };
    return body.results.map((result) => result.domain);
  }

  async function accept(suggestionId: number | undefined) {
    const admin = await signedInClient(app, { email: adminEmail, password });
    const accepted = await admin.postForm("/admin/fact-edits", [
      ["intent", "accept"],
      ["suggestionId", String(suggestionId)],
    ]);
    expect(accepted.status).toBe(200);
  }

  it("shows the profile fields, refuses bad values with a message next to each, keeps what was typed, and refuses a no-op", async () => {
    const companyId = await createCompany(database.db);
    await database.db.execute(sql`update companies set description = 'Sends the emails a store needs, from welcome to win-back.',
      founded_year = 2012, headquarters = 'Boston, USA' where id = ${companyId}`);
    const client = await member();

    const form = (await (await client.request(`/company/${companyId}/suggest-edit?group=profile`)).text()).replaceAll(
      "<!-- -->",
      "",
    );
    expect(form).toMatch(/<label[^>]*for="fact-description"/);
    expect(form).toMatch(/<label[^>]*for="fact-founded"/);
    expect(form).toMatch(/<label[^>]*for="fact-headquarters"/);
    expect(form).toContain("Sends the emails a store needs, from welcome to win-back.");
    expect(form).toContain('value="2012"');

    const short = await client.postForm(`/company/${companyId}/suggest-edit`, [
      ["group", "profile"],
      ["description", "Too short to say much"],
      ["foundedYear", "1700"],
      ["headquarters", "Berlin ".repeat(20)],
      ["evidence", evidence],
    ]);
    expect(short.status).toBe(422);
    const shortHtml = (await short.text()).replaceAll("<!-- -->", "");
    expect(shortHtml).toContain("Write at least 40 characters");
    expect(shortHtml).toContain(`The founded year is a year from 1800 to ${new Date().getUTCFullYear()}`);
    expect(shortHtml).toContain("Keep the headquarters under 80 characters");
    expect(shortHtml).toContain("Too short to say much</textarea>");
    expect(shortHtml).toContain('value="1700"');
    expect(shortHtml).toContain('aria-describedby="fact-founded-hint fact-founded-error"');

    const refusals: [string, string][] = [
      [`${description} See https://quokkaflux.example for more.`, "Leave links out of the description"],
      [`${description} Visit www.quokkaflux.example today.`, "Leave links out of the description"],
      [`<p>${description}</p>`, "without HTML"],
      [`${description}\n\nA second paragraph about the team and its history.`, "Keep the description to one paragraph"],
      [`${"Very long. ".repeat(95)}`, "Keep the description under 1,000 characters"],
      ["", "Write at least 40 characters"],
    ];
    for (const [text, message] of refusals) {
      const refused = await client.postForm(`/company/${companyId}/suggest-edit`, [
        ["group", "profile"],
        ["description", text],
        ["evidence", evidence],
      ]);
      expect(refused.status, text).toBe(422);
      expect(await refused.text(), text).toContain(message);
    }

    // The same values, typed with a line break and extra spaces, change nothing.
    const unchanged = await client.postForm(`/company/${companyId}/suggest-edit`, [
      ["group", "profile"],
      ["description", "  Sends the emails a store needs,\r\nfrom welcome  to win-back. "],
      ["foundedYear", "2012"],
      ["headquarters", " Boston, USA "],
      ["evidence", evidence],
    ]);
    expect(unchanged.status).toBe(422);
    expect(await unchanged.text()).toContain("That is what the page already says");
    expect(await pendingFor(companyId)).toEqual([]);

    // A user's accepted edit is a suggestion, not the company's word.
    const sent = await client.postForm(`/company/${companyId}/suggest-edit`, [
      ["group", "profile"],
      ["description", "Sends the emails and text messages a store needs,\nfrom welcome to win-back."],
      ["foundedYear", ""],
      ["headquarters", "Boston, USA"],
      ["evidence", evidence],
    ]);
    expect(sent.status).toBe(200);
    const [suggestion] = await pendingFor(companyId);
    expect(suggestion?.proposed).toEqual({
      description: "Sends the emails and text messages a store needs, from welcome to win-back.",
      foundedYear: null,
      headquarters: "Boston, USA",
      // The profile form also asks for the facts defined in its group (issue #37); left empty: not listed.
      soc2Report: null,
    });
    await accept(suggestion?.id);
    expect(await profileOf(companyId)).toMatchObject({
      description: "Sends the emails and text messages a store needs, from welcome to win-back.",
      founded_year: null,
      headquarters: "Boston, USA",
    });
    const source = await database.db.execute<{ origin: string; note: string }>(
      sql`select origin, note from company_fact_sources where company_id = ${companyId} and fact_group = 'profile'`,
    );
    expect(source.rows[0]?.origin).toBe("suggestion");
    expect(source.rows[0]?.note).not.toContain("Updated by the company");
  });

  it("applies a representative's accepted profile edit as updated by the company; the page and search show it", async () => {
    const companyId = await listedInACategory();
    const { client, id } = await account("facts-rep", "Rey", "Rep");
    await approveRepresentative(database.db, companyId, id);
    const { domain } = (await profileOf(companyId)) ?? { domain: "" };
    expect(await searchDomains("quokkaflux")).not.toContain(domain);

    const sent = await client.postForm(`/company/${companyId}/suggest-edit`, [
      ["group", "profile"],
      ["description", description],
      ["foundedYear", "2015"],
      ["headquarters", "Berlin, Germany"],
      ["evidence", evidence],
    ]);
    expect(sent.status).toBe(200);
    const [suggestion] = await pendingFor(companyId);
    expect(suggestion?.fact_group).toBe("profile");
    // Nothing changes before a moderator decides.
    expect((await profileOf(companyId))?.description).toBe("");

    const admin = await signedInClient(app, { email: adminEmail, password });
    const queue = (await (await admin.request("/admin/fact-edits")).text()).replaceAll("<!-- -->", "");
    expect(queue).toContain("Description: not listed");
    expect(queue).toContain(`Description: ${description}`);
    expect(queue).toContain("Founded: 2015");
    expect(queue).toContain("Headquarters: Berlin, Germany");
    expect(queue).toContain("Company representative");

    await accept(suggestion?.id);
    expect(await profileOf(companyId)).toMatchObject({
      description,
      founded_year: 2015,
      headquarters: "Berlin, Germany",
    });
    const source = await database.db.execute<{ origin: string; note: string }>(
      sql`select origin, note from company_fact_sources where company_id = ${companyId} and fact_group = 'profile'`,
    );
    expect(source.rows[0]?.origin).toBe("representative");
    expect(source.rows[0]?.note).toContain("Updated by the company");
    const audit = await database.db.execute<{ action: string; after: { group: string } }>(
      sql`select action, after from admin_audit_log where target_type = 'company' and target_id = ${String(companyId)}`,
    );
    expect(audit.rows).toMatchObject([{ action: "company.facts.accept", after: { group: "profile" } }]);

    const page = (await (await client.request(`/company/${companyId}`)).text()).replaceAll("<!-- -->", "");
    expect(page).toContain(description);
    expect(page).toContain("Berlin, Germany");
    expect(page).toContain("Updated by the company");
    expect(await searchDomains("quokkaflux")).toContain(domain);
  });
});

describe("suggesting a fact rendered from its definition (issue #37)", () => {
  it("asks for custom pricing and the SOC 2 report from their definitions, and an accepted value is stored with its citation", async () => {
    const companyId = await createCompany(database.db);
    const client = await member();
    const pricingForm = (
      await (await client.request(`/company/${companyId}/suggest-edit?group=pricing`)).text()
    ).replaceAll("<!-- -->", "");
    expect(pricingForm).toMatch(/<label[^>]*for="fact-customPricing"[^>]*>Custom pricing<\/label>/);
    const profileForm = (
      await (await client.request(`/company/${companyId}/suggest-edit?group=profile`)).text()
    ).replaceAll("<!-- -->", "");
    expect(profileForm).toMatch(/<label[^>]*for="fact-soc2Report"[^>]*>SOC 2 report available<\/label>/);
    const sent = await client.postForm(`/company/${companyId}/suggest-edit`, [
      ["group", "pricing"],
      ["model", "quote-based"],
      ["customPricing", "yes"],
      ["evidence", "https://example.com/pricing-faq"],
    ]);
    expect(sent.status).toBe(200);
    const [pending] = await pendingFor(companyId);
    expect(pending?.proposed).toMatchObject({ model: "quote-based", customPricing: true });
    const admin = await signedInClient(app, { email: adminEmail, password });
    const accepted = await admin.postForm("/admin/fact-edits", [
      ["intent", "accept"],
      ["suggestionId", String(pending?.id)],
    ]);
    expect(accepted.status).toBe(200);
    const stored = await database.db.execute<{ value: unknown }>(
      sql`select value from company_fact_values where company_id = ${companyId} and fact = 'customPricing'`,
    );
    expect(stored.rows[0]?.value).toBe(true);
    const citation = await database.db.execute<{ url: string | null; origin: string }>(
      sql`select url, origin from company_fact_citations where company_id = ${companyId} and fact = 'customPricing'`,
    );
    expect(citation.rows[0]).toEqual({ url: "https://example.com/pricing-faq", origin: "suggestion" });
    const modelCitation = await database.db.execute<{ url: string | null }>(
      sql`select url from company_fact_citations where company_id = ${companyId} and fact = 'pricingModel'`,
    );
    expect(modelCitation.rows[0]?.url).toBe("https://example.com/pricing-faq");
  });
});
