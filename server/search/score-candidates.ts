import { type BrandSize, brandSizeAudiences } from "#contracts/brand-sizes.ts";
import {
  type CostBand,
  costBandLabels,
  formatStartingPrice,
  type PricingModel,
  platformLabels,
  pricingModelLabels,
  regionLabels,
} from "#contracts/company-facts.ts";
import { goodForColumns } from "../db/schema/reviews.ts";
import { type Candidate, kindsMatching, type RankedLists, type SearchPlan } from "./search-plan.ts";
import { rootOf } from "./understanding/category-text.ts";
import type { ParsedQuery, PriceCap } from "./understanding/parsed-query.ts";
import { wordStems } from "./understanding/read-words.ts";
import { brandSizeCost, brandSizePositioning } from "./vocabulary/brand-size-words.ts";
import type { PriceSensitivity } from "./vocabulary/price-words.ts";
import { type QueryRegion, regionCountries, regionDescriptionWords } from "./vocabulary/region-words.ts";

// The ranking, as a pure function of the plan, the retrieved lists and each candidate's features:
// no database, so each weight has its own unit test (tests/unit/score-candidates.test.ts).

/** Every weight of the ranking, named. A change to the ranking is a change here, with a test. */
export const rankingWeights = {
  /** Reciprocal rank fusion: each list's weight and the constant k. */
  fusion: {
    rrfK: 60,
    byCategory: 1,
    byText: 1,
    byName: 1.4,
    byReviews: 0.3,
    byIntegration: 1.2,
    byFeature: 0.8,
    compared: 3,
    successor: 1.5,
  },
  /** A company listed in a category, not first: this share of the fit of one listed first there. */
  secondaryCategoryShare: 0.6,
  /**
   * Quality: a Bayesian average of ratings (7 phantom reviews of 4.0, fixed so the same figure can be
   * kept in an index, company_categories.company_quality, migration 0007), the review count, and reach
   * (platforms and integrations, saturating at 12; decision 063).
   */
  quality: { priorWeight: 7, priorMean: 4.0, rating: 0.4, reviewCount: 0.3, reach: 0.3, reachSaturation: 12 },
  /**
   * The score's parts when the query names categories. Quality 0.15, not 0.25, since companies that fit a category
   * equally share one rank in the fusion (decision 111): among them, reach and review counts at 0.25 outweighed what
   * the text, feature and name lists said of each (development halves 0.919/0.967/0.784/0.856 at 0.25, 0.925/0.969/
   * 0.804/0.869 at 0.15; 0.2 and 0.1 lower on at least one).
   */
  withCategories: { relevance: 0.35, categoryMatch: 0.3, quality: 0.15 },
  /** The score's parts when it names none. */
  withoutCategories: { relevance: 0.6, quality: 0.2 },
  /** The facets' share of the score when any is asked, taken from relevance's `facetSlot`. */
  facets: 0.3,
  facetSlot: 0.2,
  /** A topic said in the head of the description adds up to this much to a score (of about 0.5–1). */
  headMatch: 0.1,
  /**
   * The query's topics a company says anywhere in its name, description or features, each weighed by its rarity
   * among the catalog's companies (decision 118), add up to this much to a score.
   */
  saidMatch: 0.3,
  /** A company that says this share of what is asked (weighed as for `saidMatch`) answers a part of the question. */
  saidRelatedShare: 0.5,
  /** Qualifiers ("… for Europe") weigh less than the head of the query ("payment gateway"). */
  qualifier: 0.7,
  /** A topic said later in the first sentence counts this share of one said in its head. */
  sentenceShare: 0.3,
  /** How much a company that has only a part of a feature asked for meets it (decision 070). */
  partCredit: 0.7,
  /** A tool that lists other platforms than the one asked for: its whole score times this. */
  otherPlatformFactor: 0.75,
  /** An acquired or discontinued product keeps its page for its reviews, but is no answer today. */
  inactiveFactor: 0.5,
  /**
   * Results stop when relevance drops: a result must answer some part of the question and score at
   * least this share of the best result's score, instead of padding the list with unrelated companies.
   */
  relativeScoreFloor: 0.4,
  /** A company found by text alone is related when its fused relevance is at least this. */
  textRelevanceFloor: 0.35,
} as const;

/** The shape of the weights, so a test can weigh with other figures. */
export type RankingWeights = {
  [Part in keyof typeof rankingWeights]: (typeof rankingWeights)[Part] extends number
    ? number
    : { [Key in keyof (typeof rankingWeights)[Part]]: number };
};

const priceFit: Record<PriceSensitivity, Record<string, number>> = {
  free: {
    free: 1,
    freemium: 1,
    "usage-based": 0.2,
    "transaction-fee": 0.1,
    commission: 0.1,
    subscription: -0.3,
    "quote-based": -0.8,
  },
  low: {
    free: 1,
    freemium: 0.8,
    "usage-based": 0.5,
    "transaction-fee": 0.4,
    commission: 0.4,
    subscription: 0.1,
    "quote-based": -0.7,
  },
};

/** The pricing models a reason names; the others go unsaid. */
const pricingLabels: Partial<Record<PricingModel, string>> = {
  free: "free to use",
  freemium: "free plan available",
  "usage-based": "usage-based pricing",
  "transaction-fee": "pay per transaction",
  commission: "commission-based pricing",
};

function brandShare(candidate: Candidate, size: BrandSize) {
  if (candidate.review_count < 3) return null;
  return Number(candidate[goodForColumns[size].name]) / candidate.review_count;
}

/**
 * What a company says it is: its name and the head of its description ("Referral marketing app"
 * of "Referral marketing app that rewards…"), then the rest of its first sentence.
 */
function selfDescriptionOf(candidate: Candidate): { head: string[]; sentence: string[] } {
  const sentence = (candidate.description.split(/\.(?:\s|$)/)[0] ?? "").replace(/\becommerce\b/gi, "e-commerce");
  const head = sentence.split(/[,;:(\u2013\u2014]|\s(?:that|which|who|with|for|to|used|built|where|so)\s/i)[0] ?? "";
  return {
    head: wordStems(`${candidate.name} ${head.split(/\s+/).slice(0, 8).join(" ")}`),
    sentence: wordStems(sentence),
  };
}

function topicRoot(stem: string) {
  return stem.length > 5 ? stem.slice(0, Math.max(4, stem.length - 3)) : stem;
}

/**
 * How squarely each candidate is what the query asks about: the share of the query's topics its
 * name or description says (in the description's head, fully; later in its first sentence, in
 * part), each topic weighted by how rare it is among the candidates (a topic every candidate says
 * tells them apart by nothing).
 */
function headMatches(
  head: string[],
  qualifiers: string[],
  candidates: Candidate[],
  weights: RankingWeights,
): Map<number, number> {
  const scores = new Map<number, number>();
  const topics = [...head, ...qualifiers];
  if (topics.length === 0 || candidates.length === 0) return scores;
  const roots = topics.map(topicRoot);
  const hits = candidates.map((candidate) => {
    const said = selfDescriptionOf(candidate);
    return roots.map((root) =>
      said.head.some((stem) => stem.startsWith(root))
        ? 1
        : said.sentence.some((stem) => stem.startsWith(root))
          ? weights.sentenceShare
          : 0,
    );
  });
  const topicWeights = roots.map((_, topic) => {
    const df = hits.reduce((sum, hit) => sum + (hit[topic] ?? 0), 0);
    return (df === 0 ? 0 : Math.log(1 + candidates.length / df)) * (topic < head.length ? 1 : weights.qualifier);
  });
  const total = topicWeights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return scores;
  candidates.forEach((candidate, index) => {
    const hit = hits[index] ?? [];
    scores.set(candidate.id, topicWeights.reduce((sum, weight, topic) => sum + weight * (hit[topic] ?? 0), 0) / total);
  });
  return scores;
}

/**
 * The word stems of a company's own text (name, description, listed features), hyphenated words also in parts
 * ("open-source" says "open" and "source").
 */
function saidStemsOf(candidate: Candidate): string[] {
  const text = `${candidate.name} ${candidate.description} ${candidate.features.join(" ")}`;
  return [...new Set([...wordStems(text), ...wordStems(text.replace(/-/g, " "))])];
}

/**
 * How much of what the query asks about each candidate says anywhere in its own text (name, description, listed
 * features) or by being listed in an asked category whose name holds the word: the share of the query's topics it says, each weighed by its rarity among the catalog's companies (not
 * among the candidates: a rare word every candidate says still tells them from the catalog's other companies), the
 * qualifiers less than the head.
 */
function saidMatches(plan: SearchPlan, candidates: Candidate[], weights: RankingWeights): Map<number, number> {
  const scores = new Map<number, number>();
  const { topics, qualifiers } = plan.parsed;
  const all = [...topics, ...qualifiers];
  if (all.length === 0) return scores;
  const topicWeights = all.map(
    (topic, index) => (plan.topicRarity.get(rootOf(topic)) ?? 0) * (index < topics.length ? 1 : weights.qualifier),
  );
  const total = topicWeights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return scores;
  const roots = all.map(topicRoot);
  const exactRoots = all.map(rootOf);
  for (const candidate of candidates) {
    const said = saidStemsOf(candidate);
    // The name of an asked category it is listed in: said by being listed there ("gateway" for a payment company).
    const named = new Set(
      candidate.category_ids.flatMap((categoryId) => [...(plan.categoryNameRoots.get(categoryId) ?? [])]),
    );
    const met = roots.reduce(
      (sum, root, index) =>
        named.has(exactRoots[index] ?? "") || said.some((stem) => stem.startsWith(root))
          ? sum + (topicWeights[index] ?? 0)
          : sum,
      0,
    );
    scores.set(candidate.id, met / total);
  }
  return scores;
}

/**
 * The needs the query's features stand for, each met by any of its features: features read from
 * overlapping words are one need (see ParsedQuery.featureNeeds); a feature removed by a chip is no need.
 */
function featureNeedsOf(parsed: ParsedQuery): string[][] {
  const needs = (parsed.featureNeeds ?? [])
    .map((need) => need.filter((feature) => parsed.features.includes(feature)))
    .filter((need) => need.length > 0);
  // A feature no need holds (a model's reading) is a need of its own.
  for (const feature of parsed.features) if (!needs.some((need) => need.includes(feature))) needs.push([feature]);
  return needs;
}

function titleCase(words: string) {
  return words.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

/**
 * How a company meets a region asked for: based in a country the query names, or naming it in its description
 * (1); the regions its facts list (serves it, or worldwide: 1; lists only others: −0.5; for Europe, UK and Ireland
 * only: 0.5), else, as evidence and never as a fact, its headquarters' country or its description's words (0.6),
 * else unknown (0).
 */
function regionFit(candidate: Candidate, region: QueryRegion, countries: string[] = []) {
  const label = regionLabels[region];
  const country = candidate.headquarters?.split(",").at(-1)?.trim().toLowerCase();
  // A country named in the query ("for a new zealand store"): a company based there, or whose description names
  // it, serves it, whatever regions it lists (evidence as strong as a listed region).
  if (country && countries.includes(country)) return { fit: 1, reason: `based in ${candidate.headquarters}` };
  const named = countries.find((name) => new RegExp(`\\b${name}\\b`, "i").test(candidate.description));
  if (named)
    return { fit: 1, reason: `its description names ${named.toUpperCase() === "UK" ? "the UK" : titleCase(named)}` };
  if (candidate.regions.length > 0) {
    if (candidate.regions.includes(region)) return { fit: 1, reason: `serves ${label}` };
    if (candidate.regions.includes("worldwide")) return { fit: 1, reason: "serves customers worldwide" };
    if (region === "europe" && candidate.regions.includes("uk-ireland")) {
      return { fit: 0.5, reason: `serves ${regionLabels["uk-ireland"]}` };
    }
    return { fit: -0.5, reason: null };
  }
  if (country && regionCountries[region].includes(country)) {
    return { fit: 0.6, reason: `based in ${candidate.headquarters}` };
  }
  const said = regionDescriptionWords[region].exec(candidate.description)?.[0];
  if (said) return { fit: 0.6, reason: `its description says “${said}”` };
  return { fit: 0, reason: null };
}

/** How a company's price facts meet a ceiling: free plan, list price, then typical cost band; unknown is "not listed". */
export function priceCapFit(candidate: Candidate, cap: PriceCap): { fit: number; reason: string | null } {
  if (candidate.free_plan === true || candidate.pricing_model === "free") return { fit: 1, reason: "free plan" };
  const amount = candidate.starting_price_amount === null ? null : Number(candidate.starting_price_amount);
  if (
    amount !== null &&
    candidate.starting_price_currency === cap.currency &&
    candidate.starting_price_unit === cap.unit &&
    candidate.starting_price_currency !== null &&
    candidate.starting_price_unit !== null
  ) {
    const price = formatStartingPrice({
      amount,
      currency: candidate.starting_price_currency,
      unit: candidate.starting_price_unit,
    });
    return amount <= cap.amount ? { fit: 1, reason: `from ${price}` } : { fit: -1, reason: null };
  }
  if (candidate.pricing_model === "freemium") return { fit: 0.9, reason: "free plan available" };
  if (candidate.cost_band && cap.currency === "USD" && cap.unit === "month") {
    const ceiling: Record<CostBand, number> = {
      "under-100": 100,
      "100-1000": 1000,
      "over-1000": Number.POSITIVE_INFINITY,
    };
    const floor: Record<CostBand, number> = { "under-100": 0, "100-1000": 100, "over-1000": 1000 };
    if (ceiling[candidate.cost_band] <= cap.amount) {
      return { fit: 0.8, reason: `typical cost ${costBandLabels[candidate.cost_band].toLowerCase()}` };
    }
    if (floor[candidate.cost_band] >= cap.amount) return { fit: -0.8, reason: null };
  }
  // Not listed: below every company whose facts meet the ceiling, above those known to exceed it.
  return { fit: -0.6, reason: null };
}

/**
 * A candidate as scored: its score, whether it answers some part of the question (`related`: not
 * only a distant text match), and the evidence the explanation (explain-result.ts) puts into words.
 */
export type ScoredCandidate = {
  candidate: Candidate;
  score: number;
  related: boolean;
  /** The platform asked for that it lists (its label), for "… for Shopify brands". */
  platformLabel: string | null;
  /** The name of the company it succeeded, when the query asked for an alternative to that one. */
  successorOf: string | undefined;
  /** What the facts say for each facet asked for, in the order the facets are weighed. */
  evidence: string[];
};

/** Reciprocal rank fusion of the retrieved lists and the ids the query pins: id → fused score. */
export function fuseLists(
  plan: SearchPlan,
  lists: RankedLists,
  weights: RankingWeights = rankingWeights,
): Map<number, number> {
  const fusion = weights.fusion;
  const fused = new Map<number, number>();
  const add = (ids: number[], weight: number) => {
    ids.forEach((id, index) => {
      fused.set(id, (fused.get(id) ?? 0) + weight / (fusion.rrfK + index + 1));
    });
  };
  lists.byCategory.forEach((id, index) => {
    const rank = lists.byCategoryRanks?.[index] ?? index;
    fused.set(id, (fused.get(id) ?? 0) + fusion.byCategory / (fusion.rrfK + rank + 1));
  });
  add(lists.byText, fusion.byText);
  add(lists.byName, fusion.byName);
  add(lists.byReviews, fusion.byReviews);
  add(lists.byIntegration, fusion.byIntegration);
  add(lists.byFeature, fusion.byFeature);
  add(plan.comparedIds, fusion.compared);
  add(
    plan.successors.map((successor) => successor.id),
    fusion.successor,
  );
  return fused;
}

/**
 * A company's quality, 0..1: its Bayesian average rating, its review count against the most
 * reviewed candidate's, and its reach (platforms it runs on and catalog companies it integrates
 * with: facts that say how widely a company is used where reviews are few, decision 063). When no candidate
 * has a review (`maxReviews` 0: a new catalog), the rating is everyone's prior and the count everyone's 0: they
 * tell the candidates apart by nothing, so reach takes quality's whole share (decision 111).
 */
export function qualityOf(candidate: Candidate, maxReviews: number, weights: RankingWeights = rankingWeights) {
  const q = weights.quality;
  const bayes = (q.priorWeight * q.priorMean + candidate.rating_sum) / (q.priorWeight + candidate.review_count);
  const reach = Math.min(
    1,
    Math.log1p(candidate.platforms.length + 2 * candidate.partner_ids.length) / Math.log1p(q.reachSaturation),
  );
  if (maxReviews === 0) return reach;
  return (
    q.rating * ((bayes - 1) / 4) +
    q.reviewCount * Math.min(1, Math.log1p(candidate.review_count) / Math.log1p(maxReviews)) +
    q.reach * reach
  );
}

/** Whether a company lists a platform (Shopify Plus counts as Shopify). */
export function supportsPlatform(candidate: Pick<Candidate, "platforms">, platform: string) {
  return (
    candidate.platforms.includes(platform) || (platform === "shopify" && candidate.platforms.includes("shopify-plus"))
  );
}

/**
 * Scores every fused candidate: relevance (the fused rank), how well it fits the categories asked
 * for, its quality, the facets asked for (platform, brand size, region, price, pricing model,
 * features, integrations, kind), and how squarely it says it is what was asked; best
 * first. Market presence is not a term of the score (decision 111): it orders the category list retrieval reads, and
 * companies that fit equally share one rank in the fusion.
 */
export function scoreCandidates(
  plan: SearchPlan,
  lists: RankedLists,
  candidates: Map<number, Candidate>,
  weights: RankingWeights = rankingWeights,
): ScoredCandidate[] {
  const fused = fuseLists(plan, lists, weights);
  const maxFused = Math.max(...fused.values(), Number.EPSILON);
  const parsed = plan.parsed;
  const hasCategories = plan.categoryIds.length > 0;
  const maxReviews = Math.max(...[...candidates.values()].map((candidate) => candidate.review_count), 0);
  const heads = headMatches(parsed.topics, parsed.qualifiers, [...candidates.values()], weights);
  const saids = saidMatches(plan, [...candidates.values()], weights);

  const scored: ScoredCandidate[] = [];
  for (const [id, fusedScore] of fused) {
    const candidate = candidates.get(id);
    if (!candidate) continue; // filtered out (wrong kind, excluded, hidden)
    if (plan.excludedIds.includes(id)) continue;
    if (
      plan.kindFilter &&
      !kindsMatching(plan.kindFilter).includes(candidate.kind) &&
      !plan.kindCategoryIds.includes(candidate.primary_category_id ?? -1)
    ) {
      continue;
    }
    if (plan.hideAiCompanies && candidate.is_ai_generated) continue;
    const relevance = fusedScore / maxFused;
    let categoryMatch = 0;
    for (const categoryId of candidate.category_ids) {
      const weight = plan.categoryWeights.get(categoryId) ?? 0;
      const placement = categoryId === candidate.primary_category_id ? 1 : weights.secondaryCategoryShare;
      categoryMatch = Math.max(categoryMatch, weight * placement);
    }
    const quality = qualityOf(candidate, maxReviews, weights);

    const facetScores: number[] = [];
    const evidence: string[] = [];
    let platformLabel: string | null = null;
    // A tool built for other platforms is of little use, whatever its reviews: a penalty on the whole score.
    let platformFactor = 1;
    for (const platform of parsed.platforms) {
      const supports = supportsPlatform(candidate, platform);
      facetScores.push(supports ? 1 : candidate.platforms.length === 0 ? -0.2 : -1);
      if (supports) platformLabel = platformLabels[platform];
      else if (candidate.platforms.length > 0) platformFactor = weights.otherPlatformFactor;
    }
    const successorOf = plan.successors.find((successor) => successor.id === id)?.of;
    if (parsed.brandSize) {
      const { fit, reason } = brandSizeFit(candidate, parsed.brandSize);
      facetScores.push(fit);
      if (reason) evidence.push(reason);
    }
    if (parsed.region) {
      const { fit, reason } = regionFit(candidate, parsed.region, parsed.countries);
      facetScores.push(fit);
      if (reason) evidence.push(reason);
    }
    if (parsed.priceSensitivity) {
      const fit =
        candidate.free_plan === true
          ? 1
          : candidate.free_plan === false && parsed.priceSensitivity === "free"
            ? -0.6
            : (priceFit[parsed.priceSensitivity][candidate.pricing_model ?? ""] ?? 0);
      facetScores.push(fit);
      const label =
        candidate.free_plan === true ? "free plan" : candidate.pricing_model && pricingLabels[candidate.pricing_model];
      if (fit > 0.3 && label) evidence.push(label);
    }
    if (parsed.priceCap) {
      const { fit, reason } = priceCapFit(candidate, parsed.priceCap);
      facetScores.push(fit);
      if (reason) evidence.push(reason);
    }
    if (parsed.pricingModels.length > 0) {
      const position = parsed.pricingModels.indexOf(candidate.pricing_model ?? "");
      facetScores.push(position === 0 ? 1 : position > 0 ? 0.7 : candidate.pricing_model ? -0.6 : -0.1);
      if (position >= 0 && candidate.pricing_model) {
        evidence.push(`priced as ${pricingModelLabels[candidate.pricing_model].toLowerCase()}`);
      }
    }
    const ownFeatures = new Set(candidate.features.map((feature) => feature.toLowerCase()));
    if (plan.alternativeTo && plan.alternativeTo.features.length > 0) {
      const { name, features } = plan.alternativeTo;
      const shared = features.filter((feature) => ownFeatures.has(feature)).length;
      facetScores.push(shared > 0 ? 0.2 + (0.8 * shared) / features.length : -0.3);
      if (shared > 1) evidence.push(`has ${shared} of ${name}'s ${features.length} listed features`);
    }
    const matchedFeatures = parsed.features.filter((feature) => ownFeatures.has(feature));
    // A feature asked for that the company has only a part of ("bookkeeping": it reconciles payouts).
    const partlyMet = new Map<string, string>();
    for (const feature of parsed.features) {
      const part = ownFeatures.has(feature)
        ? undefined
        : plan.featureParts.get(feature)?.find((p) => ownFeatures.has(p));
      if (part) partlyMet.set(feature, part);
    }
    if (parsed.features.length > 0) {
      const needs = featureNeedsOf(parsed);
      const met = needs.map((need): number =>
        need.some((feature) => ownFeatures.has(feature))
          ? 1
          : need.some((feature) => partlyMet.has(feature))
            ? weights.partCredit
            : 0,
      );
      const share = met.reduce((sum, value) => sum + value, 0) / needs.length;
      // Specialists first: of two companies with the feature, the one whose listed features are mostly it.
      const focus = (matchedFeatures.length + weights.partCredit * partlyMet.size) / Math.max(ownFeatures.size, 1);
      facetScores.push(share > 0 ? 0.3 + 0.5 * share + 0.2 * focus : -0.2);
      if (matchedFeatures.length > 0) evidence.push(`offers ${matchedFeatures.slice(0, 2).join(" and ")}`);
      else {
        const [feature, part] = [...partlyMet][0] ?? [];
        if (feature && part) evidence.push(`offers ${part} (part of ${feature})`);
      }
    }
    for (const integration of plan.integrations) {
      const integrates = candidate.partner_ids.includes(integration.id);
      facetScores.push(integrates ? 1 : -0.5);
      if (integrates) evidence.push(`integrates with ${integration.name}`);
    }
    if (parsed.kind === "software") facetScores.push(candidate.kind === "software" ? 0.5 : -0.5);
    const facets = facetScores.length > 0 ? facetScores.reduce((sum, value) => sum + value, 0) / facetScores.length : 0;

    const facetWeight = facetScores.length > 0 ? weights.facets : 0;
    const parts = hasCategories ? weights.withCategories : weights.withoutCategories;
    let score = hasCategories
      ? (parts.relevance + (weights.facetSlot - facetWeight)) * relevance +
        weights.withCategories.categoryMatch * categoryMatch +
        parts.quality * quality +
        facetWeight * facets
      : (parts.relevance + (weights.facetSlot - facetWeight)) * relevance +
        parts.quality * quality +
        facetWeight * facets;
    score += weights.headMatch * (heads.get(id) ?? 0) + weights.saidMatch * (saids.get(id) ?? 0);
    const pinned = plan.comparedIds.includes(id) ? 1 : 0;
    score *= platformFactor;
    if (candidate.status !== "active") score *= weights.inactiveFactor;
    const related =
      categoryMatch > 0 ||
      pinned > 0 ||
      successorOf !== undefined ||
      lists.byName.includes(id) ||
      matchedFeatures.length + partlyMet.size > 0 ||
      plan.integrations.some((integration) => candidate.partner_ids.includes(integration.id)) ||
      relevance >= weights.textRelevanceFloor ||
      (saids.get(id) ?? 0) >= weights.saidRelatedShare;
    scored.push({
      candidate,
      score: Math.round((score + pinned) * 10_000) / 10_000,
      related,
      platformLabel,
      successorOf,
      evidence,
    });
  }
  return scored.sort((a, b) => b.score - a.score || a.candidate.id - b.candidate.id);
}

/**
 * The results worth showing: those that answer some part of the question and score at least
 * `relativeScoreFloor` of the best (compared companies, pinned above the rest, always; the floor
 * follows the best of the others).
 */
export function keepRelevant(
  plan: SearchPlan,
  ranked: ScoredCandidate[],
  weights: RankingWeights = rankingWeights,
): ScoredCandidate[] {
  const best = ranked.find((entry) => !plan.comparedIds.includes(entry.candidate.id)) ?? ranked[0];
  const floor = (best?.score ?? 0) * weights.relativeScoreFloor;
  return ranked.filter(
    (entry) => entry.related && (entry.score >= floor || plan.comparedIds.includes(entry.candidate.id)),
  );
}

/**
 * How a company meets a brand size asked for: the sizes its facts list (1, or −0.5 when they list
 * others), else evidence that is never a listed fact: its description's positioning, the share of
 * reviewers who ticked the size, and what it costs (vocabulary's brandSizeCost).
 */
function brandSizeFit(candidate: Candidate, size: BrandSize): { fit: number; reason: string | null } {
  const share = brandShare(candidate, size);
  // The company's own facts say it serves brands of this size.
  if (candidate.brand_sizes.includes(size)) return { fit: 1, reason: `serves ${brandSizeAudiences[size]}` };
  // Its facts list the sizes it serves, and this is not one of them.
  if (candidate.brand_sizes.length > 0) return { fit: -0.5, reason: null };
  // Reviewers tick the sizes a company is good for: a share is evidence for, never against
  // (few ticks on a tool reviewed mostly by smaller brands say nothing about larger ones).
  const fromReviews = share === null ? 0 : Math.min(1, share * 2.5);
  // Its description's positioning ("for mid-market and enterprise retailers") counts as text relevance.
  const positioning = brandSizePositioning[size];
  const fit = positioning.fits.map((words) => words.exec(candidate.description)?.[0]).find(Boolean);
  // What it costs, where nothing else says (vocabulary's brandSizeCost): evidence, never a listed fact.
  const cost = brandSizeCost[size];
  const costFits =
    cost !== undefined &&
    ((cost.freePlanFits && candidate.free_plan === true) ||
      (candidate.cost_band !== null && cost.fits.includes(candidate.cost_band)));
  const opposite =
    !fit &&
    (positioning.opposite.some((words) => words.test(candidate.description)) ||
      (candidate.cost_band !== null && (cost?.opposite.includes(candidate.cost_band) ?? false)));
  const score = fit
    ? 1
    : opposite
      ? fromReviews > 0
        ? fromReviews / 2
        : -0.3
      : costFits
        ? Math.max(0.5, fromReviews)
        : fromReviews;
  let reason: string | null = null;
  if (share !== null && share >= 0.25) reason = `good for ${brandSizeAudiences[size]}`;
  else if (fit) reason = `its description says “${fit.toLowerCase()}”`;
  else if (costFits && !opposite) {
    const band = candidate.cost_band && cost?.fits.includes(candidate.cost_band) ? candidate.cost_band : null;
    reason = band ? `typical cost ${costBandLabels[band].toLowerCase()}` : "free plan";
  }
  return { fit: score, reason };
}
