import { FieldGroup } from "#app/components/ui/field.tsx";
import { StarChoice } from "#app/components/ui/star-choice.tsx";
import { countOf } from "#contracts/plural.ts";
import {
  type SubRatingField,
  subRatingFields,
  subRatingKeys,
  subRatingLabels,
  subRatingText,
} from "#contracts/review-details.ts";
import type { ReviewFieldsetProps } from "./review-form-values.ts";

/** The overall rating, required: five stars, each read out as "4 stars". */
export function OverallRatingFieldset({ id, values, update, fieldErrors }: ReviewFieldsetProps) {
  return (
    <FieldGroup id={`${id}-rating`} legend="Rating" isRequiredMarked error={fieldErrors.rating}>
      <StarChoice
        name="rating"
        idPrefix={`${id}-rating`}
        required
        value={values.rating}
        onChange={(stars) => update({ rating: stars })}
        starLabel={(stars) => countOf(stars, "star")}
      />
    </FieldGroup>
  );
}

/**
 * The optional sub-ratings, each a radio group of "Not rated" and 1 to 5 stars read out as "Ease of use 4 out
 * of 5".
 */
export function DetailRatingsFieldset({ id, values, update, fieldErrors }: ReviewFieldsetProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-semibold">Rate the details (optional)</legend>
      {subRatingKeys.map((key) => {
        const name: SubRatingField = subRatingFields[key];
        const label = subRatingLabels[key];
        return (
          <FieldGroup
            key={key}
            id={`${id}-${name}`}
            legend={label}
            error={fieldErrors[name]}
            className="flex flex-wrap items-center gap-x-3 gap-y-1"
            legendClassName="float-left w-40 font-normal"
          >
            <StarChoice
              name={name}
              size="md"
              value={values[name]}
              onChange={(stars) => update({ [name]: stars })}
              starLabel={(stars) => subRatingText(key, stars)}
              notRatedLabel={`${label}: not rated`}
            />
          </FieldGroup>
        );
      })}
    </fieldset>
  );
}
