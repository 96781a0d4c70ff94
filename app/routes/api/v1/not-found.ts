import { jsonError } from "#server/api/respond.ts";
import { AppError } from "#server/errors.ts";

function notFound() {
  return jsonError(new AppError("not_found", "No such API endpoint. See /api/v1/openapi.json."));
}

export const loader = notFound;
export const action = notFound;
