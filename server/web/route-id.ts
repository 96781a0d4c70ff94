import { matchRoutes, type ServerBuild } from "react-router";
import { routeTreeOf } from "./method-not-allowed.ts";

/**
 * The id of the route that answers a GET of `url` ("routes/public/home"): the deepest match, with the data
 * requests of client navigations (/categories.data, /_root.data for the home page) read as their page.
 */
export function routeIdOf(build: ServerBuild, url: URL): string | undefined {
  let pathname = url.pathname;
  if (pathname === "/_root.data") pathname = "/";
  else if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length);
  return matchRoutes(routeTreeOf(build.routes), pathname, build.basename)?.at(-1)?.route.id;
}
