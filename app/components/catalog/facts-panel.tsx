// A company's facts on its page (issue #16): what is known, "not listed" for what is not, each group's source
// and month, and the way to suggest a correction. Facts are never filled in from guesses.

import { Link } from "#app/components/ui/link.tsx";
import { brandSizeLabels } from "#contracts/brand-sizes.ts";
import {
  type CompanyKind,
  companyKindLabels,
  costBandLabels,
  employeeBands,
  factGroupLabels,
  formatAsOf,
  formatMonth,
  formatStartingPrice,
  notListed,
  platformLabels,
  pricingModelLabels,
  regionLabels,
} from "#contracts/company-facts.ts";
import { companyPath } from "#contracts/company-paths.ts";
import type { FactCitation, PricingPlan } from "#contracts/facts/fact-definitions.ts";
import type { PanelFacts } from "#contracts/facts/panel-facts.ts";

const NotListed = () => <span className="text-slate-600">{notListed}</span>;

/** A fact value's date and source (issue #37): the page it was read from, or its group's known source. */
export function FactCitationLine({ citation }: { citation: FactCitation | undefined }) {
  if (!citation) return null;
  return (
    <span className="block text-xs text-slate-600">
      {`as of ${formatAsOf(citation.asOf)} · `}
      {citation.url ? (
        <a href={citation.url} rel="noopener noreferrer nofollow" className="text-brand-700 hover:underline">
          {citation.isFromDetection ? "source (technology-detection data)" : "source"}
        </a>
      ) : (
        citation.note
      )}
    </span>
  );
}

function Row({
  label,
  children,
  citation,
}: {
  label: string;
  /** Nothing (null) for a fact that is not listed. */
  children: React.ReactNode;
  citation?: FactCitation | undefined;
}) {
  // "not listed" is the row's own text, coloured by its <dd>, not one more element per missing fact (issue #39).
  const isListed = children !== null && children !== undefined;
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr]">
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className={isListed ? undefined : "text-slate-600"}>
        {isListed ? children : notListed}
        <FactCitationLine citation={citation} />
      </dd>
    </div>
  );
}

/** The published plans as a small table: name and price ("custom pricing" when quoted on request). */
function PlansTable({ plans }: { plans: readonly PricingPlan[] }) {
  return (
    <table className="text-sm">
      <caption className="sr-only">Plans and prices</caption>
      <tbody>
        {plans.map((plan) => (
          <tr key={plan.name}>
            <th scope="row" className="pr-3 text-left font-normal">
              {plan.name}
            </th>
            <td>{plan.price === "custom" ? "custom pricing" : formatStartingPrice(plan.price)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const yesNo = (value: boolean | null) => (value === null ? null : value ? "Yes" : "No");
const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

export function FactsPanel({
  companySlug,
  companyName,
  kind,
  facts,
}: {
  companySlug: string;
  companyName: string;
  kind: CompanyKind;
  facts: PanelFacts;
}) {
  const { pricing, fit, citations: cited, stored, features: owned } = facts;
  return (
    <section aria-labelledby="facts-heading" className="rounded-lg border border-slate-200 p-5">
      <h2 id="facts-heading" className="text-xl font-bold">
        Facts
      </h2>
      {facts.status !== "active" ? (
        <p className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-950" role="note">
          {`${companyName} ${facts.status === "acquired" ? "was acquired" : "has been discontinued"}.`}
          {facts.successor ? (
            <>
              {" Its successor is "}
              <Link to={companyPath(facts.successor.slug)} className="font-semibold text-brand-700 hover:underline">
                {facts.successor.name}
              </Link>
              .
            </>
          ) : null}{" "}
          Its reviews stay here.
        </p>
      ) : null}
      <dl className="mt-2 divide-y divide-slate-100 text-sm">
        <Row label="Type">{companyKindLabels[kind]}</Row>
        <Row label="Pricing model" citation={cited.pricingModel}>
          {pricing.model ? pricingModelLabels[pricing.model] : null}
        </Row>
        <Row label="Free plan" citation={cited.freePlan}>
          {yesNo(pricing.freePlan)}
        </Row>
        <Row label="Free trial" citation={cited.freeTrialDays}>
          {pricing.freeTrialDays ? `${pricing.freeTrialDays} days` : null}
        </Row>
        <Row label="Starting price" citation={cited.startingPrice ?? cited.costBand}>
          {pricing.costBand ? (
            <>
              {pricing.startingPrice ? formatStartingPrice(pricing.startingPrice) : <NotListed />}
              <span className="block text-slate-600">{`Typical cost: ${costBandLabels[pricing.costBand].toLowerCase()}`}</span>
            </>
          ) : pricing.startingPrice ? (
            formatStartingPrice(pricing.startingPrice)
          ) : null}
        </Row>
        {facts.storedRows.map(({ key, label, text }) => (
          <Row key={key} label={label} citation={cited[key]}>
            {stored.plans && key === "plans" ? <PlansTable plans={stored.plans} /> : text}
          </Row>
        ))}
        <Row label="Platforms" citation={cited.platforms}>
          {facts.platforms.length === 0 ? null : (
            <ul className="flex flex-wrap gap-x-3 gap-y-1">
              {facts.platforms.map(({ platform, appStoreUrl }) => (
                <li key={platform}>
                  {appStoreUrl ? (
                    <a href={appStoreUrl} rel="noopener noreferrer nofollow" className="text-brand-700 hover:underline">
                      {platformLabels[platform]}
                      <span className="sr-only"> (app store listing)</span>
                    </a>
                  ) : (
                    platformLabels[platform]
                  )}
                </li>
              ))}
            </ul>
          )}
        </Row>
        <Row label="Integrations" citation={cited.integrations}>
          {facts.integrations.length === 0 ? null : (
            <ul className="flex flex-wrap gap-x-3 gap-y-1">
              {facts.integrations.map((partner) => (
                <li key={partner.id}>
                  <Link to={companyPath(partner.slug)} className="text-brand-700 hover:underline">
                    {partner.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Row>
        <Row label={kind === "software" ? "Features" : "Services"} citation={cited.features}>
          {owned.length === 0 ? null : (
            <ul className="grid gap-1 sm:grid-cols-2">
              {owned.map((feature) => (
                // The tick is drawn by CSS with empty alternative text: seen, not read (issue #39).
                <li key={feature.slug} className="tick-before">
                  {feature.name}
                  {facts.namesFeatureCategories ? (
                    <span className="text-slate-600">{` (${feature.categoryName})`}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Row>
        <Row label="Brand sizes served" citation={cited.brandSizes}>
          {fit.brandSizes.length === 0 ? null : fit.brandSizes.map((size) => brandSizeLabels[size]).join(", ")}
        </Row>
        <Row label="Regions" citation={cited.regions}>
          {fit.regions.length === 0 ? null : fit.regions.map((region) => regionLabels[region]).join(", ")}
        </Row>
        <Row label="Languages" citation={cited.languages}>
          {fit.languages.length === 0 ? null : fit.languages.map((code) => languageNames.of(code) ?? code).join(", ")}
        </Row>
        <Row label="Employees" citation={cited.employees}>
          {fit.employees && employeeBands.includes(fit.employees) ? fit.employees : null}
        </Row>
      </dl>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-sm text-slate-700">
        <span>{facts.asOf ? `Facts as of ${formatMonth(facts.asOf)}` : "No facts are sourced yet"}</span>
        <Link to={companyPath(companySlug, "suggest-edit")} className="font-semibold text-brand-700 hover:underline">
          Suggest an edit
        </Link>
      </div>
      {facts.sources.length > 0 ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-brand-700">Where these facts come from</summary>
          <ul className="mt-2 grid gap-2">
            {facts.sources.map((source) => (
              <li key={source.group}>
                <span className="font-medium">{factGroupLabels[source.group]}</span>
                {` (as of ${formatMonth(source.asOf)}): `}
                {source.url ? (
                  <a href={source.url} rel="noopener noreferrer nofollow" className="text-brand-700 hover:underline">
                    {source.note}
                  </a>
                ) : (
                  source.note
                )}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
