import { type ComponentType, createElement } from "react";
import { renderToString } from "react-dom/server";
import { Link as RouterLink, StaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { plainHref, ServerLink } from "#app/components/ui/link.tsx";

/** Both links rendered on the server at a nested location: the markup must be the same. */
function render(component: ComponentType<Parameters<typeof ServerLink>[0]>, props: Parameters<typeof ServerLink>[0]) {
  return renderToString(
    createElement(StaticRouter, { location: "/company/12/reviews?page=2" }, createElement(component, props)),
  );
}

describe("the server's link", () => {
  const cases: Parameters<typeof ServerLink>[0][] = [
    { to: "/", children: "Home" },
    { to: "/company/12", children: "Acme", className: "font-semibold text-slate-900" },
    { to: "/category/email-marketing?platform=shopify&size=startup", children: "Email" },
    { to: "/company/12/reviews?", children: "empty search" },
    { to: "/company/12#reviews", children: "hash" },
    { to: "/company/12?#", children: "empty both" },
    { to: "/search?q=a%20b&kind=agency#top", children: "encoded" },
    { to: "/trust/", children: "trailing slash" },
    { to: "/compare/klaviyo-vs-omnisend", discover: "none", children: "no discovery" },
    { to: "/company/12", target: "_blank", rel: "noopener", "aria-label": "Open", children: "target" },
    { to: "/company/12", replace: true, preventScrollReset: true, state: { from: "x" }, children: "behaviour" },
    { to: "/company/12", reloadDocument: true, children: "reload" },
    // Not plain: these go through React Router's own link and must still match.
    { to: "reviews", children: "relative" },
    { to: "../alternatives", children: "parent" },
    { to: "/company/./12/../13", children: "dots" },
    { to: "//example.com/x", children: "protocol-relative" },
    { to: "https://example.com/x", children: "absolute URL" },
    { to: { pathname: "/company/12", search: "?a=1" }, children: "object" },
  ];
  for (const props of cases) {
    it(`writes what React Router writes for ${JSON.stringify(props.to)} (${String(props.children)})`, () => {
      expect(render(ServerLink, props)).toBe(render(RouterLink, props));
    });
  }

  it("takes the fast path only for paths that need no resolving", () => {
    expect(plainHref("/company/12?x=1#a")).toBe("/company/12?x=1#a");
    expect(plainHref("/a?#")).toBe("/a");
    for (const to of ["reviews", "../x", "/a//b", "/a/./b", "/a/../b", "/a\\b", "//host/x", "https://x.test/"]) {
      expect(plainHref(to)).toBeUndefined();
    }
  });
});
