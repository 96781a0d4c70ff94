// Issue #21 in the browser: what a new user hit, one journey each (dictation is in write-review.test.ts and
// dictation.test.ts): award period cards count their winners, bullet points keep sentences whole, a company a
// reader adds waits for an admin, bad page numbers say what is wrong, counts read "1 review", and many people
// behind one address can sign up.
import { sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { demoAdminEmail } from "#contracts/demo-accounts.ts";
import { openPage } from "./support/browser.ts";
import { it } from "./support/fixtures.ts";
import { confirmEmailOnServer, connectToServerDatabase } from "./support/server-database.ts";
import { signIn, signUp } from "./support/sign-in.ts";

const baseUrl = inject("baseUrl");

/** Signs up on the page; the address is confirmed as its link would (email.test.ts follows the link itself). */
async function signUpConfirmed(page: Page, firstName: string) {
  await confirmEmailOnServer(await signUp(page, { firstName }));
}

async function companyId(domain: string) {
  const database = await connectToServerDatabase();
  try {
    const result = await database.db.execute<{ id: number }>(sql`select id from companies where domain = ${domain}`);
    const id = result.rows[0]?.id;
    if (!id) throw new Error(`no company ${domain}`);
    return id;
  } finally {
    await database.close();
  }
}

describe("what a new user hit (issue #21)", () => {
  it("award period cards count the winners their boards show, and a new draft says 0 winners", async ({ page }) => {
    await signIn(page, demoAdminEmail);
    await page.goto(`${baseUrl}/admin/award-periods/new`);
    await page.getByLabel("Title").fill("Counting check");
    await page.getByRole("radio", { name: "Annual" }).check();
    await page.getByLabel("Year").fill("2031");
    await page.getByRole("button", { name: "Create period" }).click();
    await page.waitForURL(`${baseUrl}/admin/award-periods`);
    const draft = page.getByRole("listitem").filter({ hasText: "Counting check" });
    await draft.getByText(/· 0 winners$/).waitFor();
    const published = page.getByRole("listitem").filter({ hasText: "Published" }).first();
    const cardText = (await published.textContent()) ?? "";
    const cardCount = Number(/· ([\d,]+) winners?/.exec(cardText)?.[1]?.replace(",", ""));
    expect(cardCount).toBeGreaterThan(1);
    await published.getByRole("link", { name: "View winners" }).click();
    await page.waitForURL(/\/admin\/award-winners\?period=/);
    const board = await page.locator("main").textContent();
    // The board lists each place's chosen company; its places with a company are the card's count.
    const chosen = await page
      .locator("main select[name$='Company']")
      .evaluateAll((selects) => selects.filter((select) => (select as HTMLSelectElement).value !== "").length);
    expect(board).toBeTruthy();
    expect(chosen).toBe(cardCount);
  });

  it("rewrites a summary as bullet points without splitting at decimals or abbreviations", async ({ page }) => {
    const id = await companyId("gorgias.com");
    const database = await connectToServerDatabase();
    await database.db.execute(sql`
      update companies set ai_summary = ${"Operators rate it highly (average 3.9 out of 5). Macros, e.g. refund replies, save hours. Some find pricing steep."},
        ai_summary_generated_at = now() where id = ${id}`);
    await database.close();
    await page.goto(`${baseUrl}/company/${id}`);
    await page.getByLabel("Reading style").selectOption("bullet-points");
    await page.getByRole("button", { name: "Rewrite" }).click();
    await page.getByText("• Operators rate it highly (average 3.9 out of 5).").waitFor();
    await page.getByText("• Macros, e.g. refund replies, save hours.").waitFor();
    expect(await page.getByText("• 9 out of 5).").count()).toBe(0);
    await page.evaluate(() => window.localStorage.removeItem("aiSummaryStyle"));
  });

  it("keeps a company a reader adds out of its category until an admin approves it in moderation", async ({
    browser,
  }) => {
    const name = `Kiwi Returns ${Date.now()}`;
    const reader = await openPage(browser);
    await signUpConfirmed(reader.page, "Adder");
    await reader.page.goto(`${baseUrl}/write-review`);
    await reader.page.getByRole("button", { name: "Add Company" }).click();
    const dialog = reader.page.getByRole("dialog");
    await dialog.getByLabel("Company name").fill(name);
    await dialog.getByLabel("Website domain").fill(`kiwi-${Date.now()}.com`);
    await dialog.getByText("No existing company found. You can add this as a new company.").waitFor();
    await dialog.getByRole("button", { name: "Continue with New Company" }).click();
    await dialog.getByLabel("Returns & Exchanges").check();
    await dialog.getByRole("button", { name: "Add Company" }).click();
    await reader.page.getByText(`Reviewing ${name}`).waitFor();
    const id = Number(new URL(reader.page.url()).searchParams.get("companyId"));
    await reader.page.goto(`${baseUrl}/company/${id}`);
    await reader.page.getByText("Added by the community, not yet checked").waitFor();
    await reader.page.goto(`${baseUrl}/categories/returns?sort=newest`);
    expect(await reader.page.getByRole("link", { name }).count()).toBe(0);
    expect(reader.consoleErrors).toEqual([]);
    await reader.close();

    const admin = await openPage(browser);
    await signIn(admin.page, demoAdminEmail);
    await admin.page.goto(`${baseUrl}/admin/moderation`);
    await admin.page.getByRole("link", { name: /^New companies \(\d+\)$/ }).click();
    const card = admin.page.getByRole("listitem").filter({ hasText: name });
    await card.getByText("Returns & Exchanges").waitFor();
    await card.getByRole("button", { name: "Approve" }).click();
    // The confirmation shows inline and may also come as a toast.
    await admin.page.getByText(`${name} approved: it is now listed`).first().waitFor();
    await admin.page.goto(`${baseUrl}/categories/returns?sort=newest`);
    await admin.page.getByRole("link", { name }).first().waitFor();
    await admin.page.goto(`${baseUrl}/company/${id}`);
    expect(await admin.page.getByText("Added by the community, not yet checked").count()).toBe(0);
    expect(admin.consoleErrors).toEqual([]);
    await admin.close();
  });

  it("answers a bad page number with what is wrong, never raw validation text or 'Not Found'", async ({ browser }) => {
    const id = await companyId("gorgias.com");
    const { page, close } = await openPage(browser);
    const notANumber = await page.goto(`${baseUrl}/company/${id}/reviews?page=abc`);
    expect(notANumber?.status()).toBe(400);
    expect(await page.title()).toContain("Invalid request");
    expect(await page.locator("main").textContent()).not.toMatch(/received NaN|expected number/);
    const pastTheEnd = await page.goto(`${baseUrl}/company/${id}/reviews?page=99`);
    expect(pastTheEnd?.status()).toBe(400);
    await page.getByText(/There is no page 99/).waitFor();
    const negative = await page.goto(`${baseUrl}/categories/email-marketing?page=-1`);
    expect(negative?.status()).toBe(400);
    expect(await page.title()).not.toContain("Category Not Found");
    await close();
  });

  it("says 1 review, not 1 reviews", async ({ browser }) => {
    const database = await connectToServerDatabase();
    const unique = Date.now();
    const result = await database.db.execute<{ id: number }>(sql`
      insert into companies (name, slug, domain) values (${`Lonely Tool ${unique}`}, ${`lonely-tool-${unique}`}, ${`lonely-${unique}.example`})
      returning id`);
    await database.close();
    const id = result.rows[0]?.id;
    if (!id) throw new Error("the company was not inserted");
    const { page, close } = await openPage(browser);
    await signUpConfirmed(page, "Single");
    const written = await page.request.post(`${baseUrl}/api/v1/reviews`, {
      headers: { Origin: baseUrl },
      data: {
        companyId: id,
        rating: 4,
        title: "The only review so far",
        content: "We have used it for a year across two stores and it does what it promises without fuss.",
        firstName: "Single",
        businessWebsite: "single-shop.example",
        categories: ["returns"],
      },
    });
    expect(written.status()).toBe(201);
    await page.goto(`${baseUrl}/company/${id}`);
    await page.getByText("The only review so far").first().waitFor();
    const main = (await page.locator("main").allInnerTexts()).join("\n");
    expect(main).toMatch(/\b1 review\b/);
    expect(main).not.toMatch(/\b1 reviews\b/);
    await close();
  });

  it("lets a dozen people behind one address sign up, one after another", async ({ browser }) => {
    const { page, close } = await openPage(browser);
    for (let person = 0; person < 12; person++) {
      const response = await page.request.post(`${baseUrl}/api/v1/auth/sign-up`, {
        headers: { Origin: baseUrl },
        data: {
          firstName: "Cowork",
          lastName: `Member ${person}`,
          email: `cowork-${person}-${Date.now()}@example.com`,
          password: "a long enough password",
        },
      });
      expect(response.status()).toBe(200);
      await page.context().clearCookies();
    }
    await close();
  });
});
