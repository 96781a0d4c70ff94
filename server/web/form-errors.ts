import { ZodError } from "zod";
import { fieldErrors, isAppError } from "../errors.ts";

/**
 * A page action's failure as data for the form: one message, per-field messages, and the headers its answer
 * carries (`Retry-After` with the real remaining seconds on a 429, as the API's answers do: issue #34).
 */
export function formFailure(error: unknown) {
  if (error instanceof ZodError) {
    const fields = fieldErrors(error.issues);
    return { status: 422, error: Object.values(fields)[0] ?? "Please check the form.", fields, headers: {} };
  }
  if (isAppError(error)) {
    return { status: error.status, error: error.message, fields: error.fields ?? {}, headers: retryHeaders(error) };
  }
  return null;
}

/** `Retry-After` for an error that says when to try again (a 429 always does: server/auth/rate-limit.ts). */
export function retryHeaders(error: { retryAfterSeconds: number | undefined }): Record<string, string> {
  return error.retryAfterSeconds ? { "Retry-After": String(error.retryAfterSeconds) } : {};
}
