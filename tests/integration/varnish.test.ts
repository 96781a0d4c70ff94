// The app behind a real Varnish (Debian's varnishd 7 with xkey) running the shipped deploy/varnish/default.vcl,
// on loopback (decision 095): anonymous pages are cache hits the second time, signed-in requests never are, a
// published review purges the pages it changes once its purge job is done (and purges them again a little later),
// and a cache that is down delays no write. Nothing here is timed: each step waits for the job's recorded state.
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import net from "node:net";
import { getRequestListener } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
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
  await testApp.services.jobs.startWorkers();
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

type PurgeOperation = { status: string; attempts: number; error_message: string | null; is_repeat: boolean };

/** The purge operations naming the company's pages, oldest first: the write's, then its repeat (decision 095). */
async function purgeOperationsOf(companyId: number) {
  const result = await database.db.execute<PurgeOperation>(sql`
    select status, attempts, error_message, coalesce((payload->>'isRepeat')::boolean, false) as is_repeat
    from ai_operations
    where operation_type = 'purge-shared-cache' and payload->'keys' ? ${`company:${companyId}`}
    order by id`);
  return result.rows;
}

/** Waits (bounded) until the write's purge operation satisfies `isDone`, and returns it. */
async function waitForPurge(companyId: number, isDone: (operation: PurgeOperation) => boolean, timeout: number) {
  return vi.waitFor(
    async () => {
      const [operation] = await purgeOperationsOf(companyId);
      if (!operation || !isDone(operation)) throw new Error(`purge not there yet: ${JSON.stringify(operation)}`);
      return operation;
    },
    { timeout, interval: 50 },
  );
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
  // Its workers stop with it: the next app's purge jobs, on the same queue, are for that app's workers alone.
  afterAll(() => app?.services.jobs.stop({ graceful: false }));

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

  it("purges the company page, all-reviews page, category pages and home once a published review's purge job is done", async () => {
    const reviewed = await createListedCompany(database.db, "Varnish Purged Co", "email-marketing");
    const untouched = await createListedCompany(database.db, "Varnish Untouched Co", "ecommerce-platforms");
    const changed = pagesChangedByReview(reviewed, "email-marketing");
    const kept = [`/company/${untouched.slug}`, "/categories/ecommerce-platforms"];
    for (const path of [...changed, ...kept]) {
      await (await get(path)).body?.cancel();
      expect((await get(path)).headers.get("x-cache"), path).toBe("HIT");
    }
    const title = `Varnish shows this review ${Date.now()}`;
    const author = await reviewer(app.app);
    const posted = await postReview(author, reviewed.companyId, title);
    expect(posted.status).toBe(201);
    expect((await posted.json()).review.status).toBe("published");
    // The job recorded with the review ran; Varnish holds none of the pages it names any more.
    const done = await waitForPurge(reviewed.companyId, (operation) => operation.status === "completed", 15_000);
    expect(done.attempts).toBe(1);
    for (const path of changed) {
      const page = await get(path, { "Accept-Encoding": "gzip" });
      await page.body?.cancel();
      expect(page.headers.get("x-cache"), path).toBe("MISS");
    }
    expect(await (await get(`/company/${reviewed.slug}/reviews`)).text()).toContain(title);
    expect(await (await get(`/company/${reviewed.slug}`)).text()).toContain(title);
    for (const path of kept) expect((await get(path)).headers.get("x-cache"), path).toBe("HIT");
    // And a second purge of the same keys waits its turn, for a render that straddled the write.
    const operations = await purgeOperationsOf(reviewed.companyId);
    expect(operations.map((operation) => operation.is_repeat)).toEqual([false, true]);
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
  it("answers the write without waiting for the cache, and the purge job retries until the cache is back", async () => {
    // A cache that accepts connections and never answers: a purge waited for would hold the write for its whole
    // 5 s timeout, and the connection would be closed by then.
    const sockets = new Set<Socket>();
    let connections = 0;
    const silent = net.createServer((socket) => {
      connections++;
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const cachePort = (silent.address() as AddressInfo).port;
    const app = await startApp(`http://127.0.0.1:${cachePort}`);
    const { companyId } = await createListedCompany(database.db, "Cache Down Co", "email-marketing");

    const author = await reviewer(app.app);
    const posted = await postReview(author, companyId, `Written while the cache is down ${Date.now()}`);
    expect(posted.status).toBe(201);
    // Answered while every purge request sent so far still waits on the silent cache (none timed out first).
    expect(sockets.size).toBe(connections);

    // The job ran, failed on the silent cache, and waits to be retried.
    const failed = await waitForPurge(companyId, (operation) => operation.error_message !== null, 30_000);
    expect(failed.status).toBe("pending");
    expect(failed.error_message).toMatch(/shared-cache purge failed/);

    // The cache comes back on its address: a retry purges.
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
    const varnish = await startVarnish(app.port, { port: cachePort });
    stops.push(() => varnish.stop());
    const completed = await waitForPurge(companyId, (operation) => operation.status === "completed", 80_000);
    expect(completed.attempts).toBeGreaterThan(1);
  }, 120_000);
});
