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

/**
 * A raw body (an upload) held in memory, refused with 413 when it is over `maxBytes` (declared or while it
 * streams in). The body limit of server/http.ts refuses it earlier; this keeps the route safe on its own.
 */
export async function readBytes(
  request: Request,
  maxBytes: number,
  tooLargeMessage: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > maxBytes) throw new AppError("payload_too_large", tooLargeMessage);
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.byteLength;
    // Leaving the loop cancels the rest of the stream.
    if (size > maxBytes) throw new AppError("payload_too_large", tooLargeMessage);
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
