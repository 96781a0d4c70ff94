// Admin pages as drawn (issue #35, item 8): the analytics charts show every bar inside their box on a laptop and
// on a phone, the page never scrolls sideways, and the award-winner editor has a label for every field (axe).
import { createRequire } from "node:module";
import { describe, expect, inject } from "vitest";
import { demoAdminEmail } from "#contracts/demo-accounts.ts";
import { openPage } from "./support/browser.ts";
import { it } from "./support/fixtures.ts";
import { signIn } from "./support/sign-in.ts";

const baseUrl = inject("baseUrl");
const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const sizes = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

type ChartCheck = { title: string; box: { left: number; right: number }; valuesShown: number; bars: number[][] };

describe("admin analytics", () => {
  it.for(sizes)(
    "draws every bar of every chart inside its box at $width×$height, and no sideways scroll",
    async (viewport, { browser }) => {
      const { page, consoleErrors, close } = await openPage(browser, { viewport });
      await signIn(page, demoAdminEmail);
      await page.goto(`${baseUrl}/admin/analytics`);
      await page.locator("figure .recharts-bar-rectangle").first().waitFor();
      const charts = await page.locator("figure").evaluateAll((figures) =>
        figures
          .filter((figure) => figure.querySelector(".recharts-wrapper"))
          .map((figure) => {
            const box = figure.getBoundingClientRect();
            // The data table holds the same numbers: one bar for each value above zero.
            const valuesShown = [...figure.querySelectorAll("tbody td")].filter(
              (cell) => Number((cell.textContent ?? "").replace(/,/g, "")) > 0,
            ).length;
            const bars = [...figure.querySelectorAll(".recharts-bar-rectangle path")]
              .map((bar) => bar.getBoundingClientRect())
              .filter((bar) => bar.width > 0 && bar.height > 0)
              .map((bar) => [bar.left, bar.right]);
            return {
              title: figure.querySelector("figcaption")?.textContent ?? "",
              box: { left: box.left, right: box.right },
              valuesShown,
              bars,
            } satisfies ChartCheck;
          }),
      );
      expect(charts.map((chart) => chart.title)).toEqual([
        "Reviews per week (operators vs AI)",
        "Sign-ups per week",
        "Rating distribution (operator reviews)",
        "Reviews by category",
      ]);
      for (const chart of charts) {
        expect(chart.bars.length, chart.title).toBe(chart.valuesShown);
        const outside = chart.bars.filter(([left = 0, right = 0]) => left < chart.box.left || right > chart.box.right);
        expect(outside, `${chart.title}: bars outside the chart's box`).toEqual([]);
        expect(chart.box.right, `${chart.title}: the chart runs off the screen`).toBeLessThanOrEqual(viewport.width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      expect(consoleErrors).toEqual([]);
      await close();
    },
  );
});

type AxeResult = { violations: { id: string; help: string; nodes: { target: string[] }[] }[] };

describe("admin pages under axe", () => {
  it.for(["/admin", "/admin/analytics"])("%s has no violation", async (path, { newPage }) => {
    const page = await newPage({ bypassCSP: true });
    await signIn(page, demoAdminEmail);
    await page.goto(`${baseUrl}${path}`);
    await page.addScriptTag({ path: axePath });
    const result = (await page.evaluate("axe.run(document, { resultTypes: ['violations'] })")) as AxeResult;
    expect(result.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

describe("the award-winner editor", () => {
  it("gives every field a label: axe finds no violation with every category open", async ({ newPage }) => {
    const page = await newPage({ bypassCSP: true });
    await signIn(page, demoAdminEmail);
    await page.goto(`${baseUrl}/admin/award-winners`);
    const period = page.getByLabel("Award period", { exact: true });
    const firstPeriod = await period.locator("option").nth(1).getAttribute("value");
    await period.selectOption(firstPeriod ?? "");
    await page.getByRole("button", { name: "Open" }).click();
    await page.waitForURL(/period=/);
    const categories = page.locator("details");
    expect(await categories.count()).toBeGreaterThan(30);
    await categories.evaluateAll((all) => {
      for (const details of all) details.setAttribute("open", "");
    });
    // What a screen reader names a field by: its own label (a label's `for` finds the first element with that id
    // only, so a repeated id leaves the others nameless), or an ARIA name.
    const fields = await page.locator("main").evaluate((main) => {
      const all = [...main.querySelectorAll("input:not([type=hidden]), select, textarea")] as HTMLInputElement[];
      return {
        total: all.length,
        nameless: all
          .filter((field) => field.labels?.length === 0 && !field.getAttribute("aria-label"))
          .map((field) => field.id || field.name),
      };
    });
    expect(fields.total).toBeGreaterThan(300);
    expect(fields.nameless).toEqual([]);
    await page.addScriptTag({ path: axePath });
    const result = (await page.evaluate("axe.run(document, { resultTypes: ['violations'] })")) as AxeResult;
    expect(
      result.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.length} nodes, e.g. ${violation.nodes[0]?.target.join(" ")})`,
      ),
    ).toEqual([]);
  });

  it("fits a phone: no sideways scroll with every category open", async ({ newPage }) => {
    const page = await newPage({ viewport: sizes[1] });
    await signIn(page, demoAdminEmail);
    await page.goto(`${baseUrl}/admin/award-winners`);
    const period = page.getByLabel("Award period", { exact: true });
    await period.selectOption((await period.locator("option").nth(1).getAttribute("value")) ?? "");
    await page.getByRole("button", { name: "Open" }).click();
    await page.waitForURL(/period=/);
    await page.locator("details").evaluateAll((all) => {
      for (const details of all) details.setAttribute("open", "");
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
