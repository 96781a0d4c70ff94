/** A PostgreSQL unique violation (23505), whether or not drizzle wrapped the driver's error. */
export function isUniqueViolation(error: unknown) {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } };
  return (candidate.code ?? candidate.cause?.code) === "23505";
}
