// Wayfinding (issue #35, item 9): a representative finds the vendor dashboard in the account menu; others do not
// see the entry.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companyIdByDomain } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { signedInClient, uniqueEmail } from "#tests/support/test-app.ts";

const { database, app } = prepareTestApp();

const vendorEntry = />Vendor Dashboard</;

describe("the account menu", () => {
  it("offers the vendor dashboard to a representative, on every page", async () => {
    const email = uniqueEmail("menu-rep");
    const client = await signedInClient(app, { email, password: "a long enough password" });
    const companyId = await companyIdByDomain(database.db, "loopreturns.com");
    await database.db.execute(sql`
      insert into company_claims (company_id, user_id, claim_email, status)
      select ${companyId}, id, 'menu@loopreturns.com', 'approved' from users where email = ${email}`);
    for (const path of ["/", "/categories/returns"]) {
      const html = await (await client.request(path)).text();
      expect(html, path).toMatch(vendorEntry);
      expect(html, path).toContain('href="/vendor"');
    }
  });

  it("does not offer it to a reader who represents no company", async () => {
    const client = await signedInClient(app, { email: uniqueEmail("menu-reader"), password: "a long enough password" });
    const html = await (await client.request("/")).text();
    expect(html).not.toMatch(vendorEntry);
  });
});
