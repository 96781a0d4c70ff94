// The page cache stores only what a route declares public (issue #34, decision 073): every route of app/routes.ts is
// asked for as an anonymous visitor would, without a cookie and with cookies other than the session's, and a route
// fails here if its answer is stored without being declared in server/cache/public-routes.ts, if it read a cookie and
// was stored, or if it is declared public and still never stored.
import { beforeAll, describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { publicRouteIds } from "#server/cache/public-routes.ts";
import { companyIdByDomain, createCompany, createReview } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { routesWithIds } from "#tests/support/route-patterns.ts";
import { testOrigin } from "#tests/support/test-app.ts";

const { database, app } = prepareTestApp({ PAGE_CACHE_SECONDS: "60", DEMO_DATA: "true" });
/** Cookies a visitor without a session may carry: this demo's mailbox, and one the site never set. */
const visitorCookies = "demo_mailbox=AAAAAAAAAAAAAAAAAAAAAA; theme=dark";

const ids: Record<string, string> = {};
beforeAll(async () => {
  ids.company = String(await companyIdByDomain(database.db, "klaviyo.com"));
  // A published review, written as demo data: the demo mailbox exists with demo data only.
  const review = await createReview(database.db, { companyId: await createCompany(database.db), isSample: true });
  ids.review = String(review.id);
});

function concrete(pattern: string) {
  return pattern
    .replace(":company", "klaviyo")
    .replace("/companies/:id", `/companies/${ids.company}`)
    .replace("/review/:id", `/review/${ids.review}`)
    .replace("/reviews/:id", `/reviews/${ids.review}`)
    .replace(":slugs", "klaviyo-vs-omnisend")
    .replace(":slug", "email-marketing")
    .replace(":categoryId", "email-marketing")
    .replace(":name", "pages.xml")
    .replace(/:\w+/g, "1");
}

type Answer = { path: string; status: number; cache: string | null; cacheControl: string };

async function ask(path: string, cookie?: string): Promise<Answer> {
  const response = await app.request(`${testOrigin}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  await response.body?.cancel();
  return {
    path,
    status: response.status,
    cache: response.headers.get("x-cache"),
    cacheControl: response.headers.get("cache-control") ?? "",
  };
}

const pages = routesWithIds(routes).filter(({ pattern }) => !pattern.endsWith("*"));

describe("the page cache stores only what a route declares public", () => {
  it.each(pages)("$pattern ($id)", async ({ pattern, id }) => {
    const path = concrete(pattern);
    const isPage = !pattern.startsWith("/api/") && !/\.(xml|txt|svg)$/.test(path) && !path.startsWith("/sitemaps");
    const paths = isPage ? [path, path === "/" ? "/_root.data" : `${path}.data`] : [path];
    for (const each of paths) {
      const answers = [await ask(each), await ask(each, visitorCookies), await ask(each, visitorCookies)];
      const stored = answers.filter((answer) => answer.cache !== null);
      const personal = answers.filter((answer) => /private|no-store/.test(answer.cacheControl));
      if (stored.length > 0)
        expect(publicRouteIds.has(id), `${each} is stored but ${id} is not declared public`).toBe(true);
      expect(
        personal.filter((answer) => answer.cache !== null),
        `${each} is personal (it read a cookie) and stored`,
      ).toEqual([]);
      if (publicRouteIds.has(id) && answers[0]?.status === 200) {
        expect(
          answers.map((answer) => answer.cache),
          `${each} is declared public but never stored`,
        ).toEqual(["miss", "hit", "hit"]);
      }
    }
  });

  it("declares only routes that exist", () => {
    const known = new Set(pages.map(({ id }) => id));
    expect([...publicRouteIds].filter((id) => !known.has(id))).toEqual([]);
  });

  it("never stores the demo mailbox, which reads its cookie", async () => {
    for (const cookie of [undefined, visitorCookies, visitorCookies]) {
      const answer = await ask("/demo-mailbox", cookie);
      expect(answer.status).toBe(200);
      expect(answer.cache).toBeNull();
      expect(answer.cacheControl).toBe("private, no-store");
    }
  });
});
