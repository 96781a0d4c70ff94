import { createOpenApiDocument } from "#server/openapi/create-openapi-document.ts";

// Built once per process from the operations' zod schemas (docs/decisions/102-generated-openapi-document.md).
let document: ReturnType<typeof createOpenApiDocument> | undefined;

export function loader() {
  document ??= createOpenApiDocument();
  return Response.json(document, { headers: { "Cache-Control": "public, max-age=300" } });
}
