import { type SQL, sql } from "drizzle-orm";
import { type BrandSize, brandSizeAudiences, brandSizes } from "#contracts/brand-sizes.ts";
import {
  type CompanyKind,
  type CostBand,
  type Currency,
  costBandLabels,
  currencySymbols,
  formatStartingPrice,
  type Platform,
  type PriceUnit,
  type PricingModel,
  platformLabels,
  pricingModelLabels,
  regionLabels,
} from "#contracts/company-facts.ts";
import { comparePath, maximumCompared, minimumCompared } from "#contracts/compare.ts";
import { countOf } from "#contracts/plural.ts";
import { averageRatingOf, formatRating } from "#contracts/rating.ts";
import type { AiService } from "../ai/ai-service.ts";
import type { ReadCache } from "../cache/read-cache.ts";
import { companyLogoUrl } from "../catalog/company-logo.ts";
import type { Database } from "../db/client.ts";
import { type GoodForColumnName, goodForColumns } from "../db/schema/reviews.ts";
import type { Logger } from "../logger.ts";
import { understandWithModel } from "./model-understanding.ts";
import { loadSearchVocabulary } from "./search-vocabulary.ts";
import {
  type CompanyMention,
  normaliseQuery,
  type ParsedQuery,
  type PriceCap,
  parseQuery,
  type SearchVocabulary,
  withinEdits,
  wordStems,
} from "./understand-query.ts";
import {
  brandSizeCost,
  brandSizePositioning,
  type PriceSensitivity,
  platformSynonyms,
  type QueryRegion,
  regionCountries,
  regionDescriptionWords,
} from "./vocabulary.ts";

export type Interpretation = {
  categories: { slug: string; name: string }[];
  brandSize: BrandSize | null;
  region: QueryRegion | null;
  platforms: Platform[];
  priceSensitivity: PriceSensitivity | null;
  kind: CompanyKind | null;
  features: string[];
  priceCap: PriceCap | null;
  pricingModels: string[];
  excluded: { id: number; name: string }[];
  compared: { id: number; name: string }[];
  integrations: { id: number; name: string }[];
  keywords: string[];
  understoodBy: "built-in" | "model";
};

/** A removable facet chip: its label and the `without` token that removes it. */
type FacetChip = { label: string; token: string };

type SearchResult = {
  id: number;
  name: string;
  slug: string;
  domain: string | null;
  logoUrl: string | null;
  kind: CompanyKind;
  primaryCategory: { name: string; slug: string } | null;
  averageRating: number | null;
  reviewCount: number;
  /** Facts a result card shows (null or empty: not listed). */
  pricingModel: PricingModel | null;
  freePlan: boolean | null;
  platforms: string[];
  matchReason: string;
  score: number;
};

export type SearchResponse = {
  query: string;
  interpretation: Interpretation;
  chips: FacetChip[];
  summary: string;
  sponsored: SearchResult[];
  results: SearchResult[];
  /** Organic matches in all, of which `results` are the first `limit`. */
  total: number;
  /** The compare page of the companies a "X vs Y" query names (two to four of them), else null. */
  compareUrl: string | null;
};

type Resolved = { id: number; name: string; slug: string; categoryIds: number[]; primaryCategoryId: number | null };

const platformWords = new Set(Object.values(platformSynonyms).flat());
/** A name read by a loose pattern counts as an integration only for a company this many catalog companies integrate with. */
const integrationHubMinimum = 2;

// The Bayesian average's prior: 7 phantom reviews of 4.0. Fixed (not the live catalog mean) so the
// same figure can be kept in an index (company_categories.company_quality, migration 0007).
const priorWeight = 7;
const priorMean = 4.0;
const rrfK = 60;

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Word sequences of a mention, longest first: "klaviyo for" → "klaviyo for", "klaviyo", "for". */
function nameCandidates(text: string) {
  const words = text.split(" ").filter((word) => word.length > 0);
  const candidates: string[] = [];
  for (let length = Math.min(words.length, 4); length >= 1; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      candidates.push(words.slice(start, start + length).join(" "));
    }
  }
  return candidates.filter((candidate) => candidate.replace(/[^a-z0-9]/g, "").length >= 2);
}

/** Finds the catalog companies a query names: exact names first, then a close trigram match for typos. */
async function resolveMentions(db: Database, mentions: CompanyMention[]) {
  const resolved: { mention: CompanyMention; company: Resolved; matchedText: string }[] = [];
  for (const mention of mentions) {
    const candidates = nameCandidates(mention.text).filter(
      (candidate) => !(mention.weak && platformWords.has(candidate)),
    );
    if (candidates.length === 0) continue;
    const exact = await db.execute<{ id: number; name: string; slug: string; candidate: string; partners: number }>(sql`
      select c.id, c.name, c.slug, k.candidate,
        (select count(*) from company_integrations i where i.company_id = c.id or i.partner_id = c.id)::int as partners
      from unnest(${sql.param(candidates.map(escapeLike))}::text[]) with ordinality as k(candidate, position)
      join companies c on c.name ilike k.candidate and c.listing_status = 'listed'
      order by length(k.candidate) desc, k.position, c.id limit 1`);
    let hit: { id: number; name: string; slug: string; candidate: string } | undefined = exact.rows[0];
    // A loose "through X" / "to X" names a company only when it is exactly a hub others integrate with.
    if (mention.weak) {
      const found = exact.rows[0];
      if (!found || found.partners < integrationHubMinimum) continue;
      if (resolved.some((entry) => entry.company.id === found.id)) continue;
    }
    if (!hit) {
      const fuzzy = await db.execute<{ id: number; name: string; slug: string; candidate: string }>(sql`
        select c.id, c.name, c.slug, k.candidate from unnest(${sql.param(candidates.filter((candidate) => candidate.length >= 4))}::text[]) as k(candidate)
        join lateral (
          select id, name, slug, similarity(name, k.candidate) as score from companies
          where name % k.candidate and listing_status = 'listed'
          order by score desc, id limit 1
        ) c on c.score >= 0.45
        order by c.score desc, c.id limit 1`);
      hit = fuzzy.rows[0];
    }
    if (!hit) continue;
    const categories = await db.execute<{ category_id: number; is_primary: boolean }>(
      sql`select category_id, is_primary from company_categories where company_id = ${hit.id} order by is_primary desc, category_id`,
    );
    resolved.push({
      mention,
      matchedText: hit.candidate,
      company: {
        id: hit.id,
        name: hit.name,
        slug: hit.slug,
        categoryIds: categories.rows.map((row) => row.category_id),
        primaryCategoryId: categories.rows.find((row) => row.is_primary)?.category_id ?? null,
      },
    });
  }
  return resolved;
}

function tsQueryText(keywords: string[]) {
  const words = [
    ...new Set(
      keywords
        .flatMap((keyword) => keyword.split(/[^a-z0-9]+/))
        .filter((word) => word.length >= 2 && word.length <= 40),
    ),
  ];
  return words.slice(0, 12).join(" | ");
}

type Candidate = {
  id: number;
  name: string;
  slug: string;
  domain: string | null;
  logo_url: string | null;
  logo_key: string | null;
  description: string;
  kind: CompanyKind;
  pricing_model: PricingModel | null;
  free_plan: boolean | null;
  cost_band: CostBand | null;
  starting_price_amount: string | null;
  starting_price_currency: Currency | null;
  starting_price_unit: PriceUnit | null;
  platforms: string[];
  features: string[];
  partner_ids: number[];
  brand_sizes: BrandSize[];
  regions: string[];
  headquarters: string | null;
  status: "active" | "acquired" | "discontinued";
  is_sponsored: boolean;
  is_ai_generated: boolean;
  category_ids: number[];
  primary_category_id: number | null;
  primary_category_name: string | null;
  primary_category_slug: string | null;
  review_count: number;
  rating_sum: number;
} & Record<GoodForColumnName, number>;

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

const kindNouns: Record<CompanyKind, string> = {
  software: "tools",
  agency: "agencies",
  freelance: "freelancers and talent",
  network: "marketplaces and networks",
};

type Plan = {
  parsed: ParsedQuery;
  categoryIds: number[];
  /** Category id → how strongly the query asked for it (1 named, 0.7 inferred from an alternative). */
  categoryWeights: Map<number, number>;
  excludedIds: number[];
  comparedIds: number[];
  /** What became of an acquired or discontinued company the query wants an alternative to. */
  successors: { id: number; of: string }[];
  /** The features of the companies the query wants an alternative to: an alternative shares them. */
  alternativeTo: { name: string; features: string[] } | null;
  /** Each feature asked for → the features that are part of it (catalog/features `partOf`), lower case. */
  featureParts: Map<string, string[]>;
  integrations: { id: number; name: string }[];
  kindFilter: "agency" | "freelance" | null;
  /** Categories of the kind asked for: a company listed first in one serves that kind, whatever it calls itself. */
  kindCategoryIds: number[];
  hideAiCompanies: boolean;
};

/** Someone asking for a freelancer is served by freelancers and by the networks that place them. */
function kindsMatching(kind: string): string[] {
  return kind === "freelance" ? ["freelance", "network"] : [kind];
}

function companyFilters(plan: Plan, alias = "c"): SQL {
  const c = sql.raw(alias);
  // Only the public catalog: a community-added company waits for an admin's approval (decision 056).
  const parts: SQL[] = [sql`${c}.listing_status = 'listed'`];
  if (plan.kindFilter) {
    // A small agency listed first among developer networks (fixing Shopify stores task by task) is
    // what someone hiring a freelancer is after: the category it is listed in counts as its kind.
    parts.push(
      sql`(${c}.kind in (${sql.join(
        kindsMatching(plan.kindFilter).map((kind) => sql`${kind}`),
        sql`, `,
      )}) or exists (select 1 from company_categories kc where kc.company_id = ${c}.id and kc.is_primary
        and kc.category_id = any(${sql.param(plan.kindCategoryIds)}::int[])))`,
    );
  }
  if (plan.hideAiCompanies) parts.push(sql`not ${c}.is_ai_generated`);
  if (plan.excludedIds.length > 0) parts.push(sql`${c}.id <> all(${sql.param(plan.excludedIds)}::int[])`);
  return sql.join(parts, sql` and `);
}

/**
 * The best companies of each understood category, read in index order (primary listings
 * first, then quality), then merged: named categories before inferred ones.
 */
async function byCategoryList(db: Database, plan: Plan) {
  const perCategory = await Promise.all(
    plan.categoryIds.map((categoryId) =>
      db
        .execute<{ id: number; is_primary: boolean; quality: number }>(sql`
          select c.id, cc.is_primary, cc.company_quality as quality from company_categories cc
          join companies c on c.id = cc.company_id
          where cc.category_id = ${categoryId} and ${companyFilters(plan)}
          order by cc.is_primary desc nulls last, cc.company_quality desc nulls last, cc.company_id
          limit 150`)
        .then((result) =>
          result.rows.map((row) => ({
            id: row.id,
            fit: (plan.categoryWeights.get(categoryId) ?? 0) * (row.is_primary ? 1 : 0.6),
            quality: row.quality,
          })),
        ),
    ),
  );
  const best = new Map<number, { fit: number; quality: number }>();
  for (const row of perCategory.flat()) {
    const seen = best.get(row.id);
    if (!seen || seen.fit < row.fit) best.set(row.id, { fit: row.fit, quality: row.quality });
  }
  return [...best.entries()]
    .sort((a, b) => b[1].fit - a[1].fit || b[1].quality - a[1].quality || a[0] - b[0])
    .slice(0, 150)
    .map(([id]) => id);
}

async function rankedLists(db: Database, plan: Plan) {
  const query = tsQueryText(plan.parsed.keywords);
  const asked = sql`${sql.param(plan.parsed.features.slice(0, 4))}::text[]`;
  const nameTokens = [
    ...new Set([
      ...plan.parsed.keywords.filter((word) => word.length >= 4),
      ...(plan.parsed.keywords.length > 1 ? [plan.parsed.keywords.join(" ")] : []),
    ]),
  ].slice(0, 6);
  const typoWords = plan.parsed.keywords.filter((word) => /^[a-z0-9]{5,}$/.test(word)).slice(0, 4);
  const bayes = sql`((${priorWeight} * ${priorMean}::float8 + coalesce(s.rating_sum, 0)) / (${priorWeight} + coalesce(s.review_count, 0)))`;
  const integrationIds = plan.integrations.map((company) => company.id);
  const [byCategory, byText, byName, byReviews, byTypo, byIntegration, byFeature] = await Promise.all([
    plan.categoryIds.length === 0 ? Promise.resolve([]) : byCategoryList(db, plan),
    query === ""
      ? Promise.resolve([])
      : db
          .execute<{ id: number }>(sql`
            select c.id from (
              -- Very common words match thousands of companies: rank a bounded sample of them.
              select d.company_id, d.document from company_search_documents d, to_tsquery('english', ${query}) q
              where d.document @@ q limit 1000
            ) d
            join companies c on c.id = d.company_id
            cross join to_tsquery('english', ${query}) q
            where ${companyFilters(plan)}
            order by ts_rank_cd(d.document, q, 1) desc, c.id
            limit 100`)
          .then((result) => result.rows.map((row) => row.id)),
    nameTokens.length === 0
      ? Promise.resolve([])
      : db
          .execute<{ id: number }>(sql`
            select c.id from unnest(${sql.param(nameTokens)}::text[]) as t(token)
            join lateral (
              select id, similarity(name, t.token) as score from companies where name % t.token order by score desc limit 10
            ) m on m.score >= 0.4
            join companies c on c.id = m.id
            where ${companyFilters(plan)}
            group by c.id order by max(m.score) desc, c.id limit 20`)
          .then((result) => result.rows.map((row) => row.id)),
    query === ""
      ? Promise.resolve([])
      : db
          .execute<{ id: number }>(sql`
            select c.id from (
              select r.company_id from reviews r cross join to_tsquery('english', ${query}) q
              where r.search_vector @@ q and r.status = 'published' and not r.is_ai_generated
              limit 1000
            ) hits
            join companies c on c.id = hits.company_id
            where ${companyFilters(plan)}
            group by c.id order by count(*) desc, c.id limit 50`)
          .then((result) => result.rows.map((row) => row.id)),
    // Typos trigrams miss ("gorgais"): names with the same first three letters within one or two edits.
    Promise.all(
      typoWords.map((word) =>
        db
          .execute<{ id: number; name: string }>(sql`
            select c.id, c.name from companies c
            where lower(c.name) like ${`${word.slice(0, 3)}%`} and ${companyFilters(plan)}
            order by c.id limit 200`)
          .then((result) =>
            result.rows.filter((row) => {
              const compact = row.name.toLowerCase().replace(/[^a-z0-9]/g, "");
              const first = row.name.toLowerCase().split(/[^a-z0-9]+/)[0] ?? "";
              const edits = word.length >= 8 ? 2 : 1;
              return withinEdits(word, first, edits) || withinEdits(word, compact, edits);
            }),
          ),
      ),
    ).then((lists) => [...new Set(lists.flat().map((row) => row.id))]),
    // The catalog's listed integrations of the companies the query names ("works with Gorgias"), both ways.
    integrationIds.length === 0
      ? Promise.resolve([])
      : db
          .execute<{ id: number }>(sql`
            select c.id from (
              select partner_id as id from company_integrations where company_id = any(${sql.param(integrationIds)}::int[])
              union select company_id from company_integrations where partner_id = any(${sql.param(integrationIds)}::int[])
            ) p
            join companies c on c.id = p.id
            left join company_review_stats s on s.company_id = c.id
            where ${companyFilters(plan)}
            order by ${bayes} desc, c.id limit 100`)
          .then((result) => result.rows.map((row) => row.id)),
    // Companies tagged with the features asked for, those with more of them first, then those with a part
    // of one (catalog/features `partOf`): each feature's companies read in its category's quality index
    // order, bounded, so it never scans a large tag.
    plan.parsed.features.length === 0
      ? Promise.resolve([])
      : db
          .execute<{ id: number }>(sql`
            select c.id from category_features f
            left join category_features whole on whole.id = f.part_of_id
            join lateral (
              select cc.company_id, cc.company_quality from company_categories cc
              where cc.category_id = f.category_id
                and exists (select 1 from company_features cf where cf.company_id = cc.company_id and cf.feature_id = f.id)
              order by cc.is_primary desc nulls last, cc.company_quality desc nulls last, cc.company_id
              limit 100
            ) m on true
            join companies c on c.id = m.company_id
            where (lower(f.name) = any(${asked}) or lower(whole.name) = any(${asked})) and ${companyFilters(plan)}
            group by c.id
            order by count(distinct case when lower(f.name) = any(${asked}) then lower(f.name) end) desc,
              count(distinct lower(whole.name)) desc, max(m.company_quality) desc nulls last, c.id limit 150`)
          .then((result) => result.rows.map((row) => row.id)),
  ]);
  return {
    byCategory,
    byText,
    byName: [...new Set([...byName, ...byTypo])],
    byReviews,
    byIntegration,
    byFeature,
  };
}

async function loadCandidates(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, Candidate>();
  const goodForCounts = sql.join(
    brandSizes.map((size) => {
      const column = sql.identifier(goodForColumns[size].name);
      return sql`coalesce(s.${column}, 0)::int as ${column}`;
    }),
    sql`, `,
  );
  const result = await db.execute<Candidate>(sql`
    select c.id, c.name, c.slug, c.domain, c.logo_url, c.logo_key, c.description, c.kind, c.pricing_model, c.free_plan, c.cost_band,
      c.starting_price_amount, c.starting_price_currency, c.starting_price_unit, c.platforms, c.features,
      array(select i.partner_id from company_integrations i where i.company_id = c.id
        union select i.company_id from company_integrations i where i.partner_id = c.id) as partner_ids,
      c.brand_sizes, c.regions, c.headquarters, c.status, c.is_sponsored, c.is_ai_generated,
      array(select cc.category_id from company_categories cc where cc.company_id = c.id order by cc.category_id) as category_ids,
      pc.id as primary_category_id, pc.name as primary_category_name, pc.slug as primary_category_slug,
      coalesce(s.review_count, 0)::int as review_count, coalesce(s.rating_sum, 0)::int as rating_sum,
      ${goodForCounts}
    from companies c
    left join company_categories pcc on pcc.company_id = c.id and pcc.is_primary
    left join categories pc on pc.id = pcc.category_id
    left join company_review_stats s on s.company_id = c.id
    where c.id = any(${sql.param(ids)}::int[])`);
  return new Map(result.rows.map((row) => [row.id, row]));
}

function averageOf(candidate: Candidate) {
  return averageRatingOf(candidate.rating_sum, candidate.review_count);
}

function brandShare(candidate: Candidate, size: BrandSize) {
  if (candidate.review_count < 3) return null;
  return Number(candidate[goodForColumns[size].name]) / candidate.review_count;
}

function keywordHit(candidate: Candidate, keyword: string) {
  const root = keyword.length > 5 ? keyword.slice(0, Math.max(4, keyword.length - 3)) : keyword;
  const pattern = new RegExp(`\\b${root.replace(/[^a-z0-9]/g, "\\$&")}`, "i");
  if (pattern.test(candidate.name)) return "name";
  if (candidate.features.some((feature) => pattern.test(feature))) return "features";
  if (pattern.test(candidate.description)) return "description";
  return null;
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

/** A topic said in the head of the description adds up to this much to a score (of about 0.5–1). */
const headMatchWeight = 0.1;
/** Qualifiers ("… for Europe") weigh less than the head of the query ("payment gateway"). */
const qualifierWeight = 0.7;
/** A topic said later in the first sentence counts this share of one said in its head. */
const sentenceShare = 0.3;

function topicRoot(stem: string) {
  return stem.length > 5 ? stem.slice(0, Math.max(4, stem.length - 3)) : stem;
}

/**
 * How squarely each candidate is what the query asks about: the share of the query's topics its
 * name or description says (in the description's head, fully; later in its first sentence, in
 * part), each topic weighted by how rare it is among the candidates (a topic every candidate says
 * tells them apart by nothing).
 */
function headMatches(head: string[], qualifiers: string[], candidates: Candidate[]): Map<number, number> {
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
          ? sentenceShare
          : 0,
    );
  });
  const weights = roots.map((_, topic) => {
    const df = hits.reduce((sum, hit) => sum + (hit[topic] ?? 0), 0);
    return (df === 0 ? 0 : Math.log(1 + candidates.length / df)) * (topic < head.length ? 1 : qualifierWeight);
  });
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return scores;
  candidates.forEach((candidate, index) => {
    const hit = hits[index] ?? [];
    scores.set(candidate.id, weights.reduce((sum, weight, topic) => sum + weight * (hit[topic] ?? 0), 0) / total);
  });
  return scores;
}

/** `related`: the company answers some part of the question (not only a distant text match). */
type Scored = { candidate: Candidate; score: number; reason: string; related?: boolean };

/**
 * Results stop when relevance drops: a result must answer some part of the question and score at
 * least this share of the best result's score, instead of padding the list with unrelated companies.
 */
const relativeScoreFloor = 0.4;
const textRelevanceFloor = 0.35;

/** How much a company that has only a part of a feature asked for meets it (decision 070). */
const partCredit = 0.7;

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

function scoreCandidates(
  plan: Plan,
  lists: Awaited<ReturnType<typeof rankedLists>>,
  candidates: Map<number, Candidate>,
  categoryNames: Map<number, string>,
): Scored[] {
  const fused = new Map<number, number>();
  const add = (ids: number[], weight: number) => {
    ids.forEach((id, index) => {
      fused.set(id, (fused.get(id) ?? 0) + weight / (rrfK + index + 1));
    });
  };
  add(lists.byCategory, 1);
  add(lists.byText, 1);
  add(lists.byName, 1.4);
  add(lists.byReviews, 0.3);
  add(lists.byIntegration, 1.2);
  add(lists.byFeature, 0.8);
  add(plan.comparedIds, 3);
  add(
    plan.successors.map((successor) => successor.id),
    1.5,
  );
  const maxFused = Math.max(...fused.values(), Number.EPSILON);
  const parsed = plan.parsed;
  const hasCategories = plan.categoryIds.length > 0;
  const maxReviews = Math.max(...[...candidates.values()].map((candidate) => candidate.review_count), 1);
  const heads = headMatches(parsed.topics, parsed.qualifiers, [...candidates.values()]);

  const scored: Scored[] = [];
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
      const placement = categoryId === candidate.primary_category_id ? 1 : 0.6;
      categoryMatch = Math.max(categoryMatch, weight * placement);
    }
    const bayes = (priorWeight * priorMean + candidate.rating_sum) / (priorWeight + candidate.review_count);
    // Reach: platforms it runs on and catalog companies it integrates with, facts that say how widely
    // a company is used where reviews are few (decision 063).
    const reach = Math.min(
      1,
      Math.log1p(candidate.platforms.length + 2 * candidate.partner_ids.length) / Math.log1p(12),
    );
    const quality =
      0.4 * ((bayes - 1) / 4) +
      0.3 * Math.min(1, Math.log1p(candidate.review_count) / Math.log1p(maxReviews)) +
      0.3 * reach;

    const facetScores: number[] = [];
    const reasons: string[] = [];
    let platformLabel: string | null = null;
    // A tool built for other platforms is of little use, whatever its reviews: a penalty on the whole score.
    let platformFactor = 1;
    for (const platform of parsed.platforms) {
      const supports =
        candidate.platforms.includes(platform) ||
        (platform === "shopify" && candidate.platforms.includes("shopify-plus"));
      facetScores.push(supports ? 1 : candidate.platforms.length === 0 ? -0.2 : -1);
      if (supports) platformLabel = platformLabels[platform];
      else if (candidate.platforms.length > 0) platformFactor = 0.75;
    }
    const primaryName = candidate.primary_category_name;
    const successorOf = plan.successors.find((successor) => successor.id === id)?.of;
    const matchedCategory = candidate.category_ids.find((categoryId) => plan.categoryWeights.has(categoryId));
    if (hasCategories && matchedCategory !== undefined) {
      const what =
        matchedCategory === candidate.primary_category_id
          ? (primaryName ?? "")
          : `${primaryName ?? "Listed"}, also ${categoryNames.get(matchedCategory) ?? ""}`;
      reasons.push(platformLabel ? `${what} for ${platformLabel} brands` : what);
      if (successorOf) reasons.push(`what ${successorOf} became`);
    } else {
      const hits = parsed.keywords
        .map((keyword) => ({ keyword, field: keywordHit(candidate, keyword) }))
        .filter((hit) => hit.field !== null);
      const first = hits[0];
      const prefix = primaryName ?? "Listed company";
      if (plan.comparedIds.includes(id)) reasons.push(`${prefix}, as you asked to compare`);
      else if (successorOf) reasons.push(`${prefix}; what ${successorOf} became`);
      else if (first && first.field === "name") reasons.push(`${prefix}; name matches “${first.keyword}”`);
      else if (first) reasons.push(`${prefix}; mentions “${first.keyword}” in its ${first.field}`);
      else if (lists.byName.includes(id)) reasons.push(`${prefix}; name close to “${parsed.keywords.join(" ")}”`);
      else if (lists.byReviews.includes(id))
        reasons.push(`${prefix}; operators mention “${parsed.keywords[0] ?? ""}” in reviews`);
      else reasons.push(prefix);
      if (platformLabel) reasons[0] = `${reasons[0]} for ${platformLabel} brands`;
    }
    if (candidate.review_count > 0) {
      const average = averageOf(candidate);
      reasons.push(
        `rated ${average === null ? "" : formatRating(average)} by ${countOf(candidate.review_count, "operator")}`,
      );
    } else {
      reasons.push("no operator reviews yet");
    }
    if (parsed.brandSize) {
      const share = brandShare(candidate, parsed.brandSize);
      const listed = candidate.brand_sizes.includes(parsed.brandSize);
      if (listed) {
        // The company's own facts say it serves brands of this size.
        facetScores.push(1);
        reasons.push(`serves ${brandSizeAudiences[parsed.brandSize]}`);
      } else if (candidate.brand_sizes.length > 0) {
        // Its facts list the sizes it serves, and this is not one of them.
        facetScores.push(-0.5);
      } else {
        // Reviewers tick the sizes a company is good for: a share is evidence for, never against
        // (few ticks on a tool reviewed mostly by smaller brands say nothing about larger ones).
        const fromReviews = share === null ? 0 : Math.min(1, share * 2.5);
        // Its description's positioning ("for mid-market and enterprise retailers") counts as text relevance.
        const positioning = brandSizePositioning[parsed.brandSize];
        const fit = positioning.fits.map((words) => words.exec(candidate.description)?.[0]).find(Boolean);
        // What it costs, where nothing else says (vocabulary's brandSizeCost): evidence, never a listed fact.
        const cost = brandSizeCost[parsed.brandSize];
        const costFits =
          cost !== undefined &&
          ((cost.freePlanFits && candidate.free_plan === true) ||
            (candidate.cost_band !== null && cost.fits.includes(candidate.cost_band)));
        const opposite =
          !fit &&
          (positioning.opposite.some((words) => words.test(candidate.description)) ||
            (candidate.cost_band !== null && (cost?.opposite.includes(candidate.cost_band) ?? false)));
        facetScores.push(
          fit
            ? 1
            : opposite
              ? fromReviews > 0
                ? fromReviews / 2
                : -0.3
              : costFits
                ? Math.max(0.5, fromReviews)
                : fromReviews,
        );
        if (share !== null && share >= 0.25) reasons.push(`good for ${brandSizeAudiences[parsed.brandSize]}`);
        else if (fit) reasons.push(`its description says “${fit.toLowerCase()}”`);
        else if (costFits && !opposite) {
          const band = candidate.cost_band && cost?.fits.includes(candidate.cost_band) ? candidate.cost_band : null;
          reasons.push(band ? `typical cost ${costBandLabels[band].toLowerCase()}` : "free plan");
        }
      }
    }
    if (parsed.region) {
      const { fit, reason } = regionFit(candidate, parsed.region);
      facetScores.push(fit);
      if (reason) reasons.push(reason);
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
      if (fit > 0.3 && label) reasons.push(label);
    }
    if (parsed.priceCap) {
      const { fit, reason } = priceCapFit(candidate, parsed.priceCap);
      facetScores.push(fit);
      if (reason) reasons.push(reason);
    }
    if (parsed.pricingModels.length > 0) {
      const position = parsed.pricingModels.indexOf(candidate.pricing_model ?? "");
      facetScores.push(position === 0 ? 1 : position > 0 ? 0.7 : candidate.pricing_model ? -0.6 : -0.1);
      if (position >= 0) {
        reasons.push(`priced as ${pricingModelLabels[candidate.pricing_model as PricingModel].toLowerCase()}`);
      }
    }
    const ownFeatures = new Set(candidate.features.map((feature) => feature.toLowerCase()));
    if (plan.alternativeTo && plan.alternativeTo.features.length > 0) {
      const { name, features } = plan.alternativeTo;
      const shared = features.filter((feature) => ownFeatures.has(feature)).length;
      facetScores.push(shared > 0 ? 0.2 + (0.8 * shared) / features.length : -0.3);
      if (shared > 1) reasons.push(`has ${shared} of ${name}'s ${features.length} listed features`);
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
            ? partCredit
            : 0,
      );
      const share = met.reduce((sum, value) => sum + value, 0) / needs.length;
      // Specialists first: of two companies with the feature, the one whose listed features are mostly it.
      const focus = (matchedFeatures.length + partCredit * partlyMet.size) / Math.max(ownFeatures.size, 1);
      facetScores.push(share > 0 ? 0.3 + 0.5 * share + 0.2 * focus : -0.2);
      if (matchedFeatures.length > 0) reasons.push(`offers ${matchedFeatures.slice(0, 2).join(" and ")}`);
      else {
        const [feature, part] = [...partlyMet][0] ?? [];
        if (feature && part) reasons.push(`offers ${part} (part of ${feature})`);
      }
    }
    for (const integration of plan.integrations) {
      const integrates = candidate.partner_ids.includes(integration.id);
      facetScores.push(integrates ? 1 : -0.5);
      if (integrates) reasons.push(`integrates with ${integration.name}`);
    }
    if (parsed.kind === "software") facetScores.push(candidate.kind === "software" ? 0.5 : -0.5);
    const facets = facetScores.length > 0 ? facetScores.reduce((sum, value) => sum + value, 0) / facetScores.length : 0;

    const facetWeight = facetScores.length > 0 ? 0.3 : 0;
    let score = hasCategories
      ? (0.35 + (0.2 - facetWeight)) * relevance + 0.3 * categoryMatch + 0.25 * quality + facetWeight * facets
      : (0.6 + (0.2 - facetWeight)) * relevance + 0.2 * quality + facetWeight * facets;
    score += headMatchWeight * (heads.get(id) ?? 0);
    const pinned = plan.comparedIds.includes(id) ? 1 : 0;
    score *= platformFactor;
    // An acquired or discontinued product keeps its page for its reviews, but is no answer today.
    if (candidate.status !== "active") {
      score *= 0.5;
      reasons.push(candidate.status === "acquired" ? "acquired: see its successor" : "discontinued");
    }
    const reason = [...new Set(reasons)].join("; ");
    const related =
      categoryMatch > 0 ||
      pinned > 0 ||
      successorOf !== undefined ||
      lists.byName.includes(id) ||
      matchedFeatures.length + partlyMet.size > 0 ||
      plan.integrations.some((integration) => candidate.partner_ids.includes(integration.id)) ||
      relevance >= textRelevanceFloor;
    scored.push({
      related,
      candidate,
      score: Math.round((score + pinned) * 10_000) / 10_000,
      reason: reason.charAt(0).toUpperCase() + reason.slice(1),
    });
  }
  return scored.sort((a, b) => b.score - a.score || a.candidate.id - b.candidate.id);
}

/**
 * How a company meets a region asked for: the regions its facts list (serves it, or worldwide: 1;
 * lists only others: −0.5; for Europe, UK and Ireland only: 0.5), else, as evidence and never as a
 * fact, its headquarters' country or its description's words (0.6), else unknown (0).
 */
function regionFit(candidate: Candidate, region: QueryRegion): { fit: number; reason: string | null } {
  const label = regionLabels[region];
  if (candidate.regions.length > 0) {
    if (candidate.regions.includes(region)) return { fit: 1, reason: `serves ${label}` };
    if (candidate.regions.includes("worldwide")) return { fit: 1, reason: "serves customers worldwide" };
    if (region === "europe" && candidate.regions.includes("uk-ireland")) {
      return { fit: 0.5, reason: `serves ${regionLabels["uk-ireland"]}` };
    }
    return { fit: -0.5, reason: null };
  }
  const country = candidate.headquarters?.split(",").at(-1)?.trim().toLowerCase();
  if (country && regionCountries[region].includes(country)) {
    return { fit: 0.6, reason: `based in ${candidate.headquarters}` };
  }
  const said = regionDescriptionWords[region].exec(candidate.description)?.[0];
  if (said) return { fit: 0.6, reason: `its description says “${said}”` };
  return { fit: 0, reason: null };
}

/** How a company's price facts meet a ceiling: free plan, list price, then typical cost band; unknown is "not listed". */
function priceCapFit(candidate: Candidate, cap: PriceCap): { fit: number; reason: string | null } {
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

function toResult(scored: Scored): SearchResult {
  const { candidate } = scored;
  return {
    id: candidate.id,
    name: candidate.name,
    slug: candidate.slug,
    domain: candidate.domain,
    logoUrl: companyLogoUrl({ logoKey: candidate.logo_key, logoUrl: candidate.logo_url, domain: candidate.domain }),
    kind: candidate.kind,
    primaryCategory:
      candidate.primary_category_name && candidate.primary_category_slug
        ? { name: candidate.primary_category_name, slug: candidate.primary_category_slug }
        : null,
    averageRating: averageOf(candidate),
    reviewCount: candidate.review_count,
    pricingModel: (candidate.pricing_model as PricingModel | null) ?? null,
    freePlan: candidate.free_plan ?? null,
    platforms: candidate.platforms,
    matchReason: scored.reason,
    score: scored.score,
  };
}

function chipsOf(interpretation: Interpretation): FacetChip[] {
  const chips: FacetChip[] = [];
  for (const category of interpretation.categories)
    chips.push({ label: category.name, token: `category:${category.slug}` });
  if (interpretation.kind && interpretation.kind !== "software") {
    chips.push({ label: interpretation.kind === "agency" ? "Agencies" : "Freelancers and talent", token: "kind" });
  }
  for (const platform of interpretation.platforms) {
    chips.push({ label: platformLabels[platform], token: `platform:${platform}` });
  }
  if (interpretation.brandSize) {
    chips.push({ label: `Good for ${brandSizeAudiences[interpretation.brandSize]}`, token: "brandSize" });
  }
  if (interpretation.region) chips.push({ label: `Serves ${regionLabels[interpretation.region]}`, token: "region" });
  if (interpretation.priceSensitivity) {
    chips.push({ label: interpretation.priceSensitivity === "free" ? "Free plan" : "Lower cost", token: "price" });
  }
  if (interpretation.priceCap) chips.push({ label: priceCapLabel(interpretation.priceCap), token: "priceCap" });
  if (interpretation.pricingModels.length > 0) {
    chips.push({ label: pricingModelsLabel(interpretation.pricingModels), token: "pricingModel" });
  }
  for (const feature of interpretation.features) chips.push({ label: feature, token: `feature:${feature}` });
  for (const company of interpretation.integrations) {
    chips.push({ label: `Works with ${company.name}`, token: `integration:${company.id}` });
  }
  for (const company of interpretation.excluded) {
    chips.push({ label: `Not ${company.name}`, token: `excluded:${company.id}` });
  }
  return chips;
}

function priceCapLabel(cap: PriceCap) {
  return `Under ${currencySymbols[cap.currency]}${cap.amount.toLocaleString("en-US")} a ${cap.unit}`;
}

function pricingModelsLabel(models: string[]) {
  const labels = models.map((model) => pricingModelLabels[model as PricingModel] ?? model);
  return `Priced as ${labels.join(" or ").toLowerCase()}`;
}

function summaryOf(interpretation: Interpretation, total: number, lead: string | null) {
  const parts: string[] = [];
  if (interpretation.compared.length > 1)
    parts.push(`comparing ${interpretation.compared.map((c) => c.name).join(" and ")}`);
  if (interpretation.categories.length > 0) parts.push(interpretation.categories.map((c) => c.name).join(" or "));
  if (interpretation.kind && interpretation.kind !== "software") parts.push(kindNouns[interpretation.kind]);
  if (interpretation.platforms.length > 0) {
    parts.push(`for ${interpretation.platforms.map((p) => platformLabels[p]).join(" or ")}`);
  }
  if (interpretation.brandSize) parts.push(`good for ${brandSizeAudiences[interpretation.brandSize]}`);
  if (interpretation.region) parts.push(`serving ${regionLabels[interpretation.region]}`);
  if (interpretation.priceSensitivity === "free") parts.push("with a free plan");
  if (interpretation.priceSensitivity === "low") parts.push("lower cost first");
  if (interpretation.priceCap) parts.push(priceCapLabel(interpretation.priceCap).toLowerCase());
  if (interpretation.pricingModels.length > 0)
    parts.push(pricingModelsLabel(interpretation.pricingModels).toLowerCase());
  if (interpretation.features.length > 0) parts.push(`with ${interpretation.features.join(", ")}`);
  if (interpretation.integrations.length > 0) {
    parts.push(`working with ${interpretation.integrations.map((c) => c.name).join(", ")}`);
  }
  if (interpretation.excluded.length > 0) {
    parts.push(`alternatives to ${interpretation.excluded.map((c) => c.name).join(" and ")}`);
  }
  if (interpretation.keywords.length > 0) parts.push(`matching “${interpretation.keywords.join(" ")}”`);
  const understood =
    parts.length > 0
      ? `Understood: ${parts.join(" · ")}.`
      : "We could not match any category, platform or company in your question.";
  const found =
    total === 0
      ? "Nothing in the catalog matched."
      : `${countOf(total, "match", "matches")}, ranked by fit and by operator reviews (a Bayesian average, so a few glowing reviews do not outrank many good ones).`;
  return [lead, understood, found].filter((part) => part).join(" ");
}

function applyWithout(parsed: ParsedQuery, without: string[]): ParsedQuery {
  const removed = new Set(without);
  return {
    ...parsed,
    categories: parsed.categories.filter((slug) => !removed.has(`category:${slug}`)),
    platforms: parsed.platforms.filter((platform) => !removed.has(`platform:${platform}`)),
    brandSize: removed.has("brandSize") ? null : parsed.brandSize,
    region: removed.has("region") ? null : parsed.region,
    priceSensitivity: removed.has("price") ? null : parsed.priceSensitivity,
    priceCap: removed.has("priceCap") ? null : parsed.priceCap,
    pricingModels: removed.has("pricingModel") ? [] : parsed.pricingModels,
    kind: removed.has("kind") ? null : parsed.kind,
    features: parsed.features.filter((feature) => !removed.has(`feature:${feature}`)),
  };
}

/** The features that are part of each feature asked for, from the taxonomy (any category). */
function featurePartsOf(features: string[], vocabulary: SearchVocabulary): Map<string, string[]> {
  const parts = new Map<string, string[]>();
  for (const entry of vocabulary.taxonomy) {
    if (!entry.partOf || !features.includes(entry.partOf)) continue;
    parts.set(entry.partOf, [...new Set([...(parts.get(entry.partOf) ?? []), entry.name])]);
  }
  return parts;
}

export type SearchDependencies = {
  db: Database;
  cache: ReadCache;
  ai: AiService;
  logger: Logger;
};

/**
 * Discovery search: reads the question (built in, or with the configured
 * model first), retrieves candidates from six ranked lists (companies of the
 * understood categories, weighted full text, trigram name similarity for
 * typos, review text, integration partners, asked features) plus the ids the
 * question names (compared companies, pinned first; an "alternative to X"
 * company's successor), fuses them with reciprocal rank fusion and re-ranks
 * with operator-review quality and the facets. docs/decisions/022-discovery-search.md
 */
export async function discoverySearch(
  deps: SearchDependencies,
  request: { q: string; limit: number; without?: string[]; showAiGeneratedCompanies: boolean },
): Promise<SearchResponse> {
  const { db, cache } = deps;
  const without = request.without ?? [];
  const vocabulary = await loadSearchVocabulary(db, cache);
  const normalised = normaliseQuery(request.q);

  let parsed = parseQuery(request.q, vocabulary);
  let understoodBy: Interpretation["understoodBy"] = "built-in";
  let lead: string | null = null;
  let mentions = parsed.mentions;
  if (deps.ai.model && normalised.length > 0) {
    const fromModel = await understandWithModel(deps, normalised, vocabulary);
    if (fromModel) {
      understoodBy = "model";
      lead = fromModel.intentSummary;
      mentions = fromModel.mentions;
      // Facts the built-in reading takes from the taxonomy, the price and region words, and the
      // query's topics, stay with it.
      parsed = {
        ...fromModel.parsed,
        region: parsed.region,
        topics: parsed.topics,
        qualifiers: parsed.qualifiers,
        features: parsed.features,
        featureCategories: parsed.featureCategories,
        priceCap: parsed.priceCap,
        pricingModels: parsed.pricingModels,
      };
    }
  }
  const resolved = await resolveMentions(db, mentions);
  if (understoodBy === "built-in" && resolved.length > 0) {
    // Read the facets again without the names found, so "alternative to Shopify" is no platform filter.
    parsed = parseQuery(
      request.q,
      vocabulary,
      resolved.map((entry) => entry.matchedText),
    );
  }
  parsed = applyWithout(parsed, without);

  const categoryBySlug = new Map(vocabulary.categories.map((category) => [category.slug, category]));
  const categoryNames = new Map(vocabulary.categories.map((category) => [category.id, category.name]));
  const categoryWeights = new Map<number, number>();
  for (const slug of parsed.categories) {
    const category = categoryBySlug.get(slug);
    if (category) categoryWeights.set(category.id, 1);
  }
  const excluded = resolved.filter(
    (entry) => entry.mention.role === "alternative" && !without.includes(`excluded:${entry.company.id}`),
  );
  const compared = resolved.filter((entry) => entry.mention.role === "compare");
  const integrations = resolved.filter(
    (entry) => entry.mention.role === "integration" && !without.includes(`integration:${entry.company.id}`),
  );
  // An alternative belongs to the same categories: the named company's primary one first.
  for (const entry of [...resolved.filter((r) => r.mention.role === "alternative"), ...compared]) {
    for (const categoryId of entry.company.categoryIds) {
      if (
        !categoryWeights.has(categoryId) &&
        !without.includes(`category:${vocabulary.categories.find((c) => c.id === categoryId)?.slug}`)
      ) {
        categoryWeights.set(categoryId, categoryId === entry.company.primaryCategoryId ? 0.9 : 0.5);
      }
    }
  }
  // Features suggest their categories when the query names none ("session replay tool" → CRO).
  if (parsed.categories.length === 0) {
    for (const slug of parsed.featureCategories) {
      const category = categoryBySlug.get(slug);
      if (category && !categoryWeights.has(category.id) && !without.includes(`category:${slug}`)) {
        categoryWeights.set(category.id, 0.85);
      }
    }
  }
  const orderedCategoryIds = [...categoryWeights.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  const kindFilter = parsed.kind === "agency" || parsed.kind === "freelance" ? parsed.kind : null;
  const successorRows =
    excluded.length === 0
      ? []
      : (
          await db.execute<{ id: number; of: string }>(sql`
            select s.id, c.name as of from companies c join companies s on s.id = c.successor_company_id
            where c.id = any(${sql.param(excluded.map((entry) => entry.company.id))}::int[]) and s.listing_status = 'listed'`)
        ).rows;
  const alternativeFeatures =
    excluded.length === 0
      ? []
      : (
          await db.execute<{ name: string; features: string[] }>(sql`
            select name, array(select lower(f) from unnest(features) f) as features from companies
            where id = ${excluded[0]?.company.id ?? 0}`)
        ).rows;
  const plan: Plan = {
    parsed,
    categoryIds: orderedCategoryIds,
    categoryWeights,
    excludedIds: excluded.map((entry) => entry.company.id),
    comparedIds: compared.map((entry) => entry.company.id),
    alternativeTo: alternativeFeatures[0] ?? null,
    featureParts: featurePartsOf(parsed.features, vocabulary),
    successors: successorRows.filter((row) => !excluded.some((entry) => entry.company.id === row.id)),
    integrations: integrations.map((entry) => ({ id: entry.company.id, name: entry.company.name })),
    kindFilter,
    kindCategoryIds: vocabulary.categories
      .filter((category) => category.group === (kindFilter === "agency" ? "agency" : "freelance"))
      .map((category) => category.id),
    hideAiCompanies: !request.showAiGeneratedCompanies,
  };

  const lists = await rankedLists(db, plan);
  const ids = [
    ...new Set([
      ...plan.comparedIds,
      ...plan.successors.map((successor) => successor.id),
      ...lists.byIntegration,
      ...lists.byFeature,
      ...lists.byCategory,
      ...lists.byText,
      ...lists.byName,
      ...lists.byReviews,
    ]),
  ];
  const candidates = await loadCandidates(db, ids);
  const ranked = scoreCandidates(plan, lists, candidates, categoryNames);
  // Compared companies are pinned above the rest (score + 1): the floor follows the best of the others.
  const best = ranked.find((entry) => !plan.comparedIds.includes(entry.candidate.id)) ?? ranked[0];
  const floor = (best?.score ?? 0) * relativeScoreFloor;
  const scored = ranked.filter(
    (entry) => entry.related && (entry.score >= floor || plan.comparedIds.includes(entry.candidate.id)),
  );
  const results = scored.slice(0, request.limit).map(toResult);

  const sponsored = plan.categoryIds.length === 0 ? [] : await findSponsored(db, plan, categoryNames);

  const interpretation: Interpretation = {
    categories: orderedCategoryIds
      .filter((id) => (categoryWeights.get(id) ?? 0) >= 1)
      .map((id) => vocabulary.categories.find((category) => category.id === id))
      .filter((category) => category !== undefined)
      .map((category) => ({ slug: category.slug, name: category.name })),
    brandSize: parsed.brandSize,
    region: parsed.region,
    platforms: parsed.platforms,
    priceSensitivity: parsed.priceSensitivity,
    kind: parsed.kind,
    features: parsed.features,
    priceCap: parsed.priceCap,
    pricingModels: parsed.pricingModels,
    excluded: excluded.map((entry) => ({ id: entry.company.id, name: entry.company.name })),
    compared: compared.map((entry) => ({ id: entry.company.id, name: entry.company.name })),
    integrations: integrations.map((entry) => ({ id: entry.company.id, name: entry.company.name })),
    keywords: parsed.keywords,
    understoodBy,
  };
  return {
    query: request.q,
    interpretation,
    chips: chipsOf(interpretation),
    summary: summaryOf(interpretation, scored.length, lead),
    sponsored,
    results,
    total: scored.length,
    compareUrl:
      compared.length >= minimumCompared && compared.length <= maximumCompared
        ? comparePath([...new Set(compared.map((entry) => entry.company.slug))])
        : null,
  };
}

/**
 * Sponsored Recommendations: only companies an admin flagged as sponsored, only
 * in a category the query asked for, at most 3, labelled, and never part of
 * the organic ranking (which ignores the flag).
 */
async function findSponsored(db: Database, plan: Plan, categoryNames: Map<number, string>) {
  const result = await db.execute<{ id: number }>(sql`
    select c.id from companies c
    left join company_review_stats s on s.company_id = c.id
    where c.is_sponsored and ${companyFilters(plan)}
      and exists (select 1 from company_categories cc where cc.company_id = c.id and cc.category_id = any(${sql.param(plan.categoryIds)}::int[]))
    order by ((${priorWeight} * ${priorMean}::float8 + coalesce(s.rating_sum, 0)) / (${priorWeight} + coalesce(s.review_count, 0))) desc, c.id
    limit 3`);
  const candidates = await loadCandidates(
    db,
    result.rows.map((row) => row.id),
  );
  return result.rows
    .map((row) => candidates.get(row.id))
    .filter((candidate) => candidate !== undefined)
    .map((candidate) => {
      const matched = candidate.category_ids.find((categoryId) => plan.categoryWeights.has(categoryId));
      const average = averageOf(candidate);
      const rating =
        candidate.review_count > 0
          ? `rated ${average === null ? "" : formatRating(average)} by ${countOf(candidate.review_count, "operator")}`
          : "no operator reviews yet";
      return toResult({
        candidate,
        score: 0,
        reason: `Sponsored · ${categoryNames.get(matched ?? -1) ?? candidate.primary_category_name ?? "Listed"}; ${rating}`,
      });
    });
}
