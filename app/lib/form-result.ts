import type { FormError, FormResult } from "#contracts/form-result.ts";

/**
 * How a page reads its action's answer (contracts/form-result.ts): the answer of one of its forms, that form's
 * field errors and the values typed into it. `intent` names the form; without it, any form's answer.
 */
export function resultFor<Payload>(
  result: FormResult<Payload> | undefined,
  intent?: string,
): FormResult<Payload> | undefined {
  if (!result) return undefined;
  return intent === undefined || result.intent === intent ? result : undefined;
}

export function errorFor(result: FormResult<unknown> | undefined, intent?: string): FormError | undefined {
  const answer = resultFor(result, intent);
  return answer?.status === "error" ? answer : undefined;
}

export function fieldErrorsFor(result: FormResult<unknown> | undefined, intent?: string): Record<string, string> {
  return errorFor(result, intent)?.fieldErrors ?? {};
}

/** The single-valued fields typed into a refused form, to show again as `defaultValue`s. */
export function valuesFor(result: FormResult<unknown> | undefined, intent?: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(errorFor(result, intent)?.values ?? {})) {
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

/** Everything typed into a refused form as FormData (lists included), for forms that read their values from one. */
export function formDataFor(result: FormResult<unknown> | undefined, intent?: string): FormData | undefined {
  const error = errorFor(result, intent);
  if (!error) return undefined;
  const form = new FormData();
  for (const [name, value] of Object.entries(error.values)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  return form;
}
