import { CheckboxField, FieldGroup, Field as InputField, SelectField as Select, TextareaField } from "./field.tsx";

// Choices read from a list of options (the fact definitions' form fields, suggest-an-edit), drawn with the shared
// field components of field.tsx: a select with a "Not listed" first option, a group of checkboxes, and a text field
// that may be a textarea. Uncontrolled: each starts from `value`/`checked` (forms read them; no business logic here).

type Option = { value: string; label: string };

/** A select of `options`, with a first option meaning no value (`emptyLabel`) unless the choice must be made. */
export function OptionSelectField({
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
    <Select id={id} name={name} label={label} defaultValue={value} error={error}>
      {emptyLabel === null ? null : <option value="">{emptyLabel}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
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
    <FieldGroup id={name} legend={legend} error={error} className="gap-1" legendClassName="mb-1 font-medium">
      {options.map((option) => (
        <CheckboxField
          key={option.value}
          id={`${name}-${option.value}`}
          name={name}
          value={option.value}
          defaultChecked={checked.includes(option.value)}
          label={option.label}
        />
      ))}
    </FieldGroup>
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
  return multiline ? (
    <TextareaField id={id} name={name} label={label} defaultValue={value} error={error} hint={hint} rows={4} />
  ) : (
    <InputField
      id={id}
      name={name}
      label={label}
      defaultValue={value}
      error={error}
      hint={hint}
      inputMode={inputMode}
    />
  );
}
