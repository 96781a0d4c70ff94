import os from "node:os";
import { connectDatabase, type DatabaseHandle } from "#server/db/client.ts";
import { readLiveLock } from "#server/db/embedded/data-lock.ts";
import { startServer } from "#tests/e2e/support/server-process.ts";
import { writeResults } from "./support/result-file.ts";

const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 50);
const userCount = Number(process.env.LOAD_USERS ?? 200);
const databaseUrl = process.env.DATABASE_URL;
const processes = Number(process.env.WEB_CONCURRENCY ?? (databaseUrl ? os.availableParallelism() : 1));
const password = "load test password 123";

const server = await startServer({
  env: {
    TRUST_PROXY: "true",
    WEB_CONCURRENCY: String(processes),
    LOG_LEVEL: "error",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, BETTER_AUTH_SECRET: "load-secret-load-secret-load-secret-0" } : {}),
  },
});
const base = server.baseUrl;

type User = { index: number; email: string; ip: string; cookie: string };
const counts = new Map<string, number>();
const failures: string[] = [];
function tally(label: string, status: number) {
  const key = `${label} ${status}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
  if (status >= 500 || status === 0) failures.push(key);
}

async function call(label: string, user: User | null, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set(
    "X-Forwarded-For",
    user?.ip ?? `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  );
  if (user?.cookie) headers.set("Cookie", user.cookie);
  if (init.method === "POST") headers.set("Origin", base);
  try {
    const response = await fetch(`${base}${path}`, { ...init, headers });
    const body = await response.text();
    tally(label, response.status);
    return { status: response.status, body, cookies: response.headers.getSetCookie() };
  } catch (error) {
    tally(label, 0);
    failures.push(`${label}: ${String(error)}`);
    return { status: 0, body: "", cookies: [] as string[] };
  }
}

function cookieOf(setCookies: string[]) {
  return setCookies.map((cookie) => cookie.split(";")[0]).join("; ");
}

const runId = Date.now().toString(36);
const users: User[] = [];
for (let index = 0; index < userCount; index++) {
  const user: User = {
    index,
    email: `load-${runId}-${index}@example.com`,
    ip: `10.${Math.floor(index / 250)}.${index % 250}.7`,
    cookie: "",
  };
  const signUp = await call("sign-up", user, "/api/v1/auth/sign-up", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ firstName: "Load", lastName: `User ${index}`, email: user.email, password }),
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${signUp.body}`);
  user.cookie = cookieOf(signUp.cookies);
  users.push(user);
}

// Companies to review, with a category of theirs; reviews to vote on.
const categories = JSON.parse((await call("setup", null, "/api/v1/categories")).body) as {
  categories: { slug: string; companyCount: number }[];
};
const targets: { companyId: number; companySlug: string; category: string }[] = [];
for (const category of categories.categories.filter((item) => item.companyCount > 0).slice(0, 12)) {
  const listed = JSON.parse((await call("setup", null, `/api/v1/categories/${category.slug}/companies`)).body) as {
    companies: { id: number; slug: string }[];
  };
  for (const company of listed.companies.slice(0, 10))
    targets.push({ companyId: company.id, companySlug: company.slug, category: category.slug });
}
const voteTargets: number[] = [];
for (const target of targets.slice(0, 20)) {
  const listed = JSON.parse((await call("setup", null, `/api/v1/companies/${target.companyId}/reviews`)).body) as {
    reviews?: { id: number }[];
  };
  for (const review of listed.reviews ?? []) voteTargets.push(review.id);
}
const reads = [
  "/",
  "/categories",
  `/categories/${targets[0]?.category}`,
  `/company/${targets[0]?.companySlug}`,
  `/company/${targets[1]?.companySlug}/reviews`,
  "/search-results?q=email%20marketing%20for%20shopify",
  "/api/v1/categories",
  `/api/v1/companies/${targets[2]?.companyId}/reviews`,
];

const acknowledgedReviews = new Map<number, { userIndex: number; companyId: number }>();
const lastVote = new Map<string, "helpful" | "not_helpful" | null>();
const reviewed = new Set<string>();
const random = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)] as T;

async function act() {
  const roll = Math.random();
  const user = random(users);
  if (roll < 0.6) {
    await call("read", null, random(reads));
  } else if (roll < 0.7) {
    const signIn = await call("sign-in", user, "/api/v1/auth/sign-in", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: user.email, password }),
    });
    if (signIn.status === 200) user.cookie = cookieOf(signIn.cookies);
  } else if (roll < 0.85 && voteTargets.length > 0) {
    const reviewId = random(voteTargets);
    const value = random(["helpful", "not_helpful", null] as const);
    const vote = await call("vote", user, `/api/v1/reviews/${reviewId}/vote`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ value }),
    });
    if (vote.status === 200) lastVote.set(`${user.index}:${reviewId}`, value);
  } else {
    const target = random(targets);
    const key = `${user.index}:${target.companyId}`;
    if (reviewed.has(key)) return;
    reviewed.add(key);
    const review = await call("review", user, "/api/v1/reviews", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        companyId: target.companyId,
        rating: 1 + Math.floor(Math.random() * 5),
        title: `Load test review ${key}`,
        content: "We have used it for two quarters across our Shopify stores; setup was quick and support answers.",
        firstName: "Load",
        businessWebsite: `load-${user.index}.example`,
        categories: [target.category],
      }),
    });
    if (review.status === 201) {
      const id = (JSON.parse(review.body) as { review?: { id: number }; id?: number }).review?.id;
      if (id) acknowledgedReviews.set(id, { userIndex: user.index, companyId: target.companyId });
      else failures.push(`review acknowledged without an id: ${review.body.slice(0, 200)}`);
    } else if (review.status !== 409 && review.status !== 429) {
      reviewed.delete(key);
    }
  }
}

const started = Date.now();
const deadline = started + seconds * 1000;
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (Date.now() < deadline) await act();
  }),
);
const elapsed = (Date.now() - started) / 1000;

// Compare every acknowledged write with what the database holds.
let database: DatabaseHandle;
if (databaseUrl) {
  database = connectDatabase({ kind: "postgres", connectionString: databaseUrl, poolSize: 2 });
} else {
  const holder = await readLiveLock(server.dataDir);
  if (!holder?.socketDir) throw new Error("The server is not holding its data folder");
  database = connectDatabase({ kind: "embedded", socketDir: holder.socketDir, poolSize: 1 });
}
const emails = users.map((user) => user.email);
const stored = await database.pool.query<{ id: number; email: string; company_id: number }>(
  "select r.id, u.email, r.company_id from reviews r join users u on u.id = r.user_id where u.email = any($1)",
  [emails],
);
const votes = await database.pool.query<{ email: string; review_id: number; value: string }>(
  "select u.email, v.review_id, v.value from review_votes v join users u on u.id = v.user_id where u.email = any($1)",
  [emails],
);
await database.close();
await server.stop();

const storedIds = stored.rows.map((row) => row.id);
const duplicates = storedIds.length - new Set(storedIds).size;
const missing = [...acknowledgedReviews.keys()].filter((id) => !storedIds.includes(id));
const unacknowledged = storedIds.filter((id) => !acknowledgedReviews.has(id));
const storedVotes = new Map(
  votes.rows.map((row) => [`${emails.indexOf(row.email)}:${row.review_id}`, row.value as "helpful" | "not_helpful"]),
);
const voteMismatches = [...lastVote].filter(([key, value]) => (storedVotes.get(key) ?? null) !== value);

const summary = {
  benchmark: "load-with-writes",
  date: new Date().toISOString(),
  database: databaseUrl ? "postgres" : "pglite",
  processes,
  connections,
  seconds: elapsed,
  requests: [...counts.values()].reduce((sum, value) => sum + value, 0),
  statuses: Object.fromEntries([...counts].sort()),
  acknowledgedReviews: acknowledgedReviews.size,
  storedReviews: storedIds.length,
  duplicateReviews: duplicates,
  missingReviews: missing.length,
  unacknowledgedReviews: unacknowledged.length,
  acknowledgedVotes: lastVote.size,
  voteMismatches: voteMismatches.length,
  failures: failures.slice(0, 20),
};
console.log(JSON.stringify(summary, null, 2));
await writeResults(`load-with-writes-${summary.database}`, summary.date, summary);
const ok =
  failures.length === 0 &&
  duplicates === 0 &&
  missing.length === 0 &&
  voteMismatches.length === 0 &&
  unacknowledged.length === 0;
console.log(ok ? "OK: no 5xx, every acknowledged write stored exactly once" : "FAILED");
process.exit(ok ? 0 : 1);
