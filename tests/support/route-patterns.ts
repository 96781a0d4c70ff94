import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Full URL patterns of the route config, e.g. "/company/:id"; layouts without a path add nothing. */
export function routePatterns(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    const isPage = entry.index === true || (entry.path !== undefined && !entry.children?.length);
    return [...(isPage ? [path || "/"] : []), ...routePatterns(entry.children ?? [], path)];
  });
}

/** Each page of the route config with its route id, as React Router names it: the file without its extension. */
export function routesWithIds(entries: readonly RouteConfigEntry[], parent = ""): { pattern: string; id: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    const isPage = entry.index === true || (entry.path !== undefined && !entry.children?.length);
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
    return [...(isPage ? [{ pattern: path || "/", id }] : []), ...routesWithIds(entry.children ?? [], path)];
  });
}
