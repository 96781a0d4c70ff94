import { AppError } from "#server/errors.ts";
import { jsonError } from "#server/web/respond.ts";

function notFound() {
  return jsonError(new AppError("not_found", "No such API endpoint. See /api/v1/openapi.json."));
}

export const loader = notFound;
export const action = notFound;
