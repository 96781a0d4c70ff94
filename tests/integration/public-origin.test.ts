import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyIdByDomain } from "#tests/support/factories.ts";
import { prepareTestDatabase } from "#tests/support/fixtures.ts";
import { createTestApp } from "#tests/support/test-app.ts";

/*
 * One public origin (issue 20, finding 2): every absolute URL the app writes comes from
 * PUBLIC_URL, never from the request's Host or X-Forwarded-Host, and the page cache never
 * serves a page rendered for another host. Requests go over a real socket, so the Host header
 * reaches the server the way a client sends it.
 */

type App = Awaited<ReturnType<typeof createTestApp>>["app"];
type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

const database = prepareTestDatabase();
const servers: http.Server[] = [];

async function serve(app: App) {
  const server = http.createServer(getRequestListener(app.fetch));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path, method: "GET", headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

const browser = {
  "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
};
const evil = { ...browser, Host: "evil.example", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" };

function canonicalOf(html: string) {
  return html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
}

function ogUrlOf(html: string) {
  return html.match(/<meta property="og:url" content="([^"]*)"/)?.[1];
}

afterAll(() => {
  for (const server of servers) server.close();
});

describe.each([
  { setting: "PUBLIC_URL set", publicUrl: "https://reviews.example.com", ourHost: "reviews.example.com" },
  // The quick start: no PUBLIC_URL, so the default http://localhost:$PORT.
  { setting: "PUBLIC_URL unset", publicUrl: "", ourHost: "localhost:3000" },
])("absolute URLs come from PUBLIC_URL ($setting)", ({ publicUrl: setting, ourHost }) => {
  const publicUrl = setting || "http://localhost:3000";
  const ours = { ...browser, Host: ourHost };
  let port: number;
  let companyId: number;

  beforeAll(async () => {
    // TRUST_PROXY on: even then the forwarded host is not ours to believe.
    const { app } = await createTestApp(database, {
      PUBLIC_URL: setting,
      PORT: "3000",
      PAGE_CACHE_SECONDS: "60",
      TRUST_PROXY: "true",
    });
    port = await serve(app);
    companyId = await companyIdByDomain(database.db, "klaviyo.com");
  });

  it("never writes the Host into a company page, and never serves a foreign host's copy from the cache", async () => {
    const path = "/company/klaviyo";
    // Its numeric address moves to the slug by a path: no host in the Location to poison (decision 086).
    const moved = await get(port, `/company/${companyId}`, evil);
    expect([moved.status, moved.headers.location]).toEqual([301, path]);
    const poisoned = await get(port, path, evil);
    expect(poisoned.status).toBe(200);
    expect(poisoned.body).not.toContain("evil.example");
    expect(canonicalOf(poisoned.body)).toBe(`${publicUrl}${path}`);

    const normal = await get(port, path, ours);
    expect(normal.status).toBe(200);
    expect(normal.headers["x-cache"]).not.toBe("hit");
    expect(normal.body).not.toContain("evil.example");
    expect(canonicalOf(normal.body)).toBe(`${publicUrl}${path}`);
    expect(ogUrlOf(normal.body)).toBe(`${publicUrl}${path}`);
    const jsonLd = normal.body.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(jsonLd).toContain('"@type"');
    // The JSON-LD url is the company's own website; none of it may come from the request.
    expect(JSON.parse(jsonLd).url).toBe("https://www.klaviyo.com");
    expect((await get(port, path, ours)).headers["x-cache"]).toBe("hit");
  });

  it("writes PUBLIC_URL into the other pages with a canonical URL, whatever the Host", async () => {
    for (const path of ["/", "/categories", "/categories/email-marketing", "/company/klaviyo/reviews"]) {
      await get(port, path, evil);
      for (const headers of [evil, ours]) {
        const answer = await get(port, path, headers);
        expect(answer.status, path).toBe(200);
        expect(answer.body, path).not.toContain("evil.example");
        expect(canonicalOf(answer.body), path).toBe(`${publicUrl}${path === "/" ? "/" : path}`);
        expect(ogUrlOf(answer.body), path).toBe(canonicalOf(answer.body));
      }
    }
  });

  it("writes PUBLIC_URL into robots.txt and the sitemaps, whatever the Host", async () => {
    for (const headers of [evil, ours, { Host: "127.0.0.1" }]) {
      const robots = await get(port, "/robots.txt", headers);
      expect(robots.body).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
      const index = await get(port, "/sitemap.xml", headers);
      expect(index.body).toContain(`<loc>${publicUrl}/sitemaps/pages.xml</loc>`);
      for (const answer of [robots, index, await get(port, "/sitemaps/pages.xml", headers)]) {
        expect(answer.status).toBe(200);
        expect(answer.body).not.toContain("evil.example");
        expect(answer.body).not.toContain("127.0.0.1");
      }
    }
  });

  it("keeps the page cache apart per host, so a foreign host fills only its own entries", async () => {
    const path = "/categories?page=1";
    const first = await get(port, path, evil);
    expect(first.headers["x-cache"]).toBe("miss");
    expect((await get(port, path, ours)).headers["x-cache"]).toBe("miss");
    expect((await get(port, path, ours)).headers["x-cache"]).toBe("hit");
  });
});

describe("requests for another host in production", () => {
  it("are refused with 421 when PUBLIC_URL is set, except health checks and the machine itself", async () => {
    const { app } = await createTestApp(database, {
      NODE_ENV: "production",
      PUBLIC_URL: "https://reviews.example.com",
    });
    const port = await serve(app);

    const page = await get(port, "/categories", evil);
    expect(page.status).toBe(421);
    expect(page.body).toMatch(/reviews\.example\.com/);
    expect(page.body).not.toContain("evil.example");
    const api = await get(port, "/api/v1/categories", { Host: "evil.example" });
    expect(api.status).toBe(421);
    expect(JSON.parse(api.body)).toEqual({ error: { code: "misdirected_request", message: expect.any(String) } });
    // An IDN look-alike of our host is another host.
    expect((await get(port, "/categories", { Host: "xn--rviews-3ve.example.com" })).status).toBe(421);
    expect((await get(port, "/categories", { Host: "reviews.example.com.evil.example" })).status).toBe(421);

    for (const host of [
      "reviews.example.com",
      "REVIEWS.example.com",
      "reviews.example.com:443",
      "reviews.example.com:3000",
    ]) {
      expect((await get(port, "/categories", { Host: host })).status, host).toBe(200);
    }
    // A reverse proxy on the same machine that does not pass the Host on, or an operator's curl.
    for (const host of ["127.0.0.1:3000", "localhost", "[::1]:3000"]) {
      expect((await get(port, "/categories", { Host: host })).status, host).toBe(200);
    }
    // Load balancers check health with an address (or anything) as the Host.
    for (const host of ["10.0.3.7:3000", "evil.example"]) {
      expect((await get(port, "/healthz", { Host: host })).status, host).toBe(200);
    }
  });

  it("are served as usual without PUBLIC_URL (the quick start), with our default origin in the page", async () => {
    const { app } = await createTestApp(database, { NODE_ENV: "production", PUBLIC_URL: "", PORT: "3000" });
    const port = await serve(app);
    for (const host of ["127.0.0.1:3000", "192.168.1.20:3000", "evil.example"]) {
      const answer = await get(port, "/categories", { ...browser, Host: host });
      expect(answer.status, host).toBe(200);
      expect(canonicalOf(answer.body), host).toBe("http://localhost:3000/categories");
    }
  });
});
