import { openApiDocument } from "#server/api/openapi.ts";

export function loader() {
  return Response.json(openApiDocument, { headers: { "Cache-Control": "public, max-age=300" } });
}
