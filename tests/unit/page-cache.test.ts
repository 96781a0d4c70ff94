import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, preferredEncoding } from "#server/cache/page-cache.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inline script hashes for a stored page's policy", () => {
  it("hashes classic and module inline scripts exactly as written, once each", () => {
    const html = [
      '<script nonce="abc">window.a = 1;</script>',
      '<script type="module" nonce="abc">import "/assets/entry.js";\n</script>',
      "<script type='text/javascript'>b()</script>",
      '<script nonce="abc">window.a = 1;</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("window.a = 1;"), sha('import "/assets/entry.js";\n'), sha("b()")]);
  });

  it("hashes a script's UTF-8 bytes, from a string or from the bytes of a body with other non-ASCII text", () => {
    const script = 'window.__data = {"name":"Café Größe – ✓ 😀"};';
    const html = `<p>Prix: 5 € · naïve</p><script nonce="n">${script}</script><p>→ ✓</p>`;
    expect(inlineScriptHashes(html)).toEqual([sha(script)]);
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([sha(script)]);
  });

  it("leaves out scripts with a src and data blocks, which a policy does not need to allow", () => {
    const html = [
      '<script type="module" src="/assets/a.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="importmap-like/other">x</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe("choosing a content encoding", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["identity", undefined],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=1.0, br;q=0.5", "gzip"],
    ["gzip;q=0, br;q=0", undefined],
    ["BR", "br"],
  ])("Accept-Encoding %j → %j", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
