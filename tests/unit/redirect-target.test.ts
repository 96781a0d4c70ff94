import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "#server/web/redirect-target.ts";

const ours = "https://reviews.example.com";

/**
 * Targets an attacker can put in `returnTo`: each must end on our own site. Browsers drop tabs
 * and newlines from URLs and read a backslash as a slash, so "/\t/evil" and "/\\evil" are
 * "//evil", a link to another host.
 */
const bypasses = [
  "//evil.example",
  "///evil.example",
  "////evil.example",
  "/\\evil.example",
  "\\/evil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "\t//evil.example",
  "/\u0000/evil.example",
  "/\u007f/evil.example",
  "/\u0085/evil.example",
  "/\u009b/evil.example",
  " //evil.example",
  "  /\\evil.example",
  "\u3000//evil.example",
  "/%09/evil.example",
  "/%0a/evil.example",
  "/%0D%0A/evil.example",
  "/%2F%2Fevil.example",
  "/%2f/evil.example",
  "%2F%2Fevil.example",
  "/%5Cevil.example",
  "/%5C%5Cevil.example",
  "/%252F%252Fevil.example",
  "/%25252F%25252Fevil.example",
  "/%2509/evil.example",
  "/.//evil.example",
  "/./\\evil.example",
  "/..//evil.example",
  "/a/..//evil.example",
  "javascript:alert(1)",
  "JavaScript:alert(document.domain)",
  "javascript://%0aalert(1)",
  " javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "http://evil.example",
  "https://evil.example/",
  "HTTPS://EVIL.EXAMPLE/",
  "hTtP://evil.example",
  "https:evil.example",
  "http:evil.example",
  "https:/evil.example",
  "https:\\\\evil.example",
  "ftp://evil.example",
  "//reviews.example.com@evil.example",
  "https://reviews.example.com@evil.example/",
  "https://reviews.example.com:443@evil.example/",
  "https://reviews.example.com.evil.example/",
  "https://evil.example/reviews.example.com",
  "https://evil.example#@reviews.example.com",
  "https://evil.example\\@reviews.example.com",
  "https://reviews.example.com\\@evil.example",
  "http://reviews.example.com/", // our host, but another scheme is another origin
  "https://reviews.example.com:8443/",
  "https://rеviews.example.com/", // Cyrillic "е": an IDN look-alike
  "https://xn--rviews-3ve.example.com/",
  "https://reviews.example.com%2Eevil.example/",
  "https://reviews。example。com/", // ideographic full stops
  "//①②③.example",
  "https://0x7f.1/",
  "",
  " ",
  "\t",
  "/".repeat(4097),
  `/${"a".repeat(5000)}`,
];

/** A test name that shows every invisible character as an escape. */
function labelOf(target: string) {
  const visible = JSON.stringify(target).replace(
    /[\u007f-\u009f\u3000]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return visible.length > 60 ? `${visible.slice(0, 40)}… (${target.length} characters)` : visible;
}

describe("where a post-action redirect may go", () => {
  it.each(bypasses.map((target) => [labelOf(target), target]))("%s goes home", (_label, target) => {
    expect(safeRedirectTarget(target, ours)).toBe("/");
  });

  it.each([
    ["/", "/"],
    ["/categories", "/categories"],
    ["/company/12?q=shipping%20rates#reviews", "/company/12?q=shipping%20rates#reviews"],
    ["/write-review?companyId=4", "/write-review?companyId=4"],
    ["/search-results?q=email+marketing", "/search-results?q=email+marketing"],
    ["/review/7?report=1", "/review/7?report=1"],
    ["/a/../categories", "/categories"],
    ["/caf%C3%A9", "/caf%C3%A9"],
    // Our own origin written out in full is ours; the answer is always a path, never a URL.
    ["https://reviews.example.com/my-reviews", "/my-reviews"],
    ["HTTPS://REVIEWS.EXAMPLE.COM/my-reviews", "/my-reviews"],
    ["https://reviews.example.com:443/account-settings", "/account-settings"],
    ["https://someone:secret@reviews.example.com/x", "/x"],
  ])("%j is ours: %j", (target, expected) => {
    expect(safeRedirectTarget(target, ours)).toBe(expected);
  });

  it("gives the fallback for anything it refuses, and for values that are not strings", () => {
    for (const target of [undefined, null, 42, ["/x"], { toString: () => "/x" }, "//evil.example"]) {
      expect(safeRedirectTarget(target, ours, "/review/3")).toBe("/review/3");
    }
  });

  it("never throws and never returns something a browser reads as another host", () => {
    const alphabet = [
      "/",
      "\\",
      "%",
      "2",
      "F",
      "5",
      "C",
      "0",
      "9",
      "a",
      ":",
      "@",
      ".",
      "\t",
      "\n",
      " ",
      "#",
      "?",
      "\u0085",
    ];
    let seed = 20;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed;
    };
    for (let round = 0; round < 20_000; round++) {
      const length = next() % 12;
      let target = "";
      for (let index = 0; index < length; index++) target += alphabet[next() % alphabet.length];
      const result = safeRedirectTarget(target, ours);
      expect(result.startsWith("/"), JSON.stringify(target)).toBe(true);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly what must not be there
      expect(/^\/[/\\]|[\\\u0000-\u001f\u007f-\u009f]/.test(result), JSON.stringify(target)).toBe(false);
      expect(new URL(result, ours).origin, JSON.stringify(target)).toBe(ours);
    }
  });

  it("works with the quick start's default origin, a port included", () => {
    expect(safeRedirectTarget("/categories", "http://localhost:3000")).toBe("/categories");
    expect(safeRedirectTarget("http://localhost:3000/categories", "http://localhost:3000")).toBe("/categories");
    expect(safeRedirectTarget("http://localhost:3001/categories", "http://localhost:3000")).toBe("/");
    // Protocol-relative is never how we write our own paths, even to our own host.
    expect(safeRedirectTarget("//localhost:3000/categories", "http://localhost:3000")).toBe("/");
  });
});
