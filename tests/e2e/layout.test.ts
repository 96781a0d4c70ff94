// The page as a person sees it (issue #35): every page of the route map, as a visitor, a signed-in reviewer, a
// company's representative and an admin, at a phone's size (390×844) and a laptop's (1366×900), on a direct load, a
// reload and a client navigation. A page fails on: sideways scrolling, a heading or control drawn over another, no
// stylesheet once hydrated, a console error or failed request, an axe violation, text under 12 px, and (on the
// phone) a tap target under 24 px that has neither the space nor the inline-text exception of WCAG 2.5.8.
// Screenshots of every page and size are left in test-results/layout/ for people to look at.

import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import routes from "#app/routes.ts";
import { demoUserEmails } from "#contracts/demo-accounts.ts";
import { routePatterns } from "#tests/support/route-patterns.ts";
import { it } from "./support/fixtures.ts";
import { connectToServerDatabase } from "./support/server-database.ts";
import { representativeState, signedInState } from "./support/sign-in.ts";

const baseUrl = inject("baseUrl");
const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const screenshotDir = path.resolve("test-results/layout");

type Role = "visitor" | "reviewer" | "representative" | "admin";
type Ids = { company: number; review: number; awardPeriod: number; expertReview: string; repCompany: number };
type PageRow = {
  role: Role;
  path: (ids: Ids) => string;
  /** The document's status when it is not 200 (a page that says a link is invalid, the not-found page). */
  status?: number;
};
type Row = PageRow | { skip: string };

const sizes = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;
type Size = keyof typeof sizes;

/** Every page of the route map, with a real example of it; a route without a row fails the test below. */
const pages: Record<string, Row> = {
  "/": { role: "visitor", path: () => "/" },
  "/categories": { role: "visitor", path: () => "/categories" },
  "/categories/:slug": { role: "visitor", path: () => "/categories/email-marketing" },
  "/categories/:slug/grid": { role: "visitor", path: () => "/categories/email-marketing/grid" },
  "/company/:company": { role: "visitor", path: () => "/company/klaviyo" },
  "/company/:company/reviews": { role: "visitor", path: () => "/company/klaviyo/reviews" },
  "/company/:company/alternatives": { role: "visitor", path: () => "/company/klaviyo/alternatives" },
  "/compare": { role: "visitor", path: () => "/compare" },
  "/compare/:slugs": { role: "visitor", path: () => "/compare/klaviyo-vs-mailchimp-vs-omnisend" },
  "/review/:id": { role: "visitor", path: (ids) => `/review/${ids.review}` },
  "/award-winners": { role: "visitor", path: () => "/award-winners" },
  "/award-winners/methodology": { role: "visitor", path: () => "/award-winners/methodology" },
  "/monthly-award-winners": { role: "visitor", path: () => "/monthly-award-winners" },
  "/monthly-award-winners/:categoryId": { role: "visitor", path: () => "/monthly-award-winners/email-marketing" },
  "/annual-award-winners": { role: "visitor", path: () => "/annual-award-winners" },
  "/award-winners/:categoryId": { role: "visitor", path: () => "/award-winners/email-marketing" },
  "/search-with-ai": { role: "visitor", path: () => "/search-with-ai" },
  "/search-results": {
    role: "visitor",
    path: () => "/search-results?q=cheaper%20alternative%20to%20Klaviyo%20for%20a%207-figure%20Shopify%20brand",
  },
  "/write-review": { role: "reviewer", path: () => "/write-review" },
  "/operator-stacks": { role: "visitor", path: () => "/operator-stacks" },
  "/trust": { role: "visitor", path: () => "/trust" },
  "/expert-reviews": { role: "visitor", path: () => "/expert-reviews" },
  "/expert-reviews/:slug": { role: "visitor", path: (ids) => `/expert-reviews/${ids.expertReview}` },
  "/sign-in": { role: "visitor", path: () => "/sign-in" },
  "/sign-up": { role: "visitor", path: () => "/sign-up" },
  "/sign-out": { role: "reviewer", path: () => "/sign-out" },
  "/forgot-password": { role: "visitor", path: () => "/forgot-password" },
  "/reset-password": { role: "visitor", path: () => "/reset-password?token=AAAAAAAAAAAAAAAAAAAAAAAA" },
  "/confirm-email": { role: "visitor", path: () => "/confirm-email?token=a.b.c-not-a-real-token" },
  "/confirm-email-change": { role: "visitor", path: () => "/confirm-email-change?token=not-a-real-token" },
  "/undo-email-change": { role: "visitor", path: () => "/undo-email-change?token=not-a-real-token" },
  "/demo-mailbox": { role: "visitor", path: () => "/demo-mailbox" },
  "/company/:company/claim": { role: "reviewer", path: () => "/company/klaviyo/claim" },
  "/company/:company/suggest-edit": { role: "reviewer", path: () => "/company/klaviyo/suggest-edit" },
  "/claims/confirm": { role: "visitor", path: () => "/claims/confirm?token=not-a-real-token" },
  "/invitations/report": { role: "visitor", path: () => "/invitations/report?token=not-a-real-token" },
  "/vendor": { role: "representative", path: () => "/vendor" },
  "/unsubscribe": { role: "visitor", path: () => "/unsubscribe?token=not-a-real-token" },
  "/embed/company/:company/badge.svg": { skip: "an SVG image for other sites, not a page" },
  "/embed/company/:company/grid-badge.svg": { skip: "an SVG image for other sites, not a page" },
  "/my-reviews": { role: "reviewer", path: () => "/my-reviews" },
  "/account-settings": { role: "reviewer", path: () => "/account-settings" },
  "/admin": { role: "admin", path: () => "/admin" },
  "/admin/award-periods": { role: "admin", path: () => "/admin/award-periods" },
  "/admin/award-periods/new": { role: "admin", path: () => "/admin/award-periods/new" },
  "/admin/award-periods/:id/edit": { role: "admin", path: (ids) => `/admin/award-periods/${ids.awardPeriod}/edit` },
  "/admin/award-periods/:id/preview": {
    role: "admin",
    path: (ids) => `/admin/award-periods/${ids.awardPeriod}/preview`,
  },
  "/admin/award-winners": { role: "admin", path: () => "/admin/award-winners" },
  "/admin/ai-tools": { role: "admin", path: () => "/admin/ai-tools" },
  "/admin/companies": { role: "admin", path: () => "/admin/companies" },
  "/admin/companies/:id/edit": { role: "admin", path: (ids) => `/admin/companies/${ids.company}/edit` },
  "/admin/categories": { role: "admin", path: () => "/admin/categories" },
  "/admin/analytics": { role: "admin", path: () => "/admin/analytics" },
  "/admin/moderation": { role: "admin", path: () => "/admin/moderation" },
  "/admin/audit-log": { role: "admin", path: () => "/admin/audit-log" },
  "/admin/emails": { role: "admin", path: () => "/admin/emails" },
  "/admin/claims": { role: "admin", path: () => "/admin/claims" },
  "/admin/fact-edits": { role: "admin", path: () => "/admin/fact-edits" },
  "/robots.txt": { skip: "a text file for crawlers" },
  "/sitemap.xml": { skip: "an XML file for crawlers" },
  "/sitemaps/:name": { skip: "an XML file for crawlers" },
  "/*": { role: "visitor", path: () => "/no-such-page", status: 404 },
};

let ids: Ids;
const states: Partial<Record<Role, BrowserContextOptions["storageState"]>> = {};

it.beforeAll(async ({ browser, adminState }) => {
  mkdirSync(screenshotDir, { recursive: true });
  const database = await connectToServerDatabase();
  try {
    const one = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute<{ v: T }>(query)).rows[0]?.v;
    ids = {
      company: (await one<number>(sql`select id as v from companies where domain = 'klaviyo.com'`)) ?? 0,
      repCompany: (await one<number>(sql`select id as v from companies where domain = 'loopreturns.com'`)) ?? 0,
      review:
        (await one<number>(sql`
          select r.id as v from reviews r join companies c on c.id = r.company_id
          where c.domain = 'klaviyo.com' and r.status = 'published' order by r.id limit 1`)) ?? 0,
      awardPeriod: (await one<number>(sql`select id as v from award_periods order by id limit 1`)) ?? 0,
      expertReview: (await one<string>(sql`select slug as v from expert_reviews order by id limit 1`)) ?? "",
    };
  } finally {
    await database.close();
  }
  const [reviewer, representative] = await Promise.all([
    signedInState(browser, demoUserEmails[2]),
    representativeState(browser, "loopreturns.com"),
  ]);
  Object.assign(states, { reviewer, admin: adminState, representative });
}, 180_000);

type Finding = string;

/** Everything this suite measures in the page itself, at once (runs in the browser). */
function measurePage(checkTapTargets: boolean) {
  const findings: string[] = [];
  const describe = (element: Element) => {
    const text = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ");
    const id = element.id ? `#${element.id}` : "";
    return `<${element.tagName.toLowerCase()}${id}> "${text.slice(0, 40)}"`;
  };
  const visibleBox = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) return null;
    const style = getComputedStyle(element);
    if (style.visibility !== "visible" || Number(style.opacity) === 0) return null;
    // Screen-reader-only text (clipped to nothing) is not drawn.
    for (let node: Element | null = element; node; node = node.parentElement) {
      const nodeStyle = getComputedStyle(node);
      if (nodeStyle.clipPath === "inset(50%)" || nodeStyle.clip === "rect(0px, 0px, 0px, 0px)") return null;
      if (nodeStyle.position === "absolute" && node.getBoundingClientRect().width <= 1) return null;
    }
    return { x: box.x + scrollX, y: box.y + scrollY, width: box.width, height: box.height };
  };

  // 1. Sideways scrolling.
  const overflow = document.documentElement.scrollWidth - window.innerWidth;
  if (overflow > 0) findings.push(`scrolls sideways by ${overflow}px`);

  // 2. The stylesheet is applied.
  if (document.styleSheets.length === 0 || /Times/.test(getComputedStyle(document.body).fontFamily)) {
    findings.push("no stylesheet applied");
  }

  // 3. Headings and controls drawn over one another.
  const controlSelector =
    "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab]";
  const drawn = [...document.querySelectorAll(`h1, h2, h3, h4, ${controlSelector}`)]
    .map((element) => ({ element, box: visibleBox(element) }))
    .filter((entry): entry is { element: Element; box: NonNullable<ReturnType<typeof visibleBox>> } => !!entry.box);
  const related = (a: Element, b: Element) =>
    a.contains(b) ||
    b.contains(a) ||
    (a instanceof HTMLLabelElement && a.control === b) ||
    (b instanceof HTMLLabelElement && b.control === a) ||
    !!(a.closest("label") && a.closest("label") === b.closest("label"));
  for (let i = 0; i < drawn.length; i++) {
    for (let j = i + 1; j < drawn.length; j++) {
      const a = drawn[i];
      const b = drawn[j];
      if (!a || !b) continue;
      const width = Math.min(a.box.x + a.box.width, b.box.x + b.box.width) - Math.max(a.box.x, b.box.x);
      const height = Math.min(a.box.y + a.box.height, b.box.y + b.box.height) - Math.max(a.box.y, b.box.y);
      if (width > 2 && height > 2 && !related(a.element, b.element)) {
        findings.push(
          `${describe(a.element)} and ${describe(b.element)} overlap by ${Math.round(width)}×${Math.round(height)}px`,
        );
      }
    }
  }

  // 4. Text under 12 px.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const small = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || small.has(parent)) continue;
    if (parent.closest("script, style, noscript, template, svg")) continue;
    if (Number.parseFloat(getComputedStyle(parent).fontSize) < 12 && visibleBox(parent)) small.add(parent);
  }
  for (const element of small) {
    findings.push(`text under 12px: ${describe(element)} (${getComputedStyle(element).fontSize})`);
  }

  // 5. Tap targets on a phone: 24×24 px, or WCAG 2.5.8's exceptions (inline in a sentence; enough space around).
  if (checkTapTargets) {
    const targets = drawn.filter(({ element }) => element.matches(controlSelector));
    const centre = (box: { x: number; y: number; width: number; height: number }) => ({
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
    const distanceToBox = (
      point: { x: number; y: number },
      box: { x: number; y: number; width: number; height: number },
    ) =>
      Math.hypot(
        Math.max(box.x - point.x, 0, point.x - (box.x + box.width)),
        Math.max(box.y - point.y, 0, point.y - (box.y + box.height)),
      );
    const undersized = targets.filter(({ box }) => box.width < 24 || box.height < 24);
    for (const target of undersized) {
      const { element, box } = target;
      const style = getComputedStyle(element);
      const block = element.parentElement?.closest("p, li, td, dd, figcaption, blockquote") ?? element.parentElement;
      const inlineInText =
        style.display === "inline" &&
        (block?.textContent ?? "").trim().length > (element.textContent ?? "").trim().length + 10;
      if (inlineInText) continue;
      // A label of at least 24 px is an equivalent target for its input.
      if (
        element instanceof HTMLInputElement &&
        [...(element.labels ?? [])].some((label) => {
          const labelBox = label.getBoundingClientRect();
          return labelBox.height >= 24 && labelBox.width >= 24;
        })
      ) {
        continue;
      }
      const point = centre(box);
      const crowded = targets.some((other) => {
        if (other === target || related(other.element, element)) return false;
        if (distanceToBox(point, other.box) < 12) return true;
        const otherUndersized = other.box.width < 24 || other.box.height < 24;
        if (!otherUndersized) return false;
        const otherPoint = centre(other.box);
        return Math.hypot(point.x - otherPoint.x, point.y - otherPoint.y) < 24;
      });
      if (crowded) {
        findings.push(
          `tap target ${Math.round(box.width)}×${Math.round(box.height)}px too small and crowded: ${describe(element)}`,
        );
      }
    }
  }
  return findings;
}

type Watch = { problems: Finding[]; expectedDocument: string };

/** A page that records console errors, uncaught exceptions, failed requests and error responses. */
async function watchedPage(browser: Browser, role: Role, size: Size) {
  const context = await browser.newContext({
    viewport: sizes[size],
    storageState: states[role],
    bypassCSP: true,
  });
  const page = await context.newPage();
  const watch: Watch = { problems: [], expectedDocument: "" };
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // The browser logs the document's own expected status (a 404 page) as a console error.
    if (/Failed to load resource/.test(message.text()) && message.location().url === watch.expectedDocument) return;
    watch.problems.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => watch.problems.push(`uncaught: ${error.message}`));
  page.on("requestfailed", (request) => {
    // A request the test's own next navigation cancels (a revalidation in flight) is not the page's failure.
    if (request.failure()?.errorText === "net::ERR_ABORTED") return;
    watch.problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400 && response.url() !== watch.expectedDocument) {
      watch.problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return { page, watch, close: () => context.close() };
}

/** Waits until React Router has hydrated the page and nothing is in flight. */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
}

type AxeResult = { violations: { id: string; help: string; nodes: { target: string[] }[] }[] };

async function axeViolations(page: Page) {
  await page.addScriptTag({ path: axePath });
  const result = (await page.evaluate("axe.run(document, { resultTypes: ['violations'] })")) as AxeResult;
  return result.violations.map(
    (violation) =>
      `axe ${violation.id}: ${violation.help} (${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ")})`,
  );
}

async function checkRoute(browser: Browser, pattern: string, row: PageRow, size: Size) {
  const target = row.path(ids);
  const url = `${baseUrl}${target}`;
  const { page, watch, close } = await watchedPage(browser, row.role, size);
  const findings: Finding[] = [];
  try {
    // A direct load, everything measured, a screenshot left for people.
    watch.expectedDocument = row.status ? url : "";
    const response = await page.goto(url);
    if (response?.status() !== (row.status ?? 200)) findings.push(`direct load answered ${response?.status()}`);
    await settled(page);
    findings.push(...(await page.evaluate(measurePage, size === "phone")).map((f) => `direct load: ${f}`));
    findings.push(...(await axeViolations(page)).map((f) => `direct load: ${f}`));
    const name = `${pattern.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}-${size}`;
    await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });

    // A reload.
    await page.reload();
    await settled(page);
    findings.push(...(await page.evaluate(measurePage, size === "phone")).map((f) => `reload: ${f}`));

    // A client navigation from the home page, as a link click makes it (the router the page hydrated).
    if (row.status === undefined) {
      await page.goto(`${baseUrl}/`);
      await settled(page);
      await page.evaluate(async (to) => {
        const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } })
          .__reactRouterDataRouter;
        await router.navigate(to);
      }, target);
      await page.waitForLoadState("networkidle");
      const landed = new URL(page.url());
      if (`${landed.pathname}${landed.search}` !== target && !target.startsWith("/sign-out")) {
        findings.push(`client navigation ended at ${landed.pathname}`);
      }
      findings.push(...(await page.evaluate(measurePage, size === "phone")).map((f) => `client navigation: ${f}`));
    }
  } finally {
    await close();
  }
  return [...findings, ...watch.problems];
}

describe("every page as drawn", () => {
  it("has a row for every page of the route map (add one for a new route)", () => {
    const missing = routePatterns(routes).filter((pattern) => !pattern.startsWith("/api/") && !(pattern in pages));
    expect(missing).toEqual([]);
  });

  const rows = Object.entries(pages).filter((entry): entry is [string, PageRow] => !("skip" in entry[1]));
  for (const size of Object.keys(sizes) as Size[]) {
    it.concurrent.for(rows)(`%s at ${size} size`, async ([pattern, row], { browser }) => {
      expect(await checkRoute(browser, pattern, row, size), `${pattern} at ${size} size`).toEqual([]);
    });
  }
});
