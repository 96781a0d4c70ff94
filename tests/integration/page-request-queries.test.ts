// What every page's root loader reads for the demo banner (whether sample reviews exist, the demo vendor's address)
// changes only when demo data is loaded or cleared: it comes from the read cache, not from the database on each
// page request (docs/decisions/116-idle-job-queue.md).
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { companyPath } from "#contracts/company-paths.ts";
import { demoVendorDomain } from "#contracts/demo-accounts.ts";
import { companySlugOf, createCompany, createReview } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { recordStatements } from "#tests/support/statements.ts";
import { createClient } from "#tests/support/test-app.ts";

// The demo mailbox (outbox, no SMTP) is what shows the demo vendor's link in the banner.
const { database, app } = prepareTestApp({ DEMO_DATA: "true" });
const statements = recordStatements();
afterAll(() => statements.stop());

/** The demo data's reads: any statement about sample rows or the demo vendor's domain. */
function demoReads() {
  return statements.texts.filter((text) => /is_sample|lower\(domain\)/.test(text));
}

describe("a page request", () => {
  it("reads the demo banner's facts from the read cache, not the database, once they are loaded", async () => {
    const companyId = await createCompany(database.db);
    await createReview(database.db, { companyId, isSample: true });
    const vendorId = await createCompany(database.db, "Demo Store Tools");
    await database.db.execute(sql`update companies set domain = ${demoVendorDomain} where id = ${vendorId}`);
    const vendorSlug = await companySlugOf(database.db, vendorId);
    const visitor = createClient(app);

    const first = await visitor.request("/categories");
    expect(first.status).toBe(200);
    const page = await first.text();
    expect(page).toContain("Demo instance");
    expect(page).toContain(`href="${companyPath(vendorSlug)}"`);

    statements.clear();
    for (const path of ["/categories", "/", "/trust"]) {
      const again = await visitor.request(path);
      expect(again.status, path).toBe(200);
      expect(await again.text(), path).toContain(`href="${companyPath(vendorSlug)}"`);
    }
    // The pages did read the database (so the recording saw them), but not for the banner.
    expect(statements.texts.length).toBeGreaterThan(0);
    expect(demoReads()).toEqual([]);
  });
});
