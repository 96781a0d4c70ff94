// The category Grid as drawn (issue #38, decision 114): on every Grid of the demo catalog, at a phone's width and a
// laptop's, no two points' labels cover each other, each label is drawn at 11 CSS px or more and sits by its own
// point (or at the end of a leader line from it), the table beside the plot reads without scrolling sideways, and
// the page draws the same on a direct load, without JavaScript and after a client navigation from the category page.

import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { it } from "./support/fixtures.ts";

const baseUrl = inject("baseUrl");
const sizes = { phone: { width: 390, height: 844 }, laptop: { width: 1280, height: 800 } } as const;
type Size = keyof typeof sizes;

type Rect = { left: number; top: number; right: number; bottom: number };
type Point = { x: number; y: number };
type DrawnLabel = {
  /** The company the point stands for (its <title>, up to the colon). */
  company: string;
  text: string;
  label: Rect;
  point: Rect;
  /** The rendered font size: the text's size in the drawing's units times the drawing's scale. */
  fontPixels: number;
  leader: [Point, Point] | null;
};
type DrawnGrid = {
  drawings: number;
  points: number;
  labels: DrawnLabel[];
  plot: Rect;
  /** The table's companies, with the key number shown beside a name when its point carries the number. */
  rows: { company: string; key: string }[];
  documentOverflow: number;
  tableOverflow: number;
};

/** What the visible Grid drawing and its table draw (runs in the browser). */
function measureGrid(): DrawnGrid {
  const rectOf = (element: Element) => {
    const box = element.getBoundingClientRect();
    return { left: box.left, top: box.top, right: box.right, bottom: box.bottom };
  };
  const drawings = [...document.querySelectorAll("svg[data-grid]")].filter(
    (svg) => svg.getBoundingClientRect().width > 0,
  );
  const svg = drawings[0] as SVGSVGElement | undefined;
  const groups = [...(svg?.querySelectorAll("g[data-point]") ?? [])];
  const labels = groups.flatMap((group) => {
    const text = group.querySelector("text");
    if (!text) return [];
    const circle = group.querySelector("circle") as SVGCircleElement;
    const line = group.querySelector("line");
    const scale = text.getScreenCTM()?.a ?? 0;
    const toScreen = (x: number, y: number) => {
      const matrix = (line as SVGLineElement).getScreenCTM() as DOMMatrix;
      return { x: matrix.a * x + matrix.c * y + matrix.e, y: matrix.b * x + matrix.d * y + matrix.f };
    };
    return [
      {
        company: (group.querySelector("title")?.textContent ?? "").replace(/: [^:]*$/, ""),
        text: text.textContent ?? "",
        label: rectOf(text),
        point: rectOf(circle),
        fontPixels: Number.parseFloat(getComputedStyle(text).fontSize) * scale,
        leader: line
          ? ([
              toScreen(line.x1.baseVal.value, line.y1.baseVal.value),
              toScreen(line.x2.baseVal.value, line.y2.baseVal.value),
            ] as [Point, Point])
          : null,
      },
    ];
  });
  // The plot's frame, or the whole drawing where none is marked.
  const plot = svg?.querySelector("[data-plot]") ?? svg;
  const table = document.querySelector("main table") as HTMLTableElement;
  const rows = [...table.querySelectorAll("tbody tr")].flatMap((row) => {
    const name = row.querySelector("th[scope=row] a");
    if (!name) return [];
    return [{ company: name.textContent?.trim() ?? "", key: row.querySelector("[data-key]")?.textContent ?? "" }];
  });
  const box = table.parentElement as HTMLElement;
  return {
    drawings: drawings.length,
    points: groups.length,
    labels,
    plot: plot ? rectOf(plot) : { left: 0, top: 0, right: 0, bottom: 0 },
    rows,
    documentOverflow: document.documentElement.scrollWidth - window.innerWidth,
    tableOverflow: Math.max(table.scrollWidth - box.clientWidth, table.getBoundingClientRect().right - innerWidth),
  };
}

function intersect(a: Rect, b: Rect) {
  // Half a pixel of slack for anti-aliased edges that touch.
  return a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
}

function distanceToRect(point: Point, rect: Rect) {
  return Math.hypot(
    Math.max(rect.left - point.x, 0, point.x - rect.right),
    Math.max(rect.top - point.y, 0, point.y - rect.bottom),
  );
}

function gapBetween(a: Rect, b: Rect) {
  return Math.hypot(Math.max(b.left - a.right, a.left - b.right, 0), Math.max(b.top - a.bottom, a.top - b.bottom, 0));
}

/** What is wrong with a Grid as drawn, in words (empty: nothing). */
function problemsOf(grid: DrawnGrid, size: Size) {
  const problems: string[] = [];
  if (grid.drawings !== 1) problems.push(`${grid.drawings} drawings visible`);
  const { labels } = grid;
  for (let i = 0; i < labels.length; i++) {
    for (let j = i + 1; j < labels.length; j++) {
      const a = labels[i] as DrawnLabel;
      const b = labels[j] as DrawnLabel;
      if (intersect(a.label, b.label)) problems.push(`labels of ${a.company} and ${b.company} overlap`);
    }
  }
  for (const drawn of labels) {
    if (drawn.fontPixels < 11) problems.push(`${drawn.company}'s label is ${drawn.fontPixels.toFixed(1)}px`);
    if (drawn.leader) {
      const [from, to] = drawn.leader;
      const joins =
        (distanceToRect(from, drawn.point) <= 2 && distanceToRect(to, drawn.label) <= 2) ||
        (distanceToRect(to, drawn.point) <= 2 && distanceToRect(from, drawn.label) <= 2);
      if (!joins) problems.push(`${drawn.company}'s leader line does not join its point to its label`);
    } else {
      const gap = gapBetween(drawn.point, drawn.label);
      if (gap > 8) problems.push(`${drawn.company}'s label is ${gap.toFixed(1)}px from its point`);
      // Read as another point's label: that point is as near it as its own.
      const nearer = labels.find((other) => other !== drawn && gapBetween(other.point, drawn.label) <= gap + 2);
      if (nearer) problems.push(`${drawn.company}'s label is as near ${nearer.company}'s point as its own`);
    }
    const { plot, label } = { plot: grid.plot, label: drawn.label };
    if (label.left < plot.left - 0.5 || label.right > plot.right + 0.5 || label.top < plot.top - 0.5) {
      problems.push(`${drawn.company}'s label runs out of the plot`);
    } else if (label.bottom > plot.bottom + 0.5) {
      problems.push(`${drawn.company}'s label runs out of the plot`);
    }
    // A label is the company's name, or a number the table shows beside that name.
    const row = grid.rows.find((candidate) => candidate.company === drawn.company);
    if (!row) problems.push(`${drawn.company} is not in the table`);
    else if (drawn.text !== drawn.company && drawn.text !== row.key) {
      problems.push(`${drawn.company}'s label "${drawn.text}" is neither its name nor its key in the table`);
    }
  }
  // The demo catalog's Grids have room for every label (a point of a crowded Grid may have none, decision 114).
  if (labels.length !== grid.points) problems.push(`${grid.points - labels.length} points without a label`);
  if (grid.rows.length !== grid.points) problems.push(`${grid.points} points, ${grid.rows.length} table rows`);
  if (size === "phone") {
    if (grid.documentOverflow > 0) problems.push(`the page scrolls sideways by ${grid.documentOverflow}px`);
    if (grid.tableOverflow > 0) problems.push(`the table scrolls sideways by ${grid.tableOverflow}px`);
  }
  return problems;
}

/** The label texts and their rectangles, rounded to a pixel, for comparing two loads of one page. */
function layoutOf(grid: DrawnGrid) {
  return grid.labels.map(({ company, text, label }) => ({
    company,
    text,
    label: [label.left, label.top, label.right, label.bottom].map(Math.round),
  }));
}

/** The Grid pages of the demo catalog's categories (each category page links its Grid). */
async function gridPaths(page: Page) {
  await page.goto(`${baseUrl}/categories`);
  const hrefs = await page
    .locator('main a[href^="/categories/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return [...new Set(hrefs.filter((href) => /^\/categories\/[a-z0-9-]+$/.test(href)))].map((href) => `${href}/grid`);
}

async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
}

describe("the category Grid as drawn", () => {
  for (const size of Object.keys(sizes) as Size[]) {
    it(`every Grid of the demo catalog at ${size} width: labels apart, legible, by their points; the table fits`, async ({
      newPage,
    }) => {
      const page = await newPage({ viewport: sizes[size] });
      const paths = await gridPaths(page);
      const problems: string[] = [];
      let drawnGrids = 0;
      for (const path of paths) {
        await page.goto(`${baseUrl}${path}`);
        if ((await page.locator("svg[data-grid]").count()) === 0) continue;
        drawnGrids++;
        problems.push(...problemsOf(await page.evaluate(measureGrid), size).map((problem) => `${path}: ${problem}`));
      }
      // The demo catalog draws a Grid in each of its categories (Email Marketing's is one of the densest).
      expect(paths).toContain("/categories/email-marketing/grid");
      expect(drawnGrids).toBeGreaterThanOrEqual(30);
      expect(problems).toEqual([]);
    }, 180_000);
  }

  it("draws the same on a direct load, without JavaScript and after a client navigation from the category page", async ({
    newPage,
  }) => {
    for (const size of Object.keys(sizes) as Size[]) {
      const page = await newPage({ viewport: sizes[size] });
      const withoutScript = await newPage({ viewport: sizes[size], javaScriptEnabled: false });
      for (const [slug, name] of [
        ["email-marketing", "Email Marketing"],
        ["marketing-automation", "Marketing Automation"],
        ["sms-marketing", "SMS Marketing"],
      ] as const) {
        const path = `/categories/${slug}/grid`;
        await page.goto(`${baseUrl}${path}`);
        await settled(page);
        const direct = await page.evaluate(measureGrid);
        expect(problemsOf(direct, size), `${path} at ${size} width`).toEqual([]);

        await withoutScript.goto(`${baseUrl}${path}`);
        expect(layoutOf(await withoutScript.evaluate(measureGrid)), `${path} without JavaScript`).toEqual(
          layoutOf(direct),
        );

        await page.goto(`${baseUrl}/categories/${slug}`);
        await settled(page);
        await page.evaluate(() => Object.assign(window, { sameDocument: true }));
        await page.getByRole("link", { name: `See the ${name} Grid` }).click();
        await page.getByRole("heading", { name: `${name} Grid`, level: 1 }).waitFor();
        await page.waitForLoadState("networkidle");
        expect(await page.evaluate(() => "sameDocument" in window), "a client navigation").toBe(true);
        expect(layoutOf(await page.evaluate(measureGrid)), `${path} after a client navigation`).toEqual(
          layoutOf(direct),
        );
      }
    }
  });
});
