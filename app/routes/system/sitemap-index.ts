import { buildSitemapIndex } from "#server/seo/sitemap.ts";
import { publicOrigin } from "#server/web/public-origin.ts";
import { getServices } from "#server/web/require.ts";
import type { Route } from "./+types/sitemap-index";

export async function loader({ context }: Route.LoaderArgs) {
  const services = getServices(context);
  const xml = await buildSitemapIndex(services.db, publicOrigin(services));
  return new Response(xml, {
    // Cache-Control and surrogate keys come from server/cache/public-routes.ts, as every public page's.
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
