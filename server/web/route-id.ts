import { matchRoutes, type ServerBuild } from "react-router";
import { routeTreeOf } from "./method-not-allowed.ts";

/**
 * The route that answers a GET of `url` ("routes/public/home") and its params: the deepest match, with the data
 * requests of client navigations (/categories.data, /_root.data for the home page) read as their page.
 */
export function routeMatchOf(build: ServerBuild, url: URL) {
  let pathname = url.pathname;
  if (pathname === "/_root.data") pathname = "/";
  else if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length);
  const match = matchRoutes(routeTreeOf(build.routes), pathname, build.basename)?.at(-1);
  return match ? { id: match.route.id, params: match.params } : undefined;
}
