import { ZodError } from "zod";
import { fieldErrors, isAppError } from "../errors.ts";

/** A page action's failure as data for the form: one message and per-field messages. */
export function formFailure(error: unknown) {
  if (error instanceof ZodError) {
    const fields = fieldErrors(error.issues);
    return { status: 422, error: Object.values(fields)[0] ?? "Please check the form.", fields };
  }
  if (isAppError(error)) {
    return { status: error.status, error: error.message, fields: error.fields ?? {} };
  }
  return null;
}
