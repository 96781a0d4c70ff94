import { AppError } from "../errors.ts";
import { jsonError } from "./respond.ts";

/** For API endpoints that only take POST: a GET gets a JSON error, never a page. */
export function postOnly() {
  const response = jsonError(new AppError("bad_request", "This endpoint only accepts POST."));
  return new Response(response.body, {
    status: 405,
    headers: { ...Object.fromEntries(response.headers), Allow: "POST" },
  });
}
