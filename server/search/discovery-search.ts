import { sql } from "drizzle-orm";
import { comparePath, maximumCompared, minimumCompared } from "#contracts/compare.ts";
import type { AiService } from "../ai/ai-service.ts";
import type { ReadCache } from "../cache/read-cache.ts";
import type { Database } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { chipsOf, explainMatch, summaryOf, toSearchResult, toSponsoredResult } from "./explain-result.ts";
import { keepConstraints } from "./keep-constraints.ts";
import { understandWithModel } from "./model-understanding.ts";
import {
  findSponsoredCandidates,
  loadCandidates,
  resolveMentions,
  retrieveRankedLists,
} from "./retrieve-candidates.ts";
import { keepRelevant, scoreCandidates } from "./score-candidates.ts";
import type { SearchPlan } from "./search-plan.ts";
import type { Interpretation, SearchResponse } from "./search-response.ts";
import { loadSearchVocabulary, type SearchVocabulary } from "./search-vocabulary.ts";
import { parseQuery } from "./understand-query.ts";
import { categoryNameRootsOf, isCatalogPhrase, wordRarityOf } from "./understanding/category-text.ts";
import type { ParsedQuery } from "./understanding/parsed-query.ts";
import { normaliseQuery, wordStems } from "./understanding/read-words.ts";

function applyWithout(parsed: ParsedQuery, without: string[]): ParsedQuery {
  const removed = new Set(without);
  return {
    ...parsed,
    categories: parsed.categories.filter((slug) => !removed.has(`category:${slug}`)),
    qualifierCategories: parsed.qualifierCategories.filter((slug) => !removed.has(`category:${slug}`)),
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

/** Each keyword's rarity: that of its rarest word (a keyword may be a phrase, "24/7"). */
function keywordRarityOf(keywords: string[], vocabulary: SearchVocabulary) {
  return new Map(
    keywords.map((keyword) => {
      const rarities = [...wordRarityOf(wordStems(keyword), vocabulary).values()];
      return [keyword, rarities.length > 0 ? Math.max(...rarities) : 0];
    }),
  );
}

/** Each asked category's id → the word roots of its name and synonyms. */
function categoryNameRootsById(categoryIds: number[], vocabulary: SearchVocabulary) {
  const asked = vocabulary.categories.filter((category) => categoryIds.includes(category.id));
  const roots = categoryNameRootsOf(
    asked.map((category) => category.slug),
    vocabulary,
  );
  return new Map(asked.map((category) => [category.id, roots.get(category.slug) ?? new Set<string>()]));
}

/** How strongly a category read from its own text is asked for (a feature's category: 0.85; a named one: 1). */
const textCategoryWeight = 0.8;
/** How strongly a category named only in the query's qualifiers is asked for. */
const qualifierCategoryWeight = 0.7;

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
        countries: parsed.countries,
        topics: parsed.topics,
        qualifiers: parsed.qualifiers,
        features: parsed.features,
        featureCategories: parsed.featureCategories,
        textCategories: parsed.categories.length > 0 ? [] : parsed.textCategories,
        priceCap: parsed.priceCap,
        pricingModels: parsed.pricingModels,
      };
    }
  }
  const resolved = await resolveMentions(db, mentions, (text) => isCatalogPhrase(text, vocabulary));
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
  // Categories named only to qualify the head's ("… in spanish", "… for subscription texts"): a weak hint.
  for (const slug of parsed.qualifierCategories) {
    const category = categoryBySlug.get(slug);
    if (category && !categoryWeights.has(category.id)) categoryWeights.set(category.id, qualifierCategoryWeight);
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
  // Failing all of these, the categories whose own text the query's words match: a weaker hint.
  if (categoryWeights.size === 0) {
    for (const slug of parsed.textCategories) {
      const category = categoryBySlug.get(slug);
      if (category && !categoryWeights.has(category.id) && !without.includes(`category:${slug}`)) {
        categoryWeights.set(category.id, textCategoryWeight);
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
  const plan: SearchPlan = {
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
    topicRarity: wordRarityOf([...parsed.topics, ...parsed.qualifiers], vocabulary),
    keywordRarity: keywordRarityOf(parsed.keywords, vocabulary),
    categoryNameRoots: categoryNameRootsById(orderedCategoryIds, vocabulary),
  };

  const lists = await retrieveRankedLists(db, plan);
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
  const scored = keepRelevant(plan, scoreCandidates(plan, lists, candidates));
  const kept = keepConstraints(plan, scored, categoryNames);
  const results = kept.results
    .slice(0, request.limit)
    .map(({ entry, missing }) =>
      toSearchResult(entry.candidate, entry.score, explainMatch(plan, lists, entry, categoryNames), missing),
    );

  const sponsored = (await findSponsoredCandidates(db, plan)).map((candidate) =>
    toSponsoredResult(candidate, plan, categoryNames),
  );

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
    constraints: { asked: kept.asked, exactMatches: kept.exactMatches, note: kept.note },
    compareUrl:
      compared.length >= minimumCompared && compared.length <= maximumCompared
        ? comparePath([...new Set(compared.map((entry) => entry.company.slug))])
        : null,
  };
}
