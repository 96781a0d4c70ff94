import { isRouteErrorResponse, redirect } from "react-router";
import { CompareNotFound } from "#app/components/catalog/compare-not-found.tsx";
import { isRequestProblem, RequestProblem } from "#app/components/layout/request-problem.tsx";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { errorCopy } from "#app/lib/error-copy.ts";
import { errorMeta, pageMeta } from "#app/lib/meta.ts";
import { splitIds } from "#contracts/validation/compare.ts";
import { idSchema } from "#contracts/validation/id.ts";
import { resolveCompareIds } from "#server/catalog/compare-companies.ts";
import { popularComparisons } from "#server/catalog/popular-comparisons.ts";
import { AppError } from "#server/errors.ts";
import { loadOrThrowPage } from "#server/web/page-errors.ts";
import { getRequestContext } from "#server/web/require.ts";
import type { Route } from "./+types/compare-select";

// The "Compare selected" form of category and search pages (a GET form, so it works without JavaScript):
// `/compare?compare=1&compare=2` (or `ids=1,2`) goes on to the set's one canonical compare page. `/compare` with
// nothing chosen is the place to start: how to choose, and each software category's most reviewed companies.

export const meta: Route.MetaFunction = ({ error }) =>
  error ? errorMeta(error) : pageMeta("Compare companies", "Compare 2 to 4 companies side by side.");

const IdSchema = idSchema("That is not a company of ours.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = getRequestContext(context);
  const params = new URL(request.url).searchParams;
  return loadOrThrowPage(async () => {
    if (!params.has("ids") && !params.has("compare")) return { popular: await popularComparisons(services.db) };
    const ids = splitIds([...params.getAll("ids"), ...params.getAll("compare")]).map((value) => {
      const parsed = IdSchema.safeParse(value);
      if (!parsed.success) throw new AppError("not_found", "That is not a company of ours.");
      return parsed.data;
    });
    const { canonicalPath } = await resolveCompareIds(services.db, [...new Set(ids)]);
    // Not permanent: the next selection goes elsewhere.
    throw redirect(canonicalPath, 302);
  });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRequestProblem(error)) return <RequestProblem error={error} />;
  if (isRouteErrorResponse(error) && error.status === 404)
    return <CompareNotFound message={errorCopy(error).message} />;
  return <StatusPage title="Something went wrong" message="Failed to open the comparison. Please try again." />;
}

export default function CompareSelectPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-extrabold tracking-tight">Compare companies</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Put 2 to 4 companies side by side: ratings, prices, platforms, integrations and features. Tick “Compare” on the
        companies of a{" "}
        <Link to="/categories" className="font-semibold text-brand-700 underline">
          category page
        </Link>
        , or start from one of the most reviewed sets below.
      </p>
      <h2 className="mt-10 text-xl font-bold">Most reviewed, by category</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {loaderData.popular.map((entry) => (
          <li key={entry.categorySlug} className="rounded-lg border border-slate-200 p-4">
            <p className="text-sm text-slate-600">{entry.categoryName}</p>
            <Link to={entry.path} className="mt-1 block font-semibold text-brand-700 hover:underline">
              {entry.names.join(" vs ")}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
