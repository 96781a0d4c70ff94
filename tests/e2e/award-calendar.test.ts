import path from "node:path";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { it } from "./support/fixtures.ts";
import { startServer } from "./support/server-process.ts";

let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  // A second server whose clock reads mid-January: its demo data and awards are made on that date.
  server = await startServer({
    nodeArgs: ["--import", path.resolve("tests/e2e/support/fake-clock.mjs")],
    env: { FAKE_NOW: "2027-01-15T12:00:00Z" },
  });
});
afterAll(async () => {
  await server?.stop();
});

describe("award calendar", () => {
  it("in January, the monthly awards are December's of the previous year", async ({ page }) => {
    await page.goto(`${server.baseUrl}/monthly-award-winners`);
    await page.getByText("December 2026", { exact: true }).first().waitFor();
    // January is named only as the month whose awards come after it ends (decision 089).
    expect(await page.getByText("January 2027", { exact: true }).count()).toBe(0);
    await page
      .getByText(/Awards for December 2026, published .* The January 2027 awards are announced after the month ends\./)
      .waitFor();
    await page
      .getByRole("link", { name: /Winner:/ })
      .first()
      .click();
    await page.getByRole("heading", { level: 1, name: /December 2026/ }).waitFor();
    await page.goto(`${server.baseUrl}/annual-award-winners`);
    await page.getByRole("heading", { level: 1, name: "Annual Winners 2026" }).waitFor();
  });
});
