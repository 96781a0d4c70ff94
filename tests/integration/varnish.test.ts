// The app behind a real Varnish (Debian's varnishd 7 with xkey) running the shipped deploy/varnish/default.vcl,
// on loopback (decision 095): anonymous pages are cache hits the second time, signed-in requests never are, a
// published review purges the pages it changes within a second, and a cache that is down delays no write.
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import net from "node:net";
import { getRequestListener } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createListedCompany, pagesChangedByReview } from "#tests/support/cached-pages.ts";
import { reviewSubmission } from "#tests/support/factories.ts";
import { prepareTestDatabase } from "#tests/support/fixtures.ts";
import { createTestApp, signedInClient, signedUpClient, uniqueEmail } from "#tests/support/test-app.ts";
import { freePort, startVarnish, type Varnish, varnishMissing } from "#tests/support/varnish.ts";

const missing = varnishMissing();
if (missing) console.warn(`Varnish tests skipped: ${missing}`);

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const browser = {
  "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
};
const password = "varnish password 123";
const database = prepareTestDatabase();
const servers: http.Server[] = [];
const stops: (() => Promise<void>)[] = [];

async function serve(app: TestApp["app"]) {
  const server = http.createServer(getRequestListener(app.fetch));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** An app whose purges go to `purgeUrl` through the job queue, its workers running, served on a port. */
async function startApp(purgeUrl: string) {
  const testApp = await createTestApp(database, { PURGE_DRIVER: "varnish", PURGE_URLS: purgeUrl });
  await testApp.services.jobs.startWorkers({ pollingIntervalSeconds: 0.5 });
  stops.push(() => testApp.services.jobs.stop({ graceful: false }));
  return { ...testApp, port: await serve(testApp.app) };
}

afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
  for (const server of servers) server.close();
});

/** A confirmed reader, signed in: what they post is published at once. */
function reviewer(app: TestApp["app"]) {
  return signedUpClient(app, { firstName: "Var", confirmIn: database.db });
}

function postReview(author: Awaited<ReturnType<typeof reviewer>>, companyId: number, title: string) {
  return author.postJson(
    "/api/v1/reviews",
    reviewSubmission(companyId, {
      rating: 5,
      title,
      content: "We moved our flows over in 2023 and the segmentation paid for itself within a quarter, truly.",
    }),
  );
}

describe.skipIf(missing !== undefined)("behind Varnish (deploy/varnish/default.vcl)", () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  let varnish: Varnish;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${varnish.url}${path}`, { headers: { ...browser, ...headers } });

  beforeAll(async () => {
    const varnishPort = await freePort();
    app = await startApp(`http://127.0.0.1:${varnishPort}`);
    varnish = await startVarnish(app.port, { port: varnishPort });
    stops.push(() => varnish.stop());
  });

  it("answers a second anonymous request from the cache, without the keys", async () => {
    const first = await get("/categories");
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache")).toBe("MISS");
    const firstBody = await first.text();
    const second = await get("/categories");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(second.headers.get("age")).toMatch(/^\d+$/);
    expect(await second.text()).toBe(firstBody);
    // The keys are for caches only; campaign parameters share the page's copy.
    expect(second.headers.get("xkey")).toBeNull();
    const campaign = await get("/categories?utm_source=newsletter&utm_medium=email");
    expect(campaign.headers.get("x-cache")).toBe("HIT");
    // An analytics cookie neither bypasses the cache nor changes the page.
    expect((await get("/categories", { Cookie: "_ga=GA1.1.123; _gid=GA1.1.456" })).headers.get("x-cache")).toBe("HIT");
  });

  it("never serves a signed-in request from the cache, nor stores its answer", async () => {
    await get("/categories");
    expect((await get("/categories")).headers.get("x-cache")).toBe("HIT");
    const client = await signedInClient(app.app, { email: uniqueEmail("varnish-reader"), password });
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    expect(cookie).toContain("session_token");
    for (let attempt = 0; attempt < 2; attempt++) {
      const page = await get("/categories", { Cookie: cookie });
      expect(page.status).toBe(200);
      expect(page.headers.get("x-cache")).toBe("MISS");
      expect(page.headers.get("cache-control")).toBe("private, no-cache");
      expect(await page.text()).toContain('action="/sign-out"');
    }
    // Nor did the personal answer replace the anonymous copy.
    const anonymous = await get("/categories");
    expect(anonymous.headers.get("x-cache")).toBe("HIT");
    expect(await anonymous.text()).not.toContain('action="/sign-out"');
  });

  it("purges the company page, all-reviews page, category pages and home within a second of a published review", async () => {
    const reviewed = await createListedCompany(database.db, "Varnish Purged Co", "email-marketing");
    const untouched = await createListedCompany(database.db, "Varnish Untouched Co", "ecommerce-platforms");
    const changed = pagesChangedByReview(reviewed, "email-marketing");
    const kept = [`/company/${untouched.slug}`, "/categories/ecommerce-platforms"];
    const before = new Map<string, string>();
    for (const path of [...changed, ...kept]) {
      before.set(path, await (await get(path)).text());
      expect((await get(path)).headers.get("x-cache"), path).toBe("HIT");
    }
    const title = `Varnish shows this review ${Date.now()}`;
    const author = await reviewer(app.app);
    const posted = await postReview(author, reviewed.companyId, title);
    expect(posted.status).toBe(201);
    expect((await posted.json()).review.status).toBe("published");
    const postedAt = performance.now();
    // Polled, bounded: each page is fetched again until Varnish no longer serves the copy from before the review.
    // The time is when the request that found a page gone was sent (its render by the app is not the purge's).
    // Each page is polled on its own, so one page's render does not hold up noticing another's purge.
    const purgedAfter = new Map<string, number>();
    await Promise.all(
      changed.map(async (path) => {
        while (performance.now() - postedAt < 5000) {
          const sentAt = performance.now();
          const page = await get(path, { "Accept-Encoding": "gzip" });
          await page.body?.cancel();
          if (page.headers.get("x-cache") === "MISS") {
            purgedAfter.set(path, sentAt - postedAt);
            return;
          }
        }
      }),
    );
    expect([...purgedAfter.keys()].sort()).toEqual([...changed].sort());
    for (const [path, ms] of purgedAfter) expect(ms, path).toBeLessThan(1000);
    expect(await (await get(`/company/${reviewed.slug}/reviews`)).text()).toContain(title);
    expect(await (await get(`/company/${reviewed.slug}`)).text()).toContain(title);
    for (const path of kept) expect((await get(path)).headers.get("x-cache"), path).toBe("HIT");
  });

  it("refuses a purge that names no keys, and drops the pages carrying the keys a purge names", async () => {
    await get("/award-winners/methodology");
    expect((await get("/award-winners/methodology")).headers.get("x-cache")).toBe("HIT");
    const withoutKeys = await fetch(varnish.url, { method: "PURGE" });
    expect(withoutKeys.status).toBe(400);
    const purge = await fetch(varnish.url, { method: "PURGE", headers: { "xkey-purge": "awards" } });
    expect(purge.status).toBe(200);
    expect((await get("/award-winners/methodology")).headers.get("x-cache")).toBe("MISS");
  });
});

describe.skipIf(missing !== undefined)("with the cache down", () => {
  it("answers the write at once, and the purge job retries until the cache is back", async () => {
    // A cache that accepts connections and never answers: a purge sent inline would hang for its whole timeout.
    const sockets = new Set<Socket>();
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const cachePort = (silent.address() as AddressInfo).port;
    const app = await startApp(`http://127.0.0.1:${cachePort}`);
    const { companyId } = await createListedCompany(database.db, "Cache Down Co", "email-marketing");

    const author = await reviewer(app.app);
    const started = performance.now();
    const posted = await postReview(author, companyId, `Written while the cache is down ${Date.now()}`);
    const writeMs = performance.now() - started;
    expect(posted.status).toBe(201);
    // Well under the purge's own 5 s timeout: the write did not wait for the cache.
    expect(writeMs).toBeLessThan(2500);

    const purgeOperation = async () =>
      (
        await database.db.execute<{ status: string; attempts: number; error_message: string | null }>(sql`
          select status, attempts, error_message from ai_operations
          where operation_type = 'purge-shared-cache' and payload->'keys' ? ${`company:${companyId}`}
          order by id desc limit 1`)
      ).rows[0];
    // The job ran, failed on the silent cache, and waits to be retried.
    let operation = await purgeOperation();
    for (
      const deadline = performance.now() + 15_000;
      performance.now() < deadline;
      operation = await purgeOperation()
    ) {
      if (operation?.error_message) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(operation?.status).toBe("pending");
    expect(operation?.error_message).toMatch(/shared-cache purge failed/);

    // The cache comes back on its address: the next retry purges.
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
    const varnish = await startVarnish(app.port, { port: cachePort });
    stops.push(() => varnish.stop());
    for (
      const deadline = performance.now() + 60_000;
      performance.now() < deadline;
      operation = await purgeOperation()
    ) {
      if (operation?.status === "completed") break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(operation?.status).toBe("completed");
    expect(operation?.attempts).toBeGreaterThan(1);
  }, 90_000);
});
