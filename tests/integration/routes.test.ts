import { describe, expect, it } from "vitest";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient } from "#tests/support/test-app.ts";

const { app } = prepareTestApp();

function titleOf(html: string) {
  return html.match(/<title>([^<]*)<\/title>/)?.[1];
}

function descriptionOf(html: string) {
  return html.match(/<meta name="description" content="([^"]*)"/)?.[1];
}

const publicPages = [
  "/",
  "/categories",
  "/categories/email-marketing",
  "/award-winners",
  "/monthly-award-winners",
  "/monthly-award-winners/email-marketing",
  "/annual-award-winners",
  "/award-winners/email-marketing",
  "/search-with-ai",
  "/search-results?q=klaviyo",
  "/write-review",
  "/operator-stacks",
  "/expert-reviews",
  "/expert-reviews/postscript",
  "/sign-in",
  "/sign-up",
];

describe("pages", () => {
  it("server-renders every public page with its own title and description", async () => {
    const client = createClient(app);
    const titles = new Set<string>();
    for (const path of publicPages) {
      const response = await client.request(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const title = titleOf(html);
      expect(title, path).toBeTruthy();
      expect(descriptionOf(html), path).toBeTruthy();
      if (title) titles.add(`${path.split("/")[1]}:${title}`);
    }
    expect(titles.size).toBeGreaterThanOrEqual(12);
  });

  it("gives the home, categories and category pages canonical URLs and Open Graph tags", async () => {
    const client = createClient(app);
    for (const path of ["/", "/categories", "/categories/email-marketing"]) {
      const html = await (await client.request(path)).text();
      expect(html, path).toContain(`<link rel="canonical" href="http://localhost:3000${path}"/>`);
      expect(html, path).toContain('<meta property="og:title"');
    }
  });

  it("renders the 404 page with status 404 for any unknown path", async () => {
    for (const path of [
      "/nope",
      "/company/abc",
      "/company/99999999",
      "/categories/not-a-category",
      "/review/0",
      "/deeply/nested/unknown",
    ]) {
      const response = await createClient(app).request(path);
      expect(response.status, path).toBe(404);
    }
    const html = await (await createClient(app).request("/definitely-not-here")).text();
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain('href="/"');
    const category = await (await createClient(app).request("/categories/not-a-category")).text();
    expect(category).toContain("Category Not Found");
    expect(category).toContain("Browse All Categories");
    expect(await (await createClient(app).request("/company/99999999")).text()).toContain("Company Not Found");
  });

  it("sends signed-out visitors of account pages to sign in, and back there afterwards", async () => {
    for (const path of ["/my-reviews", "/account-settings"]) {
      const response = await createClient(app).request(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location")).toBe(`/sign-in?returnTo=${encodeURIComponent(path)}`);
    }
  });

  it("shows the real catalog: categories with counts and a company page from the database", async () => {
    const client = createClient(app);
    const categories = await (await client.request("/categories")).text();
    expect(categories).toContain("Email Marketing");
    expect(categories).toContain("Agency Services");
    const category = await (await client.request("/categories/email-marketing")).text();
    expect(category).toContain("Klaviyo");
    const slug = category.match(/href="\/company\/([a-z0-9-]+)"/)?.[1];
    const response = await client.request(`/company/${slug}`);
    expect(response.status).toBe(200);
    const company = await response.text();
    expect(company).toContain("No reviews yet for this company.");
    expect(company).toMatch(/\/write-review\?companyId=\d+/);
  });

  it("lists in each page the routes of its path and of the path's ancestors, the same on every render", async () => {
    // The browser discovers other routes lazily; a page carries its own and its ancestors' (React Router's
    // <Scripts>; the ancestors' matches are remembered between renders, app/entry.server.tsx).
    const client = createClient(app);
    const category = await (await client.request("/categories/email-marketing")).text();
    const slug = category.match(/href="\/company\/([a-z0-9-]+)"/)?.[1];
    const routesOf = async (path: string) => {
      const html = await (await client.request(path)).text();
      const manifest = html.match(/window\.__reactRouterManifest = (\{[\s\S]*?\});/)?.[1] ?? "{}";
      return Object.keys((JSON.parse(manifest) as { routes?: object }).routes ?? {}).sort();
    };
    const expected = [
      "root",
      "routes/public/company",
      "routes/public/company-reviews",
      "routes/public/home",
      "routes/system/not-found",
    ];
    expect(await routesOf(`/company/${slug}/reviews`)).toEqual(expected);
    expect(await routesOf(`/company/${slug}/reviews?page=1`)).toEqual(expected);
    expect(await routesOf("/categories/email-marketing")).toEqual(
      ["root", "routes/public/categories", "routes/public/category", "routes/public/home"].sort(),
    );
  });

  it("does not show the demo banner without sample reviews", async () => {
    const html = await (await createClient(app).request("/")).text();
    expect(html).not.toContain("Demo instance");
    expect(html).toContain(`© ${new Date().getFullYear()} OperatorStack`);
  });
});

describe("system endpoints", () => {
  it("reports health with the database status", async () => {
    const response = await createClient(app).request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: { status: "ok" } });
  });

  it("serves hashed assets as immutable and pages compressed with security headers", async () => {
    const html = await (await createClient(app).request("/")).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await createClient(app).request(asset ?? "");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("immutable");
    const page = await createClient(app).request("/categories", { headers: { "Accept-Encoding": "gzip" } });
    expect(page.headers.get("Content-Encoding")).toBe("gzip");
    expect(page.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(page.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("gives every request an id", async () => {
    const response = await createClient(app).request("/healthz");
    expect(response.headers.get("X-Request-Id")).toMatch(/.{8,}/);
  });
});

describe("JSON API", () => {
  it("lists categories with counts", async () => {
    const body = await (await createClient(app).request("/api/v1/categories")).json();
    expect(body.categories.length).toBeGreaterThanOrEqual(38);
    expect(Object.keys(body.categories[0]).sort()).toEqual([
      "companyCount",
      "description",
      "group",
      "icon",
      "id",
      "name",
      "slug",
    ]);
  });

  it("lists companies with cursor pagination and the documented fields", async () => {
    const client = createClient(app);
    const first = await (await client.request("/api/v1/companies?category=email-marketing&limit=2")).json();
    expect(first.companies).toHaveLength(2);
    expect(Object.keys(first.companies[0]).sort()).toEqual(
      [
        "averageRating",
        "domain",
        "id",
        "isAiGenerated",
        "logoUrl",
        "name",
        "primaryCategory",
        "reviewCount",
        "slug",
        "websiteUrl",
      ].sort(),
    );
    const second = await (
      await client.request(`/api/v1/companies?category=email-marketing&limit=2&cursor=${first.nextCursor}`)
    ).json();
    expect(second.companies[0].name > first.companies[1].name).toBe(true);
  });

  it("returns one company with its categories, and errors in the documented shape", async () => {
    const client = createClient(app);
    const list = await (await client.request("/api/v1/companies?limit=1")).json();
    const one = await (await client.request(`/api/v1/companies/${list.companies[0].id}`)).json();
    expect(one.company.categories.length).toBeGreaterThan(0);

    const missing = await client.request("/api/v1/companies/99999999");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: { code: "not_found", message: "The company you're looking for doesn't exist." },
    });

    const invalid = await client.request("/api/v1/companies?limit=1000");
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).error.fields.limit).toBe("Must be at most 100");

    // A slug no company has, or an address no company can have, is as unknown as an id (decision 086).
    for (const unknown of ["abc", "not%20a%20slug"])
      expect((await client.request(`/api/v1/companies/${unknown}`)).status).toBe(404);

    const unknownCategory = await client.request("/api/v1/companies?category=nothing-here");
    expect(unknownCategory.status).toBe(404);

    const unknownEndpoint = await client.request("/api/v1/nothing");
    expect(unknownEndpoint.status).toBe(404);
    expect((await unknownEndpoint.json()).error.code).toBe("not_found");
  });
});
