import type { z } from "zod";

/** Who may call an operation: anyone, a signed-in user, or an admin (server/web/require.ts). */
type Audience = "public" | "user" | "admin";

type ApiResponse = {
  description: string;
  /** The JSON body; absent for a body the route does not answer with JSON. */
  schema?: z.ZodType;
};

/**
 * One operation of /api/v1 (one method of one path), written next to the others in server/openapi/operations/
 * and assembled into the document served at /api/v1/openapi.json (docs/decisions/102-generated-openapi-document.md).
 * The request schemas are the ones the route parses with; the response schemas describe what it answers, and the
 * API tests check every answer they get against them.
 */
export type ApiOperation = {
  method: "get" | "post" | "patch" | "delete";
  /** OpenAPI form, `/companies/{company}`, relative to /api/v1. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  audience: Audience;
  request?: {
    path?: z.ZodObject;
    query?: z.ZodObject;
    /** A JSON (or form) body. */
    body?: z.ZodType;
    /** A raw body (an upload): its media types and a description. */
    rawBody?: { types: readonly string[]; description: string };
  };
  /** Its successful answers, by status. */
  responses: Record<number, ApiResponse>;
  /** Error statuses of its own, beyond those of its audience and its validation (server/openapi/error-responses.ts). */
  errors?: readonly number[];
};

/** Typed identity, so an operation file reads as a declaration. */
export function defineOperation(operation: ApiOperation): ApiOperation {
  return operation;
}
