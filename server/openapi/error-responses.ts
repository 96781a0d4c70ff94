import { z } from "zod";
import { type ErrorCode, errorStatuses } from "../errors.ts";
import type { ApiOperation } from "./api-operation.ts";

const codes = Object.keys(errorStatuses).filter((code): code is ErrorCode => code in errorStatuses);

/** Codes answered with a status other than their own: the edge's hostile-input check (server/http.ts) says
 * validation_failed with 400 when the characters are in the address. */
const edgeCodes: Partial<Record<number, ErrorCode[]>> = { 400: ["validation_failed"] };

function codesOf(status: number) {
  return [...codes.filter((code) => errorStatuses[code] === status), ...(edgeCodes[status] ?? [])];
}

const errorSchemas = new Map<number, z.ZodType>();

/** `{ error: { code, message, fields? } }` (server/web/respond.ts), with the codes a status can carry. */
function errorSchemaOf(status: number) {
  const known = errorSchemas.get(status);
  if (known) return known;
  const [first, ...rest] = codesOf(status);
  if (!first) throw new Error(`No error code answers ${status}`);
  const schema = z
    .object({
      error: z.object({
        code: z.enum([first, ...rest]),
        message: z.string().describe("A sentence a person can read"),
        fields: z
          .record(z.string(), z.string())
          .optional()
          .describe("For a refused parameter or field: its name (dotted path) and what is wrong with it"),
      }),
    })
    .meta({ id: `Error${status}` });
  errorSchemas.set(status, schema);
  return schema;
}

const descriptions: Record<number, string> = {
  400: "The request is malformed (a body that is not a JSON object, an unusable cursor, control characters in the address…)",
  401: "Not signed in",
  403: "Not allowed: not an admin, or a state-changing request from another origin (CSRF)",
  404: "Not found",
  409: "Conflicts with what exists",
  413: "The body is too large",
  415: "The body's media type is not one this endpoint takes",
  422: "A parameter or field is not valid; `fields` says which and why",
  429: "Too many requests; the Retry-After header says when to try again",
  500: "An unexpected failure; the message carries a request id",
  502: "A service this endpoint calls failed",
  503: "Temporarily unavailable (the database, or a service this endpoint needs); Retry-After when known",
  504: "A service this endpoint calls did not answer in time",
};

/**
 * What every operation can answer whatever it does: hostile characters in the address (400, server/http.ts), an
 * unexpected failure, the database down.
 */
const alwaysPossible = [400, 500, 503];
/** What the edge answers any state-changing request: another origin (403), a body too large (413), hostile
 * characters in the body (422). */
const changesPossible = [403, 413, 422];

/** Error statuses an operation can answer: its own, its audience's guards, validation, and the always possible. */
export function errorStatusesOf(operation: ApiOperation): number[] {
  const statuses = new Set<number>(alwaysPossible);
  if (operation.method !== "get") for (const status of changesPossible) statuses.add(status);
  if (operation.audience !== "public") statuses.add(401);
  if (operation.audience === "admin") statuses.add(403);
  const { request } = operation;
  if (request?.query || request?.body || request?.path) statuses.add(422);
  for (const status of operation.errors ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

export function errorResponseOf(status: number) {
  return { description: descriptions[status] ?? "Error", schema: errorSchemaOf(status) };
}
