import { type LinkProps, Link as RouterLink } from "react-router";

/**
 * React Router's `<Link>`, with a server fast path (issue #18, docs/decisions/069-server-render-cost.md).
 *
 * On the server a link is only its `<a>`: the click handler, prefetching and the navigation hooks do nothing
 * there, yet React Router's `Link` resolves its path through the route matches twice per link (for the href
 * and for the click handler), about 0.35 ms of a company page's render. For a plain absolute path (what nearly
 * every link here is) the server writes the same `<a>` directly; anything else (relative paths, location
 * objects, prefetching, full URLs) goes through React Router's `Link`. The browser always gets React Router's.
 */
export function ServerLink(props: LinkProps) {
  const {
    to,
    discover = "render",
    prefetch = "none",
    target,
    // Behaviour on click, not markup: nothing to write on the server.
    onClick: _onClick,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    relative: _relative,
    reloadDocument: _reloadDocument,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    mask,
    ...rest
  } = props;
  const href = typeof to === "string" && prefetch === "none" && !mask ? plainHref(to) : undefined;
  if (href === undefined) return <RouterLink {...props} />;
  return <a {...rest} href={href} target={target} data-discover={discover === "render" ? "true" : undefined} />;
}

/**
 * The href React Router writes for an absolute path that needs no resolving (no `//`, `\`, `.` segments), or
 * undefined for any other `to`. An empty `?` or `#` is dropped, as React Router does.
 */
export function plainHref(to: string): string | undefined {
  const hashAt = to.indexOf("#");
  const beforeHash = hashAt === -1 ? to : to.slice(0, hashAt);
  const searchAt = beforeHash.indexOf("?");
  const pathname = searchAt === -1 ? beforeHash : beforeHash.slice(0, searchAt);
  if (!pathname.startsWith("/") || pathname.includes("//") || pathname.includes("\\") || pathname.includes("/.")) {
    return undefined;
  }
  const search = searchAt === -1 ? "" : beforeHash.slice(searchAt);
  const hash = hashAt === -1 ? "" : to.slice(hashAt);
  return pathname + (search === "?" ? "" : search) + (hash === "#" ? "" : hash);
}

/** The link every component uses: the server's fast path in the server build, React Router's in the browser. */
export const Link: typeof RouterLink = import.meta.env.SSR ? (ServerLink as typeof RouterLink) : RouterLink;
