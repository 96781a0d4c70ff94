/**
 * What every page form's action answers, and the one shape its page reads (docs/decisions/100-one-form-result.md).
 * Built only by server/web/form-reply.ts (`replyFormSuccess`, `replyFormError`, `replyFormFailure`): the brand
 * below has no value, so an object written by hand is not a `FormResult` and an action that returns one fails
 * typecheck (tests/unit/form-results.test.ts lists every page action and checks its return type).
 */
declare const formResultBrand: unique symbol;

type Branded = { readonly [formResultBrand]: "built by server/web/form-reply.ts" };

/** The form answered as asked: what the page says, and what the action hands back (`payload`, null if nothing). */
export type FormSuccess<Payload = null> = Branded & {
  status: "success";
  /** Which of the page's forms answered: its `intent` field, or the row's id where a page repeats a form. */
  intent: string;
  message: string;
  payload: Payload;
};

/**
 * The form was refused: one message, a message per field, and what was typed (never a password or a file) so the
 * form shows it again; a field sent more than once (checkboxes) as a list.
 */
export type FormError = Branded & {
  status: "error";
  intent: string;
  message: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string | string[]>;
};

export type FormResult<Payload = null> = FormSuccess<Payload> | FormError;
