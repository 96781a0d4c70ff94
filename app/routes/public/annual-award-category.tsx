import { data, isRouteErrorResponse } from "react-router";
import { AwardCard } from "#app/components/catalog/award-cards.tsx";
import { CategoryIcon } from "#app/components/catalog/category-icon.tsx";
import { isRequestProblem, RequestProblem } from "#app/components/layout/request-problem.tsx";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { errorMeta, pageMeta } from "#app/lib/meta.ts";
import { getAwardCategory } from "#server/awards/get-award-category.ts";
import { getLatestPublishedAnnual } from "#server/awards/get-latest-published-annual.ts";
import { findCompanySlugs } from "#server/catalog/find-company-slugs.ts";
import { getRequestContext } from "#server/web/require.ts";
import type { Route } from "./+types/annual-award-category";

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  loaderData
    ? pageMeta(
        `${loaderData.category.name} Awards ${loaderData.year}`,
        `The year's best ${loaderData.category.name.toLowerCase()} companies, by operator reviews.`,
      )
    : errorMeta(error);

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = getRequestContext(context).services;
  const category = await getAwardCategory(db, params.categoryId);
  if (!category) throw data({ message: "Category Not Found" }, { status: 404 });
  const annual = await getLatestPublishedAnnual(db);
  const winner =
    annual?.snapshot.winners.find((entry) => entry.categorySlug === params.categoryId && entry.position === 1) ?? null;
  const extras = annual?.snapshot.extraAwards.filter((entry) => entry.categoryId === category.id) ?? [];
  const slugs = await findCompanySlugs(db, [
    ...(winner ? [winner.companyId] : []),
    ...extras.map((entry) => entry.companyId),
  ]);
  return {
    category,
    year: annual?.year ?? new Date().getUTCFullYear(),
    published: Boolean(annual),
    winner: winner ? { ...winner, companySlug: slugs.get(winner.companyId) ?? null } : null,
    extras: extras.map((entry) => ({ ...entry, companySlug: slugs.get(entry.companyId) ?? null })),
  };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRequestProblem(error)) return <RequestProblem error={error} />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusPage title="Category Not Found" message="The category you're looking for doesn't exist.">
        <Button asChild>
          <Link to="/award-winners">Back to Award Winners</Link>
        </Button>
      </StatusPage>
    );
  }
  return <StatusPage title="Error" message="Failed to load the awards." />;
}

export default function AnnualAwardCategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, year, published, winner, extras } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <Link to="/annual-award-winners" className="text-sm font-semibold text-brand-700 hover:underline">
        ← Annual Winners
      </Link>
      <header className="mt-4 rounded-xl bg-slate-50 p-6">
        <h1 className="flex items-center gap-3 text-3xl font-extrabold tracking-tight">
          <CategoryIcon name={category.icon} className="size-8 text-brand-700" /> {`${category.name} Awards ${year}`}
        </h1>
        <p className="mt-2 text-slate-700">{category.description}</p>
      </header>
      {!winner && extras.length === 0 ? (
        <p className="mt-8 text-slate-700">
          {published
            ? `No ${category.name} awards were given for ${year}.`
            : `The ${year} annual awards have not been published yet.`}
        </p>
      ) : (
        <>
          <h2 className="sr-only">Winners</h2>
          <ul className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {winner ? (
              <li>
                <AwardCard
                  badge="Winner"
                  companySlug={winner.companySlug}
                  companyName={winner.companyName}
                  logoUrl={winner.logoUrl}
                  score={winner.score}
                  detail={winner.companyDescription}
                  highlight={`What People Love: ${winner.highlight}`}
                />
              </li>
            ) : null}
            {extras.map((award) => (
              <li key={award.award}>
                <AwardCard
                  badge={award.award}
                  companySlug={award.companySlug}
                  companyName={award.companyName}
                  logoUrl={null}
                  score={award.score}
                  detail={award.detail}
                  highlight={`What People Love: ${award.highlight}`}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
