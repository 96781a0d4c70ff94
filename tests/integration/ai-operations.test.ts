import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Services } from "#server/context.ts";
import { createJobQueue, defineJob, type JobQueue } from "#server/jobs/job-queue.ts";
import { createLogger } from "#server/logger.ts";
import { createCompany, createReview } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { type StubReply, startOpenAiStub } from "#tests/support/openai-stub.ts";
import { createClient, createTestApp, signedInClient, signedUpClient, uniqueEmail } from "#tests/support/test-app.ts";

const adminEmail = uniqueEmail("ai-admin");
const { database, app, services } = prepareTestApp({ ADMIN_EMAILS: adminEmail });
const password = "admin password 123";
let reply: StubReply = { kind: "status", status: 500 };
let stub: Awaited<ReturnType<typeof startOpenAiStub>>;

type Operation = {
  id: number;
  operationType: string;
  status: string;
  progressData: Record<string, unknown>;
  errorMessage: string | null;
  attempts: number;
};

beforeAll(async () => {
  stub = await startOpenAiStub(() => reply);
  await services.jobs.startWorkers();
});
afterAll(async () => {
  await services.jobs.stop();
  await stub?.close();
});

/** Signed in as the admin: signed up the first time (a taken address no longer fails sign-up, decision 076). */
function adminClient() {
  return signedInClient(app, { email: adminEmail, password, firstName: "Ada", lastName: "Admin" });
}

async function operation(id: number) {
  const result = await database.db.execute<{
    id: number;
    operation_type: string;
    status: string;
    progress_data: Record<string, unknown>;
    error_message: string | null;
    attempts: number;
  }>(sql`select * from ai_operations where id = ${id}`);
  const row = result.rows[0];
  if (!row) throw new Error(`no operation ${id}`);
  return {
    id: row.id,
    operationType: row.operation_type,
    status: row.status,
    progressData: row.progress_data,
    errorMessage: row.error_message,
    attempts: row.attempts,
  } satisfies Operation;
}

/** Waits for the background job (woken by its enqueue) to reach a final state. */
async function settled(id: number) {
  await expect
    .poll(async () => (await operation(id)).status, { timeout: 20_000, interval: 100 })
    .toMatch(/completed|failed/);
  return operation(id);
}

async function companyWithReviews() {
  const companyId = await createCompany(database.db);
  const reviews = [
    {
      rating: 5,
      content: "Fantastic support and the integrations just work for our store.",
      goodForSevenFigures: true,
    },
    { rating: 5, content: "Great support team, fast answers and clean reporting.", goodForSevenFigures: true },
    { rating: 4, content: "Support is helpful; setup took a day.", goodForStartup: true },
    { rating: 2, content: "The pricing went up and the learning curve is steep.", goodForSevenFigures: true },
    { rating: 1, content: "Pricing is too high for what you get.", goodForSixFigures: true },
  ];
  for (const review of reviews) await createReview(database.db, { companyId, ...review });
  return companyId;
}

describe("admin-only AI operations API", () => {
  it("answers 401 to anonymous requests and 403 to other users, and starts nothing", async () => {
    const companyId = await createCompany(database.db);
    const before = await database.db.execute<{ total: number }>(sql`select count(*)::int as total from ai_operations`);
    const anonymous = createClient(app);
    const user = await signedUpClient(app, { firstName: "Nor", lastName: "Mal", password });
    for (const client of [anonymous, user]) {
      const expected = client === anonymous ? 401 : 403;
      const calls = [
        client.postJson(`/api/v1/admin/companies/${companyId}/ai-summary`, {}),
        client.postJson(`/api/v1/admin/companies/${companyId}/ai-reviews`, { count: 3 }),
        client.request("/api/v1/admin/operations"),
        client.request("/api/v1/admin/operations/1"),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.status).toBe(expected);
        expect((await response.json()).error.code).toBe(expected === 401 ? "unauthenticated" : "forbidden");
      }
    }
    const after = await database.db.execute<{ total: number }>(sql`select count(*)::int as total from ai_operations`);
    expect(after.rows[0]?.total).toBe(before.rows[0]?.total);
  });
});

describe("AI operations end to end with the built-in provider", () => {
  it("generates an AI summary from the operator reviews, with counts and concerns, and audits the request", async () => {
    const admin = await adminClient();
    const companyId = await companyWithReviews();
    await createReview(database.db, {
      companyId,
      rating: 1,
      isAiGenerated: true,
      content: "An AI review about terrible support that must not count.",
    });
    const response = await admin.postJson(`/api/v1/admin/companies/${companyId}/ai-summary`, {});
    expect(response.status).toBe(202);
    const { operationId } = await response.json();
    const done = await settled(operationId);
    expect(done.status).toBe("completed");
    expect(done.progressData).toMatchObject({ companyId, reviewsSummarised: 5, provider: "built-in" });

    const company = await database.db.execute<{ ai_summary: string; ai_summary_review_count: number }>(
      sql`select ai_summary, ai_summary_review_count from companies where id = ${companyId}`,
    );
    const summary = company.rows[0]?.ai_summary ?? "";
    expect(summary).toContain("Based on 5 operator reviews");
    expect(summary).toContain("average 3.4 out of 5");
    expect(summary).toContain("support (3 reviews)");
    expect(summary).toContain("Concerns in 1- and 2-star reviews: pricing (2 reviews)");
    expect(summary).toContain("Most often recommended for 7-figure brands (3 reviews)");
    expect(company.rows[0]?.ai_summary_review_count).toBe(5);

    const audit = await database.db.execute<{ action: string; actor_email: string; target_id: string }>(
      sql`select action, actor_email, target_id from admin_audit_log where action = 'ai.summary.requested' order by id desc limit 1`,
    );
    expect(audit.rows[0]).toEqual({
      action: "ai.summary.requested",
      actor_email: adminEmail,
      target_id: String(companyId),
    });

    const listed = await (await admin.request("/api/v1/admin/operations")).json();
    expect(listed.provider).toEqual({ provider: "built-in" });
    expect(listed.operations[0]).toMatchObject({
      id: operationId,
      status: "completed",
      operationType: "generate-ai-summary",
    });
    const single = await (await admin.request(`/api/v1/admin/operations/${operationId}`)).json();
    expect(single.operation.status).toBe("completed");
  });

  it("fails the summary of a company without operator reviews with a clear message, without retrying", async () => {
    const admin = await adminClient();
    const companyId = await createCompany(database.db, "Quiet Company");
    const { operationId } = await (await admin.postJson(`/api/v1/admin/companies/${companyId}/ai-summary`, {})).json();
    const done = await settled(operationId);
    expect(done).toMatchObject({ status: "failed", attempts: 1 });
    expect(done.errorMessage).toBe("Quiet Company has no operator reviews to summarise yet.");
    const unknown = await admin.postJson("/api/v1/admin/companies/99999999/ai-summary", {});
    expect(unknown.status).toBe(404);
  });

  it("writes 1–10 labelled AI reviews (default 5 for a non-numeric count) that never count as operator ratings", async () => {
    const admin = await adminClient();
    const companyId = await companyWithReviews();
    const statsBefore = await database.db.execute<{ review_count: number; rating_sum: number }>(
      sql`select review_count, rating_sum from company_review_stats where company_id = ${companyId}`,
    );
    const first = await (
      await admin.postJson(`/api/v1/admin/companies/${companyId}/ai-reviews`, { count: "lots" })
    ).json();
    expect(first.count).toBe(5);
    expect((await settled(first.operationId)).progressData).toMatchObject({ reviewsCreated: 5, provider: "built-in" });
    const capped = await (
      await admin.postJson(`/api/v1/admin/companies/${companyId}/ai-reviews`, { count: 25 })
    ).json();
    expect(capped.count).toBe(10);
    await settled(capped.operationId);
    const low = await (await admin.postJson(`/api/v1/admin/companies/${companyId}/ai-reviews`, { count: 0 })).json();
    expect(low.count).toBe(1);
    await settled(low.operationId);

    const ai = await database.db.execute<{ total: number; authors: number; titles: number }>(sql`
      select count(*)::int as total, count(user_id)::int as authors, count(distinct title)::int as titles
      from reviews where company_id = ${companyId} and is_ai_generated`);
    expect(ai.rows[0]).toMatchObject({ total: 16, authors: 0 });
    expect(ai.rows[0]?.titles).toBeGreaterThan(3);
    const statsAfter = await database.db.execute<{ review_count: number; rating_sum: number }>(
      sql`select review_count, rating_sum from company_review_stats where company_id = ${companyId}`,
    );
    expect(statsAfter.rows[0]).toEqual(statsBefore.rows[0]);
    const content = await database.db.execute<{ content: string }>(
      sql`select content from reviews where company_id = ${companyId} and is_ai_generated limit 1`,
    );
    expect(content.rows[0]?.content).toContain("AI-generated overview from catalog facts");
  });
});

describe("the AI tools page", () => {
  it("finds a company, refuses a missing one with a clear message, starts the operation and lists it", async () => {
    const admin = await adminClient();
    const page = await (await admin.request("/admin/ai-tools?company=klav")).text();
    expect(page).toContain("AI provider in use: </span>Built-in (offline, deterministic)");
    // A radio button for the company found, named by its label (the shared RadioField ties them by id).
    const radio = page.match(/<input type="radio"[^>]*id="([^"]+)"[^>]*name="companyId" value="\d+"[^>]*\/>/);
    expect(radio).not.toBeNull();
    expect(page).toMatch(new RegExp(`<label[^>]*for="${radio?.[1]}"[^>]*>(?:<[^>]+>)*Klaviyo<`));
    const missing = await admin.postForm("/admin/ai-tools", { intent: "generate-reviews", count: "3" });
    expect(missing.status).toBe(422);
    const companyId = await createCompany(database.db, "Tools Page Company");
    const started = await admin.postForm("/admin/ai-tools?index", {
      intent: "generate-reviews",
      companyId: String(companyId),
      count: "2",
    });
    expect(started.status).toBe(200);
    const latest = await database.db.execute<{ id: number }>(
      sql`select id from ai_operations where payload->>'companyId' = ${String(companyId)} order by id desc limit 1`,
    );
    const operationId = latest.rows[0]?.id ?? 0;
    expect((await settled(operationId)).progressData).toMatchObject({ reviewsCreated: 2 });
    const listed = await (await admin.request("/admin/ai-tools")).text();
    expect(listed).toContain("Recent Operations");
    expect(listed).toContain("Generate AI reviews");
    expect(listed).toContain("company name: Tools Page Company");
  });
});

describe("company discovery", () => {
  it("adds curated companies to a category once, marked AI-discovered with their source, and refuses bad slugs", async () => {
    const admin = await adminClient();
    const empty = await admin.postForm("/admin/ai-tools", { intent: "discover", categorySlug: "   " });
    expect(empty.status).toBe(422);
    expect(await empty.text()).toContain("Please enter a category slug");
    const unknown = await admin.postForm("/admin/ai-tools", { intent: "discover", categorySlug: "no-such-category" });
    expect(unknown.status).toBe(422);

    const started = await admin.postForm("/admin/ai-tools?index", {
      intent: "discover",
      categorySlug: " Email-Marketing ",
    });
    expect(started.status).toBe(200);
    const first = await database.db.execute<{ id: number }>(
      sql`select id from ai_operations where operation_type = 'discover-companies' order by id desc limit 1`,
    );
    const done = await settled(first.rows[0]?.id ?? 0);
    expect(done.progressData).toMatchObject({
      categorySlug: "email-marketing",
      companiesCreated: 3,
      provider: "built-in",
    });
    const added = await database.db.execute<{
      name: string;
      is_ai_generated: boolean;
      ai_source: string;
      category: string;
    }>(sql`
      select c.name, c.is_ai_generated, c.ai_source, k.slug as category from companies c
      join company_categories cc on cc.company_id = c.id and cc.is_primary join categories k on k.id = cc.category_id
      where c.domain in ('campaignmonitor.com', 'mailerlite.com', 'constantcontact.com') order by c.name`);
    expect(added.rows).toEqual([
      { name: "Campaign Monitor", is_ai_generated: true, ai_source: "curated dataset", category: "email-marketing" },
      { name: "Constant Contact", is_ai_generated: true, ai_source: "curated dataset", category: "email-marketing" },
      { name: "MailerLite", is_ai_generated: true, ai_source: "curated dataset", category: "email-marketing" },
    ]);

    // Again: nothing new, never a duplicate.
    await admin.postForm("/admin/ai-tools?index", { intent: "discover", categorySlug: "email-marketing" });
    const second = await database.db.execute<{ id: number }>(
      sql`select id from ai_operations where operation_type = 'discover-companies' order by id desc limit 1`,
    );
    expect((await settled(second.rows[0]?.id ?? 0)).progressData).toMatchObject({ companiesCreated: 0 });
    const count = await database.db.execute<{ total: number }>(
      sql`select count(*)::int as total from companies where domain = 'mailerlite.com'`,
    );
    expect(count.rows[0]?.total).toBe(1);
  });

  it("imports an uploaded CSV or JSON file, reports bad rows by line, and discovery adds the uploaded companies", async () => {
    const admin = await adminClient();
    const csv = [
      "Name,Website,Category,Description,Kind,Pricing Model,Platforms,Features",
      'Parcel Panel,parcelpanel.com,shipping-fulfilment,"Order tracking page and shipping notifications for Shopify stores.",software,freemium,shopify;shopify-plus,order tracking;shipping notifications',
      "Nowhere Inc,nowhere.example,no-such-category,,software,,,",
      "X,bad,returns,,software,,,",
    ].join("\n");
    const form = new FormData();
    form.set("intent", "import");
    form.set("file", new File([csv], "companies.csv", { type: "text/csv" }));
    const response = await admin.request("/admin/ai-tools?index", { method: "POST", body: form });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("3 rows read: 1 imported, 0 already uploaded, 2 skipped.");
    expect(html).toContain("line 3: unknown category");
    expect(html).toContain("line 4: name name is required");

    const json = new FormData();
    json.set("intent", "import");
    json.set("file", new File(["not json"], "companies.json", { type: "application/json" }));
    const bad = await admin.request("/admin/ai-tools?index", { method: "POST", body: json });
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain("The file is not valid JSON.");

    await admin.postForm("/admin/ai-tools?index", { intent: "discover", categorySlug: "shipping-fulfilment" });
    const operationRow = await database.db.execute<{ id: number }>(
      sql`select id from ai_operations where operation_type = 'discover-companies' order by id desc limit 1`,
    );
    await settled(operationRow.rows[0]?.id ?? 0);
    const added = await database.db.execute<{ name: string; ai_source: string; platforms: string[] }>(
      sql`select name, ai_source, platforms from companies where domain = 'parcelpanel.com'`,
    );
    expect(added.rows[0]).toEqual({
      name: "Parcel Panel",
      ai_source: "upload: companies.csv",
      platforms: ["shopify", "shopify-plus"],
    });
  });

  it("discovers all categories in batches from batch 0 until none are left, then generates reviews for companies without any", async () => {
    const admin = await adminClient();
    const aiCompanies = async () =>
      (
        await database.db.execute<{ total: number }>(
          sql`select count(*)::int as total from companies where is_ai_generated`,
        )
      ).rows[0]?.total ?? 0;
    const before = await aiCompanies();
    const started = await admin.postForm("/admin/companies?index", { intent: "bulk-discover" });
    expect(started.status).toBe(200);
    const bulk = await database.db.execute<{ id: number }>(
      sql`select id from ai_operations where operation_type = 'bulk-discover' order by id desc limit 1`,
    );
    const done = await settled(bulk.rows[0]?.id ?? 0);
    const categories = await database.db.execute<{ total: number }>(sql`select count(*)::int as total from categories`);
    const batches = Math.ceil((categories.rows[0]?.total ?? 0) / 5);
    expect(done.status).toBe("completed");
    expect(done.progressData).toMatchObject({
      total_batches: batches,
      current_batch: batches - 1,
      next_batch: batches,
      has_more_batches: false,
    });
    expect(done.progressData.total_companies_created).toBe((await aiCompanies()) - before);
    expect(Number(done.progressData.total_companies_created)).toBeGreaterThan(50);
    const duplicates = await database.db.execute<{ total: number }>(
      sql`select count(*)::int as total from (select lower(domain) from companies group by 1 having count(*) > 1) d`,
    );
    expect(duplicates.rows[0]?.total).toBe(0);

    await admin.postForm("/admin/companies?index", { intent: "bulk-reviews" });
    const reviews = await database.db.execute<{ id: number }>(
      sql`select id from ai_operations where operation_type = 'bulk-generate-reviews' order by id desc limit 1`,
    );
    const generated = await settled(reviews.rows[0]?.id ?? 0);
    expect(generated.status).toBe("completed");
    const processed = Number(generated.progressData.companies_processed);
    expect(processed).toBeGreaterThan(0);
    expect(generated.progressData.total_reviews_created).toBe(processed * 3);
  });
});

describe("AI operations with a language model (a local OpenAI-compatible stub)", () => {
  let modelApp: Awaited<ReturnType<typeof createTestApp>>["app"];
  let modelServices: Services;
  beforeAll(async () => {
    services.jobs.stop();
    ({ app: modelApp, services: modelServices } = await createTestApp(database, {
      ADMIN_EMAILS: adminEmail,
      AI_BASE_URL: stub.baseUrl,
      AI_MODEL: "stub-model",
      AI_TIMEOUT_MS: "500",
    }));
    await modelServices.jobs.startWorkers();
  });
  afterAll(async () => {
    await modelServices?.jobs.stop();
    await services.jobs.startWorkers();
  });

  function modelAdmin() {
    return signedInClient(modelApp, { email: adminEmail, password, firstName: "Ada", lastName: "Admin" });
  }

  it("stores the model's summary with its token counts, and falls back to the built-in one on bad output or timeouts", async () => {
    await adminClient();
    const admin = await modelAdmin();
    const companyId = await companyWithReviews();
    reply = {
      kind: "json",
      content: {
        summary:
          "Operators praise the support team (3 of 5 reviews) and the integrations; two reviews complain that pricing rose.",
      },
      usage: { prompt_tokens: 321, completion_tokens: 45 },
    };
    const ok = await (await admin.postJson(`/api/v1/admin/companies/${companyId}/ai-summary`, {})).json();
    expect((await settled(ok.operationId)).progressData).toMatchObject({
      provider: "model:stub-model",
      promptTokens: 321,
      completionTokens: 45,
    });
    const stored = await database.db.execute<{ ai_summary: string; ai_summary_source: string }>(
      sql`select ai_summary, ai_summary_source from companies where id = ${companyId}`,
    );
    expect(stored.rows[0]).toMatchObject({ ai_summary_source: "model:stub-model" });
    expect(stored.rows[0]?.ai_summary).toMatch(/^Operators praise the support team/);

    for (const answer of [{ kind: "text", content: "Here is a summary." }, { kind: "hang" }] as StubReply[]) {
      reply = answer;
      const fallback = await (await admin.postJson(`/api/v1/admin/companies/${companyId}/ai-summary`, {})).json();
      const done = await settled(fallback.operationId);
      expect(done.status).toBe("completed");
      expect(done.progressData.provider).toBe("built-in");
    }

    reply = {
      kind: "json",
      content: {
        reviews: [
          {
            title: "A clear overview",
            content: `${"A".repeat(20)} catalog facts only, written as an overview of the listed features and pricing.`,
          },
          {
            title: "Second angle here",
            content: `${"B".repeat(20)} another overview from catalog facts about the platforms it supports and its plans.`,
          },
        ],
      },
    };
    const reviews = await (
      await admin.postJson(`/api/v1/admin/companies/${companyId}/ai-reviews`, { count: 2 })
    ).json();
    expect((await settled(reviews.operationId)).progressData).toMatchObject({
      reviewsCreated: 2,
      provider: "model:stub-model",
    });
  });
});

describe("durable jobs", () => {
  const gate = { release: () => {} };
  function crashQueue(mode: "block" | "run", retryLimit: number): JobQueue {
    return createJobQueue({
      db: database.db,
      pool: database.pool,
      logger: createLogger("silent"),
      definitions: [
        defineJob({
          name: `test-crash-${retryLimit}`,
          payload: z.object({ value: z.number() }),
          retryLimit,
          retryDelaySeconds: 1,
          expireInSeconds: 60,
          async handler({ value }) {
            if (mode === "block") await new Promise<void>((resolve) => (gate.release = resolve));
            return { doubled: value * 2 };
          },
        }),
      ] as never,
    });
  }

  async function crashMidway(retryLimit: number) {
    const first = crashQueue("block", retryLimit);
    await first.startWorkers();
    const { operationId, jobId } = await database.db.transaction((tx) =>
      first.enqueue(tx, `test-crash-${retryLimit}`, { value: 21 }, { requestedByUserId: null }),
    );
    await expect.poll(async () => (await operation(operationId)).status, { timeout: 20_000 }).toBe("running");
    // The process dies: its worker stops without finishing the job, which pg-boss still sees as active.
    await first.stop({ graceful: false });
    // Time passes beyond the job's expiry (60 s), as it would for a crashed process.
    await database.db.execute(
      sql`update pgboss.job set started_on = now() - interval '10 minutes' where id = ${jobId}::uuid`,
    );
    return { operationId };
  }

  it("retries a job interrupted by a crash after the restart, and the operation completes", async () => {
    const { operationId } = await crashMidway(1);
    const second = crashQueue("run", 1);
    await second.start();
    await second.supervise();
    expect(await second.reconcile()).toBe(1);
    expect(await operation(operationId)).toMatchObject({
      status: "pending",
      errorMessage: "Interrupted (the server stopped while it ran); it will be retried.",
    });
    await second.startWorkers();
    const done = await settled(operationId);
    expect(done).toMatchObject({ status: "completed", attempts: 2 });
    expect(done.progressData).toMatchObject({ doubled: 42 });
    await second.stop();
    gate.release();
  });

  it("fails an interrupted job that has no retries left, with the reason, instead of leaving it running", async () => {
    const { operationId } = await crashMidway(0);
    const second = crashQueue("run", 0);
    await second.start();
    await second.supervise();
    await second.reconcile();
    const done = await operation(operationId);
    expect(done.status).toBe("failed");
    expect(done.errorMessage).toMatch(/^Interrupted and not retried/);
    await second.stop();
    gate.release();
  });
});
