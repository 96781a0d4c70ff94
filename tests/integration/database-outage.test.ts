import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type DatabaseHandle } from "#server/db/client.ts";
import { createCompany, createReview } from "#tests/support/factories.ts";
import { prepareTestDatabase } from "#tests/support/fixtures.ts";
import { startTcpProxy } from "#tests/support/tcp-proxy.ts";
import { createClient, createTestApp, signedInClient, uniqueEmail } from "#tests/support/test-app.ts";

// The app reaches its database through a proxy the test cuts and restores:
// the same code path as a PostgreSQL primary restarting or a network split.
const database = prepareTestDatabase();
let proxied: DatabaseHandle;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let testApp: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  const options = database.pool.options as { connectionString?: string; host?: string };
  let databaseName = "postgres";
  if (options.connectionString) {
    const url = new URL(options.connectionString);
    databaseName = url.pathname.slice(1);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  } else {
    proxy = await startTcpProxy({ path: `${options.host}/.s.PGSQL.5432` });
  }
  proxied = connectDatabase({
    kind: database.kind === "embedded" ? "postgres" : database.kind,
    connectionString: `postgres://postgres@127.0.0.1:${proxy.port}/${databaseName}`,
    poolSize: 4,
    // The embedded database behind the proxy keeps one session for every connection (server/db/client.ts).
    sharesOneSession: database.kind === "embedded",
  });
  testApp = await createTestApp(proxied);
});
afterAll(async () => {
  await proxied?.close();
  await proxy?.close();
});

describe("when the database goes away", () => {
  it("answers 503 at once (page, API, health check), then recovers by itself without losing acknowledged writes", async () => {
    const companyId = await createCompany(database.db, "Outage Test Co");
    const review = await createReview(database.db, { companyId, rating: 4, title: "Before the outage" });
    const voter = await signedInClient(testApp.app, { email: uniqueEmail("outage"), password: "outage password 123" });
    const vote = await voter.postJson(`/api/v1/reviews/${review.id}/vote`, { value: "helpful" });
    expect(vote.status).toBe(200);

    proxy.cut();

    const health = await createClient(testApp.app).request("/healthz");
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: "unavailable", database: { status: "unavailable" } });

    const page = await createClient(testApp.app).request(`/company/${companyId}`);
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("5");
    const html = await page.text();
    expect(html).toContain("<title>Briefly unavailable | OperatorStack</title>");
    expect(html).toContain("Please try again in a moment.");

    const api = await createClient(testApp.app).request(`/api/v1/companies/${companyId}/reviews`);
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({
      error: { code: "unavailable", message: "OperatorStack is briefly unavailable. Please try again in a moment." },
    });

    const refusedWrite = await voter.postJson(`/api/v1/reviews/${review.id}/vote`, { value: null });
    expect(refusedWrite.status).toBe(503);

    proxy.restore();

    await expect.poll(async () => (await createClient(testApp.app).request("/healthz")).status).toBe(200);
    expect((await createClient(testApp.app).request(`/company/${companyId}`)).status).toBe(200);
    // The vote acknowledged before the outage is there exactly once; the refused change did not happen.
    const votes = await database.db.execute<{ votes: number; helpful: number }>(
      sql`select count(*)::int as votes, count(*) filter (where value = 'helpful')::int as helpful from review_votes where review_id = ${review.id}`,
    );
    expect(votes.rows[0]).toEqual({ votes: 1, helpful: 1 });
    const after = await voter.postJson(`/api/v1/reviews/${review.id}/vote`, { value: null });
    expect(after.status).toBe(200);
  });
});
