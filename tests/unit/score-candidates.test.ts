import { describe, expect, it } from "vitest";
import { keepConstraints } from "#server/search/keep-constraints.ts";
import {
  fuseLists,
  keepRelevant,
  qualityOf,
  type RankingWeights,
  rankingWeights,
  scoreCandidates,
} from "#server/search/score-candidates.ts";
import type { Candidate, RankedLists, SearchPlan } from "#server/search/search-plan.ts";
import { rootOf } from "#server/search/understanding/category-text.ts";
import type { ParsedQuery } from "#server/search/understanding/parsed-query.ts";

// The ranking without a database: each weight of score-candidates.ts on made-up candidates.

function candidate(id: number, facts: Partial<Candidate> = {}): Candidate {
  return {
    id,
    name: `Company ${id}`,
    slug: `company-${id}`,
    domain: `company-${id}.example`,
    logo_url: null,
    logo_key: null,
    description: "A tool.",
    kind: "software",
    pricing_model: null,
    free_plan: null,
    cost_band: null,
    starting_price_amount: null,
    starting_price_currency: null,
    starting_price_unit: null,
    platforms: [],
    features: [],
    partner_ids: [],
    brand_sizes: [],
    regions: [],
    headquarters: null,
    status: "active",
    is_sponsored: false,
    is_ai_generated: false,
    category_ids: [1],
    primary_category_id: 1,
    primary_category_name: "Reviews",
    primary_category_slug: "reviews",
    review_count: 0,
    rating_sum: 0,
    presence: null,
    good_for_startup: 0,
    good_for_six_figures: 0,
    good_for_seven_figures: 0,
    good_for_eight_figures: 0,
    good_for_nine_figures_plus: 0,
    ...facts,
  };
}

function plan(parsed: Partial<ParsedQuery> = {}, extra: Partial<SearchPlan> = {}): SearchPlan {
  return {
    parsed: {
      categories: ["reviews"],
      brandSize: null,
      region: null,
      platforms: [],
      priceSensitivity: null,
      kind: null,
      features: [],
      featureCategories: [],
      textCategories: [],
      qualifierCategories: [],
      priceCap: null,
      pricingModels: [],
      mentions: [],
      keywords: [],
      topics: [],
      qualifiers: [],
      ...parsed,
    },
    categoryIds: [1],
    categoryWeights: new Map([[1, 1]]),
    excludedIds: [],
    comparedIds: [],
    successors: [],
    alternativeTo: null,
    featureParts: new Map(),
    integrations: [],
    kindFilter: null,
    kindCategoryIds: [],
    hideAiCompanies: false,
    topicRarity: new Map(),
    keywordRarity: new Map(),
    categoryNameRoots: new Map(),
    ...extra,
  };
}

function lists(byCategory: number[], more: Partial<RankedLists> = {}): RankedLists {
  return { byCategory, byText: [], byName: [], byReviews: [], byIntegration: [], byFeature: [], ...more };
}

const categoryNames = new Map([
  [1, "Reviews"],
  [2, "Email"],
]);

/** Topic rarities keyed as the plan keys them (by word root). */
function rarityOf(rarities: Record<string, number>) {
  return new Map(Object.entries(rarities).map(([stem, rarity]) => [rootOf(stem), rarity]));
}

const rank = (scored: { candidate: Candidate }[]) => scored.map((entry) => entry.candidate.id);

function byId(...candidates: Candidate[]) {
  return new Map(candidates.map((entry) => [entry.id, entry]));
}

describe("the pure ranking: fusion, quality and facets, with named weights", () => {
  it("fuses the lists by reciprocal rank, each list with its weight", () => {
    const fused = fuseLists(plan(), lists([1], { byName: [2], byReviews: [3] }));
    const { rrfK, byCategory, byName, byReviews } = rankingWeights.fusion;
    expect(fused.get(1)).toBeCloseTo(byCategory / (rrfK + 1));
    expect(fused.get(2)).toBeCloseTo(byName / (rrfK + 1));
    expect(fused.get(3)).toBeCloseTo(byReviews / (rrfK + 1));
    expect(fused.get(2) ?? 0).toBeGreaterThan(fused.get(1) ?? 0);
  });

  it("gives companies that fit the category equally the same relevance from it, whatever their order", () => {
    const fused = fuseLists(plan(), lists([1, 2, 3], { byCategoryRanks: [0, 0, 2] }));
    expect(fused.get(2)).toBe(fused.get(1));
    expect(fused.get(3) ?? 0).toBeLessThan(fused.get(2) ?? 0);
  });

  it("among companies that fit the category equally, lets what the other lists say outweigh a little more reach", () => {
    // Both share the category list's first rank; the feature list finds 1 first and 2 fifth, and 2 runs on two more
    // platforms (decision 111: at a quality share of 0.25, that reach decided among companies of equal fit).
    const reviewed = { review_count: 3, rating_sum: 12 };
    const specialist = candidate(1, { ...reviewed, platforms: ["shopify"] });
    const wider = candidate(2, { ...reviewed, platforms: ["shopify", "woocommerce", "bigcommerce"] });
    const found = lists([1, 2], { byCategoryRanks: [0, 0], byFeature: [1, 10, 11, 12, 2] });
    expect(rank(scoreCandidates(plan(), found, byId(specialist, wider)))).toEqual([1, 2]);
    const qualityFirst: RankingWeights = {
      ...rankingWeights,
      withCategories: { ...rankingWeights.withCategories, quality: 0.25 },
    };
    expect(rank(scoreCandidates(plan(), found, byId(specialist, wider), qualityFirst))).toEqual([2, 1]);
  });

  it("ranks a company that says the question's rare words anywhere in its text above one that says only its common ones (decision 118)", () => {
    // "whatsapp shared inbox": both help desks fit the category equally; one says WhatsApp (rare in the catalog) late in
    // its description, the other says "inbox" (common) in its head. Without the rarity term, the head decides.
    const parsed = { topics: ["whatsapp", "share", "inbox"] };
    const rarity = rarityOf({ whatsapp: 4, share: 1, inbox: 1 });
    const saysWhatsApp = candidate(1, {
      description: "Support software for teams. It answers email, live chat and WhatsApp messages in a shared view.",
    });
    const saysInbox = candidate(2, { description: "Shared inbox for support teams." });
    const found = lists([2, 1], { byCategoryRanks: [0, 0] });
    const ranked = scoreCandidates(plan(parsed, { topicRarity: rarity }), found, byId(saysWhatsApp, saysInbox));
    expect(rank(ranked)).toEqual([1, 2]);
    const withoutRarity: RankingWeights = { ...rankingWeights, saidMatch: 0 };
    expect(
      rank(scoreCandidates(plan(parsed, { topicRarity: rarity }), found, byId(saysWhatsApp, saysInbox), withoutRarity)),
    ).toEqual([2, 1]);
  });

  it("counts the words of an asked category's name as said by the companies listed in it (decision 118)", () => {
    // "payment gateway": every payment company is a gateway, whether its description says the word or not.
    const parsed = { topics: ["payment", "gateway"] };
    const rarity = rarityOf({ payment: 1, gateway: 4 });
    const leader = candidate(1, { description: "Payments platform for online businesses." });
    const saysGateway = candidate(2, { description: "Payment gateway for online stores." });
    const found = lists([1, 2], { byCategoryRanks: [0, 0] });
    const named = new Map([[1, new Set(["payment", "gateway"].map(rootOf))]]);
    // The head-of-description term is left out: it weighs a word by its rarity among the candidates, on its own.
    const saidOnly: RankingWeights = { ...rankingWeights, headMatch: 0 };
    const withName = plan(parsed, { topicRarity: rarity, categoryNameRoots: named });
    expect(rank(scoreCandidates(withName, found, byId(leader, saysGateway), saidOnly))).toEqual([1, 2]);
    const withoutName = plan(parsed, { topicRarity: rarity });
    expect(rank(scoreCandidates(withoutName, found, byId(leader, saysGateway), saidOnly))).toEqual([2, 1]);
  });

  it("reads a hyphenated word of a company's text in parts: “open-source” says “source”", () => {
    const parsed = { topics: ["source", "market", "automation"] };
    const rarity = rarityOf({ source: 3, market: 1, automation: 1 });
    const hosted = candidate(1, { description: "Marketing automation for online stores." });
    const openSource = candidate(2, { description: "Open-source marketing automation you host yourself." });
    const found = lists([1, 2], { byCategoryRanks: [0, 0] });
    expect(rank(scoreCandidates(plan(parsed, { topicRarity: rarity }), found, byId(openSource, hosted)))).toEqual([
      2, 1,
    ]);
  });

  it("counts a company found by text alone as an answer when it says most of what is asked, weighed by rarity", () => {
    // Not in the category asked for, low in the text list: related because it says the question's rare words.
    const parsed = { topics: ["whatsapp", "inbox"] };
    const rarity = rarityOf({ whatsapp: 4, inbox: 1 });
    const inCategory = candidate(1, { description: "Help desk for online stores." });
    const elsewhere = candidate(2, {
      description: "Team inbox for WhatsApp and Instagram messages.",
      category_ids: [2],
      primary_category_id: 2,
    });
    const found = lists([1], {
      byFeature: [1],
      byText: [1, ...Array.from({ length: 40 }, (_, index) => 100 + index), 2],
    });
    const scored = scoreCandidates(plan(parsed, { topicRarity: rarity }), found, byId(inCategory, elsewhere));
    expect(scored.find((entry) => entry.candidate.id === 2)?.related).toBe(true);
    const unsaid = scoreCandidates(plan(parsed, { topicRarity: new Map() }), found, byId(inCategory, elsewhere));
    expect(unsaid.find((entry) => entry.candidate.id === 2)?.related).toBe(false);
  });

  it("shrinks a few glowing reviews toward the prior: many good reviews are worth more than two perfect ones", () => {
    const two = qualityOf(candidate(1, { review_count: 2, rating_sum: 10 }), 40);
    const forty = qualityOf(candidate(2, { review_count: 40, rating_sum: 180 }), 40);
    expect(forty).toBeGreaterThan(two);
    expect(qualityOf(candidate(3), 40)).toBeCloseTo(rankingWeights.quality.rating * (3 / 4));
  });

  it("weighs reach alone when no candidate has a review: a rating and a count nobody has tell them apart by nothing", () => {
    const reach = (platforms: number) => Math.log1p(platforms) / Math.log1p(rankingWeights.quality.reachSaturation);
    const wide = candidate(1, { platforms: ["shopify", "woocommerce", "bigcommerce"] });
    expect(qualityOf(wide, 0)).toBeCloseTo(reach(3));
    expect(qualityOf(candidate(2), 0)).toBe(0);
    // A catalog without reviews (a new install, the HTTP tests' fixture): reach keeps quality's whole share.
    const narrow = candidate(3, { platforms: ["shopify"] });
    const found = lists([3, 1], { byCategoryRanks: [0, 0], byText: [3, 10, 11, 12, 1] });
    expect(rank(scoreCandidates(plan(), found, byId(narrow, wide)))).toEqual([1, 3]);
  });

  it("puts a company for the platform asked above one listed for others, and weighs the other platform down", () => {
    const parsed = { platforms: ["woocommerce" as const] };
    const other = candidate(1, { platforms: ["shopify"] });
    const listed = candidate(2, { platforms: ["woocommerce"] });
    const scored = scoreCandidates(plan(parsed), lists([1, 2]), byId(other, listed));
    expect(rank(scored)).toEqual([2, 1]);
    expect(scored[0]?.platformLabel).toBe("WooCommerce");
  });

  it("puts a company based in the country asked for, or naming it, above one of the wider region only", () => {
    const parsed = { region: "asia-pacific" as const, countries: ["new zealand"] };
    const elsewhere = candidate(1, { headquarters: "Singapore, Singapore" });
    const based = candidate(2, { headquarters: "Auckland, New Zealand" });
    const naming = candidate(3, { description: "Instalments for shoppers in Australia and New Zealand." });
    const scored = scoreCandidates(plan(parsed), lists([1, 2, 3]), byId(elsewhere, based, naming));
    expect(rank(scored).slice(0, 2).sort()).toEqual([2, 3]);
    expect(scored.find((entry) => entry.candidate.id === 2)?.evidence).toContain("based in Auckland, New Zealand");
  });

  it("halves an acquired or discontinued company's score", () => {
    const active = scoreCandidates(plan(), lists([1]), byId(candidate(1)));
    const acquired = scoreCandidates(plan(), lists([1]), byId(candidate(1, { status: "acquired" })));
    expect(acquired[0]?.score).toBeCloseTo((active[0]?.score ?? 0) * rankingWeights.inactiveFactor, 3);
  });

  it("does not weigh market presence: it orders retrieval's category list, not the score (decision 111)", () => {
    const unknown = candidate(1, { presence: 0.05 });
    const leader = candidate(2, { presence: 0.9 });
    const scored = scoreCandidates(plan(), lists([1, 2]), byId(unknown, leader));
    const scoreOf = (id: number) => scored.find((entry) => entry.candidate.id === id)?.score;
    expect(scoreOf(1)).toBeGreaterThan(scoreOf(2) ?? 0);
    const known = scoreCandidates(plan(), lists([1, 2]), byId({ ...unknown, presence: null }, leader));
    expect(known.map((entry) => entry.score)).toEqual(scored.map((entry) => entry.score));
  });

  it("keeps an unknown company that fits above a well-known one that does not", () => {
    const unknown = candidate(1, { presence: 0 });
    // The leader of another category, found first by text.
    const leader = candidate(2, {
      presence: 1,
      category_ids: [2],
      primary_category_id: 2,
      review_count: 40,
      rating_sum: 180,
    });
    const scored = scoreCandidates(plan(), lists([1], { byText: [2] }), byId(unknown, leader));
    expect(rank(scored)).toEqual([1, 2]);
    const gain = (presence: number) =>
      scoreCandidates(plan(), lists([1], { byText: [2] }), byId(unknown, { ...leader, presence })).find(
        (entry) => entry.candidate.id === 2,
      )?.score;
    expect(gain(1)).toBe(gain(0));
  });

  it("drops unrelated text matches and those far below the best", () => {
    const p = plan({ categories: [] }, { categoryIds: [], categoryWeights: new Map() });
    const scored = scoreCandidates(
      p,
      lists([], { byText: Array.from({ length: 150 }, (_, index) => index + 1) }),
      byId(...Array.from({ length: 150 }, (_, index) => candidate(index + 1, { category_ids: [] }))),
    );
    const kept = keepRelevant(p, scored);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(scored.length);
  });
});

describe("constraints kept: those that meet them first, the rest with what they miss", () => {
  it("puts companies with a free plan first and says 'No free plan listed' of the others", () => {
    const p = plan({ priceSensitivity: "free" });
    const paid = candidate(1, { free_plan: false, review_count: 50, rating_sum: 250 });
    const free = candidate(2, { free_plan: true });
    const freemium = candidate(3, { pricing_model: "freemium" });
    const kept = keepConstraints(p, scoreCandidates(p, lists([1, 2, 3]), byId(paid, free, freemium)), categoryNames);
    expect(kept.asked.map((constraint) => constraint.kind)).toEqual(["category", "freePlan"]);
    expect(kept.exactMatches).toBe(2);
    expect(
      kept.results
        .map((result) => result.entry.candidate.id)
        .slice(0, 2)
        .sort(),
    ).toEqual([2, 3]);
    expect(kept.results[2]?.missing).toEqual(["No free plan listed"]);
    expect(kept.note).toBeNull();
  });

  it("keeps the category asked with an integration: a partner from another category misses it, and follows the category's own companies", () => {
    const p = plan({}, { integrations: [{ id: 99, name: "Klaviyo" }] });
    const partnerElsewhere = candidate(1, { partner_ids: [99], category_ids: [2], primary_category_id: 2 });
    const reviewsPartner = candidate(2, { partner_ids: [99] });
    const reviewsAlone = candidate(3);
    const kept = keepConstraints(
      p,
      scoreCandidates(
        p,
        lists([2, 3], { byIntegration: [1, 2] }),
        byId(partnerElsewhere, reviewsPartner, reviewsAlone),
      ),
      categoryNames,
    );
    expect(kept.results.map((result) => [result.entry.candidate.id, result.missing])).toEqual([
      [2, []],
      [3, ["Not listed as working with Klaviyo"]],
      [1, ["Not listed in Reviews"]],
    ]);
  });

  it("keeps the category read from a feature asked with an integration ('phone support that integrates with Gorgias')", () => {
    const p = plan(
      { categories: [], features: ["voice and phone support"] },
      { categoryWeights: new Map([[1, 0.85]]), integrations: [{ id: 99, name: "Gorgias" }] },
    );
    const emailPartner = candidate(1, { partner_ids: [99], category_ids: [2], primary_category_id: 2 });
    const phonePartner = candidate(2, { partner_ids: [99], features: ["voice and phone support"] });
    const kept = keepConstraints(
      p,
      scoreCandidates(p, lists([2], { byIntegration: [1, 2] }), byId(emailPartner, phonePartner)),
      categoryNames,
    );
    expect(kept.results.map((result) => [result.entry.candidate.id, result.missing])).toEqual([
      [2, []],
      [1, ["Not listed in Reviews"]],
    ]);
  });

  it("reads a price ceiling from the listed price, the free plan or the typical cost, and says when none meets it", () => {
    const p = plan({ priceCap: { amount: 100, currency: "USD", unit: "month" }, platforms: ["wix"] });
    const cheap = candidate(1, {
      starting_price_amount: "49",
      starting_price_currency: "USD",
      starting_price_unit: "month",
      platforms: ["shopify"],
    });
    const dear = candidate(2, { cost_band: "over-1000", platforms: ["wix"] });
    const kept = keepConstraints(p, scoreCandidates(p, lists([1, 2]), byId(cheap, dear)), categoryNames);
    expect(kept.exactMatches).toBe(0);
    expect(kept.note).toMatch(/^No exact matches/);
    expect(kept.results.find((result) => result.entry.candidate.id === 1)?.missing).toEqual(["Not listed for Wix"]);
    expect(kept.results.find((result) => result.entry.candidate.id === 2)?.missing).toEqual([
      "No price under $100 a month listed",
    ]);
  });

  it("asks nothing and reorders nothing when the question has no constraint", () => {
    const p = plan();
    const scored = scoreCandidates(p, lists([1, 2]), byId(candidate(1), candidate(2)));
    const kept = keepConstraints(p, scored, categoryNames);
    expect(kept.asked).toEqual([]);
    expect(kept.results.map((result) => result.entry)).toEqual(scored);
    expect(kept.exactMatches).toBe(2);
  });
});
