function contentTypeOf(body: unknown): Record<string, string> {
  if (body === undefined) return {};
  if (body instanceof Blob) return body.type ? { "Content-Type": body.type } : {};
  return { "Content-Type": "application/json" };
}

/**
 * Calls our JSON API from the browser; resolves with the body or rejects with the API's error message. A Blob
 * body (a recording) is sent as it is, with its own type; anything else as JSON.
 */
export async function callApi<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const { body: payload } = init;
  const response = await fetch(path, {
    method: init.method ?? (payload === undefined ? "GET" : "POST"),
    headers: { Accept: "application/json", ...contentTypeOf(payload) },
    body: payload === undefined ? null : payload instanceof Blob ? payload : JSON.stringify(payload),
    signal: init.signal ?? null,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error =
      body && typeof body === "object" && "error" in body && body.error && typeof body.error === "object"
        ? body.error
        : null;
    const message = error && "message" in error ? String(error.message) : `Request failed (${response.status})`;
    throw new ApiError(message, response.status, error && "fields" in error ? fieldMessages(error.fields) : {});
  }
  return body as T;
}

/** The API's per-field messages (`error.fields`), keeping only text. */
function fieldMessages(fields: unknown) {
  const messages: Record<string, string> = {};
  if (!fields || typeof fields !== "object") return messages;
  for (const [name, message] of Object.entries(fields)) if (typeof message === "string") messages[name] = message;
  return messages;
}

/** A refusal from the API: its message, status and, for a form's fields, a message per field. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}
