import { type Env, publicUrlOf } from "../env.ts";

/**
 * The site's public origin for every absolute URL we write (canonical links, og:url, sitemaps,
 * robots.txt, emails) and for redirect targets: PUBLIC_URL, else http://localhost:$PORT. Never
 * the request's Host or X-Forwarded-Host, which the client chooses.
 * docs/decisions/050-redirect-targets-and-one-public-origin.md
 */
export function publicOrigin({ env }: { env: Pick<Env, "PUBLIC_URL" | "PORT"> }) {
  return new URL(publicUrlOf(env)).origin;
}

/** The machine itself: a reverse proxy on it that does not pass the Host on, a health check, an operator's curl. */
export function isLoopback(hostname: string) {
  return hostname === "localhost" || hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * Whether a request's host (from its URL, which the Host header makes) is one we answer for in
 * production: PUBLIC_URL's host, any port (a proxy in front may listen on another), or loopback.
 * A foreign Host is someone pointing a name at us (DNS rebinding) or probing for cache poisoning.
 */
export function isPublicHost(publicUrl: string, requestUrl: string) {
  let hostname: string;
  try {
    hostname = new URL(requestUrl).hostname;
  } catch {
    return false;
  }
  return hostname === new URL(publicUrl).hostname || isLoopback(hostname);
}
