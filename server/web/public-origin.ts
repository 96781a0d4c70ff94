import type { Services } from "../context.ts";

/** The site's public origin for canonical URLs and sitemaps: PUBLIC_URL, else the request's own. */
export function publicOrigin(services: Services, request: Request) {
  return services.env.PUBLIC_URL ? new URL(services.env.PUBLIC_URL).origin : new URL(request.url).origin;
}
