// The facts a company card shows under its name: pricing model, free plan and platforms ("not listed" is left
// out here: a card only says what is known; the company page says what is not).
import { type Platform, type PricingModel, platformLabels, pricingModelLabels } from "#contracts/company-facts.ts";

export function CompanyFactsLine({
  pricingModel,
  freePlan,
  platforms,
}: {
  pricingModel: PricingModel | null;
  freePlan: boolean | null;
  platforms: string[];
}) {
  const shown = platforms.slice(0, 3).map((platform) => platformLabels[platform as Platform] ?? platform);
  const parts = [
    pricingModel ? pricingModelLabels[pricingModel] : null,
    freePlan && pricingModel !== "free" && pricingModel !== "freemium" ? "Free plan" : null,
    shown.length > 0 ? shown.join(", ") + (platforms.length > 3 ? ` +${platforms.length - 3}` : "") : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return null;
  return <span className="mt-1 block text-xs text-slate-700">{parts.join(" · ")}</span>;
}
