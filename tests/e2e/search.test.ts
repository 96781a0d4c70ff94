import { sql } from "drizzle-orm";
import { describe, expect, inject } from "vitest";
import { searchExamples } from "#contracts/validation/search.ts";
import { it } from "./support/fixtures.ts";
import { connectToServerDatabase } from "./support/server-database.ts";

const baseUrl = inject("baseUrl");

describe("Discover with AI", () => {
  it("keeps Search disabled while the box is blank, fills it from an example, and submits on Enter", async ({
    page,
  }) => {
    await page.goto(`${baseUrl}/search-with-ai`);
    await page.getByRole("heading", { name: "Discover with AI", level: 1 }).waitFor();
    const box = page.getByLabel("What are you looking for?");
    const button = page.getByRole("button", { name: "Search", exact: true });
    await page.waitForFunction(() => document.querySelector<HTMLButtonElement>("form button[type=submit]")?.disabled);
    expect(await button.isDisabled()).toBe(true);
    // The disabled button says why (issue #35 item 5), and stops saying it once there is a question.
    expect(await button.getAttribute("aria-describedby")).toBe("discover-disabled-reason");
    expect(await page.locator("#discover-disabled-reason").textContent()).toBe("Type a question to search.");
    await box.fill("   ");
    expect(await button.isDisabled()).toBe(true);

    await page.getByRole("link", { name: searchExamples[3] }).click();
    expect(await box.inputValue()).toBe(searchExamples[3]);
    expect(page.url()).toBe(`${baseUrl}/search-with-ai`);
    expect(await button.isEnabled()).toBe(true);
    expect(await button.getAttribute("aria-describedby")).toBeNull();
    expect(await page.locator("#discover-disabled-reason").textContent()).toBe("");

    // Shift+Enter is a new line; Enter searches.
    await box.fill("helpdesk");
    await box.press("Shift+Enter");
    expect(await box.inputValue()).toBe("helpdesk\n");
    await box.fill("Helpdesk for a Shopify Plus store");
    await box.press("Enter");
    await page.waitForURL(`${baseUrl}/search-results?q=Helpdesk+for+a+Shopify+Plus+store`);
    await page.getByRole("heading", { name: "More Great Options" }).waitFor();
    await page.getByText("What we understood").waitFor();
    expect(await page.getByRole("link", { name: "Remove filter: Customer Support & Helpdesk" }).count()).toBe(1);
  });

  it("shows results with reasons, sponsored partners apart, and removes a facet chip to widen the search", async ({
    page,
  }) => {
    await page.goto(`${baseUrl}/search-results?q=${encodeURIComponent("reviews app for woocommerce")}`);
    const results = page.getByRole("region", { name: "More Great Options" }).getByRole("listitem");
    await results.first().waitFor();
    expect(await results.first().textContent()).toContain("for WooCommerce brands");
    const sponsored = page.getByRole("region", { name: "Sponsored Recommendations" });
    expect(await sponsored.getByText("Premium Partners").count()).toBe(1);
    expect(await sponsored.getByText("Judge.me").count()).toBe(1);

    await page.getByRole("link", { name: "Remove filter: WooCommerce" }).click();
    await page.waitForURL(/without=platform%3Awoocommerce/);
    await page.getByRole("link", { name: "Restore all filters" }).waitFor();
    expect(await page.getByRole("link", { name: "Remove filter: WooCommerce" }).count()).toBe(0);
    expect(await page.getByRole("region", { name: "More Great Options" }).textContent()).not.toContain("WooCommerce");

    // Choosing a result opens the company and records the click in the search log.
    const first = page.getByRole("region", { name: "More Great Options" }).getByRole("link").first();
    const name = (await first.locator("span.text-lg.font-semibold").textContent()) ?? "";
    await first.click();
    await page.getByRole("heading", { name, level: 1 }).waitFor();
    const database = await connectToServerDatabase();
    try {
      await expect
        .poll(
          async () => {
            const again = await database.db.execute<{ clicked: string | null }>(sql`
          select c.name as clicked from search_queries q left join companies c on c.id = q.clicked_company_id
          where q.query = 'reviews app for woocommerce' and q.interpretation->'platforms' = '[]'::jsonb
          order by q.created_at desc limit 1`);
            return again.rows[0]?.clicked;
          },
          { timeout: 15_000 },
        )
        .toBe(name);
    } finally {
      await database.close();
    }
  });

  it("shows the no-results and no-query states with a way back", async ({ page }) => {
    await page.goto(`${baseUrl}/search-results?q=qqqzzz%20xyzzyplugh`);
    await page.getByText("No results found. Try refining your search or using different keywords.").waitFor();
    await page.getByRole("link", { name: "Try Another Search" }).click();
    await page.waitForURL(/\/search-with-ai\?q=qqqzzz/);
    expect(await page.getByLabel("What are you looking for?").inputValue()).toBe("qqqzzz xyzzyplugh");

    await page.goto(`${baseUrl}/search-results`);
    await page.getByText("No search query provided.").waitFor();
    await page.getByRole("link", { name: "← Back to Discover with AI" }).click();
    await page.waitForURL(`${baseUrl}/search-with-ai`);
  });

  it("works without JavaScript: the form submits and the results page is complete", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/search-with-ai`);
    await page.getByLabel("What are you looking for?").fill("gorgias vs zendesk");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/\/search-results\?q=gorgias\+vs\+zendesk/);
    const compare = page.getByRole("region", { name: "Side by side" });
    expect(await compare.getByRole("listitem").count()).toBe(2);
    expect(await compare.textContent()).toContain("Gorgias");
    expect(await compare.textContent()).toContain("Zendesk");
    await context.close();
  });
});
