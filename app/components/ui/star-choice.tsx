import { cn } from "#app/lib/utils.ts";

const starCounts = [1, 2, 3, 4, 5] as const;

/**
 * One to five stars as radio buttons (inside the caller's fieldset, whose legend names them): each star is the
 * label of its radio, read out as `starLabel(stars)`; arrow keys move between them and a plain form post sends
 * the checked one. With `notRatedLabel`, a first "Not rated" choice sends an empty value.
 */
export function StarChoice({
  name,
  value,
  onChange,
  starLabel,
  notRatedLabel,
  idPrefix,
  required,
  size = "lg",
}: {
  name: string;
  value: number | null;
  onChange: (stars: number | null) => void;
  starLabel: (stars: number) => string;
  /** What a screen reader hears for the "Not rated" choice; without it, there is none. */
  notRatedLabel?: string | undefined;
  /** Gives each star's radio the id `${idPrefix}-${stars}`, for links that move the focus to the choice. */
  idPrefix?: string | undefined;
  required?: boolean | undefined;
  size?: "lg" | "md";
}) {
  return (
    <div className="flex items-center gap-1">
      {notRatedLabel ? (
        <label className="mr-1 cursor-pointer">
          <input
            type="radio"
            name={name}
            value=""
            checked={value === null}
            onChange={() => onChange(null)}
            className="peer sr-only"
          />
          <span className="block rounded border border-slate-300 px-2 py-0.5 text-xs text-slate-700 peer-checked:border-slate-500 peer-checked:bg-slate-100 peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-brand-600">
            <span aria-hidden="true">Not rated</span>
            <span className="sr-only">{notRatedLabel}</span>
          </span>
        </label>
      ) : null}
      {starCounts.map((stars) => (
        <label key={stars} className="cursor-pointer">
          <input
            id={idPrefix ? `${idPrefix}-${stars}` : undefined}
            type="radio"
            name={name}
            value={stars}
            required={required}
            checked={value === stars}
            onChange={() => onChange(stars)}
            className="peer sr-only"
          />
          <span
            aria-hidden="true"
            className={cn(
              "block leading-none peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-brand-600",
              size === "lg" ? "text-3xl" : "text-2xl peer-checked:text-amber-500",
              value !== null && stars <= value ? "text-amber-500" : "text-slate-300",
            )}
          >
            ★
          </span>
          <span className="sr-only">{starLabel(stars)}</span>
        </label>
      ))}
    </div>
  );
}
