// Text a person types never holds NUL, other control characters (tab, line feed and carriage return aside)
// or half of a surrogate pair; PostgreSQL refuses NUL, so such a value would otherwise fail deep in a query
// as a 500. One check at the edge covers the address, the query string and form and JSON bodies, and names
// the field (issue #20). Single-line fields refuse tabs and line breaks in their own schemas as well.
// Built from code points: the pattern is about control characters, so it names them by number.
const controlRanges = [
  [0x00, 0x08],
  [0x0b, 0x0c],
  [0x0e, 0x1f],
  [0x7f, 0x9f],
] as const;
const hex = (code: number) => `\\u${code.toString(16).padStart(4, "0")}`;
const forbiddenCharacter = new RegExp(
  `[${controlRanges.map(([from, to]) => `${hex(from)}-${hex(to)}`).join("")}]` +
    "|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]",
);

const inspectedBodyTypes = /^(application\/json|application\/x-www-form-urlencoded|multipart\/form-data)/i;
/** Larger bodies are uploads (read by their own routes), not typed text. */
const largestInspectedBody = 1024 * 1024;

/** Where the character was: the path, the query string (both 400) or the body (422, like other field errors). */
export type HostileInput = { field: string; location: "address" | "query" | "body"; message: string };

function hasForbiddenCharacter(value: string) {
  return forbiddenCharacter.test(value);
}

function problem(field: string, location: HostileInput["location"] = "body"): HostileInput {
  return {
    field,
    location,
    message:
      field === "address"
        ? "The address contains control characters, an invalid character or a broken %-escape. Please check the link."
        : `The field “${field}” contains control characters (such as NUL) or an invalid character. Please remove them.`,
  };
}

/** The first key or string value, at any depth, holding a forbidden character; its path names the field. */
function findInValue(value: unknown, path: string): string | undefined {
  if (typeof value === "string") return hasForbiddenCharacter(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findInValue(item, path);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      if (hasForbiddenCharacter(key)) return field;
      const found = findInValue(item, field);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function findInPairs(pairs: Iterable<[string, FormDataEntryValue | string]>) {
  for (const [key, value] of pairs) {
    if (hasForbiddenCharacter(key) || (typeof value === "string" && hasForbiddenCharacter(value))) return key;
  }
  return undefined;
}

/** The decoded path, or null when an escape in it is malformed ("%E0%A4%A", "%ED%A0%80"). */
function decodedPath(pathname: string) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * Finds a forbidden character in the request's address, query string or body (a clone is read: the route
 * still reads the original; the body limit before this caps what a chunked body can hold). Bodies that are
 * not JSON or forms, or that say they are larger than a form, are skipped.
 */
export async function findHostileInput(request: Request): Promise<HostileInput | undefined> {
  const url = new URL(request.url);
  const path = decodedPath(url.pathname);
  if (path === null || hasForbiddenCharacter(path)) return problem("address", "address");
  const inQuery = findInPairs(url.searchParams);
  if (inQuery !== undefined) return problem(inQuery, "query");
  const type = request.headers.get("content-type") ?? "";
  const length = Number(request.headers.get("content-length") ?? Number.NaN);
  if (!request.body || !inspectedBodyTypes.test(type) || length > largestInspectedBody) return undefined;
  const copy = request.clone();
  if (/^multipart\//i.test(type)) {
    const form = await copy.formData().catch(() => undefined);
    const field = form ? findInPairs(form) : undefined;
    return field === undefined ? undefined : problem(field);
  }
  const text = await copy.text();
  if (/^application\/json/i.test(type)) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return undefined; // malformed JSON is answered by the route's own body reader
    }
    const field = findInValue(body, "");
    return field === undefined ? undefined : problem(field || "body");
  }
  const field = findInPairs(new URLSearchParams(text));
  return field === undefined ? undefined : problem(field);
}
