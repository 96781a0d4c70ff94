// Suggest an edit of a company's facts (issue #16): a signed-in user picks a group of facts, changes the values
// and says where they can be checked; the suggestion waits for a moderator. Works without JavaScript; a refused
// submission keeps everything typed.

import { data, Form, useActionData, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { errorMeta, pageMeta } from "#app/lib/meta.ts";
import { forwardHeaders } from "#app/lib/route-headers.ts";
import { brandSizeLabels, brandSizes } from "#contracts/brand-sizes.ts";
import {
  companyStatuses,
  companyStatusLabels,
  costBandLabels,
  costBands,
  currencies,
  employeeBands,
  type FactGroup,
  factGroupLabels,
  factGroups,
  platformLabels,
  platforms,
  priceUnitLabels,
  priceUnits,
  pricingModelLabels,
  pricingModels,
  regionLabels,
  regions,
} from "#contracts/company-facts.ts";
import { companyPath } from "#contracts/company-paths.ts";
import {
  descriptionMaxLength,
  descriptionMinLength,
  factFormInput,
  headquartersMaxLength,
} from "#contracts/validation/fact-suggestion.ts";
import { currentFactValues, featureChoices, suggestFactEdit } from "#server/catalog/fact-suggestions.ts";
import { getCompany } from "#server/catalog/get-company.ts";
import { AppError } from "#server/errors.ts";
import { resolveCompanyAddress } from "#server/web/company-address.ts";
import { formFailure } from "#server/web/form-errors.ts";
import { loadOrThrowPage } from "#server/web/page-errors.ts";
import { getRequestContext, requireUser } from "#server/web/require.ts";
import type { Route } from "./+types/suggest-edit";

// Retry-After and other headers of a failed form reach the answer (app/lib/route-headers.ts).
export const headers = forwardHeaders;

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  loaderData
    ? pageMeta(
        `Suggest an edit: ${loaderData.company.name}`,
        `Correct the facts about ${loaderData.company.name} on OperatorStack: moderators check every suggestion.`,
        undefined,
        { noindex: true },
      )
    : errorMeta(error);

function groupOf(value: string | null): FactGroup | null {
  return factGroups.find((group) => group === value) ?? null;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services } = getRequestContext(context);
  return loadOrThrowPage(async () => {
    const { id } = await resolveCompanyAddress(context, request, params.company);
    await requireUser(context, request);
    const company = await getCompany(services.db, id);
    if (company.listingStatus !== "listed")
      throw new AppError("not_found", "The company you're looking for doesn't exist.");
    const group = groupOf(new URL(request.url).searchParams.get("group"));
    const current = group ? await currentFactValues(services.db, company.id, group) : null;
    const features = group === "features" ? await featureChoices(services.db, company.id) : [];
    return { company: { id: company.id, name: company.name, slug: company.slug }, group, current, features };
  });
}

type Submitted = Record<string, string | string[]>;

export async function action({ params, request, context }: Route.ActionArgs) {
  const user = await requireUser(context, request);
  const { services } = getRequestContext(context);
  const form = await request.formData();
  const submitted: Submitted = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key).filter((value): value is string => typeof value === "string");
    submitted[key] =
      values.length > 1 || key === "platforms" || key === "features" || key === "brandSizes" || key === "regions"
        ? values
        : (values[0] ?? "");
  }
  try {
    const { id: companyId } = await resolveCompanyAddress(context, request, params.company);
    const group = groupOf(String(form.get("group") ?? ""));
    if (!group) throw new AppError("validation_failed", "Choose which facts you are correcting.");
    await suggestFactEdit(services, user, {
      companyId,
      group,
      values: factFormInput(group, form),
      evidence: form.get("evidence"),
    });
    return data({ sent: true as const });
  } catch (error) {
    const failure = formFailure(error);
    if (!failure) throw error;
    return data(
      { sent: false as const, error: failure.error, fields: failure.fields as Record<string, string>, submitted },
      { status: failure.status, headers: failure.headers },
    );
  }
}

function Select({
  id,
  name,
  label,
  options,
  value,
  error,
}: {
  id: string;
  name: string;
  label: string;
  options: { value: string; label: string }[];
  value: string;
  error?: string | undefined;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="h-9 rounded-md border border-slate-400 bg-white px-2 text-sm"
      >
        <option value="">Not listed</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Text({
  id,
  name,
  label,
  value,
  error,
  hint,
  multiline,
  inputMode,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string;
  multiline?: boolean;
  inputMode?: "numeric";
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const props = {
    id,
    name,
    defaultValue: value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: "rounded-md border border-slate-400 px-3 py-2 text-sm",
  };
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {multiline ? <textarea rows={4} {...props} /> : <input inputMode={inputMode} {...props} />}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Checks({
  legend,
  name,
  options,
  checked,
  error,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  checked: readonly string[];
  error?: string | undefined;
}) {
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {options.map((option) => (
        <div key={option.value} className="flex items-center gap-2 text-sm">
          <input
            id={`${name}-${option.value}`}
            type="checkbox"
            name={name}
            value={option.value}
            defaultChecked={checked.includes(option.value)}
            className="h-4 w-4"
          />
          <label htmlFor={`${name}-${option.value}`}>{option.label}</label>
        </div>
      ))}
      {error ? <p className="text-sm text-destructive">{error}</p> : null}
    </fieldset>
  );
}

const entries = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

export default function SuggestEditPage({ loaderData }: Route.ComponentProps) {
  const { company, current, features } = loaderData;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitted = actionData && !actionData.sent ? actionData.submitted : null;
  // A refused form posted without ?group= in its address still shows its group, with what was typed.
  const group = loaderData.group ?? groupOf(typeof submitted?.group === "string" ? submitted.group : null);
  const errors = actionData && !actionData.sent ? actionData.fields : {};
  const values = (current ?? {}) as Record<string, unknown>;
  const text = (key: string, fallback: unknown) => {
    const typed = submitted?.[key];
    if (typed !== undefined) return Array.isArray(typed) ? typed.join(", ") : typed;
    return fallback === null || fallback === undefined ? "" : String(fallback);
  };
  const many = (key: string, fallback: unknown) => {
    if (submitted) {
      const typed = submitted[key];
      return typed === undefined ? [] : Array.isArray(typed) ? typed : [typed];
    }
    return Array.isArray(fallback) ? (fallback as string[]) : [];
  };
  const price = values.startingPrice as { amount: number; currency: string; unit: string } | null | undefined;
  const links = (values.appStoreUrls ?? {}) as Record<string, string>;
  const partners = (values.integrations ?? []) as { name: string }[];
  const successor = values.successor as { name: string } | null | undefined;
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <Link to={companyPath(company.slug)} className="text-sm font-semibold text-brand-700 hover:underline">
        ← {company.name}
      </Link>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight">{`Suggest an edit: ${company.name}`}</h1>
      <p className="mt-3 text-slate-700">
        Facts on OperatorStack come from a named source with a date. Correct one group of facts at a time and say where
        it can be checked; a moderator reads every suggestion before anything changes. Leave a value empty when it is
        not public: the page then says “not listed”.
      </p>
      <nav aria-label="Facts to correct" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {factGroups.map((option) => (
            <li key={option}>
              <Link
                to={`?group=${option}`}
                aria-current={option === group ? "page" : undefined}
                className={`inline-block rounded-full border px-3 py-1 text-sm ${option === group ? "border-brand-700 bg-brand-50 font-semibold text-brand-800" : "border-slate-300 hover:bg-slate-50"}`}
              >
                {factGroupLabels[option]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {actionData?.sent ? (
        <div role="status" className="mt-6 rounded-md border border-emerald-200 bg-emerald-50 p-4 text-emerald-950">
          <p>Thank you. Your suggestion is waiting for a moderator; the page changes if they accept it.</p>
          <Link
            to={companyPath(company.slug)}
            className="mt-2 inline-block font-semibold text-brand-700 hover:underline"
          >
            Back to {company.name}
          </Link>
        </div>
      ) : group === null ? (
        <p className="mt-6 text-slate-700">Choose the facts you want to correct.</p>
      ) : (
        <Form
          method="post"
          className="mt-6 grid gap-5"
          aria-label={`Correct the ${factGroupLabels[group].toLowerCase()} facts`}
        >
          <input type="hidden" name="group" value={group} />
          <h2 className="text-xl font-bold">{factGroupLabels[group]}</h2>
          {group === "profile" ? (
            <>
              <Text
                id="fact-description"
                name="description"
                label="Description"
                hint={`One factual paragraph, ${descriptionMinLength} to ${descriptionMaxLength.toLocaleString("en-US")} characters: what the company does and for whom. No links, no HTML.`}
                value={text("description", values.description)}
                error={errors.description}
                multiline
              />
              <Text
                id="fact-founded"
                name="foundedYear"
                label="Founded (year)"
                hint="Leave empty when it is not public."
                value={text("foundedYear", values.foundedYear)}
                error={errors.foundedYear}
                inputMode="numeric"
              />
              <Text
                id="fact-headquarters"
                name="headquarters"
                label="Headquarters"
                hint={`City and country, e.g. Berlin, Germany (at most ${headquartersMaxLength} characters).`}
                value={text("headquarters", values.headquarters)}
                error={errors.headquarters}
              />
            </>
          ) : null}
          {group === "pricing" ? (
            <>
              <Select
                id="fact-model"
                name="model"
                label="Pricing model"
                options={entries(pricingModels, pricingModelLabels)}
                value={text("model", values.model)}
                error={errors.model}
              />
              <Select
                id="fact-free-plan"
                name="freePlan"
                label="Free plan"
                options={[
                  { value: "yes", label: "Yes" },
                  { value: "no", label: "No" },
                ]}
                value={text("freePlan", values.freePlan === true ? "yes" : values.freePlan === false ? "no" : "")}
                error={errors.freePlan}
              />
              <Text
                id="fact-trial"
                name="freeTrialDays"
                label="Free trial (days)"
                value={text("freeTrialDays", values.freeTrialDays)}
                error={errors.freeTrialDays}
              />
              <fieldset className="grid gap-3 sm:grid-cols-3">
                <legend className="mb-1 text-sm font-medium">Lowest public paid price</legend>
                <Text
                  id="fact-price"
                  name="startingPriceAmount"
                  label="Amount"
                  value={text("startingPriceAmount", price?.amount)}
                  error={errors.startingPriceAmount}
                />
                <Select
                  id="fact-currency"
                  name="startingPriceCurrency"
                  label="Currency"
                  options={currencies.map((currency) => ({ value: currency, label: currency }))}
                  value={text("startingPriceCurrency", price?.currency)}
                  error={errors.startingPriceCurrency}
                />
                <Select
                  id="fact-unit"
                  name="startingPriceUnit"
                  label="Per"
                  options={entries(priceUnits, priceUnitLabels)}
                  value={text("startingPriceUnit", price?.unit)}
                  error={errors.startingPriceUnit}
                />
              </fieldset>
              <Select
                id="fact-band"
                name="costBand"
                label="Typical monthly cost"
                options={entries(costBands, costBandLabels)}
                value={text("costBand", values.costBand)}
                error={errors.costBand}
              />
            </>
          ) : null}
          {group === "platforms" ? (
            <>
              <Checks
                legend="Platforms it works with"
                name="platforms"
                options={entries(platforms, platformLabels)}
                checked={many("platforms", values.platforms)}
                error={errors.platforms}
              />
              <fieldset className="grid gap-3">
                <legend className="mb-1 text-sm font-medium">
                  App-store listings (for the platforms ticked above)
                </legend>
                {platforms.map((platform) => (
                  <Text
                    key={platform}
                    id={`fact-link-${platform}`}
                    name={`appStoreUrl-${platform}`}
                    label={`${platformLabels[platform]} listing`}
                    value={text(`appStoreUrl-${platform}`, links[platform])}
                    error={errors[`appStoreUrl-${platform}`]}
                  />
                ))}
              </fieldset>
            </>
          ) : null}
          {group === "integrations" ? (
            <Text
              id="fact-integrations"
              name="integrations"
              label="Companies it integrates with"
              hint="One per line, named as their OperatorStack pages name them."
              value={text("integrations", partners.map((partner) => partner.name).join("\n"))}
              error={errors.integrations}
              multiline
            />
          ) : null}
          {group === "features" ? (
            <Checks
              legend="Features it has"
              name="features"
              options={features.map((feature) => ({
                value: feature.slug,
                label: `${feature.name} (${feature.category})`,
              }))}
              checked={many("features", values.features)}
              error={errors.features}
            />
          ) : null}
          {group === "fit" ? (
            <>
              <Checks
                legend="Brand sizes served"
                name="brandSizes"
                options={entries(brandSizes, brandSizeLabels)}
                checked={many("brandSizes", values.brandSizes)}
                error={errors.brandSizes}
              />
              <Checks
                legend="Regions served"
                name="regions"
                options={entries(regions, regionLabels)}
                checked={many("regions", values.regions)}
                error={errors.regions}
              />
              <Text
                id="fact-languages"
                name="languages"
                label="Languages (two-letter codes, e.g. en, de, fr)"
                value={text(
                  "languages",
                  Array.isArray(values.languages) ? (values.languages as string[]).join(", ") : "",
                )}
                error={errors.languages}
              />
              <Select
                id="fact-employees"
                name="employees"
                label="Employees"
                options={employeeBands.map((band) => ({ value: band, label: band }))}
                value={text("employees", values.employees)}
                error={errors.employees}
              />
            </>
          ) : null}
          {group === "status" ? (
            <>
              <div className="grid gap-1.5">
                <label htmlFor="fact-status" className="text-sm font-medium">
                  Status
                </label>
                <select
                  id="fact-status"
                  name="status"
                  defaultValue={text("status", values.status)}
                  className="h-9 rounded-md border border-slate-400 bg-white px-2 text-sm"
                >
                  {companyStatuses.map((status) => (
                    <option key={status} value={status}>
                      {companyStatusLabels[status]}
                    </option>
                  ))}
                </select>
              </div>
              <Text
                id="fact-successor"
                name="successor"
                label="Successor (the catalog company that took it over, if any)"
                value={text("successor", successor?.name)}
                error={errors.successor}
              />
            </>
          ) : null}
          <Text
            id="fact-evidence"
            name="evidence"
            label="Where can a moderator check this?"
            hint="A link to the pricing page, app listing, changelog or announcement, or how you know."
            value={text("evidence", "")}
            error={errors.evidence}
            multiline
          />
          {actionData && !actionData.sent ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-destructive">
              {actionData.error}
            </p>
          ) : null}
          <Button type="submit" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? "Sending..." : "Send the suggestion"}
          </Button>
        </Form>
      )}
    </section>
  );
}
