// The company page reads its mention counts, pros-and-cons summary and stored alternatives in one round trip when
// none is cached (server/catalog/company-page-reads.ts): the answers must be those of the three reads one by one.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createReadCache } from "#server/cache/read-cache.ts";
import { readCompanyPageFigures } from "#server/catalog/company-page-reads.ts";
import { listAlternatives } from "#server/catalog/list-alternatives.ts";
import { refreshAlternatives } from "#server/catalog/refresh-alternatives.ts";
import { getReviewDetailSummary } from "#server/reviews/get-review-detail-summary.ts";
import { countReviewMentions } from "#server/reviews/review-mentions.ts";
import { createCompany, createReview } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";

const { database } = prepareTestApp();

async function companyIn(categorySlug: string, name: string) {
  const id = await createCompany(database.db, `${name} ${process.pid} ${Math.random().toString(36).slice(2, 8)}`);
  await database.db.execute(sql`insert into company_categories (company_id, category_id, is_primary)
    select ${id}, id, true from categories where slug = ${categorySlug}`);
  return id;
}

async function oneByOne(companyId: number, includeAi: boolean, limit: number) {
  return {
    mentions: await countReviewMentions(database.db, companyId, { includeAi }),
    reviewDetail: await getReviewDetailSummary(database.db, companyId),
    alternatives: await listAlternatives(database.db, companyId, { limit }),
  };
}

describe("the company page's figures in one round trip", () => {
  it("answers as the three reads do, for reviewed and unreviewed, ranked and unranked companies", async () => {
    const reviewed = await companyIn("email-marketing", "Batch Reviewed");
    const quiet = await companyIn("email-marketing", "Batch Quiet");
    const details = [
      { rating: 5, pros: "Great flows and segmentation", cons: null, ratingEaseOfUse: 5, ratingSupport: 4 },
      { rating: 2, pros: null, cons: "Support was slow, pricing grew fast", ratingValue: 2, ratingFeatures: 3 },
      { rating: 4, pros: "Reliable deliverability", cons: "Reporting is thin", goodForSevenFigures: true },
      {
        rating: 1,
        content: "The integration with our store broke twice and support never answered.",
        isAiGenerated: true,
      },
    ];
    for (const detail of details) await createReview(database.db, { companyId: reviewed, ...detail });
    // One company ranked and stored, the other left to be ranked live.
    await refreshAlternatives(database.db, [reviewed]);

    for (const companyId of [reviewed, quiet]) {
      for (const includeAi of [false, true]) {
        const cache = createReadCache();
        const label = `${companyId === reviewed ? "reviewed" : "quiet"}, AI ${includeAi}`;
        const batched = await readCompanyPageFigures({ db: database.db, cache }, companyId, {
          includeAi,
          q: undefined,
          alternativesLimit: 5,
        });
        expect(batched, label).toEqual(await oneByOne(companyId, includeAi, 5));
        // What the batch read is kept as the one-by-one reads would have kept it, and read from there next time.
        expect(cache.bytes, label).toBeGreaterThan(0);
        const again = await readCompanyPageFigures({ db: database.db, cache }, companyId, {
          includeAi,
          q: undefined,
          alternativesLimit: 5,
        });
        expect(again, label).toEqual(batched);
      }
    }
    const figures = await readCompanyPageFigures({ db: database.db, cache: createReadCache() }, reviewed, {
      includeAi: false,
      q: undefined,
      alternativesLimit: 5,
    });
    // The data is really there, so the comparison above compares something.
    expect(figures.mentions.reviewCount).toBe(3);
    expect(figures.reviewDetail.pros.length).toBeGreaterThan(0);
    expect(figures.reviewDetail.cons.length).toBeGreaterThan(0);
    expect(figures.alternatives.length).toBeGreaterThan(0);
  });

  it("counts a keyword search with its own query", async () => {
    const companyId = await companyIn("email-marketing", "Batch Keyword");
    await createReview(database.db, { companyId, rating: 2, content: "Support was slow to answer about pricing." });
    await createReview(database.db, { companyId, rating: 5, content: "Flows work well for our store." });
    const cache = createReadCache();
    const figures = await readCompanyPageFigures({ db: database.db, cache }, companyId, {
      includeAi: false,
      q: "pricing",
      alternativesLimit: 5,
    });
    expect(figures.mentions).toEqual(
      await countReviewMentions(database.db, companyId, { includeAi: false, q: "pricing" }),
    );
    expect(figures.mentions.reviewCount).toBe(1);
  });
});
