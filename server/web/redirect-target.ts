/** Longer targets are not places we send people back to; they are someone probing. */
const maxTargetLength = 2048;
/** A scheme written without "//" ("https:evil.example", "javascript:…") is never how we write our own URLs. */
const schemeWithoutAuthority = /^[a-z][a-z\d+.-]*:(?!\/\/)/i;

/** C0 controls (tab, CR, LF included), DEL and C1 controls: browsers drop or mangle them inside URLs. */
function hasControlCharacter(text: string) {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

function isSuspicious(text: string) {
  return hasControlCharacter(text) || text.includes("\\") || /^\/[/\\]/.test(text);
}

/** Percent-decodes up to three times: a proxy or a second redirect may decode what we let through. */
function decodingsOf(path: string) {
  const forms = [path];
  let current = path;
  for (let round = 0; round < 3; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      break;
    }
    if (decoded === current) break;
    forms.push(decoded);
    current = decoded;
  }
  return forms;
}

/**
 * The one decision on where a post-action redirect goes (sign-in, sign-up, votes, `returnTo`
 * round trips): the target is parsed against our public origin and kept only when it stays on
 * that origin, as a path (`/x?y#z`, never an absolute URL), with no control character or
 * backslash, and no "//" at its start, in its raw or percent-decoded forms. Anything else gives
 * `fallback`. It never throws: a hostile target is an everyday input, not an error.
 * docs/decisions/050-redirect-targets-and-one-public-origin.md
 */
export function safeRedirectTarget(target: unknown, publicOrigin: string, fallback = "/"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > maxTargetLength) return fallback;
  // Leading or trailing spaces are stripped by URL parsers ("  //evil" is "//evil").
  if (target !== target.trim() || isSuspicious(target) || schemeWithoutAuthority.test(target)) return fallback;
  let url: URL;
  let origin: string;
  try {
    url = new URL(target, publicOrigin);
    origin = new URL(publicOrigin).origin;
  } catch {
    return fallback;
  }
  if (url.origin !== origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith("/") || decodingsOf(path).some(isSuspicious)) return fallback;
  return path;
}
