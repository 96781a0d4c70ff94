// Suggest an edit of a company's facts (issue #16): a signed-in user picks a group of facts, changes the values
// and says where they can be checked; the suggestion waits for a moderator. Works without JavaScript; a refused
// submission keeps everything typed.

import { Form, useActionData, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { CheckboxGroup, SelectField, TextField } from "#app/components/ui/choice-field.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { errorFor } from "#app/lib/form-result.ts";
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
import { factDefinitions, type StoredFactKey } from "#contracts/facts/fact-definitions.ts";
import {
  definedFieldsOf,
  descriptionMaxLength,
  descriptionMinLength,
  factFormInput,
  headquartersMaxLength,
  parseDefinedFields,
} from "#contracts/validation/fact-suggestion.ts";
import { currentFactValues } from "#server/catalog/current-fact-values.ts";
import { getCompany } from "#server/catalog/get-company.ts";
import { listFeatureChoices } from "#server/catalog/list-feature-choices.ts";
import { suggestFactEdit } from "#server/catalog/suggest-fact-edit.ts";
import { AppError } from "#server/errors.ts";
import { resolveCompanyAddress } from "#server/web/company-address.ts";
import { replyFormFailure, replyFormSuccess } from "#server/web/form-reply.ts";
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
    const features = group === "features" ? await listFeatureChoices(services.db, company.id) : [];
    return { company: { id: company.id, name: company.name, slug: company.slug }, group, current, features };
  });
}

/** The page's one form, and what it says once sent (contracts/form-result.ts). */
const intent = "suggest-edit";
const sentMessage = "Thank you. Your suggestion is waiting for a moderator; the page changes if they accept it.";

export async function action({ params, request, context }: Route.ActionArgs) {
  const user = await requireUser(context, request);
  const { services } = getRequestContext(context);
  const form = await request.formData();
  try {
    const { id: companyId } = await resolveCompanyAddress(context, request, params.company);
    const group = groupOf(String(form.get("group") ?? ""));
    if (!group) throw new AppError("validation_failed", "Choose which facts you are correcting.");
    await suggestFactEdit(services, user, {
      companyId,
      group,
      values: factFormInput(group, form),
      evidence: form.get("evidence"),
      defined: parseDefinedFields(group, form),
    });
    return replyFormSuccess({ intent, message: sentMessage });
  } catch (error) {
    const reply = replyFormFailure(error, { intent, submitted: form });
    if (!reply) throw error;
    return reply;
  }
}

/** A fact's field from its definition (contracts/facts/fact-definitions.ts), drawn with the shared components. */
function DefinedField({
  factKey,
  text,
  many,
  error,
}: {
  factKey: StoredFactKey;
  text: (key: string, fallback: unknown) => string;
  many: (key: string, fallback: unknown) => string[];
  error: string | undefined;
}) {
  const { label, field } = factDefinitions[factKey];
  const id = `fact-${factKey}`;
  if (field === null) return null;
  switch (field.kind) {
    case "yes-no":
      return (
        <SelectField
          id={id}
          name={factKey}
          label={label}
          options={yesNoOptions}
          value={text(factKey, null)}
          error={error}
        />
      );
    case "choice":
      return (
        <SelectField
          id={id}
          name={factKey}
          label={label}
          options={field.options}
          value={text(factKey, null)}
          error={error}
        />
      );
    case "whole-number":
      return (
        <TextField
          id={id}
          name={factKey}
          label={`${label} (${field.unit})`}
          value={text(factKey, null)}
          error={error}
          inputMode="numeric"
        />
      );
    case "checks":
      return (
        <CheckboxGroup
          legend={label}
          name={factKey}
          options={field.options}
          checked={many(factKey, [])}
          error={error}
        />
      );
  }
}

const yesNoOptions = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

/** A stored value as the form shows it: yes/no for a boolean, the text otherwise, empty when not listed. */
function definedText(value: unknown) {
  if (value === true) return "yes";
  if (value === false) return "no";
  return value === null || value === undefined ? "" : String(value);
}

const entries = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

export default function SuggestEditPage({ loaderData }: Route.ComponentProps) {
  const { company, current, features } = loaderData;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const refused = errorFor(actionData, intent);
  const submitted = refused ? refused.values : null;
  // A refused form posted without ?group= in its address still shows its group, with what was typed.
  const group = loaderData.group ?? groupOf(typeof submitted?.group === "string" ? submitted.group : null);
  const errors = refused?.fieldErrors ?? {};
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
      {actionData?.status === "success" ? (
        <div role="status" className="mt-6 rounded-md border border-emerald-200 bg-emerald-50 p-4 text-emerald-950">
          <p>{actionData.message}</p>
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
              <TextField
                id="fact-description"
                name="description"
                label="Description"
                hint={`One factual paragraph, ${descriptionMinLength} to ${descriptionMaxLength.toLocaleString("en-US")} characters: what the company does and for whom. No links, no HTML.`}
                value={text("description", values.description)}
                error={errors.description}
                multiline
              />
              <TextField
                id="fact-founded"
                name="foundedYear"
                label="Founded (year)"
                hint="Leave empty when it is not public."
                value={text("foundedYear", values.foundedYear)}
                error={errors.foundedYear}
                inputMode="numeric"
              />
              <TextField
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
              <SelectField
                id="fact-model"
                name="model"
                label="Pricing model"
                options={entries(pricingModels, pricingModelLabels)}
                value={text("model", values.model)}
                error={errors.model}
              />
              <SelectField
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
              <TextField
                id="fact-trial"
                name="freeTrialDays"
                label="Free trial (days)"
                value={text("freeTrialDays", values.freeTrialDays)}
                error={errors.freeTrialDays}
              />
              <fieldset className="grid gap-3 sm:grid-cols-3">
                <legend className="mb-1 text-sm font-medium">Lowest public paid price</legend>
                <TextField
                  id="fact-price"
                  name="startingPriceAmount"
                  label="Amount"
                  value={text("startingPriceAmount", price?.amount)}
                  error={errors.startingPriceAmount}
                />
                <SelectField
                  id="fact-currency"
                  name="startingPriceCurrency"
                  label="Currency"
                  options={currencies.map((currency) => ({ value: currency, label: currency }))}
                  value={text("startingPriceCurrency", price?.currency)}
                  error={errors.startingPriceCurrency}
                />
                <SelectField
                  id="fact-unit"
                  name="startingPriceUnit"
                  label="Per"
                  options={entries(priceUnits, priceUnitLabels)}
                  value={text("startingPriceUnit", price?.unit)}
                  error={errors.startingPriceUnit}
                />
              </fieldset>
              <SelectField
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
              <CheckboxGroup
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
                  <TextField
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
            <TextField
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
            <CheckboxGroup
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
              <CheckboxGroup
                legend="Brand sizes served"
                name="brandSizes"
                options={entries(brandSizes, brandSizeLabels)}
                checked={many("brandSizes", values.brandSizes)}
                error={errors.brandSizes}
              />
              <CheckboxGroup
                legend="Regions served"
                name="regions"
                options={entries(regions, regionLabels)}
                checked={many("regions", values.regions)}
                error={errors.regions}
              />
              <TextField
                id="fact-languages"
                name="languages"
                label="Languages (two-letter codes, e.g. en, de, fr)"
                value={text(
                  "languages",
                  Array.isArray(values.languages) ? (values.languages as string[]).join(", ") : "",
                )}
                error={errors.languages}
              />
              <SelectField
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
              <SelectField
                id="fact-status"
                name="status"
                label="Status"
                options={entries(companyStatuses, companyStatusLabels)}
                value={text("status", values.status)}
                emptyLabel={null}
              />
              <TextField
                id="fact-successor"
                name="successor"
                label="Successor (the catalog company that took it over, if any)"
                value={text("successor", successor?.name)}
                error={errors.successor}
              />
            </>
          ) : null}
          {definedFieldsOf(group).map((key) => (
            <DefinedField
              key={key}
              factKey={key}
              text={(name) => text(name, definedText(values[key]))}
              many={(name) => many(name, values[key])}
              error={errors[key]}
            />
          ))}
          <TextField
            id="fact-evidence"
            name="evidence"
            label="Where can a moderator check this?"
            hint="A link to the pricing page, app listing, changelog or announcement, or how you know."
            value={text("evidence", "")}
            error={errors.evidence}
            multiline
          />
          {refused ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-destructive">
              {refused.message}
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
