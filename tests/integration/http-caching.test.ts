import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { gridMinimumReviews } from "#contracts/category-grid.ts";
import { refreshPresenceAfterReview } from "#server/presence/refresh-market-presence.ts";
import { createListedCompany, pagesChangedByReview } from "#tests/support/cached-pages.ts";
import { confirmEmailOf, createCompany, createReview, createUser, reviewSubmission } from "#tests/support/factories.ts";
import { prepareTestDatabase } from "#tests/support/fixtures.ts";
import { createClient, createTestApp, signedInClient, signedUpClient, uniqueEmail } from "#tests/support/test-app.ts";

let testApp: Awaited<ReturnType<typeof createTestApp>>;
const browser = {
  "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
};

const database = prepareTestDatabase();
beforeAll(async () => {
  testApp = await createTestApp(database, { PAGE_CACHE_SECONDS: "60" });
});

function get(path: string, headers: Record<string, string> = {}) {
  return testApp.app.request(`http://localhost:3000${path}`, { headers: { ...browser, ...headers } });
}

function directivesOf(policy: string) {
  return Object.fromEntries(
    policy.split(";").map((directive) => {
      const [name = "", ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  ) as Record<string, string[]>;
}

/** Every executable inline script of the page is allowed by a SHA-256 hash in the policy, and nothing else inline is. */
function expectScriptsAllowedByHash(policy: string, html: string) {
  const scriptSrc = directivesOf(policy)["script-src"] ?? [];
  expect(scriptSrc[0]).toBe("'self'");
  expect(scriptSrc.some((source) => source.startsWith("'nonce-") || source === "'unsafe-inline'")).toBe(false);
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes = ""]) => !attributes.includes("src=") && !attributes.includes('type="application/ld+json"'),
  );
  expect(inline.length).toBeGreaterThan(0);
  const hashes = inline.map(([, , text = ""]) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`);
  expect(new Set(scriptSrc.slice(1))).toEqual(new Set(hashes));
}

/** The defaults: browsers ask again each time, a shared cache keeps a page a minute and serves it stale five more. */
const sharedCacheControl = "public, max-age=0, must-revalidate, s-maxage=60";

/** The surrogate keys an answer carries, as Varnish (xkey), Fastly (Surrogate-Key) and Cloudflare (Cache-Tag) read them. */
function keysOf(response: Response) {
  const xkey = response.headers.get("xkey")?.split(" ") ?? [];
  expect(response.headers.get("surrogate-key")?.split(" ") ?? []).toEqual(xkey);
  expect(response.headers.get("cache-tag")?.split(",") ?? []).toEqual(xkey);
  return new Set(xkey);
}

/** A company of its own in a seeded category, with one published review. */
function nonceOf(response: Response) {
  const policy = response.headers.get("content-security-policy") ?? "";
  return policy.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
}

describe("HTTP caching of anonymous pages", () => {
  it("answers with an ETag, revalidation headers and 304 Not Modified, from the page cache after the first time", async () => {
    const first = await get("/categories");
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe(sharedCacheControl);
    expect(first.headers.get("vary")).toBe("Accept-Encoding");
    expect(first.headers.get("x-cache")).toBe("miss");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const firstHtml = await first.text();

    const second = await get("/categories");
    expect(second.headers.get("x-cache")).toBe("hit");
    expect(second.headers.get("etag")).toBe(etag);
    const secondHtml = await second.text();
    // The same bytes and policy: a stored page allows its inline scripts by hash, not by one response's nonce.
    expect(secondHtml).toBe(firstHtml);
    expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    expectScriptsAllowedByHash(first.headers.get("content-security-policy") ?? "", firstHtml);

    const notModified = await get("/categories", { "If-None-Match": etag ?? "" });
    expect(notModified.status).toBe(304);
    // The browser reuses its kept body and the policy that came with it.
    expect(notModified.headers.get("content-security-policy")).toBeNull();
    expect(await notModified.text()).toBe("");
    expect((await get("/categories", { "If-None-Match": 'W/"other"' })).status).toBe(200);
  });

  it("lets a shared cache keep anonymous answers, naming what each shows in its surrogate keys", async () => {
    const { companyId, slug } = await createListedCompany(database.db, "Surrogate Keys Co", "email-marketing");
    const expected: [string, string[]][] = [
      ["/", ["all", "home"]],
      ["/categories", ["all", "categories"]],
      ["/categories/email-marketing", ["all", "category:email-marketing", "categories"]],
      [`/company/${slug}`, ["all", `company:${companyId}`, `reviews:${companyId}`]],
      [`/company/${slug}/reviews`, ["all", `company:${companyId}`, `reviews:${companyId}`]],
      [`/api/v1/companies/${companyId}`, ["all", `company:${companyId}`, `reviews:${companyId}`]],
      ["/award-winners/methodology", ["all", "awards"]],
    ];
    for (const [path, keys] of expected) {
      const miss = await get(path);
      expect(miss.status, path).toBe(200);
      expect(miss.headers.get("cache-control"), path).toBe(sharedCacheControl);
      // A company page also names each alternative it shows (their ratings): only those beyond the expected ones.
      const extra = [...keysOf(miss)].filter((key) => !keys.includes(key));
      expect(
        extra.every((key) => path === `/company/${slug}` && /^reviews:\d+$/.test(key)),
        `${path}: ${extra.join(" ")}`,
      ).toBe(true);
      // A stored copy carries the same headers.
      const hit = await get(path);
      expect(hit.headers.get("x-cache"), path).toBe("hit");
      expect(keysOf(hit), path).toEqual(keysOf(miss));
    }
    // A moved address (the company's id) is kept by shared caches too, under the company's keys.
    const moved = await get(`/company/${companyId}`);
    expect(moved.status).toBe(301);
    expect(keysOf(moved)).toEqual(new Set(["all", `company:${companyId}`, `reviews:${companyId}`]));
  });

  it("takes its settings: other lifetimes, and only the surrogate-key headers asked for", async () => {
    const varnishOnly = await createTestApp(database, {
      SHARED_CACHE_SECONDS: "86400",
      SHARED_CACHE_STALE_SECONDS: "30",
      SURROGATE_KEY_HEADERS: "xkey",
    });
    const page = await varnishOnly.app.request("http://localhost:3000/categories", { headers: browser });
    expect(page.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate, s-maxage=86400");
    // Serving stale is for shared caches only: browsers honour stale-while-revalidate too.
    expect(page.headers.get("surrogate-control")).toBe("max-age=86400, stale-while-revalidate=30");
    expect(page.headers.get("xkey")).toBe("all categories");
    expect(page.headers.get("surrogate-key")).toBeNull();
    expect(page.headers.get("cache-tag")).toBeNull();
  });

  it("purges only the pages a write changes: a new review drops its company's pages, its categories and home", async () => {
    const reviewed = await createListedCompany(database.db, "Purged Pages Co", "email-marketing");
    const untouched = await createListedCompany(database.db, "Untouched Pages Co", "ecommerce-platforms");
    const changed = [...pagesChangedByReview(reviewed, "email-marketing"), `/api/v1/companies/${reviewed.companyId}`];
    const kept = [`/company/${untouched.slug}`, "/categories/ecommerce-platforms", "/award-winners/methodology"];
    for (const path of [...changed, ...kept]) {
      await get(path);
      expect((await get(path)).headers.get("x-cache"), path).toBe("hit");
    }
    const author = await signedUpClient(testApp.app, { firstName: "Pur", confirmIn: database.db });
    const title = `A purged page shows this ${Date.now()}`;
    const posted = await author.postJson("/api/v1/reviews", reviewSubmission(reviewed.companyId, { rating: 5, title }));
    expect(posted.status).toBe(201);
    expect((await posted.json()).review.status).toBe("published");
    for (const path of changed) expect((await get(path)).headers.get("x-cache"), path).toBe("miss");
    expect(await (await get(`/company/${reviewed.slug}/reviews`)).text()).toContain(title);
    for (const path of kept) expect((await get(path)).headers.get("x-cache"), path).toBe("hit");
  });

  it("renders a page once for concurrent visitors: the others wait for that render", async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => get("/award-winners")));
    const labels = responses.map((response) => response.headers.get("x-cache"));
    expect(labels.filter((label) => label === "miss")).toHaveLength(1);
    expect(labels.filter((label) => label === "hit")).toHaveLength(7);
    const bodies = await Promise.all(responses.map(async (response) => (await response.text()).length));
    expect(new Set(bodies).size).toBe(1);
  });

  it("sends stored pages compressed (Brotli or gzip, as the client accepts) with the same bytes underneath", async () => {
    const plain = await (await get("/categories")).text();
    const brotli = await get("/categories", { "Accept-Encoding": "gzip, deflate, br" });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("vary")).toContain("Accept-Encoding");
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(plain);
    const gzip = await get("/categories", { "Accept-Encoding": "gzip, br;q=0" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain);
    const identity = await get("/categories", { "Accept-Encoding": "identity" });
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(await identity.text()).toBe(plain);
  });

  it("caches JSON API reads the same way, but never searches, sessions or admin data", async () => {
    const categories = await get("/api/v1/categories");
    expect(categories.headers.get("etag")).toBeTruthy();
    expect((await get("/api/v1/categories")).headers.get("x-cache")).toBe("hit");
    const search = await get("/api/v1/search?q=email");
    expect(search.headers.get("cache-control")).toBe("private, no-store");
    expect(search.headers.get("x-cache")).toBeNull();
    expect((await get("/api/v1/session")).headers.get("x-cache")).toBeNull();
    expect((await get("/admin")).headers.get("x-cache")).toBeNull();
  });

  it("never stores a signed-in page, and marks it private", async () => {
    const client = await signedInClient(testApp.app, { email: uniqueEmail("cache"), password: "cache password 123" });
    const page = await client.request("/categories");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-cache");
    expect(page.headers.get("x-cache")).toBeNull();
    expect(page.headers.get("xkey")).toBeNull();
    expect(page.headers.get("surrogate-key")).toBeNull();
    expect(page.headers.get("etag")).toBeNull();
  });

  it("never stores the demo mailbox: a visitor without a cookie never gets another browser's mailbox", async () => {
    const demo = await createTestApp(database, { PAGE_CACHE_SECONDS: "60", DEMO_DATA: "true" });
    // Demo data, as `npm run db:seed` writes it in demo mode.
    await createReview(database.db, { companyId: await createCompany(database.db), isSample: true });
    const email = uniqueEmail("cached-mailbox");
    const visitor = createClient(demo.app);
    await visitor.signUp({ firstName: "Cay", lastName: "Ched", email, password: "cache password 123" });
    await visitor.postJson("/api/v1/auth/sign-out", {});
    expect(visitor.cookies.has("demo_mailbox")).toBe(true);
    const own = await visitor.request("/demo-mailbox");
    expect(await own.text()).toContain(email);
    for (const path of ["/demo-mailbox", "/demo-mailbox.data"]) {
      for (let attempt = 0; attempt < 2; attempt++) {
        const stranger = await demo.app.request(`http://localhost:3000${path}`, { headers: browser });
        expect(stranger.headers.get("x-cache"), path).toBeNull();
        expect(stranger.headers.get("cache-control"), path).toBe("private, no-store");
        expect(await stranger.text(), path).not.toContain(email);
      }
    }
  });

  it("drops stored pages when a write changes public content, so visitors see it at once", async () => {
    const companyId = await createCompany(database.db, "Cache Invalidation Co");
    const author = await createUser(database.db);
    const review = await createReview(database.db, { companyId, userId: author.id, rating: 5, title: "Cached review" });
    const before = await (await get(`/api/v1/companies/${companyId}/reviews`)).json();
    expect(before.reviews[0].helpfulCount).toBe(0);
    expect((await get(`/api/v1/companies/${companyId}/reviews`)).headers.get("x-cache")).toBe("hit");

    const voter = await signedInClient(testApp.app, { email: uniqueEmail("voter"), password: "voter password 123" });
    const vote = await voter.postJson(`/api/v1/reviews/${review.id}/vote`, { value: "helpful" });
    expect(vote.status).toBe(200);

    const after = await get(`/api/v1/companies/${companyId}/reviews`);
    expect(after.headers.get("x-cache")).toBe("miss");
    expect((await after.json()).reviews[0].helpfulCount).toBe(1);
  });

  it("keeps counting company views and logging searches when the page comes from the cache", async () => {
    const companyId = await createCompany(database.db, "Viewed From Cache Co");
    for (let view = 0; view < 3; view++) expect((await get("/company/viewed-from-cache-co")).status).toBe(200);
    await get("/company/viewed-from-cache-co", { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    await testApp.services.activity.flush();
    const views = await database.db.execute<{ views: number }>(
      sql`select coalesce(sum(views), 0)::int as views from company_daily_views where company_id = ${companyId}`,
    );
    expect(views.rows[0]?.views).toBe(3);

    const query = "cached search for email marketing";
    const pages = [];
    for (let search = 0; search < 3; search++) {
      const response = await get(`/search-results?q=${encodeURIComponent(query)}`);
      expect(response.status).toBe(200);
      pages.push({
        cache: response.headers.get("x-cache"),
        etag: response.headers.get("etag"),
        policy: response.headers.get("content-security-policy") ?? "",
        html: await response.text(),
      });
    }
    expect(pages.map((page) => page.cache)).toEqual(["miss", "hit", "hit"]);
    // A cached results page is the same bytes for every visitor: one ETag, the same script hashes.
    expect(new Set(pages.map((page) => page.etag)).size).toBe(1);
    for (const page of pages) expectScriptsAllowedByHash(page.policy, page.html);
    const searchIds = pages.map((page) => page.html.match(/searchId\\",\\"([0-9a-f-]{36})/)?.[1]);
    expect(new Set(searchIds).size).toBe(1);
    const searchId = searchIds[0];
    // A revalidation is a showing too.
    const revalidated = await get(`/search-results?q=${encodeURIComponent(query)}`, {
      "If-None-Match": pages[0]?.etag ?? "",
    });
    expect(revalidated.status).toBe(304);
    await testApp.services.activity.flush();
    const logged = await database.db.execute<{ id: string; repeats: number; clicks: number }>(
      sql`select id::text as id, repeats, clicks from search_queries where query = ${query}`,
    );
    expect(logged.rows).toEqual([{ id: searchId, repeats: 3, clicks: 0 }]);

    // Visitors of the cached page click on that search: one click per showing, never more.
    const client = createClient(testApp.app);
    const click = () => client.postJson("/api/v1/search/clicks", { searchId, companyId, rank: 1 });
    const answers = [];
    for (let visitor = 0; visitor < 5; visitor++) answers.push(await (await click()).json());
    expect(answers).toEqual([
      { recorded: true },
      { recorded: true },
      { recorded: true },
      { recorded: true },
      { recorded: false },
    ]);
    const counted = await database.db.execute<{ clicks: number; clicked_company_id: number }>(
      sql`select clicks, clicked_company_id from search_queries where id = ${searchId}`,
    );
    expect(counted.rows).toEqual([{ clicks: 4, clicked_company_id: companyId }]);
  });
});

describe("what a shared cache may keep, found by the probe of issue #39", () => {
  it("purges nothing on an anonymous form post: a redirect to sign-in or a reset request changes no public page", async () => {
    await get("/trust");
    expect((await get("/trust")).headers.get("x-cache")).toBe("hit");
    const client = createClient(testApp.app);
    const posted = await client.request("/write-review", { method: "POST", body: new URLSearchParams({ x: "1" }) });
    expect(posted.status).toBeLessThan(500);
    const reset = await client.request("/forgot-password", {
      method: "POST",
      body: new URLSearchParams({ email: uniqueEmail("no-purge") }),
    });
    expect(reset.status).toBeLessThan(500);
    expect((await get("/trust")).headers.get("x-cache")).toBe("hit");
  });

  it("purges nothing on a post whose session cookie names no live session (second probe of issue #39)", async () => {
    await get("/trust");
    expect((await get("/trust")).headers.get("x-cache")).toBe("hit");
    for (const cookie of ["operatorstack.session_token=forged", "a=session_token"]) {
      const posted = await testApp.app.request("http://localhost:3000/write-review", {
        method: "POST",
        headers: { ...browser, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ x: "1" }).toString(),
      });
      expect(posted.status).toBeLessThan(500);
    }
    expect((await get("/trust")).headers.get("x-cache")).toBe("hit");
  });

  it("purges nothing on a signed-in write that changes no public page: the AI preferences form, a reset request", async () => {
    const { slug } = await createListedCompany(database.db, "Preferences Probe Co", "email-marketing");
    const member = await signedUpClient(testApp.app, { firstName: "Prefs" });
    await get("/trust");
    expect((await get("/trust")).headers.get("x-cache")).toBe("hit");
    const preferences = await member.postForm(`/company/${slug}`, { intent: "preferences", showAiSummaries: "true" });
    expect(preferences.status).toBe(302);
    const reset = await member.postForm("/forgot-password", { email: uniqueEmail("prefs") });
    expect(reset.status).toBeLessThan(400);
    expect((await get("/trust")).headers.get("x-cache")).toBe("hit");
  });

  it("keys the sitemaps with the catalog's keys, so a review or company change purges them rather than a shared cache keeping them an hour (third finding of the second probe)", async () => {
    for (const path of ["/sitemap.xml", "/sitemaps/pages.xml"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe(sharedCacheControl);
      const keys = keysOf(response);
      expect(keys.has("companies"), path).toBe(true);
      expect(keys.has("categories"), path).toBe(true);
    }
  });

  it("marks every answer it does not offer to shared caches private: token pages, not-found pages, sign-in, admin screens", async () => {
    for (const path of [
      "/reset-password?token=abcdefghijklmnopqrstuv",
      "/company/no-such-company-anywhere",
      "/sign-in",
    ]) {
      const response = await get(path);
      expect([path, response.headers.get("cache-control")]).toEqual([path, expect.stringMatching(/private|no-store/)]);
      expect(response.headers.get("xkey")).toBeNull();
    }
    const admin = await signedInClient(testApp.app, {
      email: uniqueEmail("cache-admin"),
      password: "cache admin password 123",
    });
    const screen = await admin.request("/admin");
    expect(screen.headers.get("cache-control")).toMatch(/private|no-store/);
  });

  it("names the alternatives a company page shows, so a review of one of them purges it", async () => {
    const response = await get("/company/klaviyo");
    expect(response.status).toBe(200);
    // Its own reviews and each alternative's, whose ratings it shows.
    const reviewKeys = [...keysOf(response)].filter((key) => key.startsWith("reviews:"));
    expect(reviewKeys.length).toBeGreaterThan(1);
  });

  it("keeps a category's Grid and its companies' badges in shared caches, and a published review drops them with their figures", async () => {
    await database.db.execute(sql`
      insert into categories (name, slug, description, "group", sort_order)
      values ('Cached Grid Tools', 'cached-grid-tools', 'Tools for caching the Grid.', 'saas', 97)
      on conflict do nothing`);
    const { companyId, slug } = await createListedCompany(database.db, "Cached Grid Co", "cached-grid-tools");
    for (let count = 1; count < gridMinimumReviews; count++) await createReview(database.db, { companyId, rating: 4 });
    await refreshPresenceAfterReview(testApp.services, companyId);
    const grid = "/categories/cached-grid-tools/grid";
    const gridBadge = `/embed/company/${slug}/grid-badge.svg`;
    const ratingBadge = `/embed/company/${slug}/badge.svg`;
    const reviewsCell = async () => {
      // The review count is written under the satisfaction, "average 4.0 of 3 reviews" (decision 114).
      const row = (await (await get(grid)).text()).match(/Cached Grid Co<\/a><\/th>(.*?)<\/tr>/s)?.[1] ?? "";
      return row.match(/of ([\d,]+) reviews?</)?.[1];
    };
    expect(await reviewsCell()).toBe(String(gridMinimumReviews));
    for (const path of [grid, gridBadge, ratingBadge]) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get("cache-control"), path).toBe(sharedCacheControl);
      const keys = keysOf(first);
      expect(keys.has(`company:${companyId}`) || keys.has("category:cached-grid-tools"), path).toBe(true);
      if (path !== ratingBadge) expect(keys.has("grid:cached-grid-tools"), path).toBe(true);
      expect((await get(path)).headers.get("x-cache"), path).toBe("hit");
    }
    // The company page shows its place on the Grid: it names the Grid too.
    expect(keysOf(await get(`/company/${slug}`)).has("grid:cached-grid-tools")).toBe(true);

    const email = uniqueEmail("grid-purger");
    const author = await signedInClient(testApp.app, { email, password: "purge password 123", firstName: "Gri" });
    await confirmEmailOf(database.db, email);
    const posted = await author.postJson("/api/v1/reviews", {
      companyId,
      rating: 5,
      title: `The Grid shows this ${Date.now()}`,
      content: "We moved our flows over in 2023 and the segmentation paid for itself within a quarter, truly.",
      firstName: "Gri",
      businessWebsite: "grid-shop.com",
      categories: ["email-marketing"],
    });
    expect(posted.status).toBe(201);
    expect((await posted.json()).review.status).toBe("published");
    for (const path of [grid, gridBadge, ratingBadge])
      expect((await get(path)).headers.get("x-cache"), path).toBe("miss");
    // Drawn from the Grid as it is now, not from a read cache's copy of before the review.
    expect(await reviewsCell()).toBe(String(gridMinimumReviews + 1));
  });
});

describe("security headers", () => {
  it("allows inline scripts only by hash (stored anonymous pages) or by the response's own nonce (personal pages)", async () => {
    const response = await get("/");
    const policy = response.headers.get("content-security-policy") ?? "";
    const directives = directivesOf(policy);
    expect(directives["frame-ancestors"]).toEqual(["'none'"]);
    expect(directives["object-src"]).toEqual(["'none'"]);
    expect(directives["base-uri"]).toEqual(["'none'"]);
    expect(directives["frame-src"]).toEqual(["https://www.youtube-nocookie.com", "https://player.vimeo.com"]);
    expectScriptsAllowedByHash(policy, await response.text());

    const client = await signedInClient(testApp.app, { email: uniqueEmail("nonce"), password: "nonce password 123" });
    const personal = await client.request("/");
    const nonce = nonceOf(personal);
    expect(nonce).toBeTruthy();
    expect(directivesOf(personal.headers.get("content-security-policy") ?? "")["script-src"]).toEqual([
      "'self'",
      `'nonce-${nonce}'`,
    ]);
    const html = await personal.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? "");
    const executable = scripts.filter((attributes) => !attributes.includes('type="application/ld+json"'));
    expect(executable.length).toBeGreaterThan(0);
    for (const attributes of executable) expect(attributes).toContain(`nonce="${nonce}"`);
    // Another personal response, another nonce.
    expect(nonceOf(await client.request("/"))).not.toBe(nonce);
  });

  it("sends the other security headers on pages, API answers, errors and files", async () => {
    for (const path of ["/", "/api/v1/categories", "/no-such-page", "/favicon.svg", "/healthz"]) {
      const response = await get(path);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      expect(response.headers.get("permissions-policy"), path).toContain("camera=()");
      expect(response.headers.get("permissions-policy"), path).toContain("geolocation=()");
      // Our own pages may use the microphone (dictation); embedded frames may not.
      expect(response.headers.get("permissions-policy"), path).toContain("microphone=(self)");
      expect(response.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
      // Served over plain HTTP here: no HSTS (it would be ignored and is wrong for localhost).
      expect(response.headers.get("strict-transport-security"), path).toBeNull();
    }
    // Scripts and styles keep nosniff, without the document-only headers.
    const html = await (await get("/")).text();
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? html.match(/href="(\/assets\/[^"]+\.js)"/)?.[1];
    const asset = await get(script ?? "/missing.js", { "Accept-Encoding": "br, gzip" });
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-encoding")).toBe("br");
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
    expect(asset.headers.get("content-security-policy")).toBeNull();
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("stores no page with PAGE_CACHE_MB=0, and stores pages within a small budget", async () => {
    const off = await createTestApp(database, { PAGE_CACHE_SECONDS: "60", PAGE_CACHE_MB: "0" });
    const labels = [];
    for (let index = 0; index < 2; index++) labels.push((await off.app.request("/categories")).headers.get("x-cache"));
    expect(labels).toEqual(["miss", "miss"]);
    const small = await createTestApp(database, { PAGE_CACHE_SECONDS: "60", PAGE_CACHE_MB: "1" });
    expect((await small.app.request("/categories")).headers.get("x-cache")).toBe("miss");
    expect((await small.app.request("/categories")).headers.get("x-cache")).toBe("hit");
  });

  it("adds HSTS for a year with subdomains when the public address is HTTPS", async () => {
    const secure = await createTestApp(database, { PUBLIC_URL: "https://operatorstack.example" });
    const response = await secure.app.request("https://operatorstack.example/");
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(response.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });
});

describe("purging a shared cache in front (PURGE_DRIVER)", () => {
  it("purges nothing for a held review (nothing public changed), and its company's pages once it is published", async () => {
    // Found by an independent probe: a review of an unconfirmed account, held and not shown, still recorded a purge
    // of its company's pages (docs/decisions/105-purges-durable-and-ordered.md, amended).
    const purging = await createTestApp(database, {
      PURGE_DRIVER: "varnish",
      PURGE_URLS: "http://127.0.0.1:9",
      PAGE_CACHE_SECONDS: "60",
    });
    await purging.services.jobs.start();
    const listed = await createListedCompany(database.db, "Held Review Purge Co", "email-marketing");
    const read = (path: string) => purging.app.request(`http://localhost:3000${path}`, { headers: browser });
    const pages = [`/company/${listed.slug}`, "/categories/email-marketing", "/trust"];
    for (const path of pages) {
      await read(path);
      expect((await read(path)).headers.get("x-cache"), path).toBe("hit");
    }
    const purgeJobs = async () =>
      Number(
        (
          await database.db.execute<{ n: number }>(sql`select count(*)::int as n from ai_operations
            where operation_type = 'purge-shared-cache' and payload->'keys' ? ${`company:${listed.companyId}`}`)
        ).rows[0]?.n,
      );
    const email = uniqueEmail("held-purge");
    const author = await signedUpClient(purging.app, { firstName: "Held", email });
    const title = `Held, then published ${Date.now()}`;
    const posted = await author.postJson("/api/v1/reviews", reviewSubmission(listed.companyId, { title }));
    expect(posted.status).toBe(201);
    const held = (await posted.json()).review;
    expect(held).toMatchObject({ status: "pending", heldReasons: ["unconfirmed-email"] });
    // Edited while held, it is held still: nothing public changed either.
    const edited = await author.postJson(
      "/api/v1/reviews",
      reviewSubmission(listed.companyId, { title, reviewId: held.id, rating: 4 }),
    );
    expect(edited.status).toBeLessThan(300);
    expect((await edited.json()).review).toMatchObject({ status: "pending" });
    for (const path of pages) expect((await read(path)).headers.get("x-cache"), path).toBe("hit");
    expect(await purgeJobs()).toBe(0);

    // The author confirms the address: the review is published, and its company's pages are purged.
    const message = await database.db.execute<{ text_body: string }>(sql`
      select text_body from email_messages where to_address = ${email} and template = 'email-confirmation'
      order by id desc limit 1`);
    const token = /\/confirm-email\?token=([\w.%-]+)/.exec(message.rows[0]?.text_body ?? "")?.[1] ?? "";
    await createClient(purging.app).postForm("/confirm-email", { token: decodeURIComponent(token) });
    const page = await read(`/company/${listed.slug}`);
    expect(page.headers.get("x-cache")).toBe("miss");
    expect(await page.text()).toContain(title);
    await expect.poll(purgeJobs).toBe(1);
  });

  it("records a review's purge job in the review's own transaction: it exists exactly when the review does", async () => {
    // No worker runs here: the job rows stay as the write left them. The address is never called.
    const purging = await createTestApp(database, { PURGE_DRIVER: "varnish", PURGE_URLS: "http://127.0.0.1:9" });
    // Installed as the server does at start, before any write records a job in its transaction.
    await purging.services.jobs.start();
    const { companyId } = await createListedCompany(database.db, "Purge In Transaction Co", "email-marketing");
    const email = uniqueEmail("purge-tx");
    const author = await signedInClient(purging.app, { email, password: "purge password 123", firstName: "Tx" });
    await confirmEmailOf(database.db, email);
    const posted = await author.postJson("/api/v1/reviews", {
      companyId,
      rating: 5,
      title: `Purged in its transaction ${Date.now()}`,
      content: "We moved our flows over in 2023 and the segmentation paid for itself within a quarter, truly.",
      firstName: "Tx",
      businessWebsite: "purge-tx-shop.com",
      categories: ["email-marketing"],
    });
    expect(posted.status).toBe(201);
    const reviewId = (await posted.json()).review.id as number;
    // A row's xmin is the transaction that wrote it: the same for the review and its purge job, and one job only.
    const jobs = await database.db.execute<{ xmin: string; keys: string[] }>(sql`
      select xmin::text as xmin, payload->'keys' as keys from ai_operations
      where operation_type = 'purge-shared-cache' and payload->'keys' ? ${`company:${companyId}`}`);
    const review = await database.db.execute<{ xmin: string }>(
      sql`select xmin::text as xmin from reviews where id = ${reviewId}`,
    );
    expect(jobs.rows).toHaveLength(1);
    expect(jobs.rows[0]?.xmin).toBe(review.rows[0]?.xmin);
    expect(jobs.rows[0]?.keys).toEqual(
      expect.arrayContaining([`company:${companyId}`, `reviews:${companyId}`, "category:email-marketing", "home"]),
    );
    // Deleted: the deletion and its purge job are one transaction too (the job is there, the review is not).
    const before = await database.db.execute(sql`select count(*)::int as n from ai_operations
      where operation_type = 'purge-shared-cache' and payload->'keys' ? ${`company:${companyId}`}`);
    const deleted = await author.request(`/api/v1/reviews/${reviewId}`, { method: "DELETE" });
    expect(deleted.status).toBeLessThan(300);
    const after = await database.db.execute(sql`select count(*)::int as n from ai_operations
      where operation_type = 'purge-shared-cache' and payload->'keys' ? ${`company:${companyId}`}`);
    expect(Number(after.rows[0]?.n)).toBe(Number(before.rows[0]?.n) + 1);
  });
});
