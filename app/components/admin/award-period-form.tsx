import { useState } from "react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, RadioField, SelectField } from "#app/components/ui/field.tsx";
import { type PeriodType, periodTypeLabels, periodTypes } from "#contracts/award-periods.ts";
import { monthNames } from "#contracts/calendar.ts";

type Values = { title: string; periodType: PeriodType; month: number | null; year: number };

/** The award period form (new and edit): title, type, month (monthly only) and year, with field errors. */
export function AwardPeriodFields({
  values,
  errors,
  submitLabel,
  busy,
}: {
  values: Values;
  errors: Record<string, string>;
  submitLabel: string;
  busy: boolean;
}) {
  const [type, setType] = useState(values.periodType);
  return (
    <Form method="post" className="mt-6 grid max-w-xl gap-4">
      <Field id="period-title" name="title" label="Title" defaultValue={values.title} error={errors.title} />
      <fieldset className="grid gap-1">
        <legend className="text-sm font-medium">Type</legend>
        <div className="flex gap-4">
          {periodTypes.map((option) => (
            <RadioField
              key={option}
              id={`period-type-${option}`}
              name="periodType"
              value={option}
              label={periodTypeLabels[option]}
              checked={type === option}
              onChange={() => setType(option)}
            />
          ))}
        </div>
      </fieldset>
      <SelectField
        id="period-month"
        name="month"
        label="Month (monthly periods)"
        defaultValue={values.month ?? ""}
        disabled={type === "annual"}
        error={errors.month}
        className="disabled:bg-slate-100"
      >
        <option value="">Choose a month</option>
        {monthNames.map((name, index) => (
          <option key={name} value={index + 1}>
            {name}
          </option>
        ))}
      </SelectField>
      <Field
        id="period-year"
        name="year"
        label="Year"
        type="number"
        min={2015}
        max={2100}
        defaultValue={values.year}
        error={errors.year}
        className="w-32"
      />
      <div>
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
