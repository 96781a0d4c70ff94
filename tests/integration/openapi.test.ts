import { beforeAll, describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { prepareTestDatabase } from "#tests/support/fixtures.ts";
import { routePatterns } from "#tests/support/route-patterns.ts";
import { createClient, createTestApp, testOrigin } from "#tests/support/test-app.ts";

/*
 * The OpenAPI document (docs/decisions/102-generated-openapi-document.md) is complete: every route of
 * app/routes.ts under /api/v1, with every method it takes (read from its 405 answer's Allow header, so the
 * route itself says), is an operation of the served document, and the document names no operation the app
 * does not have. The answers themselves are checked against it by every API test (tests/support/test-app.ts).
 */

let app: Awaited<ReturnType<typeof createTestApp>>["app"];
let client: ReturnType<typeof createClient>;
const database = prepareTestDatabase();
beforeAll(async () => {
  ({ app } = await createTestApp(database));
  client = createClient(app);
});

/** `/api/v1/companies/:company` → `/companies/{company}`, the document's form. */
function documentPath(pattern: string) {
  return pattern.replace(/^\/api\/v1/, "").replace(/:(\w+)/g, "{$1}");
}

function concrete(pattern: string) {
  return pattern.replace(":slug", "email-marketing").replace(/:\w+/g, "1");
}

const apiPatterns = routePatterns(routes).filter((pattern) => pattern.startsWith("/api/v1/") && !pattern.endsWith("*"));

async function routeOperations() {
  const operations: string[] = [];
  for (const pattern of apiPatterns) {
    // No API route takes OPTIONS: each answers 405 with the methods it does take. Asked without the test
    // client, whose document check would stop at the first undocumented route instead of listing them all.
    const response = await app.request(`${testOrigin}${concrete(pattern)}`, { method: "OPTIONS" });
    const allow = response.headers.get("Allow");
    await response.body?.cancel();
    expect(response.status, `OPTIONS ${pattern}`).toBe(405);
    expect(allow, `Allow of ${pattern}`).toBeTruthy();
    for (const method of (allow ?? "").split(", ").filter((method) => method !== "HEAD"))
      operations.push(`${method} ${documentPath(pattern)}`);
  }
  return operations.sort();
}

describe("the OpenAPI document", () => {
  it("is served as OpenAPI 3.1 with an operation for every API route and method, and none besides", async () => {
    const document = await (await client.request("/api/v1/openapi.json")).json();
    expect(document.openapi).toBe("3.1.0");
    const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    const fromRoutes = await routeOperations();
    expect(fromRoutes.length).toBeGreaterThanOrEqual(33);
    expect(
      fromRoutes.filter((operation) => !documented.includes(operation)),
      "routes missing from the document",
    ).toEqual([]);
    expect(
      documented.filter((operation) => !fromRoutes.includes(operation)),
      "documented, but no route",
    ).toEqual([]);
  });

  it("describes requests with the routes' own schemas and responses with shared components", async () => {
    const document = await (await client.request("/api/v1/openapi.json")).json();
    const reviewsQuery = document.paths["/companies/{company}/reviews"].get.parameters.map(
      (parameter: { name: string }) => parameter.name,
    );
    expect(reviewsQuery).toEqual(
      expect.arrayContaining(["company", "brandSize", "role", "platform", "rating", "sort", "page", "q"]),
    );
    const reviewBody = document.paths["/reviews"].post.requestBody.content["application/json"].schema;
    expect(Object.keys(reviewBody.properties)).toEqual(
      expect.arrayContaining(["reviewId", "companyId", "rating", "ratingEaseOfUse", "pros", "reviewerPlatform"]),
    );
    expect(document.components.schemas.Review.properties.subRatings).toBeDefined();
    expect(document.components.schemas.CompanyFacts.properties).toHaveProperty("platforms");
    // An admin endpoint documents its guards; every endpoint its error shape.
    const operations = document.paths["/admin/operations"].get;
    expect(Object.keys(operations.responses)).toEqual(expect.arrayContaining(["200", "401", "403"]));
    expect(operations.responses["403"].content["application/json"].schema.$ref).toBe("#/components/schemas/Error403");
  });

  it("matches what every public read answers with seeded data (the test client checks each body against it)", async () => {
    const reads = [
      "/api/v1/categories",
      "/api/v1/categories/email-marketing/companies?limit=3&platform=shopify",
      "/api/v1/suggest?q=kla",
      "/api/v1/search?q=email%20marketing%20for%20shopify&limit=3",
      "/api/v1/companies?limit=3",
      "/api/v1/companies/klaviyo",
      "/api/v1/companies/klaviyo/reviews",
      "/api/v1/companies/klaviyo/alternatives?limit=3",
      "/api/v1/companies-to-review?q=kla",
      "/api/v1/company-duplicates?name=Klaviyo&domain=klaviyo.com",
      "/api/v1/session",
      "/api/v1/openapi.json",
    ];
    for (const path of reads) {
      const response = await client.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.json(), path).toBeTruthy();
    }
    const { companies } = await (await client.request("/api/v1/companies?limit=2")).json();
    const compare = await client.request(`/api/v1/compare?ids=${companies[0].id},${companies[1].id}`);
    expect(compare.status).toBe(200);
    const duplicates = await (await client.request("/api/v1/company-duplicates?domain=klaviyo.com")).json();
    expect(duplicates.domainMatch?.name).toBe("Klaviyo");
  });
});
