import { matchRoutes, type ServerBuild } from "react-router";
import { AppError } from "../errors.ts";
import { jsonError } from "./respond.ts";

/**
 * 405 Method Not Allowed with the Allow header: the API's error shape under /api/, a sentence
 * elsewhere. `allowed` lists every method the URL takes (HEAD with GET).
 * docs/decisions/051-unsupported-methods.md
 */
export function methodNotAllowed(request: Request, allowed: readonly string[], hint?: string) {
  const allow = allowed.join(", ");
  const isApi = new URL(request.url).pathname.startsWith("/api/");
  const message = `${hint ? `${hint} ` : ""}This ${isApi ? "endpoint" : "page"} does not accept ${request.method} requests; it accepts ${allow}.`;
  if (isApi) {
    const response = jsonError(new AppError("method_not_allowed", message));
    response.headers.set("Allow", allow);
    return response;
  }
  return new Response(message, {
    status: 405,
    headers: { Allow: allow, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * The first line of a resource route's action (an API endpoint): any method the URL does not take
 * is refused before the body is read or the session looked at. React Router hands every method but
 * GET and HEAD to the action, so the action is where its own list is checked.
 */
export function requireMethod(request: Request, allowed: readonly string[]) {
  if (!allowed.includes(request.method)) throw methodNotAllowed(request, allowed);
}

/** The loader of an endpoint that only takes POST: a GET gets a JSON 405, never a page. */
export function postOnly({ request }: { request: Request }) {
  return methodNotAllowed(request, ["POST"]);
}

type RouteNode = { id: string; path?: string; caseSensitive?: boolean } & (
  | { index: true; children?: undefined }
  | { index?: false; children: RouteNode[] }
);

const routeTrees = new WeakMap<ServerBuild["routes"], RouteNode[]>();

/** The build's flat route manifest as the nested route objects `matchRoutes` takes (built once per build). */
export function routeTreeOf(manifest: ServerBuild["routes"]) {
  const cached = routeTrees.get(manifest);
  if (cached) return cached;
  const childrenOf = new Map<string | undefined, string[]>();
  for (const route of Object.values(manifest)) {
    if (route) childrenOf.set(route.parentId, [...(childrenOf.get(route.parentId) ?? []), route.id]);
  }
  const nodesOf = (parentId: string | undefined): RouteNode[] =>
    (childrenOf.get(parentId) ?? []).flatMap((id) => {
      const route = manifest[id];
      if (!route) return [];
      const base = { id, path: route.path, caseSensitive: route.caseSensitive };
      return [route.index ? { ...base, index: true as const } : { ...base, children: nodesOf(id) }];
    });
  const tree = nodesOf(undefined);
  routeTrees.set(manifest, tree);
  return tree;
}

/**
 * The methods the route matching `url` takes, when they follow from what the route module exports:
 * a page (it has a component) takes GET and HEAD, and POST when it has an action (forms only post);
 * a resource route without an action takes GET and HEAD. `undefined` leaves the answer to React
 * Router: an unknown path (the catch-all 404 routes) or a resource route with an action, which
 * checks its own list with `requireMethod`.
 */
export function allowedMethodsOf(build: ServerBuild, url: URL): readonly string[] | undefined {
  let pathname = url.pathname;
  // Data requests of client navigations: /categories.data, and /_root.data for the home page.
  if (pathname === "/_root.data") pathname = "/";
  else if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length);
  const matches = matchRoutes(routeTreeOf(build.routes), pathname, build.basename);
  if (!matches) return undefined;
  let target = matches.at(-1);
  // React Router's rule: a submission without ?index goes to the index route's parent.
  if (target?.route.index && !url.searchParams.has("index")) target = matches.at(-2);
  if (!target || target.route.path?.endsWith("*")) return undefined;
  const module = build.routes[target.route.id]?.module;
  if (!module) return undefined;
  // Resource routes have no component (the type says every module has one; at run time they do not).
  const isPage = (module as { default?: unknown }).default !== undefined;
  if (!isPage && module.action) return undefined;
  if (!isPage && !module.loader) return undefined;
  return module.action ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"];
}
