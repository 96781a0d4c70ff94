import { data, isRouteErrorResponse, useNavigation } from "react-router";
import { CompanyFactsLine } from "#app/components/catalog/company-facts-line.tsx";
import { CompanyLogo } from "#app/components/catalog/company-logo.tsx";
import { CompareToggle, CompareTray } from "#app/components/catalog/compare-tray.tsx";
import { StarRating } from "#app/components/catalog/star-rating.tsx";
import { isRequestProblem, RequestProblem } from "#app/components/layout/request-problem.tsx";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { companyPath } from "#contracts/company-paths.ts";
import { countOf } from "#contracts/plural.ts";
import { formatRating } from "#contracts/rating.ts";
import { SearchRequestSchema, searchParamsToObject } from "#contracts/validation/search.ts";
import { consumeRateLimit } from "#server/auth/rate-limit.ts";
import { cacheHitEffectHeader } from "#server/cache/page-cache.ts";
import { isAppError } from "#server/errors.ts";
import { runSearch } from "#server/search/run-search.ts";
import { retryHeaders } from "#server/web/form-errors.ts";
import { getRequestContext } from "#server/web/require.ts";
import type { Route } from "./+types/search-results";

type Result = Awaited<ReturnType<typeof runSearch>>["results"][number];

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (loaderData?.state === "results") {
    return pageMeta(`Search results for “${loaderData.search.query}”`, loaderData.search.summary);
  }
  return pageMeta(
    "Search Results",
    "Tools, agencies and freelancers matching your question, ranked by relevance and operator reviews.",
  );
};

/** Passes the loader's cache-hit effect on to the page cache (server/cache/page-cache.ts). */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, clientIp, getUser } = getRequestContext(context);
  const url = new URL(request.url);
  const parsed = SearchRequestSchema.safeParse(searchParamsToObject(url.searchParams));
  if (!parsed.success) {
    return data(
      { state: "invalid" as const, message: parsed.error.issues[0]?.message ?? "This search is not valid." },
      { status: 400 },
    );
  }
  if (parsed.data.q === "") return { state: "empty" as const };
  try {
    await consumeRateLimit(
      services.rateLimits.searchesPerIp,
      clientIp,
      (minutes) => `Too many searches from your network. Please try again in ${countOf(minutes, "minute")}.`,
    );
    const user = await getUser();
    const search = await runSearch(services, parsed.data, { userId: user?.id ?? null, source: "page" });
    // A cached copy served to someone else counts as a repeat of this search; their clicks count on it.
    return data(
      { state: "results" as const, search, without: parsed.data.without },
      { headers: { [cacheHitEffectHeader]: `search-log:${search.searchId}` } },
    );
  } catch (error) {
    if (isAppError(error)) {
      return data(
        { state: "invalid" as const, message: error.message },
        { status: error.status, headers: retryHeaders(error) },
      );
    }
    throw error;
  }
}

function BackLink() {
  return (
    <Link to="/search-with-ai" className="text-sm font-semibold text-brand-700 hover:underline">
      ← Back to Discover with AI
    </Link>
  );
}

/** Searches whose results this tab has already reported a click on: one click per showing is counted. */
const clickedSearches = new Set<string>();

function recordClick(searchId: string, companyId: number, rank: number) {
  if (clickedSearches.has(searchId)) return;
  clickedSearches.add(searchId);
  const body = new Blob([JSON.stringify({ searchId, companyId, rank })], { type: "application/json" });
  if (!navigator.sendBeacon?.("/api/v1/search/clicks", body)) {
    void fetch("/api/v1/search/clicks", {
      method: "POST",
      body,
      keepalive: true,
      headers: { "Content-Type": "application/json" },
    });
  }
}

function ResultCard({
  result,
  rank,
  searchId,
  sponsored,
}: {
  result: Result;
  rank: number;
  searchId: string;
  sponsored?: boolean;
}) {
  return (
    <Link
      to={companyPath(result.slug)}
      onClick={() => recordClick(searchId, result.id, rank)}
      className={`flex h-full gap-4 rounded-lg border p-4 hover:shadow ${sponsored ? "border-amber-300 bg-amber-50 hover:border-amber-500" : "border-slate-200 hover:border-brand-600"}`}
    >
      <CompanyLogo name={result.name} logoUrl={result.logoUrl} />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="text-lg font-semibold">{result.name}</span>
          {sponsored ? (
            <span className="rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold text-amber-950">Sponsored</span>
          ) : null}
        </span>
        {result.primaryCategory ? (
          <span className="block text-sm text-slate-600">{result.primaryCategory.name}</span>
        ) : null}
        <CompanyFactsLine pricingModel={result.pricingModel} freePlan={result.freePlan} platforms={result.platforms} />
        <span className="mt-1 flex items-center gap-2 text-sm">
          {result.averageRating !== null ? (
            <>
              <StarRating rating={result.averageRating} />
              <span>{formatRating(result.averageRating)}</span>
            </>
          ) : null}
          <span className="text-slate-600">{countOf(result.reviewCount, "review")}</span>
        </span>
        <span className="mt-2 block text-sm text-slate-800">
          <span className="font-semibold">Why: </span>
          {result.matchReason}
        </span>
      </span>
    </Link>
  );
}

/**
 * The results in groups: with constraints asked, those that meet them all ("Matches everything you
 * asked"), then one group per set of constraints missed, headed by what its results miss.
 */
function groupsOf(results: Result[], constraintsAsked: boolean) {
  if (!constraintsAsked) return [{ heading: null, start: 1, results }];
  const groups: { heading: string; start: number; results: Result[] }[] = [];
  results.forEach((result, index) => {
    const heading = result.missing.length === 0 ? "Matches everything you asked" : result.missing.join(" · ");
    const last = groups.at(-1);
    if (last && last.heading === heading) last.results.push(result);
    else groups.push({ heading, start: index + 1, results: [result] });
  });
  return groups;
}

function withoutLink(query: string, without: string[], token: string) {
  const params = new URLSearchParams({ q: query });
  for (const existing of [...without, token]) params.append("without", existing);
  return `/search-results?${params.toString()}`;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRequestProblem(error)) return <RequestProblem error={error} />;
  const message = isRouteErrorResponse(error)
    ? "This search could not be run."
    : "Something went wrong while searching.";
  return (
    <StatusPage title="Search failed" message={`${message} Please try again.`}>
      <Button asChild>
        <Link to="/search-with-ai">Try Another Search</Link>
      </Button>
    </StatusPage>
  );
}

export default function SearchResultsPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/search-results";
  if (loaderData.state !== "results") {
    return (
      <div className="mx-auto max-w-4xl px-4 py-12">
        <BackLink />
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight">Search Results</h1>
        <p className="mt-6 text-lg text-slate-800" role={loaderData.state === "invalid" ? "alert" : undefined}>
          {loaderData.state === "empty" ? "No search query provided." : loaderData.message}
        </p>
        <Button asChild className="mt-6">
          <Link to="/search-with-ai">Try Another Search</Link>
        </Button>
      </div>
    );
  }
  const { search, without } = loaderData;
  const compared = search.interpretation.compared
    .map((company) => search.results.find((result) => result.id === company.id))
    .filter((result) => result !== undefined);
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <BackLink />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">Search Results</h1>
      <p className="mt-2 text-lg text-slate-800">
        <span className="sr-only">You searched for: </span>
        <q>{search.query}</q>
      </p>
      <p role="status" aria-live="polite" className={loading ? "mt-4 font-semibold text-brand-800" : "sr-only"}>
        {loading ? "Searching the catalog…" : ""}
      </p>
      <div className={loading ? "opacity-50 transition-opacity" : undefined} aria-busy={loading}>
        <section aria-labelledby="understood-heading" className="mt-6 rounded-lg bg-slate-50 p-4">
          <h2 id="understood-heading" className="text-sm font-bold uppercase tracking-wide text-slate-700">
            What we understood
          </h2>
          <p className="mt-1 text-slate-800">{search.summary}</p>
          {search.chips.length > 0 ? (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label="Understood filters">
              {search.chips.map((chip) => (
                <li key={chip.token}>
                  <Link
                    to={withoutLink(search.query, without, chip.token)}
                    aria-label={`Remove filter: ${chip.label}`}
                    className="inline-flex items-center gap-1 rounded-full border border-brand-300 bg-white px-3 py-1 text-sm text-brand-900 hover:border-brand-600"
                  >
                    {chip.label}
                    <span aria-hidden="true">×</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          {without.length > 0 ? (
            <p className="mt-3 text-sm">
              <Link
                to={`/search-results?q=${encodeURIComponent(search.query)}`}
                className="font-semibold text-brand-700 hover:underline"
              >
                Restore all filters
              </Link>
            </p>
          ) : null}
        </section>

        {compared.length > 1 ? (
          <section aria-labelledby="compare-heading" className="mt-8">
            <h2 id="compare-heading" className="text-xl font-bold">
              Side by side
            </h2>
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {compared.map((result) => (
                <li key={result.id}>
                  <ResultCard result={result} rank={search.results.indexOf(result) + 1} searchId={search.searchId} />
                </li>
              ))}
            </ul>
            {search.compareUrl ? (
              <p className="mt-4">
                <Link to={search.compareUrl} className="font-semibold text-brand-700 hover:underline">
                  Compare {compared.map((result) => result.name).join(" and ")} feature by feature
                </Link>
              </p>
            ) : null}
          </section>
        ) : null}

        {search.sponsored.length > 0 ? (
          <section aria-labelledby="sponsored-heading" className="mt-8">
            <div className="flex items-center gap-3">
              <h2 id="sponsored-heading" className="text-xl font-bold">
                Sponsored Recommendations
              </h2>
              <span className="rounded-full bg-amber-200 px-2.5 py-0.5 text-xs font-semibold text-amber-950">
                Premium Partners
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-600">
              Paid placements in the category you asked for; they do not affect the ranking below.
            </p>
            <ul className="mt-4 grid gap-4 md:grid-cols-3">
              {search.sponsored.map((result, index) => (
                <li key={result.id}>
                  <ResultCard result={result} rank={index + 1} searchId={search.searchId} sponsored />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {search.results.length === 0 ? (
          <section className="mt-10">
            <p className="text-lg text-slate-800">
              No results found. Try refining your search or using different keywords.
            </p>
            <Button asChild className="mt-4">
              <Link to={`/search-with-ai?q=${encodeURIComponent(search.query)}`}>Try Another Search</Link>
            </Button>
          </section>
        ) : (
          <section aria-labelledby="results-heading" className="mt-10">
            <h2 id="results-heading" className="text-xl font-bold">
              More Great Options
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {search.total > search.results.length
                ? `The best ${search.results.length} of ${search.total} matches.`
                : `${countOf(search.total, "match", "matches")}.`}
            </p>
            {search.constraints.note ? (
              <p className="mt-4 rounded-md bg-amber-50 p-3 text-slate-900">{search.constraints.note}</p>
            ) : null}
            {groupsOf(search.results, search.constraints.asked.length > 0).map((group) => (
              <div key={group.heading ?? "all"} className="mt-6">
                {group.heading ? <h3 className="text-lg font-semibold">{group.heading}</h3> : null}
                <ol className="mt-3 grid gap-4 md:grid-cols-2" start={group.start}>
                  {group.results.map((result) => (
                    <li key={result.id} className="flex flex-col">
                      <ResultCard
                        result={result}
                        rank={search.results.indexOf(result) + 1}
                        searchId={search.searchId}
                      />
                      <CompareToggle company={result} />
                    </li>
                  ))}
                </ol>
              </div>
            ))}
            <CompareTray companies={search.results} />
          </section>
        )}
      </div>
    </div>
  );
}
