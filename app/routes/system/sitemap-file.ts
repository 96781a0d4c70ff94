import { buildSitemapFile } from "#server/seo/sitemap.ts";
import { publicOrigin } from "#server/web/public-origin.ts";
import { getServices } from "#server/web/require.ts";
import type { Route } from "./+types/sitemap-file";

export async function loader({ params, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const name = params.name.replace(/\.xml$/, "");
  const xml = params.name.endsWith(".xml") ? await buildSitemapFile(services.db, publicOrigin(services), name) : null;
  if (!xml) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(xml, {
    // Cache-Control and surrogate keys come from server/cache/public-routes.ts, as every public page's.
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
