// Trust cues as drawn (issue #35 item 10): category icons are SVG (no emoji, which are empty boxes where the system
// has no emoji font), companies Simple Icons has show their brand's logo, and a company page without an AI summary
// shows visitors no AI block. Screenshots of home, a category page and a company page at both sizes are left in
// the folder E2E_SCREENSHOTS names (or the system's temporary folder).

import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, inject } from "vitest";
import { openPage } from "./support/browser.ts";
import { it } from "./support/fixtures.ts";
import { connectToServerDatabase } from "./support/server-database.ts";

const baseUrl = inject("baseUrl");
const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const screenshots = process.env.E2E_SCREENSHOTS ?? path.join(os.tmpdir(), "operatorstack-trust-cues");
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };
/** Characters drawn as emoji by default: without an emoji font, empty boxes. */
const emoji = /\p{Emoji_Presentation}/u;

type ApiCompany = { id: number; name: string };

async function companiesIn(category: string) {
  const found: ApiCompany[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `category=${category}&limit=100${cursor ? `&cursor=${cursor}` : ""}`;
    const page = (await (await fetch(`${baseUrl}/api/v1/companies?${query}`)).json()) as {
      companies: ApiCompany[];
      nextCursor: string | null;
    };
    found.push(...page.companies);
    cursor = page.nextCursor;
  } while (cursor);
  return found;
}

async function companyNamed(category: string, name: string) {
  const company = (await companiesIn(category)).find((entry) => entry.name === name);
  if (!company) throw new Error(`${name} is not in ${category}`);
  return company;
}

/** The images with these sources on the page, each with whether it has loaded and drawn. */
async function drawnImages(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((images) =>
    images.map((image) => {
      const element = image as HTMLImageElement;
      const box = element.getBoundingClientRect();
      return {
        src: element.getAttribute("src"),
        drawn: element.complete && element.naturalWidth > 0,
        square: Math.abs(box.width - box.height) < 1,
      };
    }),
  );
}

async function emojiOnPage(page: Page) {
  // biome-ignore lint/performance/useDomNodeTextContent: the text as drawn, not the hydration data in scripts
  const text = await page.evaluate(() => document.body.innerText);
  return [...text].filter((character) => emoji.test(character));
}

describe("trust cues", () => {
  it("draw category icons as SVG, never emoji, on the category list and the home page", async ({ newPage }) => {
    const page = await newPage({ viewport: sizes.desktop });
    for (const pathname of ["/categories", "/"]) {
      await page.goto(`${baseUrl}${pathname}`);
      const cards = page.locator('main a[href^="/categories/"]');
      const withIcon = await cards.evaluateAll((links) =>
        links.map((link) => ({
          name: link.textContent?.trim() ?? "",
          icon: link.querySelector("svg.lucide")?.getAttribute("aria-hidden") ?? null,
        })),
      );
      expect(withIcon.length, pathname).toBeGreaterThanOrEqual(pathname === "/" ? 6 : 39);
      expect(
        withIcon.filter((card) => card.icon !== "true"),
        pathname,
      ).toEqual([]);
      expect(await emojiOnPage(page), pathname).toEqual([]);
    }
  });

  it("show Shopify's and Stripe's logos from Simple Icons as SVG, and keep letter tiles for the rest", async ({
    newPage,
  }) => {
    const shopify = await companyNamed("ecommerce-platforms", "Shopify");
    const stripe = await companyNamed("payments", "Stripe");
    const klaviyo = await companyNamed("email-marketing", "Klaviyo");
    const page = await newPage({ viewport: sizes.desktop });
    for (const [company, slug] of [
      [shopify, "shopify"],
      [stripe, "stripe"],
    ] as const) {
      await page.goto(`${baseUrl}/company/${company.id}`);
      const logo = page.locator("main section").first().locator(`img[src="/brand-logos/${slug}.svg"]`);
      await logo.waitFor();
      await logo.scrollIntoViewIfNeeded();
      await page.waitForFunction((selector) => {
        const image = document.querySelector<HTMLImageElement>(selector);
        return image?.complete && image.naturalWidth > 0;
      }, `img[src="/brand-logos/${slug}.svg"]`);
      expect(await emojiOnPage(page), company.name).toEqual([]);
    }
    // Klaviyo is not in Simple Icons: its initial, in a tile.
    await page.goto(`${baseUrl}/company/${klaviyo.id}`);
    const tile = page.locator("main section").first().locator('span[aria-hidden="true"]').first();
    expect(await tile.textContent()).toBe("K");
    // A category page draws every logo it shows.
    await page.goto(`${baseUrl}/categories/ecommerce-platforms`);
    await page.waitForLoadState("networkidle");
    for (const image of await page.locator('main img[src^="/brand-logos/"]').all())
      await image.scrollIntoViewIfNeeded();
    const logos = await drawnImages(page, 'main img[src^="/brand-logos/"]');
    expect(logos.length).toBeGreaterThan(0);
    // Drawn, and square: a card's row must not stretch a logo to its own height.
    expect(logos.filter((image) => !image.drawn || !image.square)).toEqual([]);
  });

  it("show a visitor no AI block on a company page without an AI summary", async ({ newPage }) => {
    const candidates = await companiesIn("email-marketing");
    let without: ApiCompany | undefined;
    for (const candidate of candidates) {
      const detail = (await (await fetch(`${baseUrl}/api/v1/companies/${candidate.id}`)).json()) as {
        company: { aiSummary: string | null };
      };
      if (!detail.company.aiSummary) {
        without = candidate;
        break;
      }
    }
    if (!without) throw new Error("every email marketing company has an AI summary");
    const page = await newPage({ viewport: sizes.phone });
    await page.goto(`${baseUrl}/company/${without.id}`);
    await page.getByRole("heading", { level: 1, name: without.name }).waitFor();
    expect(await page.getByRole("heading", { name: "AI summary" }).count()).toBe(0);
    expect(await page.getByText("No AI summary has been generated").count()).toBe(0);
  });

  it("let a representative upload the company's logo on the vendor dashboard, and refuse a file too large before sending it", async ({
    browser,
  }) => {
    const email = `logo-rep-${Date.now()}@example.com`;
    const password = "logo journey pass 123";
    const signUp = await fetch(`${baseUrl}/api/v1/auth/sign-up`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: baseUrl },
      body: JSON.stringify({ firstName: "Lena", lastName: "Logo", email, password }),
    });
    expect(signUp.status).toBe(200);
    const database = await connectToServerDatabase();
    let companyId = 0;
    try {
      const company = await database.db.execute<{ id: number }>(sql`
        insert into companies (name, slug, domain, website_url, description)
        values ('Logo Journey Co', 'logo-journey-co', 'logo-journey-co.example', 'https://logo-journey-co.example',
          'A company whose representative uploads its logo in a browser test.')
        returning id`);
      companyId = company.rows[0]?.id ?? 0;
      await database.db.execute(sql`update users set email_verified = true where email = ${email}`);
      await database.db.execute(sql`
        insert into company_claims (company_id, user_id, claim_email, status)
        select ${companyId}, id, ${"lena@logo-journey-co.example"}, 'approved' from users where email = ${email}`);
    } finally {
      await database.close();
    }
    for (const [sizeName, viewport] of Object.entries(sizes)) {
      const { page, consoleErrors, close } = await openPage(browser, { viewport, bypassCSP: true });
      await page.goto(`${baseUrl}/sign-in`);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(password);
      await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
      await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
      await page.goto(`${baseUrl}/vendor?company=${companyId}`);
      await page.waitForFunction(() => "__reactRouterRouteModules" in window);
      const file = page.getByLabel("Upload Logo Journey Co's logo");
      const submit = page.getByRole("button", { name: "Upload logo", exact: true });
      // Too large: said at once, and the button waits for another file.
      await file.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.alloc(3 * 1024 * 1024) });
      await page.getByRole("alert").getByText("The logo is larger than 2 MB.").waitFor();
      expect(await submit.isDisabled()).toBe(true);
      const logo = await sharp({ create: { width: 320, height: 320, channels: 4, background: "#0e7490" } })
        .png()
        .toBuffer();
      await file.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
      await submit.click();
      await page.getByRole("status").getByText("Logo saved.").waitFor();
      await page.waitForFunction(() => {
        const image = document.querySelector<HTMLImageElement>('main img[src^="/media/logos/"]');
        return image?.complete && image.naturalWidth > 0;
      });
      expect(await page.getByRole("button", { name: "Remove logo" }).count()).toBe(1);
      await page.getByRole("region", { name: "Logo", exact: true }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(screenshots, `vendor-logo-${sizeName}.png`) });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      // The page's own content (the header's account menu is the shared layout's, checked by its own suite).
      await page.addScriptTag({ path: axePath });
      const axe = (await page.evaluate("axe.run(document.querySelector('main'), { resultTypes: ['violations'] })")) as {
        violations: { id: string; impact: string | null; nodes: { target: string[]; html: string }[] }[];
      };
      const serious = axe.violations.filter((found) => found.impact === "serious" || found.impact === "critical");
      expect(serious.map((found) => `${found.id}: ${found.nodes.map((node) => node.html).join(" ")}`)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await close();
    }
  });

  it("leave screenshots of home, a category page and a company page at phone and desktop sizes", async ({
    browser,
  }) => {
    const shopify = await companyNamed("ecommerce-platforms", "Shopify");
    const pages = { home: "/", category: "/categories/ecommerce-platforms", company: `/company/${shopify.id}` };
    for (const [sizeName, viewport] of Object.entries(sizes)) {
      const { page, consoleErrors, close } = await openPage(browser, { viewport });
      for (const [pageName, pathname] of Object.entries(pages)) {
        await page.goto(`${baseUrl}${pathname}`);
        await page.waitForLoadState("networkidle");
        await page.screenshot({ path: path.join(screenshots, `${pageName}-${sizeName}.png`) });
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
          0,
        );
      }
      expect(consoleErrors).toEqual([]);
      await close();
    }
  });
});
