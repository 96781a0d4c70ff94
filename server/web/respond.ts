import { ZodError } from "zod";
import { databaseUnavailableMessage, isDatabaseUnavailable } from "../db/database-errors.ts";
import { AppError, fieldErrors, isAppError } from "../errors.ts";
import type { Logger } from "../logger.ts";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

export function jsonError(error: AppError) {
  const body: ErrorBody = { error: { code: error.code, message: error.message } };
  if (error.fields) body.error.fields = error.fields;
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (error.retryAfterSeconds) headers["Retry-After"] = String(error.retryAfterSeconds);
  return Response.json(body, { status: error.status, headers });
}

/** Runs an API handler and shapes every failure as `{ error: { code, message, fields? } }`. */
export async function respondJson(
  logger: Logger,
  requestId: string,
  handler: () => Promise<unknown>,
  init: ResponseInit = {},
) {
  try {
    const body = await handler();
    return Response.json(body, init);
  } catch (error) {
    if (isAppError(error)) return jsonError(error);
    if (error instanceof ZodError) {
      const fields = fieldErrors(error.issues);
      const message = Object.values(fields)[0] ?? "Some parameters are invalid.";
      return jsonError(new AppError("validation_failed", message, { fields }));
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, requestId }, "API request failed: database unavailable");
      return jsonError(new AppError("unavailable", databaseUnavailableMessage, { retryAfterSeconds: 5 }));
    }
    logger.error({ err: error, requestId }, "API request failed");
    return jsonError(new AppError("internal", `Something went wrong. Request id: ${requestId}`));
  }
}
