import { isRouteErrorResponse } from "react-router";
import { CompanyLogo } from "#app/components/catalog/company-logo.tsx";
import { CompanyNotFound } from "#app/components/catalog/company-not-found.tsx";
import { StarRating } from "#app/components/catalog/star-rating.tsx";
import { isRequestProblem, RequestProblem } from "#app/components/layout/request-problem.tsx";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { errorMeta, pageMeta } from "#app/lib/meta.ts";
import { companyPath } from "#contracts/company-paths.ts";
import { comparePath } from "#contracts/compare.ts";
import { countOf } from "#contracts/plural.ts";
import { formatRating } from "#contracts/rating.ts";
import { surrogateKeys } from "#server/cache/surrogate-keys.ts";
import { getCompany } from "#server/catalog/get-company.ts";
import { listAlternatives } from "#server/catalog/list-alternatives.ts";
import { alternativesLimits } from "#server/catalog/rank-alternatives.ts";
import { AppError } from "#server/errors.ts";
import { resolveCompanyAddress } from "#server/web/company-address.ts";
import { loadOrThrowPage } from "#server/web/page-errors.ts";
import { publicOrigin } from "#server/web/public-origin.ts";
import { getRequestContext } from "#server/web/require.ts";
import { tagAnswer } from "#server/web/tag-answer.ts";
import type { Route } from "./+types/company-alternatives";

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  loaderData
    ? pageMeta(
        `${loaderData.company.name} alternatives`,
        `The ${countOf(loaderData.alternatives.length, "best alternative")} to ${loaderData.company.name}, ranked by shared categories and features, operators who reviewed both, and ratings.`,
        loaderData.canonicalUrl,
      )
    : errorMeta(error);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services } = getRequestContext(context);
  return loadOrThrowPage(async () => {
    const { id } = await resolveCompanyAddress(context, request, params.company);
    const company = await getCompany(services.db, id);
    // Only companies in the public catalog have an alternatives page (decision 056).
    if (company.listingStatus !== "listed")
      throw new AppError("not_found", "The company you're looking for doesn't exist.");
    const alternatives = await listAlternatives(services.db, id, { limit: alternativesLimits.page });
    // It shows the alternatives' ratings: a review of one of them purges this page too (probe of issue #39).
    tagAnswer(context, ...alternatives.map((alternative) => surrogateKeys.reviews(alternative.id)));
    return {
      company: { id: company.id, name: company.name, slug: company.slug },
      alternatives,
      canonicalUrl: `${publicOrigin(services)}${companyPath(company.slug, "alternatives")}`,
    };
  });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRequestProblem(error)) return <RequestProblem error={error} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <CompanyNotFound />;
  return <StatusPage title="Something went wrong" message="Failed to load the alternatives. Please try again." />;
}

export default function CompanyAlternativesPage({ loaderData }: Route.ComponentProps) {
  const { company, alternatives } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Link to={companyPath(company.slug)} className="text-sm font-semibold text-brand-700 hover:underline">
        {`← ${company.name}`}
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">{`Alternatives to ${company.name}`}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Companies in the same categories, ranked by the categories and tagged features they share with {company.name},
        how many operators reviewed both, and their ratings. Active companies come before acquired or discontinued ones.
      </p>
      {alternatives.length === 0 ? (
        <p className="mt-8 text-slate-700">{`We know of no alternatives to ${company.name} yet.`}</p>
      ) : (
        <ol className="mt-8 grid gap-4">
          {alternatives.map((alternative, index) => (
            <li key={alternative.id} className="flex gap-4 rounded-lg border border-slate-200 p-4">
              <CompanyLogo name={alternative.name} logoUrl={alternative.logoUrl} />
              <div className="min-w-0 flex-1">
                <h2 className="text-lg font-semibold">
                  <span className="text-slate-600">{`${index + 1}. `}</span>
                  <Link to={companyPath(alternative.slug)} className="text-brand-700 hover:underline">
                    {alternative.name}
                  </Link>
                </h2>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                  {alternative.averageRating !== null ? (
                    <>
                      <StarRating rating={alternative.averageRating} />
                      <span>{formatRating(alternative.averageRating)}</span>
                    </>
                  ) : null}
                  <span className="text-slate-600">{countOf(alternative.reviewCount, "review")}</span>
                </p>
                <p className="mt-2 text-sm text-slate-800">
                  <span className="font-semibold">Why: </span>
                  {alternative.reason}
                </p>
                <Link
                  to={comparePath([company.slug, alternative.slug])}
                  className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
                >
                  Compare<span className="sr-only">{` ${company.name} with ${alternative.name}`}</span>
                </Link>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
