// Labelled choices with their error tied to them for screen readers: a select with a "Not listed" first option,
// a group of checkboxes, and a text field that may be a textarea (forms read them; no business logic here).

type Option = { value: string; label: string };

function ErrorText({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={id} className="text-sm text-destructive">
      {error}
    </p>
  ) : null;
}

export function SelectField({
  id,
  name,
  label,
  options,
  value,
  error,
  emptyLabel = "Not listed",
}: {
  id: string;
  name: string;
  label: string;
  options: readonly Option[];
  value: string;
  error?: string | undefined;
  /** The first option, meaning no value; null for a choice that must be made. */
  emptyLabel?: string | null;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
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
        {emptyLabel === null ? null : <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

export function CheckboxGroup({
  legend,
  name,
  options,
  checked,
  error,
}: {
  legend: string;
  name: string;
  options: readonly Option[];
  checked: readonly string[];
  error?: string | undefined;
}) {
  return (
    <fieldset className="grid gap-1" aria-describedby={error ? `${name}-error` : undefined}>
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
      <ErrorText id={`${name}-error`} error={error} />
    </fieldset>
  );
}

export function TextField({
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
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {multiline ? <textarea rows={4} {...props} /> : <input inputMode={inputMode} {...props} />}
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}
