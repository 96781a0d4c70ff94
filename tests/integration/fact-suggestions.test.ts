// Suggest an edit of a company's facts (issue #16): a signed-in user proposes values with evidence; bad values
// are refused with a message and what was typed comes back; a moderator accepts (the facts change, audited, and
// the suggestion becomes the group's source) or rejects (nothing changes). Representatives' edits say so.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companyIdByDomain, confirmEmailOf, createCompany } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { signedInClient, uniqueEmail } from "#tests/support/test-app.ts";

const adminEmail = uniqueEmail("facts-admin");
const { database, app } = prepareTestApp({ ADMIN_EMAILS: adminEmail });
const password = "facts test phrase";

async function member() {
  const email = uniqueEmail("facts");
  const client = await signedInClient(app, { email, password, firstName: "Fay", lastName: "Facts" });
  await confirmEmailOf(database.db, email);
  return client;
}

function post(client: Awaited<ReturnType<typeof member>>, path: string, pairs: [string, string][]) {
  return client.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(pairs).toString(),
  });
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
    expect(html).toContain(`/company/${companyId}/suggest-edit`);
  });

  it("refuses bad values with a message, keeps what was typed, and refuses a suggestion that changes nothing", async () => {
    const companyId = await createCompany(database.db);
    const client = await member();
    const noEvidence = await post(client, `/company/${companyId}/suggest-edit?group=pricing`, [
      ["group", "pricing"],
      ["freeTrialDays", "900"],
      ["evidence", ""],
    ]);
    expect(noEvidence.status).toBe(422);
    const html = await noEvidence.text();
    expect(html).toContain("A free trial is 1 to 365 days");
    expect(html).toContain("Say where this can be checked");
    expect(html).toContain('value="900"');

    const partialPrice = await post(client, `/company/${companyId}/suggest-edit`, [
      ["group", "pricing"],
      ["startingPriceAmount", "29"],
      ["evidence", "https://example.com/pricing"],
    ]);
    expect(partialPrice.status).toBe(422);
    expect(await partialPrice.text()).toContain("A starting price needs an amount, a currency and what it is per");

    const unchanged = await post(client, `/company/${companyId}/suggest-edit`, [
      ["group", "pricing"],
      ["evidence", "https://example.com/pricing"],
    ]);
    expect(unchanged.status).toBe(422);
    expect(await unchanged.text()).toContain("That is what the page already says");

    const unknownPartner = await post(client, `/company/${companyId}/suggest-edit`, [
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
    const sent = await post(client, `/company/${companyId}/suggest-edit`, [
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
    const platforms = await post(client, `/company/${companyId}/suggest-edit`, [
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
    const accepted = await post(admin, "/admin/fact-edits", [
      ["intent", "accept"],
      ["suggestionId", String(pricing?.id)],
    ]);
    expect(accepted.status).toBe(200);
    const rejected = await post(admin, "/admin/fact-edits", [
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

    const again = await post(admin, "/admin/fact-edits", [
      ["intent", "accept"],
      ["suggestionId", String(pricing?.id)],
    ]);
    expect(again.status).toBe(409);
  });

  it("marks an accepted edit by the company's representative as updated by the company", async () => {
    const companyId = await createCompany(database.db);
    const client = await member();
    const user = await database.db.execute<{ id: string }>(sql`select id from users order by created_at desc limit 1`);
    await database.db.execute(sql`insert into company_claims (company_id, user_id, claim_email, status)
      values (${companyId}, ${user.rows[0]?.id}, 'rep@example.com', 'approved')`);
    const sent = await post(client, `/company/${companyId}/suggest-edit`, [
      ["group", "fit"],
      ["brandSizes", "sevenFigures"],
      ["regions", "europe"],
      ["languages", "en, DE"],
      ["evidence", "We serve these brands; see our customers page."],
    ]);
    expect(sent.status).toBe(200);
    const [suggestion] = await pendingFor(companyId);
    const admin = await signedInClient(app, { email: adminEmail, password });
    await post(admin, "/admin/fact-edits", [
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
