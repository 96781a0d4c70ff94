/**
 * The company domain derived from a website URL: host only, lower case, no
 * scheme, no `www.`, no port or path. Returns null for something that is not a URL.
 */
export function domainFromWebsite(website: string | null | undefined): string | null {
  const host = hostFromWebsite(website);
  if (!host?.includes(".") || !/^[a-z0-9.-]+$/.test(host)) return null;
  return host;
}

/**
 * The host of a website URL as a browser reads it (lower case, no `www.`, numeric forms of an IPv4 address written
 * out, an IPv6 address without brackets), or null when it is not an http(s) URL.
 */
export function hostFromWebsite(website: string | null | undefined): string | null {
  const trimmed = website?.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.hostname
      .toLowerCase()
      .replace(/^\[|\]$/g, "")
      .replace(/^www\./, "")
      .replace(/\.$/, "");
  } catch {
    return null;
  }
}

/** URL-safe slug from a name: "Re:amaze" → "re-amaze", "Bold & Co" → "bold-and-co". */
export function slugify(name: string) {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
}
