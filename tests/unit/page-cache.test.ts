import { createHash } from "node:crypto";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import {
  cacheHitEffectHeader,
  createPageCache,
  inlineScriptHashes,
  preferredEncoding,
  storableHeader,
} from "#server/cache/page-cache.ts";

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

describe("admission to a full page cache", () => {
  const page = (path: string) => `<!doctype html><title>${path}</title><p>${"x".repeat(4000)}</p>`;
  function appWithCache(maxBytes: number) {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes });
    const app = new Hono();
    app.use(cache.middleware);
    // Every page here is declared public, as server/http.ts marks the answer of a route in public-routes.ts.
    app.get("*", (c) => c.html(page(c.req.path), 200, { [storableHeader]: "public" }));
    const get = async (path: string) => (await app.request(`http://localhost${path}`)).headers.get("x-cache");
    return { cache, get };
  }

  it("stores every page while there is room", async () => {
    const { cache, get } = appWithCache(1024 * 1024);
    for (const path of ["/a", "/b", "/c"]) expect(await get(path)).toBe("miss");
    expect(await Promise.all(["/a", "/b", "/c"].map(get))).toEqual(["hit", "hit", "hit"]);
    expect(cache.size).toBe(3);
  });

  it("when full, stores a page on its second request, so pages asked for once push nothing out", async () => {
    // Room for three pages of ~4 KB (each counted twice, for its compressed copies).
    const { cache, get } = appWithCache(3 * (2 * 4100 + 1024));
    for (const path of ["/hot-1", "/hot-2", "/hot-3"]) await get(path);
    expect(cache.size).toBe(3);
    // A sweep of one-off pages: each is answered, none is stored, the pages in the cache stay.
    for (let index = 0; index < 20; index++) expect(await get(`/once-${index}`)).toBe("miss");
    expect(await Promise.all(["/hot-1", "/hot-2", "/hot-3"].map(get))).toEqual(["hit", "hit", "hit"]);
    // Asked for again, a page is admitted in place of the least recently used one.
    expect(await get("/once-7")).toBe("miss");
    expect(await get("/once-7")).toBe("hit");
    expect(cache.size).toBe(3);
    expect(await get("/hot-1")).toBe("miss");
  });

  it("stores nothing the HTTP layer did not mark storable, and never sends the mark", async () => {
    const cache = createPageCache({ ttlMs: 60_000 });
    const app = new Hono();
    app.use(cache.middleware);
    app.get("/personal", (c) => c.html(page("/personal")));
    app.get("/public", (c) => c.html(page("/public"), 200, { [storableHeader]: "public" }));
    for (let index = 0; index < 2; index++) {
      const personal = await app.request("http://localhost/personal");
      expect(personal.headers.get("x-cache")).toBeNull();
      const stored = await app.request("http://localhost/public");
      expect(stored.headers.get("x-cache")).toBe(index === 0 ? "miss" : "hit");
      expect(stored.headers.get(storableHeader)).toBeNull();
    }
    const signedIn = await app.request("http://localhost/public", {
      headers: { Cookie: "operatorstack.session_token=abc" },
    });
    expect(signedIn.headers.get(storableHeader)).toBeNull();
    expect(cache.size).toBe(1);
  });

  it("never sends a route's cache-hit effect to the browser, signed in or not (found by the issue #34 probe)", async () => {
    const cache = createPageCache({ ttlMs: 60_000 });
    const app = new Hono();
    app.use(cache.middleware);
    app.get("/counted", (c) =>
      c.html(page("/counted"), 200, { [storableHeader]: "public", [cacheHitEffectHeader]: "company-view:12" }),
    );
    for (const headers of [{}, { Cookie: "operatorstack.session_token=abc" }] as Record<string, string>[]) {
      const response = await app.request("http://localhost/counted", { headers });
      expect(response.headers.get(cacheHitEffectHeader)).toBeNull();
    }
  });
});

describe("a page moved for good", () => {
  function appWithRedirects() {
    const cache = createPageCache({ ttlMs: 60_000 });
    const app = new Hono();
    app.use(cache.middleware);
    // A company's numeric address (decision 086): a 301 declared public, as server/http.ts marks it.
    app.get("/company/39", (c) =>
      c.body(null, 301, {
        Location: "/company/klaviyo",
        "Cache-Control": "public, max-age=3600",
        [storableHeader]: "public",
      }),
    );
    app.get("/temporary", (c) => c.body(null, 302, { Location: "/elsewhere", [storableHeader]: "public" }));
    return (path: string) =>
      app.request(`http://localhost${path}`, { headers: { "Accept-Encoding": "br, gzip", "If-None-Match": "*" } });
  }

  it("is stored and served again with its Location and caching, without a body, a tag or an encoding", async () => {
    const get = appWithRedirects();
    const answers = [await get("/company/39"), await get("/company/39")];
    expect(answers.map((answer) => answer.headers.get("x-cache"))).toEqual(["miss", "hit"]);
    for (const answer of answers) {
      expect(answer.status).toBe(301);
      expect(answer.headers.get("location")).toBe("/company/klaviyo");
      expect(answer.headers.get("cache-control")).toBe("public, max-age=3600");
      expect(answer.headers.get("etag")).toBeNull();
      expect(answer.headers.get("content-encoding")).toBeNull();
      expect(await answer.text()).toBe("");
    }
  });

  it("is the only redirect stored: a temporary one is asked for each time", async () => {
    const get = appWithRedirects();
    const answers = [await get("/temporary"), await get("/temporary")];
    expect(answers.map((answer) => [answer.status, answer.headers.get("x-cache")])).toEqual([
      [302, null],
      [302, null],
    ]);
  });
});

describe("a render that straddles a purge (decision 095)", () => {
  /** A page cache in front of pages that wait, while `hold` is set, until the test lets them finish. */
  function appWithHeldRenders() {
    const cache = createPageCache({ ttlMs: 60_000 });
    const app = new Hono();
    app.use(cache.middleware);
    let held: { entered: () => void; release: Promise<void> } | undefined;
    app.get("*", async (c) => {
      if (held) {
        held.entered();
        await held.release;
      }
      return c.html(`<p>${c.req.path}</p>`, 200, { [storableHeader]: "public", xkey: `all page:${c.req.path}` });
    });
    /** Starts a request that renders until `purge` has run, then lets it finish. */
    async function renderAcross(path: string, purge: () => void) {
      let entered: () => void = () => {};
      let release: () => void = () => {};
      const isEntered = new Promise<void>((resolve) => {
        entered = resolve;
      });
      held = { entered, release: new Promise<void>((resolve) => (release = resolve)) };
      const answer = app.request(`http://localhost${path}`);
      await isEntered;
      held = undefined;
      purge();
      release();
      return answer;
    }
    return { cache, renderAcross, get: (path: string) => app.request(`http://localhost${path}`) };
  }

  it("is not stored when one of its keys was purged meanwhile: the page may be from before the write", async () => {
    const { cache, renderAcross, get } = appWithHeldRenders();
    expect((await renderAcross("/a", () => cache.purge(["page:/a"]))).headers.get("x-cache")).toBe("miss");
    expect((await get("/a")).headers.get("x-cache")).toBe("miss");
    expect((await get("/a")).headers.get("x-cache")).toBe("hit");
  });

  it("is stored when the purge named other pages only", async () => {
    const { cache, renderAcross, get } = appWithHeldRenders();
    expect((await renderAcross("/b", () => cache.purge(["page:/elsewhere"]))).headers.get("x-cache")).toBe("miss");
    expect((await get("/b")).headers.get("x-cache")).toBe("hit");
  });

  it("is not stored after a purge of everything", async () => {
    const { cache, renderAcross, get } = appWithHeldRenders();
    expect((await renderAcross("/c", () => cache.purge(["all"]))).headers.get("x-cache")).toBe("miss");
    expect((await get("/c")).headers.get("x-cache")).toBe("miss");
  });
});
