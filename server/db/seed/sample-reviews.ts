import { type BrandSize, brandSizes } from "#contracts/brand-sizes.ts";
import type { Platform } from "#contracts/company-facts.ts";
import type { ReviewerRole } from "#contracts/review-details.ts";
import { readCatalog, readSampleReviewPhrases, type SeedCompany } from "./catalog-files.ts";

type CategorySlug = string;

type GoodFor = Record<BrandSize, boolean>;

export type SampleReviewer = {
  index: number;
  firstName: string;
  lastName: string;
  email: string;
  roleInCompany: string | null;
  businessWebsite: string;
  brandSize: BrandSize;
};

export type SampleReview = {
  /** Index into the companies array passed to `generateSampleReviews`. */
  companyIndex: number;
  /** Index into the reviewers array passed to `generateSampleReviews`. */
  reviewerIndex: number;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  content: string;
  roleInCompany: string | null;
  businessWebsite: string;
  categories: CategorySlug[];
  goodFor: GoodFor;
  createdAt: Date;
  /** Other reviewers (never the author) who voted the review helpful. */
  helpfulVoterIndexes: number[];
  /** Other reviewers who voted the review not helpful; disjoint from the helpful voters. */
  notHelpfulVoterIndexes: number[];
} & SampleReviewDetail;

/** The optional detail (issue #16): given in some reviews only, as people do; null when not given. */
type SampleReviewDetail = {
  ratingEaseOfUse: number | null;
  ratingSupport: number | null;
  ratingValue: number | null;
  ratingFeatures: number | null;
  /** The review's own pro and con sentences, one per line. */
  pros: string | null;
  cons: string | null;
  reviewerBrandSize: BrandSize | null;
  reviewerRole: ReviewerRole | null;
  reviewerPlatform: Platform | null;
};

type Random = () => number;
type Rating = SampleReview["rating"];
type CompanyKind = SeedCompany["kind"];
type Tone = "positive" | "mixed" | "negative";

const brandSizeWeights: Record<BrandSize, number> = {
  startup: 14,
  sixFigures: 30,
  sevenFigures: 32,
  eightFigures: 18,
  nineFiguresPlus: 6,
};
const DAY_MS = 24 * 60 * 60 * 1000;
const REVIEW_WINDOW_DAYS = 548;
const MAX_CONTENT_LENGTH = 2000;
const MAX_TITLE_LENGTH = 150;

/** The phrase material of the demo reviews (catalog/sample-review-phrases.json), read on first use. */
const text = readSampleReviewPhrases;

// --- Deterministic randomness --------------------------------------------------------------------------------------

/** mulberry32: a small, fast, deterministic PRNG returning floats in [0, 1). */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return function next() {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function chance(random: Random, probability: number): boolean {
  return random() < probability;
}

function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("Cannot pick from an empty list");
  return item;
}

function pickWeighted<T>(random: Random, items: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let threshold = random() * total;
  for (let i = 0; i < items.length; i++) {
    threshold -= weights[i] ?? 0;
    const item = items[i];
    if (threshold < 0 && item !== undefined) return item;
  }
  return pick(random, items);
}

function pickPlatform(random: Random, weights: Record<Platform, number>): Platform {
  const entries = Object.entries(weights) as [Platform, number][];
  return pickWeighted(
    random,
    entries.map(([platform]) => platform),
    entries.map(([, weight]) => weight),
  );
}

/** Picks up to `count` distinct items in random order; meant for small counts. */
function pickDistinct<T>(random: Random, items: readonly T[], count: number): T[] {
  const indexes: number[] = [];
  while (indexes.length < Math.min(count, items.length)) {
    const index = Math.floor(random() * items.length);
    if (!indexes.includes(index)) indexes.push(index);
  }
  return indexes.map((index) => items[index] as T);
}

/** Standard normal sample (Box-Muller). */
function gaussian(random: Random): number {
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

// --- Reviewers -----------------------------------------------------------------------------------------------------

const specialLetters: Readonly<Record<string, string>> = { ø: "o", ł: "l", ß: "ss", æ: "ae", đ: "d", œ: "oe" };

function toEmailPart(name: string): string {
  return name
    .toLowerCase()
    .replace(/[øłßæđœ]/g, (letter) => specialLetters[letter] ?? "")
    .normalize("NFD")
    .replace(/[^a-z]/g, "");
}

export function generateSampleReviewers(count: number, seed: number): SampleReviewer[] {
  const random = createRandom(seed);
  const usedNames = new Set<string>();
  const usedWebsites = new Set<string>();
  const reviewers: SampleReviewer[] = [];
  for (let index = 0; index < count; index++) {
    let firstName = "";
    let lastName = "";
    for (let attempt = 0; attempt < 20; attempt++) {
      const group = pick(random, text().nameGroups);
      firstName = pick(random, group.first);
      lastName = pick(random, chance(random, 0.85) ? group.last : pick(random, text().nameGroups).last);
      if (!usedNames.has(`${firstName} ${lastName}`)) break;
    }
    usedNames.add(`${firstName} ${lastName}`);

    let domain = "";
    for (let attempt = 0; attempt < 20; attempt++) {
      domain = `${pick(random, text().brandPrefixes)}-${pick(random, text().brandProducts)}`;
      if (!usedWebsites.has(domain)) break;
    }
    if (usedWebsites.has(domain)) domain = `${domain}-${index}`;
    usedWebsites.add(domain);

    const brandSize = pickWeighted(
      random,
      brandSizes,
      brandSizes.map((size) => brandSizeWeights[size]),
    );
    const founderShare =
      brandSize === "startup" ? 0.8 : brandSize === "sixFigures" ? 0.55 : brandSize === "sevenFigures" ? 0.25 : 0.05;
    const roleInCompany = chance(random, 0.1)
      ? null
      : chance(random, founderShare)
        ? pick(random, text().founderRoles)
        : pick(random, text().teamRoles);

    reviewers.push({
      index,
      firstName,
      lastName,
      email: `${toEmailPart(firstName)}.${toEmailPart(lastName)}${index}@example.com`,
      roleInCompany,
      businessWebsite: `https://${domain}.example`,
      brandSize,
    });
  }
  return reviewers;
}

// --- Text fragments ------------------------------------------------------------------------------------------------

// --- Text composition ----------------------------------------------------------------------------------------------

const templateParts = new Map<string, string[]>();

/** Replaces `{key}` placeholders; templates are split once and cached, which keeps generation fast. */
function fill(template: string, values: Readonly<Record<string, string>>): string {
  let parts = templateParts.get(template);
  if (parts === undefined) {
    parts = template.split(/\{(\w+)\}/);
    templateParts.set(template, parts);
  }
  let result = parts[0] ?? "";
  for (let i = 1; i < parts.length; i += 2) {
    const key = parts[i] ?? "";
    result += (values[key] ?? `{${key}}`) + (parts[i + 1] ?? "");
  }
  return result;
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Networks of freelancers are reviewed in the freelance phrases. */
function phraseKind(kind: CompanyKind): Exclude<CompanyKind, "network"> {
  return kind === "network" ? "freelance" : kind;
}

let featureNames: Map<string, string> | undefined;
/** A tagged feature's name ("automated flows") from its slug. */
function featureName(slug: string): string {
  featureNames ??= new Map(
    readCatalog().categories.flatMap((category) => category.features.map((feature) => [feature.slug, feature.name])),
  );
  return featureNames.get(slug) ?? "";
}

/** Turns a catalogue feature such as "b2b tools on plus" into prose casing ("B2B tools on Plus"). */
function featureText(feature: string): string {
  return feature
    .trim()
    .replace(/[.;:,]+$/, "")
    .split(/\s+/)
    .map((word) => text().featureWords[word.toLowerCase()] ?? word)
    .join(" ");
}

function platformName(platform: string): string {
  const known = (text().platformNames as Record<string, string>)[platform.trim().toLowerCase()];
  if (known !== undefined) return known;
  return platform === platform.toLowerCase() ? upperFirst(platform) : platform;
}

/** Topics used to keep text().pros and cons in one review from contradicting each other. */
const topicPatterns: readonly RegExp[] = [
  /support|customer service|account manager|stepped in/i,
  /pric|fee|cheap|cost|budget|value|billed/i,
  /report|dashboard|analytics|numbers/i,
  /integration|connector|sync/i,
  /setup|onboarding|learning curve|pick it up/i,
  /interface|clicks|mobile app|intuitive/i,
  /update|changelog|bug|break/i,
  /documentation|help articles|help centre|handover/i,
  /performance|reliab|downtime|speed|quick|slow/i,
  /communication|replies|chase|found out/i,
  /people|senior|turnover|candidates|freelancer|hires|shortlist|vetting|screening/i,
  /contract|lock-in|commitment|notice period/i,
  /deadline|launch|slipped|late/i,
  /automation|templates|flexib/i,
];
const topicCache = new Map<string, number>();
/** Internal tools get no sentences about the storefront. */
const internalCategories: ReadonlySet<string> = new Set(["communication", "video-conferencing", "productivity", "crm"]);
const storeSpecific = /\bstore\b|big sales/i;

function topicsOf(sentence: string): number {
  let mask = topicCache.get(sentence);
  if (mask === undefined) {
    mask = 0;
    const text = sentence.replace(/\{\w+\}/g, "");
    for (let i = 0; i < topicPatterns.length; i++) if (topicPatterns[i]?.test(text)) mask |= 1 << i;
    topicCache.set(sentence, mask);
  }
  return mask;
}

/** Picks up to `count` distinct sentences whose topics overlap neither each other nor `taken`. */
function pickCompatible(
  random: Random,
  pool: readonly string[],
  count: number,
  taken: readonly string[],
  exclude: RegExp | null,
) {
  const result: string[] = [];
  let used = taken.reduce((mask, sentence) => mask | topicsOf(sentence), 0);
  for (let attempt = 0; attempt < count * 8 && result.length < count; attempt++) {
    const candidate = pick(random, pool);
    const topics = topicsOf(candidate);
    if ((topics & used) !== 0 || result.includes(candidate) || exclude?.test(candidate)) continue;
    result.push(candidate);
    used |= topics;
  }
  return result;
}

function toneOf(rating: Rating): Tone {
  return rating >= 4 ? "positive" : rating === 3 ? "mixed" : "negative";
}

function isText(value: string | null): value is string {
  return value !== null && value !== "";
}

function trimToLength(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const lastStop = cut.lastIndexOf(". ");
  return lastStop > 0 ? cut.slice(0, lastStop + 1) : cut.trimEnd();
}

/** Per-company text inputs, prepared once rather than for every review. */
type CompanyProfile = { company: SeedCompany; noun: string; features: string[]; platforms: string[] };

function companyProfile(company: SeedCompany): CompanyProfile {
  return {
    company,
    noun: text().categoryNouns[company.primaryCategory] ?? text().fallbackNouns[phraseKind(company.kind)],
    features: company.features
      .map(featureName)
      .map(featureText)
      .filter((feature) => feature.length > 0),
    platforms: company.platforms.map(platformName).filter((platform) => !company.name.includes(platform)),
  };
}

type ComposeInput = {
  random: Random;
  profile: CompanyProfile;
  categories: readonly CategorySlug[];
  rating: Rating;
  brandSize: BrandSize;
};

const reviewLengths = ["short", "medium", "long"] as const;
const reviewLengthWeights: readonly number[] = [25, 50, 25];

type ComposedReview = { title: string; content: string; pros: string[]; cons: string[] };

function composeReview(input: ComposeInput): ComposedReview {
  const { random, profile, rating, brandSize } = input;
  const { company, platforms } = profile;
  const tone = toneOf(rating);
  const kind = phraseKind(company.kind);
  const [feature = "", feature2 = ""] = pickDistinct(random, profile.features, 2);
  const values: Record<string, string> = {
    name: company.name,
    noun: profile.noun,
    duration: pick(random, text().durations),
    sizeLabel: text().sizeLabels[brandSize],
    Feature: upperFirst(feature),
    feature,
    feature2,
    platform: platforms.length > 0 ? pick(random, platforms) : "",
  };
  const linesFor = (slug: CategorySlug) => text().categoryLines[slug] ?? text().fallbackLines[kind];

  const length = pickWeighted(random, reviewLengths, reviewLengthWeights);
  const opening = fill(pick(random, text().openings[kind]), values);
  const experience = pick(random, linesFor(company.primaryCategory));
  const secondCategory = input.categories[1];
  const extraExperience =
    secondCategory !== undefined && length === "long" ? pick(random, linesFor(secondCategory)) : null;

  let featureTemplate: string | null = null;
  if (feature !== "" && (length !== "short" || chance(random, 0.3))) {
    const templates = text().featureLines[kind === "software" ? "software" : "service"][tone];
    featureTemplate = pick(random, templates);
    while (feature2 === "" && featureTemplate.includes("{feature2}")) featureTemplate = pick(random, templates);
  }
  const platformTemplate =
    kind === "software" && values.platform !== "" && length !== "short" && chance(random, 0.3)
      ? pick(random, text().platformLines[tone])
      : null;
  const featureSentence = featureTemplate === null ? null : fill(featureTemplate, values);
  const platformSentence = platformTemplate === null ? null : fill(platformTemplate, values);

  let proCount = rating === 5 ? 2 : rating >= 3 ? 1 : chance(random, 0.5) ? 1 : 0;
  if (length === "short") proCount = tone === "positive" ? 1 : 0;
  if (length === "long" && rating >= 4) proCount += 1;
  let conCount = length === "short" ? 1 : rating === 3 ? randomInt(random, 1, 2) : length === "long" ? 3 : 2;
  if (tone === "positive") conCount = length !== "short" && chance(random, rating === 5 ? 0.35 : 0.75) ? 1 : 0;
  // Pick the dominant side first, then the other side on different topics so the review doesn't contradict itself.
  const exclude = internalCategories.has(company.primaryCategory) ? storeSpecific : null;
  const conPool = tone === "positive" ? text().mildCons[kind] : text().seriousCons[kind];
  let prosChosen: string[];
  let consChosen: string[];
  // Topics come from the (cached) templates, not the filled-in sentences.
  const said = [featureTemplate, platformTemplate].filter(isText);
  if (tone === "negative") {
    consChosen = pickCompatible(random, conPool, conCount, said, exclude);
    prosChosen = pickCompatible(random, text().pros[kind], proCount, [...said, ...consChosen], exclude);
  } else {
    prosChosen = pickCompatible(random, text().pros[kind], proCount, said, exclude);
    consChosen = pickCompatible(random, conPool, conCount, [...said, ...prosChosen], exclude);
  }
  const proSentences =
    tone === "negative"
      ? prosChosen.map((pro) => pick(random, text().fairnessPrefixes) + pro.charAt(0).toLowerCase() + pro.slice(1))
      : prosChosen;
  const sizeChance = length === "long" ? 0.85 : length === "medium" ? 0.45 : 0;
  const sizeSentence = chance(random, sizeChance) ? pick(random, text().sizeContexts[brandSize]) : null;
  const closing = fill(pick(random, text().closings[rating]), values);

  // Positive reviews lead with what works; critical ones lead with the problems.
  const [first, second] = tone === "negative" ? [consChosen, proSentences] : [proSentences, consChosen];
  let paragraphs: (string | null)[][];
  if (length === "short") {
    paragraphs = [[chance(random, 0.5) ? opening : experience, featureSentence, ...first, ...second, closing]];
  } else if (length === "medium") {
    paragraphs = [
      [opening, experience, sizeSentence],
      [featureSentence, platformSentence, ...first, ...second, closing],
    ];
  } else {
    paragraphs = [
      [opening, experience, extraExperience],
      [featureSentence, platformSentence, ...first],
      [...second, sizeSentence],
      [closing],
    ];
  }
  const content = paragraphs
    .map((paragraph) => paragraph.filter(isText).join(" "))
    .filter((paragraph) => paragraph !== "")
    .join("\n\n");
  return {
    title: trimToLength(fill(pick(random, text().titles[rating]), values), MAX_TITLE_LENGTH),
    content: trimToLength(content, MAX_CONTENT_LENGTH),
    pros: prosChosen,
    cons: consChosen,
  };
}

// --- Review detail (issue #16) -------------------------------------------------------------------------------------

// Shares from a 2026 look at review sites for e-commerce tools: about half of reviewers rate the details, fewer
// list pros and cons separately, and most say who they are. A second generator draws them, so adding detail
// leaves every review's rating, text and votes as they were.
const subRatingShare = 0.55;
const prosConsShare = 0.45;
const profileShare = 0.65;
/** How often reviewers of each brand size sell on each platform (drawn in this key order). */
const platformWeightsBySize: Record<BrandSize, Record<Platform, number>> = {
  startup: {
    shopify: 55,
    "shopify-plus": 0,
    woocommerce: 16,
    bigcommerce: 4,
    magento: 1,
    "salesforce-commerce-cloud": 0,
    wix: 8,
    squarespace: 8,
    prestashop: 3,
    amazon: 4,
    headless: 1,
  },
  sixFigures: {
    shopify: 52,
    "shopify-plus": 2,
    woocommerce: 16,
    bigcommerce: 6,
    magento: 2,
    "salesforce-commerce-cloud": 0,
    wix: 5,
    squarespace: 5,
    prestashop: 3,
    amazon: 6,
    headless: 3,
  },
  sevenFigures: {
    shopify: 42,
    "shopify-plus": 14,
    woocommerce: 12,
    bigcommerce: 8,
    magento: 5,
    "salesforce-commerce-cloud": 1,
    wix: 1,
    squarespace: 2,
    prestashop: 3,
    amazon: 6,
    headless: 6,
  },
  eightFigures: {
    shopify: 18,
    "shopify-plus": 34,
    woocommerce: 5,
    bigcommerce: 8,
    magento: 10,
    "salesforce-commerce-cloud": 6,
    wix: 0,
    squarespace: 0,
    prestashop: 2,
    amazon: 6,
    headless: 11,
  },
  nineFiguresPlus: {
    shopify: 5,
    "shopify-plus": 30,
    woocommerce: 2,
    bigcommerce: 6,
    magento: 14,
    "salesforce-commerce-cloud": 18,
    wix: 0,
    squarespace: 0,
    prestashop: 1,
    amazon: 6,
    headless: 18,
  },
};

/** The role a job title belongs to, for the all-reviews filter. */
export function roleOfJobTitle(title: string | null): ReviewerRole | null {
  if (title === null) return null;
  const rules: [RegExp, ReviewerRole][] = [
    [/founder|owner|ceo/i, "founder"],
    [/customer/i, "customer-experience"],
    [/developer/i, "development"],
    [/finance|accountant|cfo/i, "finance"],
    [/operations|supply chain|logistics|fulfilment|inventory|\bcoo\b/i, "operations"],
    [/marketing|growth|crm|retention|brand|lifecycle|seo|content|social|affiliate/i, "marketing"],
    [/e-commerce|digital|merchandis/i, "ecommerce"],
  ];
  return rules.find(([pattern]) => pattern.test(title))?.[1] ?? "other";
}

/** Topics (bits of topicPatterns) that move each sub-rating when a pro or con is about them. */
const subRatingTopics = {
  easeOfUse: (1 << 4) | (1 << 5),
  support: 1 << 0,
  value: 1 << 1,
  features: (1 << 2) | (1 << 3) | (1 << 13),
};

/** A sub-rating near the overall rating, higher where a pro is about its topic and lower where a con is. */
function subRating(random: Random, rating: Rating, topic: number, composed: ComposedReview) {
  const praised = composed.pros.some((sentence) => (topicsOf(sentence) & topic) !== 0);
  const criticised = composed.cons.some((sentence) => (topicsOf(sentence) & topic) !== 0);
  const drift = pickWeighted(random, [-1, 0, 1], [20, 60, 20]) + (praised ? 1 : 0) - (criticised ? 1 : 0);
  return Math.min(5, Math.max(1, rating + drift));
}

function sampleDetail(
  random: Random,
  input: {
    rating: Rating;
    kind: CompanyKind;
    reviewer: SampleReviewer;
    sharesProfile: boolean;
    platform: Platform;
    composed: ComposedReview;
  },
): SampleReviewDetail {
  const { rating, kind, reviewer, composed } = input;
  const ratesDetails = chance(random, subRatingShare);
  const given = (probability: number) => ratesDetails && chance(random, probability);
  const listsProsCons = chance(random, prosConsShare) && composed.pros.length + composed.cons.length > 0;
  return {
    ratingEaseOfUse: given(0.9) ? subRating(random, rating, subRatingTopics.easeOfUse, composed) : null,
    ratingSupport: given(0.85) ? subRating(random, rating, subRatingTopics.support, composed) : null,
    ratingValue: given(0.9) ? subRating(random, rating, subRatingTopics.value, composed) : null,
    // Agencies and freelancers are rated on features less often: they sell work, not a feature list.
    ratingFeatures: given(kind === "software" ? 0.9 : 0.35)
      ? subRating(random, rating, subRatingTopics.features, composed)
      : null,
    pros: listsProsCons && composed.pros.length > 0 ? composed.pros.join("\n") : null,
    cons: listsProsCons && composed.cons.length > 0 ? composed.cons.join("\n") : null,
    reviewerBrandSize: input.sharesProfile && chance(random, 0.95) ? reviewer.brandSize : null,
    reviewerRole: input.sharesProfile && chance(random, 0.9) ? roleOfJobTitle(reviewer.roleInCompany) : null,
    reviewerPlatform: input.sharesProfile && chance(random, 0.85) ? input.platform : null,
  };
}

// --- Reviews -------------------------------------------------------------------------------------------------------

type Tier = { min: number; max: number; qualityBoost: number };

const popularTier: Tier = { min: 60, max: 120, qualityBoost: 0.2 };
const upperTier: Tier = { min: 30, max: 55, qualityBoost: 0.1 };
const middleTier: Tier = { min: 10, max: 30, qualityBoost: 0 };
const smallTier: Tier = { min: 3, max: 8, qualityBoost: -0.1 };
/** Beyond the first few hundred, a young directory's companies have no reviews yet (the demo stays quick to load). */
const unreviewedTier: Tier = { min: 0, max: 0, qualityBoost: 0 };
const reviewedCompanies = 320;
const kindPopularity: Record<CompanyKind, number> = { software: 1, freelance: 0.8, network: 0.8, agency: 0.55 };

/**
 * Ranks companies by a random popularity score (companies listed first in their category, usually the
 * best-known ones, get a head start) and assigns review-count tiers: up to 16 popular companies, up to
 * 40 fairly popular ones, then mostly 10-30 reviews with a long tail of 3-8, and none beyond the first 320.
 */
function assignTiers(random: Random, companies: readonly SeedCompany[]): Tier[] {
  const seenPerCategory = new Map<string, number>();
  const ranking = companies
    .map((company, index) => {
      const position = seenPerCategory.get(company.primaryCategory) ?? 0;
      seenPerCategory.set(company.primaryCategory, position + 1);
      return { index, score: ((0.3 + random()) * kindPopularity[company.kind]) / (1 + 0.6 * position) };
    })
    .sort((a, b) => b.score - a.score);
  const popularCount = Math.min(16, Math.round(companies.length * 0.1));
  const upperCount = Math.min(40, Math.round(companies.length * 0.25));
  const rest = Math.max(1, Math.min(companies.length, reviewedCompanies) - popularCount - upperCount);
  const result: Tier[] = companies.map(() => middleTier);
  ranking.forEach((entry, rank) => {
    if (rank < popularCount) result[entry.index] = popularTier;
    else if (rank < popularCount + upperCount) result[entry.index] = upperTier;
    else if (rank >= reviewedCompanies) result[entry.index] = unreviewedTier;
    else result[entry.index] = (rank - popularCount - upperCount) / rest < 0.8 ? middleTier : smallTier;
  });
  return result;
}

function sampleRating(random: Random, quality: number): Rating {
  if (chance(random, 0.05)) return chance(random, 0.5) ? 1 : 2;
  const value = Math.round(quality + 0.2 + gaussian(random) * 0.85);
  return Math.min(5, Math.max(1, value)) as Rating;
}

function sampleCreatedAt(random: Random, now: Date): Date {
  // Mostly uniform, partly weighted towards recent months; always at least a minute in the past.
  const fraction = chance(random, 0.6) ? random() : 1 - Math.sqrt(random());
  const offsetMs = Math.floor(fraction * (REVIEW_WINDOW_DAYS * DAY_MS - 60_000)) + 60_000;
  return new Date(now.getTime() - offsetMs);
}

function sampleGoodFor(random: Random, brandSize: BrandSize): GoodFor {
  const goodFor: GoodFor = {
    startup: false,
    sixFigures: false,
    sevenFigures: false,
    eightFigures: false,
    nineFiguresPlus: false,
  };
  if (chance(random, 0.05)) return goodFor;
  goodFor[brandSize] = true;
  if (chance(random, 0.35)) {
    const position = brandSizes.indexOf(brandSize);
    const step = position === 0 ? 1 : position === brandSizes.length - 1 ? -1 : chance(random, 0.5) ? 1 : -1;
    const neighbour = brandSizes[position + step];
    if (neighbour !== undefined) goodFor[neighbour] = true;
  }
  return goodFor;
}

function sampleCategories(random: Random, company: SeedCompany): CategorySlug[] {
  const others = company.otherCategories.filter((slug) => slug !== company.primaryCategory);
  if (others.length > 0 && chance(random, 0.3)) return [company.primaryCategory, pick(random, others)];
  return [company.primaryCategory];
}

/** Weighted sampling without replacement: an exponential race, where the `count` smallest `Exp(1) / weight` win. */
function sampleReviewerIndexes(random: Random, weights: readonly number[], count: number): number[] {
  const keys = weights.map((weight) => -Math.log(1 - random()) / weight);
  return keys
    .map((_, index) => index)
    .sort((a, b) => (keys[a] ?? 0) - (keys[b] ?? 0))
    .slice(0, count);
}

/** Distinct voters other than the author; `helpful + notHelpful` must be below `reviewerCount`. */
function sampleVoters(random: Random, reviewerCount: number, authorIndex: number, helpful: number, notHelpful: number) {
  const chosen = new Set<number>();
  while (chosen.size < helpful + notHelpful) {
    const index = Math.floor(random() * reviewerCount);
    if (index !== authorIndex) chosen.add(index);
  }
  const voters = [...chosen];
  return {
    helpfulVoterIndexes: voters.slice(0, helpful).sort((a, b) => a - b),
    notHelpfulVoterIndexes: voters.slice(helpful).sort((a, b) => a - b),
  };
}

export function generateSampleReviews(options: {
  companies: readonly SeedCompany[];
  reviewers: readonly SampleReviewer[];
  now: Date;
  seed: number;
}): SampleReview[] {
  const { companies, reviewers, now } = options;
  const random = createRandom(options.seed);
  const reviewerWeights = reviewers.map(() => Math.exp(gaussian(random) * 0.6));
  const tiers = assignTiers(random, companies);
  const profiles = companies.map(companyProfile);
  const detailRandom = createRandom(options.seed ^ 0x6d2f_1e16);
  const reviewerProfiles = reviewers.map((reviewer) => ({
    sharesProfile: chance(detailRandom, profileShare),
    platform: pickPlatform(detailRandom, platformWeightsBySize[reviewer.brandSize]),
  }));

  const reviews: SampleReview[] = [];
  companies.forEach((company, companyIndex) => {
    const tier = tiers[companyIndex] ?? middleTier;
    const count = tier.min + Math.floor(random() ** 1.4 * (tier.max - tier.min + 1));
    const quality = Math.min(4.8, 3.2 + 1.6 * ((random() + random()) / 2) + tier.qualityBoost);
    const reviewerIndexes = sampleReviewerIndexes(random, reviewerWeights, Math.min(count, reviewers.length));

    const profile = profiles[companyIndex];
    for (const reviewerIndex of reviewerIndexes) {
      const reviewer = reviewers[reviewerIndex];
      if (reviewer === undefined || profile === undefined) continue;
      const rating = sampleRating(random, quality);
      const categories = sampleCategories(random, company);
      const composed = composeReview({ random, profile, categories, rating, brandSize: reviewer.brandSize });
      const { title, content } = composed;

      // Longer, more detailed reviews attract more (and more frequent) helpful votes.
      const detail = Math.min(1, content.length / 1000);
      let helpful = 0;
      let notHelpful = 0;
      if (chance(random, 0.15 + 0.5 * detail)) {
        helpful = Math.min(12, 1 + Math.floor(random() * (2 + 11 * detail)));
        notHelpful = pickWeighted(random, [0, 1, 2, 3], rating <= 2 ? [40, 30, 20, 10] : [60, 25, 10, 5]);
      }
      const available = Math.max(0, reviewers.length - 1);
      helpful = Math.min(helpful, available);
      notHelpful = Math.min(notHelpful, available - helpful);

      reviews.push({
        companyIndex,
        reviewerIndex,
        rating,
        title,
        content,
        roleInCompany: reviewer.roleInCompany,
        businessWebsite: reviewer.businessWebsite,
        categories,
        goodFor: sampleGoodFor(random, reviewer.brandSize),
        createdAt: sampleCreatedAt(random, now),
        ...sampleVoters(random, reviewers.length, reviewerIndex, helpful, notHelpful),
        ...sampleDetail(detailRandom, {
          rating,
          kind: company.kind,
          reviewer,
          sharesProfile: reviewerProfiles[reviewerIndex]?.sharesProfile ?? false,
          platform: reviewerProfiles[reviewerIndex]?.platform ?? "shopify",
          composed,
        }),
      });
    }
  });

  // Oldest first, so database ids follow the review dates.
  const times = reviews.map((review) => review.createdAt.getTime());
  const order = times.map((_, index) => index).sort((a, b) => (times[a] ?? 0) - (times[b] ?? 0));
  return order.map((index) => reviews[index] as SampleReview);
}
