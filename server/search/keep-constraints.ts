import { type CompanyKind, platformLabels } from "#contracts/company-facts.ts";
import { priceCapLabel } from "./explain-result.ts";
import { priceCapFit, type ScoredCandidate, supportsPlatform } from "./score-candidates.ts";
import { type Candidate, kindsMatching, type SearchPlan } from "./search-plan.ts";
import type { AskedConstraint } from "./search-response.ts";

// Constraints kept, not nudged (issue #38; decision 096): an understood platform, kind, free plan,
// price ceiling or integration filters the first results. Companies that meet every one come first;
// the rest follow, each with what it misses; none meeting them all is said in so many words.

const kindMissing: Record<CompanyKind, { label: string; missing: string }> = {
  software: { label: "A software tool", missing: "Not a software tool" },
  agency: { label: "An agency", missing: "Not an agency" },
  freelance: { label: "A freelancer or talent network", missing: "Not a freelancer or talent network" },
  network: { label: "A marketplace or network", missing: "Not a marketplace or network" },
};

/** A category the plan weighs at least this much is one the question asks for (see discovery-search.ts). */
const askedCategoryWeight = 0.85;

type Check = { constraint: AskedConstraint; meets: (candidate: Candidate) => boolean };

/** Whether a company lists a free plan: the fact, or a free or freemium pricing model it does not contradict. */
function listsFreePlan(candidate: Pick<Candidate, "free_plan" | "pricing_model">) {
  if (candidate.free_plan !== null) return candidate.free_plan;
  return candidate.pricing_model === "free" || candidate.pricing_model === "freemium";
}

/**
 * The constraints a plan asks for, each with its test. The categories asked for are one too when any
 * other is asked, so a constraint keeps the question's category ("reviews app that integrates with
 * Klaviyo" is a reviews app first, not any partner of Klaviyo).
 */
function checksOf(plan: SearchPlan, categoryNames: Map<number, string>): Check[] {
  const parsed = plan.parsed;
  const checks: Check[] = [];
  if (parsed.platforms.length > 0) {
    const names = parsed.platforms.map((platform) => platformLabels[platform]).join(" or ");
    checks.push({
      constraint: { kind: "platform", label: `Listed for ${names}`, missing: `Not listed for ${names}` },
      meets: (candidate) => parsed.platforms.some((platform) => supportsPlatform(candidate, platform)),
    });
  }
  if (parsed.kind) {
    const kind = parsed.kind;
    checks.push({
      constraint: { kind: "kind", ...kindMissing[kind] },
      meets: (candidate) =>
        kindsMatching(kind).includes(candidate.kind) ||
        (plan.kindFilter !== null && plan.kindCategoryIds.includes(candidate.primary_category_id ?? -1)),
    });
  }
  if (parsed.priceSensitivity === "free") {
    checks.push({
      constraint: { kind: "freePlan", label: "Free plan listed", missing: "No free plan listed" },
      meets: listsFreePlan,
    });
  }
  const cap = parsed.priceCap;
  if (cap) {
    const under = priceCapLabel(cap).toLowerCase();
    checks.push({
      constraint: { kind: "priceCap", label: `Price ${under} listed`, missing: `No price ${under} listed` },
      meets: (candidate) => priceCapFit(candidate, cap).fit > 0,
    });
  }
  for (const integration of plan.integrations) {
    checks.push({
      constraint: {
        kind: "integration",
        label: `Works with ${integration.name}`,
        missing: `Not listed as working with ${integration.name}`,
      },
      meets: (candidate) => candidate.partner_ids.includes(integration.id),
    });
  }
  // The categories the question asks for: named, or read from the features it names ("phone support")
  // or from the company it wants an alternative to, its primary one (weights 1, 0.85, 0.9).
  const named = plan.categoryIds.filter((id) => (plan.categoryWeights.get(id) ?? 0) >= askedCategoryWeight);
  if (checks.length > 0 && named.length > 0) {
    const names = named.map((id) => categoryNames.get(id) ?? "").join(" or ");
    checks.unshift({
      constraint: { kind: "category", label: `Listed in ${names}`, missing: `Not listed in ${names}` },
      meets: (candidate) => candidate.category_ids.some((id) => named.includes(id)),
    });
  }
  return checks;
}

/** A result with what it misses of the constraints asked (empty: an exact match). */
export type KeptResult = { entry: ScoredCandidate; missing: string[] };

/**
 * Orders the ranked results by the constraints asked: those that meet every one first, in rank
 * order, then the others, those in the asked category first, then those missing fewer and grouped by what they miss (each group where
 * its best result ranks), with what each misses.
 */
export function keepConstraints(
  plan: SearchPlan,
  ranked: ScoredCandidate[],
  categoryNames: Map<number, string>,
): { asked: AskedConstraint[]; results: KeptResult[]; exactMatches: number; note: string | null } {
  const checks = checksOf(plan, categoryNames);
  const asked = checks.map((check) => check.constraint);
  const kept = ranked.map((entry) => ({
    entry,
    missing: checks.filter((check) => !check.meets(entry.candidate)).map((check) => check.constraint.missing),
  }));
  const firstOfGroup = new Map<string, number>();
  kept.forEach((result, index) => {
    const key = result.missing.join("\n");
    if (!firstOfGroup.has(key)) firstOfGroup.set(key, index);
  });
  const position = new Map(kept.map((result, index) => [result, index]));
  // The category asked for is what the question is about: a result in it that misses another constraint
  // answers better than one that meets every other constraint outside it.
  const category = checks.find((check) => check.constraint.kind === "category")?.constraint.missing;
  const outside = (result: KeptResult) => (category !== undefined && result.missing.includes(category) ? 1 : 0);
  const results = [...kept].sort(
    (a, b) =>
      outside(a) - outside(b) ||
      a.missing.length - b.missing.length ||
      (firstOfGroup.get(a.missing.join("\n")) ?? 0) - (firstOfGroup.get(b.missing.join("\n")) ?? 0) ||
      (position.get(a) ?? 0) - (position.get(b) ?? 0),
  );
  const exactMatches = results.filter((result) => result.missing.length === 0).length;
  const note =
    asked.length > 0 && exactMatches === 0
      ? `No exact matches: no listed company meets all of ${asked.map((constraint) => constraint.label.toLowerCase()).join("; ")}. The closest follow, each under what it misses.`
      : null;
  return { asked, results, exactMatches, note };
}
