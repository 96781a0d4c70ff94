/** Only same-site paths are accepted as a place to return to after signing in (no open redirect). */
export function safeReturnTo(value: unknown, fallback = "/") {
  if (typeof value !== "string") return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}
