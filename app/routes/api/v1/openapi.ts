import { openApiDocument } from "#server/web/openapi.ts";

export function loader() {
  return Response.json(openApiDocument, { headers: { "Cache-Control": "public, max-age=300" } });
}
