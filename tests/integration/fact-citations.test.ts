// Facts with a citation each (issue #37): the company page and compare show each fact's as-of date and its
// source, a compare row no company has a value for folds into one line, and a fact kept without a column of its
// own (contracts/facts/fact-definitions.ts, storage "value") is shown from its definition.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCompany } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient } from "#tests/support/test-app.ts";

const { database, app } = prepareTestApp();

let sequence = 0;
async function companyNamed(name: string) {
  sequence += 1;
  const id = await createCompany(database.db, `${name} ${process.pid}-${sequence}`);
  const result = await database.db.execute<{ slug: string }>(sql`select slug from companies where id = ${id}`);
  return { id, slug: result.rows[0]?.slug ?? "" };
}

async function cite(companyId: number, fact: string, url: string, asOf: string) {
  await database.db.execute(sql`insert into company_fact_citations (company_id, fact, url, as_of, note)
    values (${companyId}, ${fact}, ${url}, ${asOf}, 'The vendor pricing page')`);
}

function text(html: string) {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

describe("fact citations", () => {
  it("shows each cited fact's as-of date and its source on the company page", async () => {
    const vendor = await companyNamed("Cited Vendor");
    await database.db.execute(
      sql`update companies set pricing_model = 'subscription', free_plan = false where id = ${vendor.id}`,
    );
    await cite(vendor.id, "pricingModel", "https://example.com/pricing", "2026-10-14");
    const page = await (await createClient(app).request(`/company/${vendor.slug}`)).text();
    expect(text(page)).toMatch(/Pricing model Subscription .*as of 14 October 2026/);
    expect(page).toContain('href="https://example.com/pricing"');
  });

  it("shows a fact kept without a column (custom pricing, plans, transaction fee) from its definition", async () => {
    const vendor = await companyNamed("Planned Vendor");
    await database.db.execute(sql`insert into company_fact_values (company_id, fact, value) values
      (${vendor.id}, 'customPricing', 'true'::jsonb),
      (${vendor.id}, 'transactionFee', '{"percent": 2.9, "fixed": {"amount": 0.3, "currency": "USD"}}'::jsonb),
      (${vendor.id}, 'plans', '[{"name": "Basic", "price": {"amount": 29, "currency": "USD", "unit": "month"}}, {"name": "Plus", "price": "custom"}]'::jsonb)`);
    await cite(vendor.id, "plans", "https://example.com/plans", "2026-09-01");
    const page = text(await (await createClient(app).request(`/company/${vendor.slug}`)).text());
    expect(page).toContain("Custom pricing Yes: quoted on request");
    expect(page).toContain("Transaction fee 2.9% + $0.30");
    expect(page).toMatch(/Basic \$29 per month/);
    expect(page).toMatch(/Plus custom pricing/);
  });

  it("folds compare rows no company has a value for into one line, and opens a row's sources without JavaScript", async () => {
    const first = await companyNamed("Compare Alpha");
    const second = await companyNamed("Compare Beta");
    await database.db.execute(
      sql`update companies set pricing_model = 'freemium' where id in (${first.id}, ${second.id})`,
    );
    await cite(first.id, "pricingModel", "https://alpha.example.com/pricing", "2026-11-02");
    const path = `/compare/${[first.slug, second.slug].sort().join("-vs-")}`;
    const html = await (await createClient(app).request(path)).text();
    const page = text(html);
    // Nobody has a transaction fee, plans or regions: one line names them instead of rows of "not listed".
    expect(page).toMatch(/Not listed for any: [^.]*Transaction fee/);
    expect(page).not.toMatch(/<th scope="row"[^>]*>Transaction fee</);
    expect(html).not.toMatch(/<th scope="row"[^>]*>Transaction fee<\/th>/);
    // The pricing model row is listed, with its sources in a <details> and each value's as-of date.
    expect(html).toMatch(/<th scope="row"[^>]*>Pricing model/);
    expect(html).toMatch(/<details[^>]*>\s*<summary[^>]*>Sources/);
    expect(html).toContain('href="https://alpha.example.com/pricing"');
    expect(page).toContain("as of 2 November 2026");
  });
});

describe("a fact added by its definition alone (SOC 2 report available)", () => {
  it("is stored, shown with its source on the company page and compared", async () => {
    const first = await companyNamed("Audited Alpha");
    const second = await companyNamed("Audited Beta");
    await database.db.execute(
      sql`insert into company_fact_values (company_id, fact, value) values (${first.id}, 'soc2Report', 'true'::jsonb)`,
    );
    await cite(first.id, "soc2Report", "https://alpha.example.com/trust", "2026-08-20");
    const page = text(await (await createClient(app).request(`/company/${first.slug}`)).text());
    expect(page).toMatch(/SOC 2 report available Yes as of 20 August 2026/);
    const compare = await (
      await createClient(app).request(`/compare/${[first.slug, second.slug].sort().join("-vs-")}`)
    ).text();
    expect(compare).toMatch(/<th scope="row"[^>]*>SOC 2 report available/);
  });
});
