import { describe, expect, it } from "vitest";
import { companyIdByDomain, createReview } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient } from "#tests/support/test-app.ts";

const { database, app } = prepareTestApp();

describe("operator stacks", () => {
  it("picks, per brand size and category, the best-rated company in reviews marked good for that size", async () => {
    const loop = await companyIdByDomain(database.db, "loopreturns.com");
    const returngo = await companyIdByDomain(database.db, "returngo.ai");
    const redo = await companyIdByDomain(database.db, "getredo.com");
    // 7-figure operators: Loop 5,5,4 (3 reviews); ReturnGO 5,5 (2 reviews); Redo one 5 (too few).
    for (const rating of [5, 5, 4])
      await createReview(database.db, { companyId: loop, rating, goodForSevenFigures: true });
    for (const rating of [5, 5])
      await createReview(database.db, { companyId: returngo, rating, goodForSevenFigures: true });
    await createReview(database.db, { companyId: redo, rating: 5, goodForSevenFigures: true });
    // AI reviews never count, however many.
    for (let index = 0; index < 5; index++) {
      await createReview(database.db, { companyId: redo, rating: 5, goodForSevenFigures: true, isAiGenerated: true });
    }
    // Startups: ReturnGO only.
    for (const rating of [4, 4]) await createReview(database.db, { companyId: returngo, rating, goodForStartup: true });

    const client = createClient(app);
    const page = await (await client.request("/operator-stacks?category=returns")).text();
    expect(page).toContain("<title>Best Returns &amp; Exchanges for every brand size | OperatorStack</title>");
    // Loop: (28 + 14) / 10 = 4.2; ReturnGO: (28 + 10) / 9 = 4.22 → ReturnGO tops 7-figure brands by the Bayesian average.
    const sevenFigures = page.slice(
      page.indexOf("Stack for 7-figure brands"),
      page.indexOf("Stack for 8-figure brands"),
    );
    expect(sevenFigures).toContain("ReturnGO");
    expect(sevenFigures).toContain("5.0 from 2 7-figure brands");
    expect(sevenFigures).not.toContain("Redo");
    const startups = page.slice(page.indexOf("Stack for startups"), page.indexOf("Stack for 6-figure brands"));
    expect(startups).toContain("ReturnGO");
    expect(page).toContain("Not enough reviews from 9-figure+ brands yet in Returns");

    const onlySize = await (await client.request("/operator-stacks?size=sevenFigures")).text();
    expect(onlySize).toContain("Stack for 7-figure brands");
    expect(onlySize).not.toContain("Stack for startups");
    expect((await client.request("/operator-stacks?category=no-such-category")).status).toBe(404);
  });
});
