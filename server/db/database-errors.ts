/** Network-level failures and PostgreSQL's "cannot serve now" classes (57P01–57P03, 08xxx). */
const unavailableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENOENT",
]);
const unavailableMessages = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Connection ended unexpectedly",
];

/**
 * Whether an error (or one it wraps, as Drizzle does) means the database
 * cannot be reached right now, rather than a bug or bad input: such requests
 * answer 503 and the app recovers by itself when the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (unavailableCodes.has(code) || /^(57P0[123]|08...)$/.test(code))) return true;
    if (typeof message === "string" && unavailableMessages.some((text) => message.includes(text))) return true;
    if (current instanceof AggregateError) return current.errors.some((inner) => isDatabaseUnavailable(inner));
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const databaseUnavailableMessage = "OperatorStack is briefly unavailable. Please try again in a moment.";
