import { AppError } from "../errors.ts";

/** A JSON or form body as a plain object; anything else is a clear 400/415, never a crash. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/json")) {
    try {
      const body: unknown = await request.json();
      if (body && typeof body === "object" && !Array.isArray(body)) return body as Record<string, unknown>;
    } catch {
      // fall through to the error below
    }
    throw new AppError("bad_request", "The request body must be a JSON object.");
  }
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    return Object.fromEntries(await request.formData());
  }
  throw new AppError("bad_request", "Send the body as application/json.");
}
