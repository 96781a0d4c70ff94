// The route match the HTTP layer makes for every cacheable answer (server/web/route-id.ts) is React Router's own:
// the pruned per-segment trees find, for every route of app/routes.ts and for paths no route names, the same
// route and params as `matchRoutes` on the whole tree (issue #39).
import { existsSync } from "node:fs";
import path from "node:path";
import { matchRoutes, type ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { routeTreeOf } from "#server/web/method-not-allowed.ts";
import { routeMatchOf } from "#server/web/route-id.ts";
import { routePatterns } from "#tests/support/route-patterns.ts";

let build: ServerBuild;
beforeAll(async () => {
  const buildFile = path.resolve("build/server/index.js");
  if (!existsSync(buildFile)) throw new Error("Route tests need the app build: run `npm run build` first.");
  build = (await import(buildFile)) as ServerBuild;
});

function wholeTreeMatch(pathname: string) {
  const match = matchRoutes(routeTreeOf(build.routes), pathname, build.basename)?.at(-1);
  return match ? { id: match.route.id, params: match.params } : undefined;
}

const concrete = routePatterns(routes).map((pattern) => pattern.replace(/:\w+/g, "x1").replace(/\*$/, "any/thing"));
const odd = [
  "/",
  "/CATEGORIES/Email-Marketing/GRID",
  "/categories/",
  "/categories/email-marketing/grid/extra",
  "/company/klaviyo/reviews/",
  "/%63ategories/email-marketing",
  "/nothing-here",
  "/api/v1/nothing/here",
  "/admin",
  "/admin/",
  "/robots.txt",
  "/sitemaps/pages-1.xml",
  "/embed/company/klaviyo/grid-badge.svg",
  "//double",
];

describe("the HTTP layer's route match", () => {
  it.each([...concrete, ...odd])("%s", (pathname) => {
    expect(routeMatchOf(build, new URL(`http://localhost${pathname}`))).toEqual(wholeTreeMatch(pathname));
  });
});
