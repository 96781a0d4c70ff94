export const errorStatuses = {
  bad_request: 400,
  validation_failed: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  /** A service we call (the transcription model) failed or answered with something unusable. */
  upstream_failed: 502,
  unavailable: 503,
  /** A service we call did not answer in time. */
  upstream_timeout: 504,
} as const;

export type ErrorCode = keyof typeof errorStatuses;

/** The one error type domain code throws; routes turn it into a page or `{ error: { code, message, fields? } }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { fields?: Record<string, string>; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status() {
    return errorStatuses[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof Error && error.name === "AppError" && "code" in error;
}

/** Field messages from a zod error, first message per field, keyed by dotted path. */
type Issue = {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  expected?: unknown;
  origin?: unknown;
};

/** zod's own wording ("Invalid input: expected number, received NaN"), which no person should be shown. */
const validatorWording =
  /^(Invalid input|Invalid option|Invalid element|Invalid key|Invalid union|Invalid string|Invalid number|Invalid type|Too big|Too small|Unrecognized key)/;
const expectedWords: Record<string, string> = {
  number: "a number",
  int: "a whole number",
  string: "text",
  array: "a list",
  object: "a set of fields",
  boolean: "true or false",
  date: "a date",
};

/** The issue's own message, or, where a schema left zod's wording, a sentence that names the field. */
function readableIssue(issue: Issue, field: string) {
  if (!validatorWording.test(issue.message)) return issue.message;
  const name = field === "form" ? "The request" : `“${field}”`;
  switch (issue.code) {
    case "invalid_type":
      return `${name} must be ${expectedWords[String(issue.expected)] ?? "of another kind"}.`;
    case "too_big":
      return `${name} is too ${issue.origin === "string" || issue.origin === "array" ? "long" : "large"}.`;
    case "too_small":
      return `${name} is too ${issue.origin === "string" || issue.origin === "array" ? "short" : "small"}.`;
    case "invalid_value":
      return `${name} is not one of the accepted values.`;
    case "unrecognized_keys":
      return `${name} has fields this request does not take.`;
    default:
      return `${name} is not valid.`;
  }
}

export function fieldErrors(issues: readonly Issue[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "form";
    fields[key] ??= readableIssue(issue, key);
  }
  return fields;
}
