import { brandSizeAudiences } from "#contracts/brand-sizes.ts";
import {
  type CompanyKind,
  currencySymbols,
  type PricingModel,
  platformLabels,
  pricingModelLabels,
  regionLabels,
} from "#contracts/company-facts.ts";
import { countOf } from "#contracts/plural.ts";
import { averageRatingOf, formatRating } from "#contracts/rating.ts";
import { companyLogoUrl } from "../catalog/company-logo.ts";
import type { ScoredCandidate } from "./score-candidates.ts";
import type { Candidate, RankedLists, SearchPlan } from "./search-plan.ts";
import type { FacetChip, Interpretation, SearchResult } from "./search-response.ts";
import type { PriceCap } from "./understanding/parsed-query.ts";

// The explanation: why each result is shown, and what the search understood, in words.

const kindNouns: Record<CompanyKind, string> = {
  software: "tools",
  agency: "agencies",
  freelance: "freelancers and talent",
  network: "marketplaces and networks",
};

function averageOf(candidate: Candidate) {
  return averageRatingOf(candidate.rating_sum, candidate.review_count);
}

function ratingReason(candidate: Candidate) {
  if (candidate.review_count === 0) return "no operator reviews yet";
  const average = averageOf(candidate);
  return `rated ${average === null ? "" : formatRating(average)} by ${countOf(candidate.review_count, "operator")}`;
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
 * Why a result is shown, in one sentence: the category it is listed in for the question (or the
 * words it matches), its operator reviews, then the evidence of each facet asked for.
 */
export function explainMatch(
  plan: SearchPlan,
  lists: RankedLists,
  scored: ScoredCandidate,
  categoryNames: Map<number, string>,
): string {
  const { candidate, platformLabel, successorOf } = scored;
  const id = candidate.id;
  const parsed = plan.parsed;
  const reasons: string[] = [];
  const primaryName = candidate.primary_category_name;
  const matchedCategory = candidate.category_ids.find((categoryId) => plan.categoryWeights.has(categoryId));
  if (plan.categoryIds.length > 0 && matchedCategory !== undefined) {
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
  reasons.push(ratingReason(candidate));
  reasons.push(...scored.evidence);
  if (candidate.status !== "active") {
    reasons.push(candidate.status === "acquired" ? "acquired: see its successor" : "discontinued");
  }
  const reason = [...new Set(reasons)].join("; ");
  return reason.charAt(0).toUpperCase() + reason.slice(1);
}

/** A result as the API and the page show it. */
export function toSearchResult(
  candidate: Candidate,
  score: number,
  matchReason: string,
  missing: string[] = [],
): SearchResult {
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
    pricingModel: candidate.pricing_model ?? null,
    freePlan: candidate.free_plan ?? null,
    platforms: candidate.platforms,
    matchReason,
    score,
    missing,
  };
}

/** A sponsored result: labelled, with the category it is sponsored in and its reviews. */
export function toSponsoredResult(candidate: Candidate, plan: SearchPlan, categoryNames: Map<number, string>) {
  const matched = candidate.category_ids.find((categoryId) => plan.categoryWeights.has(categoryId));
  const category = categoryNames.get(matched ?? -1) ?? candidate.primary_category_name ?? "Listed";
  return toSearchResult(candidate, 0, `Sponsored · ${category}; ${ratingReason(candidate)}`);
}

export function chipsOf(interpretation: Interpretation): FacetChip[] {
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

export function priceCapLabel(cap: PriceCap) {
  return `Under ${currencySymbols[cap.currency]}${cap.amount.toLocaleString("en-US")} a ${cap.unit}`;
}

function pricingModelsLabel(models: string[]) {
  const labels = models.map((model) => pricingModelLabels[model as PricingModel] ?? model);
  return `Priced as ${labels.join(" or ").toLowerCase()}`;
}

export function summaryOf(interpretation: Interpretation, total: number, lead: string | null) {
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
