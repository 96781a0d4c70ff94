import { useState } from "react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { type PeriodType, periodTypeLabels, periodTypes } from "#contracts/award-periods.ts";
import { monthNames } from "#contracts/validation/award-period.ts";

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
  const error = (name: string) =>
    errors[name] ? (
      <p id={`period-${name}-error`} className="text-xs text-destructive">
        {errors[name]}
      </p>
    ) : null;
  return (
    <Form method="post" className="mt-6 grid max-w-xl gap-4">
      <div className="grid gap-1">
        <label htmlFor="period-title" className="text-sm font-medium">
          Title
        </label>
        <input
          id="period-title"
          name="title"
          defaultValue={values.title}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? "period-title-error" : undefined}
          className="h-9 rounded-md border border-slate-400 px-2"
        />
        {error("title")}
      </div>
      <fieldset className="grid gap-1">
        <legend className="text-sm font-medium">Type</legend>
        <div className="flex gap-4">
          {periodTypes.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="periodType"
                value={option}
                checked={type === option}
                onChange={() => setType(option)}
              />
              {periodTypeLabels[option]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-1">
        <label htmlFor="period-month" className="text-sm font-medium">
          Month (monthly periods)
        </label>
        <select
          id="period-month"
          name="month"
          defaultValue={values.month ?? ""}
          disabled={type === "annual"}
          aria-invalid={errors.month ? true : undefined}
          aria-describedby={errors.month ? "period-month-error" : undefined}
          className="h-9 rounded-md border border-slate-400 bg-white px-2 disabled:bg-slate-100"
        >
          <option value="">Choose a month</option>
          {monthNames.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </select>
        {error("month")}
      </div>
      <div className="grid gap-1">
        <label htmlFor="period-year" className="text-sm font-medium">
          Year
        </label>
        <input
          id="period-year"
          name="year"
          type="number"
          min={2015}
          max={2100}
          defaultValue={values.year}
          aria-invalid={errors.year ? true : undefined}
          aria-describedby={errors.year ? "period-year-error" : undefined}
          className="h-9 w-32 rounded-md border border-slate-400 px-2"
        />
        {error("year")}
      </div>
      <div>
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
