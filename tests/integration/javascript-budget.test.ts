// The first-load JavaScript budget of public pages (issue #8, docs/decisions/029 and 031): every script a
// page loads before it is interactive (its modulepreload links and the modules its hydration script imports), counted as the Brotli bytes the server sends. Sizes, not times: deterministic.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { createCompany, createReview, createUser } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient } from "#tests/support/test-app.ts";

const budgetBytes = 100 * 1024;
let companyId: number;

const { database, app } = prepareTestApp();
beforeAll(async () => {
  companyId = await createCompany(database.db, "Budget Measured Co");
  const author = await createUser(database.db);
  await createReview(database.db, { companyId, userId: author.id, rating: 4, title: "Measured review" });
});

async function brotliBytes(assetPath: string) {
  const file = path.resolve("build/client", `.${assetPath}`);
  if (existsSync(`${file}.br`)) return (await readFile(`${file}.br`)).byteLength;
  // Small files are not precompressed; the server compresses them on the way out.
  return brotliCompressSync(await readFile(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;
}

async function firstLoadScripts(page: string) {
  const response = await createClient(app).request(page);
  expect(response.status, page).toBe(200);
  const html = await response.text();
  const urls = new Set<string>();
  for (const [, href = ""] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(href);
  for (const [, src = ""] of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) urls.add(src);
  // The inline hydration module imports the route modules and the entry by URL (the route manifest is inline).
  for (const [, url = ""] of html.matchAll(/import[^"';]*["'](\/assets\/[^"']+\.js)["']/g)) urls.add(url);
  return [...urls].filter((url) => url.startsWith("/assets/"));
}

describe("first-load JavaScript of public pages", () => {
  it.each([
    ["home", () => "/"],
    ["category", () => "/categories/email-marketing"],
    ["company", () => `/company/${companyId}`],
    ["search results", () => "/search-results?q=email%20marketing%20for%20shopify"],
  ])("stays within 100 KB (Brotli) on the %s page", async (_name, pathOf) => {
    const scripts = await firstLoadScripts(pathOf());
    expect(scripts.some((url) => url.includes("/entry.client-"))).toBe(true);
    const sizes = await Promise.all(scripts.map(brotliBytes));
    const total = sizes.reduce((sum, size) => sum + size, 0);
    const largest = scripts
      .map((url, index) => `${url.replace(/^\/assets\//, "")} ${sizes[index]}`)
      .sort((a, b) => Number(b.split(" ")[1]) - Number(a.split(" ")[1]))
      .slice(0, 12);
    expect(total, `${scripts.length} scripts, ${total} bytes; largest: ${largest.join(", ")}`).toBeLessThanOrEqual(
      budgetBytes,
    );
  });
});

describe("browser code carries no server code", () => {
  // A route component that imports a value from a server module pulls that module, and what it imports, into
  // the page's browser code: the database schema (33 KB), or modules that need Node and break hydration.
  const serverMarkers = ["drizzle:", "pg-boss", "nodemailer", "better-auth", "csv-parse", "node:crypto"];

  it("has no database, mail, auth or Node module in any browser chunk", async () => {
    const { readdir } = await import("node:fs/promises");
    const dir = path.resolve("build/client/assets");
    const offenders: string[] = [];
    for (const name of (await readdir(dir)).filter((file) => file.endsWith(".js"))) {
      const text = await readFile(path.join(dir, name), "utf8");
      for (const marker of serverMarkers) if (text.includes(marker)) offenders.push(`${name}: ${marker}`);
    }
    expect(offenders).toEqual([]);
  });
});
