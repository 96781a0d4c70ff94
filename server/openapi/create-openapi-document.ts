import { z } from "zod";
import type { ApiOperation } from "./api-operation.ts";
import { errorResponseOf, errorStatusesOf } from "./error-responses.ts";
import { apiOperations } from "./operations.ts";

type JsonSchema = Record<string, unknown>;
type Io = "input" | "output";

const componentPrefix = "#/components/schemas/";

/**
 * Converts one zod schema with zod's own JSON Schema output (draft 2020-12, OpenAPI 3.1's dialect). Schemas
 * with an `id` in their metadata become shared components; a component that reads differently as a request
 * (input) and as a response (output) is an error here rather than a silent mismatch.
 */
function convert(schema: z.ZodType, io: Io, components: Map<string, string>): JsonSchema {
  const { $schema: _dialect, $defs, ...json } = z.toJSONSchema(schema, { io, unrepresentable: "throw" });
  const text = JSON.stringify(json).replaceAll('"#/$defs/', `"${componentPrefix}`);
  for (const [id, definition] of Object.entries($defs ?? {})) {
    const definitionText = JSON.stringify(definition).replaceAll('"#/$defs/', `"${componentPrefix}`);
    const known = components.get(id);
    if (known !== undefined && known !== definitionText)
      throw new Error(`The schema "${id}" reads differently in two places; give each its own id.`);
    components.set(id, definitionText);
  }
  return JSON.parse(text);
}

function parametersOf(operation: ApiOperation, components: Map<string, string>) {
  const sets = [
    ["path", operation.request?.path],
    ["query", operation.request?.query],
  ] as const;
  return sets.flatMap(([location, object]) =>
    Object.entries(object?.shape ?? {}).map(([name, field]) => {
      const { description, ...schema } = convert(field, "input", components);
      return {
        name,
        in: location,
        required: location === "path" || !field.safeParse(undefined).success,
        ...(typeof description === "string" ? { description } : {}),
        schema,
        ...(schema.type === "array" ? { style: "form", explode: true } : {}),
      };
    }),
  );
}

function requestBodyOf(operation: ApiOperation, components: Map<string, string>) {
  const { body, rawBody } = operation.request ?? {};
  if (body) {
    const schema = convert(body, "input", components);
    return {
      required: true,
      content: {
        "application/json": { schema },
        "application/x-www-form-urlencoded": { schema },
      },
    };
  }
  if (rawBody)
    return {
      required: true,
      description: rawBody.description,
      content: Object.fromEntries(
        rawBody.types.map((type) => [type, { schema: { type: "string", format: "binary" } }]),
      ),
    };
  return undefined;
}

function responsesOf(operation: ApiOperation, components: Map<string, string>) {
  const answers = Object.entries(operation.responses).map(([status, response]) => [status, response] as const);
  const errors = errorStatusesOf(operation).map((status) => [String(status), errorResponseOf(status)] as const);
  return Object.fromEntries(
    [...answers, ...errors].map(([status, { description, schema }]) => [
      status,
      {
        description,
        ...(schema ? { content: { "application/json": { schema: convert(schema, "output", components) } } } : {}),
      },
    ]),
  );
}

const security: Record<ApiOperation["audience"], object[]> = {
  public: [],
  user: [{ session: [] }],
  admin: [{ session: [] }],
};

/** The OpenAPI 3.1 document of /api/v1, built from the operations' zod schemas. */
export function createOpenApiDocument() {
  const components = new Map<string, string>();
  const paths: Record<string, Record<string, object>> = {};
  for (const operation of apiOperations) {
    const requestBody = requestBodyOf(operation, components);
    const parameters = parametersOf(operation, components);
    const path = paths[operation.path] ?? {};
    paths[operation.path] = path;
    path[operation.method] = {
      operationId: operation.operationId,
      summary: operation.summary,
      ...(operation.description ? { description: operation.description } : {}),
      tags: [operation.tag],
      security: security[operation.audience],
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: responsesOf(operation, components),
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "OperatorStack API",
      version: "1.0.0",
      description:
        "Read the OperatorStack catalog and write reviews. Errors are `{ error: { code, message, fields? } }`; a method an endpoint does not take is 405 with an `Allow` header. State-changing requests must come from the site's own origin (CSRF) and use the session cookie set by the auth endpoints. This document is generated from the zod schemas the endpoints validate with (docs/decisions/102-generated-openapi-document.md).",
    },
    servers: [{ url: "/api/v1" }],
    paths,
    components: {
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: "operatorstack.session_token",
          description: "The session cookie set by POST /auth/sign-in",
        },
      },
      schemas: Object.fromEntries(
        [...components].sort(([a], [b]) => a.localeCompare(b)).map(([id, text]) => [id, JSON.parse(text)]),
      ),
    },
  };
}
