// npm run bench:lighthouse — Lighthouse scores and budgets of the public pages in a real browser.
//
// Starts the built production server (embedded database, demo data, fresh data folder), finds a
// real category and company from its links, then runs Lighthouse (mobile and desktop presets) in
// one headless Chromium on the home, category, company and search-results pages. Prints scores,
// metrics, transferred JavaScript, the budgets and, per page, the failing accessibility,
// best-practices and SEO audits with the elements or messages behind them. The summary goes to
// bench/results/lighthouse-<date>.json, each run's full HTML report to tmp/lighthouse/.
// Build first (npm run build); CHROME_PATH picks the browser (default /usr/bin/chromium).
import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config, desktopConfig, generateReport, type Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { chromiumFlags } from "#tests/e2e/support/browser.ts";
import { startServer } from "#tests/e2e/support/server-process.ts";
import { writeResults } from "./support/result-file.ts";

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const budget = { scriptKilobytes: 100, mobilePerformance: 95, otherCategories: 100, maxCumulativeLayoutShift: 0.05 };
const presets: { name: "mobile" | "desktop"; config: Config | undefined }[] = [
  { name: "mobile", config: undefined }, // Lighthouse's default config is the mobile preset
  { name: "desktop", config: desktopConfig },
];
const categoryIds = ["performance", "accessibility", "best-practices", "seo"] as const;
const maxDetailItems = 20;
// Mobile scores move a few points between runs; BENCH_RUNS=5 reports Lighthouse's median run instead.
const runsPerPage = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const maxAttempts = 3;
const reportDir = path.resolve("tmp/lighthouse");

if (!existsSync(path.resolve("build/server/index.js"))) {
  console.error("Build the app first: npm run build");
  process.exit(2);
}
if (!existsSync(chromePath)) {
  console.error(`No browser at ${chromePath}; set CHROME_PATH to a Chrome or Chromium binary.`);
  process.exit(2);
}

type FailingAudit = { category: string; id: string; title: string; displayValue?: string; details: string[] };

function describeValue(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value !== "object" || !("type" in value)) return "";
  if (value.type === "node" && "snippet" in value) {
    const selector = "selector" in value ? `${value.selector} ` : "";
    const explanation = "explanation" in value && value.explanation ? ` — ${value.explanation}` : "";
    return `${selector}${value.snippet}${explanation}`.replace(/\s+/g, " ");
  }
  if (value.type === "source-location" && "url" in value && "line" in value) return `${value.url}:${value.line}`;
  if ("text" in value) return String(value.text);
  if ("value" in value) return String(value.value);
  return "";
}

/** One line per row of an audit's details table (or list of tables), columns in heading order. */
function describeDetails(details: Result["audits"][string]["details"]): string[] {
  if (!details) return [];
  if (details.type === "list") {
    return details.items.flatMap((item) => {
      const table = item.type === "list-section" ? item.value : item;
      return table.type === "table" ? describeDetails(table) : [];
    });
  }
  if (details.type !== "table" && details.type !== "opportunity") return [];
  return details.items.slice(0, maxDetailItems).map((item) =>
    details.headings
      .map((heading) => (heading.key ? describeValue(item[heading.key]) : ""))
      .filter((text) => text !== "")
      .join(" | "),
  );
}

function findFailingAudits(result: Result): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const category of ["accessibility", "best-practices", "seo"] as const) {
    for (const ref of result.categories[category]?.auditRefs ?? []) {
      const audit = result.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (!["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode)) continue;
      failing.push({
        category,
        id: audit.id,
        title: audit.title,
        displayValue: audit.displayValue,
        details: describeDetails(audit.details),
      });
    }
  }
  return failing;
}

/** Performance audits that cost score (opportunities and diagnostics), to say where the time goes. */
function findPerformanceIssues(result: Result) {
  return (result.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.group !== "metrics")
    .map((ref) => result.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative")
    .map((audit) => ({
      id: audit?.id,
      title: audit?.title,
      displayValue: audit?.displayValue,
      details: describeDetails(audit?.details),
    }));
}

/** The page's scripts, largest first, with their transferred (compressed, headers included) bytes. */
function listScripts(result: Result) {
  const details = result.audits["network-requests"]?.details;
  if (details?.type !== "table") return undefined;
  return details.items
    .filter((item) => item.resourceType === "Script")
    .map((item) => ({
      url: typeof item.url === "string" ? new URL(item.url).pathname : "",
      transferBytes: typeof item.transferSize === "number" ? item.transferSize : 0,
    }))
    .sort((a, b) => b.transferBytes - a.transferBytes);
}

function summarise(page: { name: string; path: string }, preset: "mobile" | "desktop", result: Result) {
  const score = (id: (typeof categoryIds)[number]) => {
    const value = result.categories[id]?.score;
    return typeof value === "number" ? Math.round(value * 100) : null;
  };
  const metric = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  const scores = {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
  };
  const scripts = listScripts(result);
  const scriptBytes = scripts ? scripts.reduce((sum, script) => sum + script.transferBytes, 0) : Number.NaN;
  const cls = Math.round(metric("cumulative-layout-shift") * 1000) / 1000;
  const overBudget: string[] = [];
  if (result.runtimeError) overBudget.push(`not measured (${result.runtimeError.code})`);
  else if (!(scriptBytes <= budget.scriptKilobytes * 1024))
    overBudget.push(`JS ${(scriptBytes / 1024).toFixed(1)} KB > ${budget.scriptKilobytes} KB`);
  if (!result.runtimeError) {
    if (preset === "mobile" && !((scores.performance ?? 0) >= budget.mobilePerformance))
      overBudget.push(`performance ${scores.performance} < ${budget.mobilePerformance}`);
    for (const [name, value] of [
      ["accessibility", scores.accessibility],
      ["best-practices", scores.bestPractices],
      ["SEO", scores.seo],
    ] as const) {
      if (value !== budget.otherCategories) overBudget.push(`${name} ${value} < ${budget.otherCategories}`);
    }
    if (!(cls < budget.maxCumulativeLayoutShift)) overBudget.push(`CLS ${cls} ≥ ${budget.maxCumulativeLayoutShift}`);
  }
  return {
    page: page.name,
    path: page.path,
    preset,
    finalUrl: result.finalDisplayedUrl,
    runtimeError: result.runtimeError?.message,
    runWarnings: result.runWarnings,
    scores,
    largestContentfulPaintMs: Math.round(metric("largest-contentful-paint")),
    cumulativeLayoutShift: cls,
    totalBlockingTimeMs: Math.round(metric("total-blocking-time")),
    scriptTransferBytes: scriptBytes,
    scriptRequests: scripts?.length,
    largestScripts: scripts?.slice(0, 8),
    totalTransferBytes: result.audits["total-byte-weight"]?.numericValue,
    overBudget,
    failingAudits: findFailingAudits(result),
    performanceIssues: findPerformanceIssues(result),
  };
}

async function fetchText(url: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** A category from the home page's links and a company from that category's page. */
async function findPages(baseUrl: string) {
  const home = await fetchText(`${baseUrl}/`);
  const categorySlug = /href="\/categories\/([a-z0-9-]+)"/.exec(home)?.[1];
  if (!categorySlug) throw new Error("The home page links to no category");
  const category = await fetchText(`${baseUrl}/categories/${categorySlug}`);
  const companySlug = /href="\/company\/([a-z0-9-]+)"/.exec(category)?.[1];
  if (!companySlug) throw new Error(`The category ${categorySlug} links to no company`);
  return [
    { name: "home", path: "/" },
    { name: "category", path: `/categories/${categorySlug}` },
    { name: "company", path: `/company/${companySlug}` },
    { name: "search results", path: "/search-results?q=email+marketing+for+shopify" },
  ];
}

const started = performance.now();
let server: Awaited<ReturnType<typeof startServer>> | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;

let cleaningUp: Promise<void> | undefined;

/** Stops the browser and the server once, whether the run ends, fails or is interrupted. */
function cleanUp() {
  cleaningUp ??= (async () => {
    chrome?.kill();
    await server?.stop();
  })();
  return cleaningUp;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

const runs: (ReturnType<typeof summarise> & { performanceScores: number[] })[] = [];
let environment: { lighthouseVersion: string; userAgent: string; benchmarkIndex: number } | undefined;
try {
  server = await startServer();
  const pages = await findPages(server.baseUrl);
  // Warm the server (caches, query plans) so the first run does not pay for a cold start.
  for (const page of pages) await fetchText(`${server.baseUrl}${page.path}`);
  await rm(reportDir, { recursive: true, force: true });
  await mkdir(reportDir, { recursive: true });
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: chromiumFlags,
    handleSIGINT: false,
    logLevel: "error",
  });
  for (const page of pages) {
    for (const preset of presets) {
      const runStarted = performance.now();
      const results: Result[] = [];
      for (let run = 0; run < runsPerPage; run++) {
        // A run now and then loses its trace (NO_NAVSTART, NO_FCP…) on a busy machine; try it again.
        for (let attempt = 1; ; attempt++) {
          const runner = await lighthouse(
            `${server.baseUrl}${page.path}`,
            { port: chrome.port, output: "json", logLevel: "error" },
            preset.config,
          );
          if (!runner) throw new Error(`Lighthouse returned nothing for ${page.path} (${preset.name})`);
          const error = runner.lhr.runtimeError;
          if (error?.code.startsWith("NO_") && attempt < maxAttempts) {
            console.warn(`${page.name} ${preset.name}: ${error.code}, running again`);
            continue;
          }
          results.push(runner.lhr);
          break;
        }
      }
      const median = results.length > 1 ? computeMedianRun(results) : results[0];
      if (!median) throw new Error(`No Lighthouse run for ${page.path} (${preset.name})`);
      runs.push({
        ...summarise(page, preset.name, median),
        performanceScores: results.map((result) => Math.round((result.categories.performance?.score ?? 0) * 100)),
      });
      const reportName = `${page.name.replaceAll(" ", "-")}-${preset.name}.html`;
      await writeFile(path.join(reportDir, reportName), generateReport(median, "html"));
      environment ??= {
        lighthouseVersion: median.lighthouseVersion,
        userAgent: median.environment.hostUserAgent,
        benchmarkIndex: median.environment.benchmarkIndex,
      };
      const seconds = ((performance.now() - runStarted) / 1000).toFixed(1);
      console.log(`${page.name} ${preset.name}: ${seconds} s (${runsPerPage} run${runsPerPage > 1 ? "s" : ""})`);
    }
  }
} finally {
  await cleanUp();
}
const durationSeconds = Math.round((performance.now() - started) / 100) / 10;

console.log();
console.table(
  runs.map((run) => ({
    page: run.page,
    preset: run.preset,
    perf: run.scores.performance,
    a11y: run.scores.accessibility,
    "best-pr": run.scores.bestPractices,
    seo: run.scores.seo,
    "LCP ms": run.largestContentfulPaintMs,
    CLS: run.cumulativeLayoutShift,
    "TBT ms": run.totalBlockingTimeMs,
    "JS KB": Number((run.scriptTransferBytes / 1024).toFixed(1)),
    ...(runsPerPage > 1 ? { "perf runs": run.performanceScores.join(" ") } : {}),
    budgets: run.overBudget.length === 0 ? "met" : "over",
  })),
);

for (const page of new Set(runs.map((run) => run.page))) {
  const pageRuns = runs.filter((run) => run.page === page);
  console.log(`\n${page} (${pageRuns[0]?.path})`);
  for (const run of pageRuns) {
    if (run.runtimeError) console.log(`  ${run.preset}: Lighthouse error: ${run.runtimeError}`);
    for (const warning of run.runWarnings) console.log(`  ${run.preset}: warning: ${warning}`);
    console.log(`  ${run.preset} budgets: ${run.overBudget.length === 0 ? "met" : run.overBudget.join("; ")}`);
    if (run.preset === "mobile" && run.largestScripts && run.overBudget.some((text) => text.startsWith("JS"))) {
      const largest = run.largestScripts
        .map((script) => `${path.basename(script.url)} ${(script.transferBytes / 1024).toFixed(1)}`)
        .join(", ");
      console.log(`    ${run.scriptRequests} scripts; largest (KB): ${largest}`);
    }
    if (run.preset === "mobile" && run.overBudget.some((text) => text.startsWith("performance"))) {
      for (const issue of run.performanceIssues) {
        console.log(
          `    performance: ${issue.id}: ${issue.title}${issue.displayValue ? ` (${issue.displayValue})` : ""}`,
        );
        for (const line of issue.details.slice(0, 5)) console.log(`        - ${line.slice(0, 300)}`);
      }
    }
  }
  // The same audit usually fails on both presets; show it once with the presets it failed on.
  const failing = new Map<string, FailingAudit & { presets: string[] }>();
  for (const run of pageRuns) {
    for (const audit of run.failingAudits) {
      const key = `${audit.category} ${audit.id}`;
      const seen = failing.get(key);
      if (seen) seen.presets.push(run.preset);
      else failing.set(key, { ...audit, presets: [run.preset] });
    }
  }
  if (failing.size === 0) console.log("  no failing accessibility, best-practices or SEO audits");
  for (const audit of failing.values()) {
    const value = audit.displayValue ? ` (${audit.displayValue})` : "";
    console.log(`  ${audit.category}: ${audit.id}: ${audit.title}${value} [${audit.presets.join(", ")}]`);
    for (const line of audit.details.slice(0, 5)) console.log(`      - ${line.slice(0, 300)}`);
    if (audit.details.length > 5) console.log(`      … ${audit.details.length - 5} more in the JSON`);
  }
}

const summary = {
  benchmark: "lighthouse",
  date: new Date().toISOString(),
  ...environment,
  chromePath,
  budget,
  runsPerPage,
  durationSeconds,
  runs,
};
const file = await writeResults("lighthouse", summary.date, summary);
console.log(
  `\nOne full run took ${durationSeconds} s. Written to ${file}; full reports in ${path.relative(".", reportDir)}/`,
);
