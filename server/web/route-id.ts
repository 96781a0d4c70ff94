import { matchRoutes, type ServerBuild } from "react-router";
import { routeTreeOf } from "./method-not-allowed.ts";

type RouteTree = ReturnType<typeof routeTreeOf>;
type RouteNode = RouteTree[number];

/**
 * React Router's `matchRoutes` flattens, ranks and compiles every route of the tree on each call: about a tenth of a
 * cached page's CPU in a profile (issue #39). The routes that can answer a path are those whose pattern's first
 * segment is that path's first segment, or is dynamic, so each first segment gets its own pruned tree, made once
 * per build; `matchRoutes` on it ranks the same candidates in the same order and finds the same match.
 */
type Pruned = { byFirstSegment: Map<string, RouteTree>; literals: Set<string>; other: RouteTree };

const prunedTrees = new WeakMap<ServerBuild["routes"], Pruned>();

/** The first segment of a full pattern when it is plain text; undefined when it may match more (":id", "*", "x?"). */
function literalFirstSegment(pattern: string) {
  const first = pattern.split("/").find((segment) => segment !== "");
  if (first === undefined || !/^[\w.~-]+$/.test(first)) return undefined;
  return first.toLowerCase();
}

/** The tree without the routes whose pattern starts with another literal than `segment` (undefined: any literal). */
function pruneTree(nodes: RouteTree, parentPattern: string, segment: string | undefined): RouteTree {
  return nodes.flatMap((node): RouteNode[] => {
    const pattern = node.path ? `${parentPattern}/${node.path}` : parentPattern;
    const literal = literalFirstSegment(pattern);
    const ownMatch = literal === undefined || literal === segment;
    if (node.index) return ownMatch ? [node] : [];
    const children = pruneTree(node.children, pattern, segment);
    return ownMatch || children.length > 0 ? [{ ...node, children }] : [];
  });
}

function prunedTreesOf(build: ServerBuild): Pruned {
  const found = prunedTrees.get(build.routes);
  if (found) return found;
  const tree = routeTreeOf(build.routes);
  const literals = new Set<string>();
  const collect = (nodes: RouteTree, parentPattern: string) => {
    for (const node of nodes) {
      const pattern = node.path ? `${parentPattern}/${node.path}` : parentPattern;
      const literal = literalFirstSegment(pattern);
      if (literal !== undefined) literals.add(literal);
      if (!node.index) collect(node.children, pattern);
    }
  };
  collect(tree, "");
  const pruned: Pruned = { byFirstSegment: new Map(), literals, other: pruneTree(tree, "", undefined) };
  for (const literal of literals) pruned.byFirstSegment.set(literal, pruneTree(tree, "", literal));
  prunedTrees.set(build.routes, pruned);
  return pruned;
}

/** The smallest tree that holds every route able to answer `pathname` (the whole tree when in doubt). */
function candidateTree(build: ServerBuild, pathname: string) {
  const whole = routeTreeOf(build.routes);
  if (build.basename && build.basename !== "/") return whole;
  const first = pathname.split("/", 2)[1] ?? "";
  // An escaped first segment is compared as React Router decodes it: left to the whole tree.
  if (first.includes("%")) return whole;
  const pruned = prunedTreesOf(build);
  return pruned.byFirstSegment.get(first.toLowerCase()) ?? pruned.other;
}

/** React Router's matches for `pathname` in the build's routes, as `matchRoutes` finds them on the whole tree. */
function matchBuildRoutes(build: ServerBuild, pathname: string) {
  return matchRoutes(candidateTree(build, pathname), pathname, build.basename);
}

/**
 * The route that answers a GET of `url` ("routes/public/home") and its params: the deepest match, with the data
 * requests of client navigations (/categories.data, /_root.data for the home page) read as their page.
 */
export function routeMatchOf(build: ServerBuild, url: URL) {
  let pathname = url.pathname;
  if (pathname === "/_root.data") pathname = "/";
  else if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length);
  const match = matchBuildRoutes(build, pathname)?.at(-1);
  return match ? { id: match.route.id, params: match.params } : undefined;
}
