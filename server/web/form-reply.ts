import { data } from "react-router";
import type { FormError, FormResult, FormSuccess } from "#contracts/form-result.ts";
import { formFailure } from "./form-errors.ts";

/** An action's answer to a form: the result the page reads, with its HTTP status and headers. */
export type FormReply<Payload = null> = ReturnType<typeof data<FormResult<Payload>>>;

type Submitted = FormData | Record<string, FormDataEntryValue | null | undefined>;

/** The form did what was asked: `message` is what the page says; `payload` is anything else the page needs. */
export function replyFormSuccess<Payload = null>(
  reply: { intent: string; message: string; payload?: Payload },
  init: { status?: number; headers?: HeadersInit } = {},
): FormReply<Payload> {
  // The one place a FormResult is built (contracts/form-result.ts: the brand has no value to write).
  const result = {
    status: "success",
    intent: reply.intent,
    message: reply.message,
    payload: reply.payload ?? null,
  } as FormSuccess<Payload>;
  return data<FormResult<Payload>>(result, init);
}

/** The form was refused with `message` (and per-field messages); what was typed comes back so nothing is lost. */
export function replyFormError(
  reply: { intent: string; message: string; fieldErrors?: Record<string, string>; submitted?: Submitted },
  init: { status: number; headers?: HeadersInit },
): FormReply<never> {
  const result = {
    status: "error",
    intent: reply.intent,
    message: reply.message,
    fieldErrors: reply.fieldErrors ?? {},
    values: reply.submitted ? keptValues(reply.submitted) : {},
  } as FormError;
  return data<FormResult<never>>(result, init);
}

/**
 * An error a use case threw (a validation error or an `AppError`) as the form's answer, with its status and
 * `Retry-After`; null for an unexpected error, which the action rethrows or logs.
 */
export function replyFormFailure(
  error: unknown,
  reply: {
    intent: string;
    submitted?: Submitted;
    /** The message to show instead of the error's own, chosen from the failure. */
    message?: (failure: { message: string; status: number; fieldErrors: Record<string, string> }) => string;
  },
): FormReply<never> | null {
  const failure = formFailure(error);
  if (!failure) return null;
  return replyFormError(
    {
      intent: reply.intent,
      message: reply.message
        ? reply.message({ message: failure.error, status: failure.status, fieldErrors: failure.fields })
        : failure.error,
      fieldErrors: failure.fields,
      submitted: reply.submitted,
    },
    { status: failure.status, headers: failure.headers },
  );
}

/** The text fields of a submitted form, without passwords, tokens or files: what the form shows again. */
function keptValues(submitted: Submitted) {
  const entries = submitted instanceof FormData ? [...submitted.entries()] : Object.entries(submitted);
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of entries) {
    if (typeof value !== "string" || /password|token/i.test(name)) continue;
    const before = values[name];
    values[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return values;
}
