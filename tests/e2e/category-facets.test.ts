// Filtering a category in a real browser (issue #16): ticking a platform and a feature applies them at once,
// the URL keeps the state, every listed company has the platform, the counts follow, and clearing restores all.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, inject } from "vitest";
import { it } from "./support/fixtures.ts";
import { connectToServerDatabase } from "./support/server-database.ts";

const baseUrl = inject("baseUrl");
let expected: { withWoo: string[]; feature: { slug: string; name: string } | null; total: number };

beforeAll(async () => {
  const database = await connectToServerDatabase();
  const woo = await database.db.execute<{ name: string }>(sql`
    select c.name from company_categories cc join companies c on c.id = cc.company_id
    join categories k on k.id = cc.category_id
    where k.slug = 'email-marketing' and 'woocommerce' = any(c.platforms)`);
  const feature = await database.db.execute<{ slug: string; name: string }>(sql`
    select f.slug, f.name from category_features f join categories k on k.id = f.category_id
    join company_features cf on cf.feature_id = f.id
    join companies c on c.id = cf.company_id and 'woocommerce' = any(c.platforms)
    join company_categories cc on cc.company_id = c.id and cc.category_id = k.id
    where k.slug = 'email-marketing' group by f.slug, f.name, f.sort_order order by count(*) desc, f.sort_order limit 1`);
  const total = await database.db.execute<{ total: number }>(sql`
    select count(*)::int as total from company_categories cc join categories k on k.id = cc.category_id
    where k.slug = 'email-marketing'`);
  expected = {
    withWoo: woo.rows.map((row) => row.name),
    feature: feature.rows[0] ?? null,
    total: total.rows[0]?.total ?? 0,
  };
  await database.close();
});

describe("category facet filters", () => {
  it("filters by platform and feature as the boxes are ticked, with the state in the URL", async ({ page }) => {
    expect(expected.withWoo.length).toBeGreaterThan(1);
    expect(expected.withWoo.length).toBeLessThan(expected.total);
    await page.goto(`${baseUrl}/categories/email-marketing`);
    const filters = page.getByRole("form", { name: "Filter companies" });
    await filters.getByRole("checkbox", { name: /^WooCommerce \(\d+\)$/ }).check();
    await page.waitForURL(/platform=woocommerce/);
    await page
      .getByText(
        `${expected.withWoo.length} ${expected.withWoo.length === 1 ? "company" : "companies"} match the filters`,
      )
      .waitFor();
    const cards = page.locator("main ul li a[href^='/company/'] span.block.font-semibold");
    const names = (await cards.allTextContents()).map((name) => name.replace(/New$/, "").trim());
    expect(names.sort()).toEqual([...expected.withWoo].sort());

    if (expected.feature) {
      await filters.getByRole("checkbox", { name: new RegExp(`^${expected.feature.name} \\(\\d+\\)$`) }).check();
      await page.waitForURL(new RegExp(`feature=${expected.feature.slug}`));
      expect(page.url()).toContain("platform=woocommerce");
    }
    await page.getByRole("link", { name: "Clear filters" }).click();
    await page.waitForURL(`${baseUrl}/categories/email-marketing`);
    await page.getByText(`${expected.total} companies`, { exact: true }).waitFor();
  });
});
