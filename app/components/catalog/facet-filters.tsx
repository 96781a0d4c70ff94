// The category page's filters (issue #16): a GET form whose state is the URL, so it works without JavaScript
// (an Apply button) and, with it, applies each change at once. Every value shows how many companies it would
// leave under the other filters; values no company has are left out unless selected.

import { Form, useSubmit } from "react-router";
import { brandSizeLabels } from "#contracts/brand-sizes.ts";
import { minimumRatingLabels, minimumRatings } from "#contracts/catalog-options.ts";
import { companyKindLabels, costBandLabels, platformLabels, pricingModelLabels } from "#contracts/company-facts.ts";
import type { CategoryFacets, FacetKey } from "#contracts/validation/category-facets.ts";
import { Button } from "../ui/button.tsx";
import { CheckboxField, RadioField } from "../ui/field.tsx";

type Count = { value: string; count: number };

function Choices({
  legend,
  name,
  options,
  selected,
}: {
  legend: string;
  name: FacetKey;
  options: { value: string; label: string; count: number }[];
  selected: readonly string[];
}) {
  const shown = options.filter((option) => option.count > 0 || selected.includes(option.value));
  if (shown.length === 0) return null;
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {shown.map((option) => {
        const id = `facet-${name}-${option.value}`;
        return (
          <CheckboxField
            key={option.value}
            id={id}
            name={name}
            value={option.value}
            defaultChecked={selected.includes(option.value)}
            label={
              <>
                {option.label} <span className="text-slate-600">({option.count})</span>
              </>
            }
          />
        );
      })}
    </fieldset>
  );
}

export function FacetFilters({
  counts,
  features,
  applied,
  sort,
}: {
  counts: Record<FacetKey, Count[]>;
  features: { slug: string; name: string }[];
  applied: CategoryFacets;
  sort: string;
}) {
  const submit = useSubmit();
  const countOf = (facet: FacetKey, value: string) => counts[facet].find((entry) => entry.value === value)?.count ?? 0;
  const options = <T extends string>(facet: FacetKey, labels: Record<T, string>) =>
    (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value], count: countOf(facet, value) }));
  const freeCount = countOf("free", "yes");
  return (
    <Form
      method="get"
      aria-label="Filter companies"
      className="grid gap-5 rounded-lg border border-slate-200 p-4"
      onChange={(event) => void submit(event.currentTarget, { preventScrollReset: true })}
    >
      <h2 className="text-base font-bold">Filter</h2>
      {sort !== "featured" ? <input type="hidden" name="sort" value={sort} /> : null}
      <Choices
        legend="Platform"
        name="platform"
        options={options("platform", platformLabels)}
        selected={applied.platform}
      />
      <Choices legend="Type" name="kind" options={options("kind", companyKindLabels)} selected={applied.kind} />
      <Choices
        legend="Pricing model"
        name="pricing"
        options={options("pricing", pricingModelLabels)}
        selected={applied.pricing}
      />
      {freeCount > 0 || applied.free ? (
        <fieldset className="grid gap-1">
          <legend className="mb-1 text-sm font-semibold">Free plan</legend>
          <CheckboxField
            id="facet-free-yes"
            name="free"
            value="yes"
            defaultChecked={applied.free === "yes"}
            label={
              <>
                Has a free plan <span className="text-slate-600">({freeCount})</span>
              </>
            }
          />
        </fieldset>
      ) : null}
      <Choices legend="Price" name="price" options={options("price", costBandLabels)} selected={applied.price} />
      <Choices
        legend="Brand size served"
        name="size"
        options={options("size", brandSizeLabels)}
        selected={applied.size}
      />
      <Choices
        legend="Features (all of)"
        name="feature"
        options={features.map((feature) => ({
          value: feature.slug,
          label: feature.name,
          count: countOf("feature", feature.slug),
        }))}
        selected={applied.feature}
      />
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-semibold">Operator rating</legend>
        {(["", ...minimumRatings] as const).map((value) => {
          const id = `facet-rating-${value || "any"}`;
          return (
            <RadioField
              key={id}
              id={id}
              name="rating"
              value={value}
              defaultChecked={(applied.rating ?? "") === value}
              label={
                <>
                  {value === "" ? "Any rating" : minimumRatingLabels[value]}
                  {value === "" ? null : <span className="text-slate-600">{` (${countOf("rating", value)})`}</span>}
                </>
              }
            />
          );
        })}
      </fieldset>
      <Button type="submit" size="sm">
        Apply filters
      </Button>
    </Form>
  );
}
