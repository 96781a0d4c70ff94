// The home page shows what operators said lately and who they rate highest (issue #35, item 7): recent published
// reviews by people, and top-rated companies from enough reviews, each linking on.
import { beforeAll, describe, expect, it } from "vitest";
import { highestRatedMinimumReviews } from "#contracts/catalog-options.ts";
import { createCompany, createReview } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient } from "#tests/support/test-app.ts";

const { database, app } = prepareTestApp();
let favouriteId = 0;
let fewId = 0;
let recentId = 0;

beforeAll(async () => {
  const { db } = database;
  favouriteId = await createCompany(db, "Highlight Favourite");
  fewId = await createCompany(db, "Highlight Too Few");
  for (let count = 0; count < highestRatedMinimumReviews; count++) {
    await createReview(db, { companyId: favouriteId, rating: 5, title: `Steady praise ${count}` });
  }
  await createReview(db, { companyId: fewId, rating: 5, title: "One glowing review" });
  recentId = (await createReview(db, { companyId: favouriteId, rating: 4, title: "The newest words on the home page" }))
    .id;
  // A reviewer who gave no surname (and one who gave no name): named as every review list names them.
  await createReview(db, { companyId: fewId, rating: 4, title: "No surname given", reviewerSurname: null });
  await createReview(db, {
    companyId: fewId,
    rating: 4,
    title: "No name given",
    reviewerFirstName: null,
    reviewerSurname: null,
  });
  await createReview(db, { companyId: fewId, rating: 5, title: "Written by a machine", isAiGenerated: true });
  await createReview(db, { companyId: fewId, rating: 5, title: "Waiting for a moderator", status: "pending" });
});

async function home() {
  const response = await createClient(app).request("/");
  expect(response.status).toBe(200);
  return (await response.text()).replaceAll("<!-- -->", "");
}

describe("the home page's highlights", () => {
  it("lists recent reviews by people, newest first, linking to each review and its company", async () => {
    const page = await home();
    const section = page.slice(page.indexOf('id="recent-reviews-heading"'));
    expect(section).toContain("The newest words on the home page");
    expect(section).toContain(`href="/review/${recentId}"`);
    expect(section).toContain('href="/company/highlight-favourite"');
    expect(section.indexOf("The newest words on the home page")).toBeLessThan(section.indexOf("One glowing review"));
    expect(section).toContain("No surname given");
    expect(section).toContain("Anonymous User");
    expect(page).not.toContain("Written by a machine");
    expect(page).not.toContain("Waiting for a moderator");
  });

  it(`lists top-rated companies from ${highestRatedMinimumReviews} reviews, and says so`, async () => {
    const page = await home();
    const start = page.indexOf('id="top-rated-heading"');
    expect(start).toBeGreaterThan(-1);
    const section = page.slice(start, page.indexOf("</section>", start));
    expect(section).toContain("Highlight Favourite");
    expect(section).toContain("Rated 4.8 out of 5");
    expect(section).not.toContain("Highlight Too Few");
    expect(section).toContain(`at least ${highestRatedMinimumReviews} reviews`);
  });
});
