import { execFileSync } from "node:child_process";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpOn, startServer } from "./support/server-process.ts";

// Several app processes need PostgreSQL (the embedded database has one process): this runs where
// TEST_DATABASE_URL is set, as in CI, on a database of its own.
const baseUrl = process.env.TEST_DATABASE_URL;
const databaseName = `operatorstack_cluster_${process.pid}`;

function workersOf(primaryPid: number) {
  try {
    return execFileSync("ps", ["-o", "pid=", "--ppid", String(primaryPid)], { encoding: "utf8" })
      .split("\n")
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
  } catch {
    return [];
  }
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A statement on this test's own database (not the server's admin database). */
async function clusterQuery(text: string) {
  const url = new URL(baseUrl ?? "");
  url.pathname = `/${databaseName}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

describe.runIf(baseUrl)("several app processes (WEB_CONCURRENCY) on PostgreSQL", () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    await adminQuery(`drop database if exists "${databaseName}"`);
    await adminQuery(`create database "${databaseName}"`);
    const url = new URL(baseUrl ?? "");
    url.pathname = `/${databaseName}`;
    server = await startServer({
      env: {
        DATABASE_URL: url.toString(),
        WEB_CONCURRENCY: "2",
        DEMO_DATA: "false",
        BETTER_AUTH_SECRET: "cluster-secret-cluster-secret-cluster-secret",
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await adminQuery(`drop database if exists "${databaseName}" with (force)`);
  });

  it("serves from every process, drops every process's cached pages on a write, replaces a dead process, stops on SIGTERM", async () => {
    const workers = workersOf(server.pid);
    expect(workers).toHaveLength(2);

    const companies = (await (await fetch(`${server.baseUrl}/api/v1/categories/returns/companies`)).json()) as {
      companies: { id: number }[];
    };
    const companyId = companies.companies[0]?.id;
    expect(companyId).toBeTruthy();
    const reviewsUrl = `${server.baseUrl}/api/v1/companies/${companyId}/reviews`;
    const totals = async () => {
      const seen = [];
      // Connections are spread over the processes in turn: six requests reach both.
      for (let request = 0; request < 6; request++) {
        const response = await fetch(reviewsUrl, { headers: { Connection: "close" } });
        seen.push(((await response.json()) as { total: number }).total);
      }
      return seen;
    };
    expect(await totals()).toEqual([0, 0, 0, 0, 0, 0]);

    const cookie = await signUpOn(server.baseUrl, "Clu");
    // Its address is confirmed, as its link would (tests/e2e/email.test.ts follows one): the review is public at once.
    await clusterQuery("update users set email_verified = true");
    const review = await fetch(`${server.baseUrl}/api/v1/reviews`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.baseUrl, Cookie: cookie },
      body: JSON.stringify({
        companyId,
        rating: 4,
        title: "Seen by every process",
        content: "Returns portal that our support team uses every day; set-up took an afternoon.",
        firstName: "Clu",
        businessWebsite: "cluster-shop.example",
        categories: ["returns"],
      }),
    });
    expect(review.status).toBe(201);
    expect(await totals()).toEqual([1, 1, 1, 1, 1, 1]);

    process.kill(workers[0] ?? 0, "SIGKILL");
    await expect
      .poll(() => workersOf(server.pid).filter((pid) => !workers.includes(pid)).length, { timeout: 30_000 })
      .toBe(1);
    await expect.poll(async () => (await fetch(`${server.baseUrl}/healthz`)).status, { timeout: 30_000 }).toBe(200);
    expect(await totals()).toEqual([1, 1, 1, 1, 1, 1]);

    process.kill(server.pid, "SIGTERM");
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(workersOf(server.pid)).toEqual([]);
  });
});
