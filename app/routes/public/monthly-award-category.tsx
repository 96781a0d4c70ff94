import { data, isRouteErrorResponse } from "react-router";
import { AwardCard, monthlyAwardNames } from "#app/components/catalog/award-cards.tsx";
import { CategoryIcon } from "#app/components/catalog/category-icon.tsx";
import { isRequestProblem, RequestProblem } from "#app/components/layout/request-problem.tsx";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { errorMeta, pageMeta } from "#app/lib/meta.ts";
import { countOf } from "#contracts/plural.ts";
import { monthNames } from "#contracts/validation/award-period.ts";
import { categoryExists, getPublishedMonthly, previousCalendarMonth } from "#server/awards/public-awards.ts";
import { findCompanySlugs } from "#server/catalog/find-company-slugs.ts";
import { getRequestContext } from "#server/web/require.ts";
import type { Route } from "./+types/monthly-award-category";

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  loaderData
    ? pageMeta(
        `${loaderData.category.name}: Monthly Awards, ${loaderData.label}`,
        `Last month's best-reviewed ${loaderData.category.name.toLowerCase()} companies.`,
      )
    : errorMeta(error);

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = getRequestContext(context).services;
  const category = await categoryExists(db, params.categoryId);
  if (!category) throw data({ message: "Category Not Found" }, { status: 404 });
  const { year, month } = previousCalendarMonth();
  const period = await getPublishedMonthly(db, year, month);
  const winners = (period?.snapshot.winners ?? [])
    .filter((winner) => winner.categorySlug === params.categoryId)
    .sort((a, b) => a.position - b.position);
  const slugs = await findCompanySlugs(
    db,
    winners.map((winner) => winner.companyId),
  );
  return {
    category,
    label: `${monthNames[month - 1]} ${year}`,
    published: Boolean(period),
    winners: winners.map((winner) => ({ ...winner, companySlug: slugs.get(winner.companyId) ?? null })),
  };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRequestProblem(error)) return <RequestProblem error={error} />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusPage title="Category Not Found" message="The category you're looking for doesn't exist.">
        <Button asChild>
          <Link to="/monthly-award-winners">Back to Monthly Winners</Link>
        </Button>
      </StatusPage>
    );
  }
  return <StatusPage title="Error" message="Failed to load the awards." />;
}

export default function MonthlyAwardCategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, label, published, winners } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <Link to="/monthly-award-winners" className="text-sm font-semibold text-brand-700 hover:underline">
        ← Monthly Winners
      </Link>
      <h1 className="mt-4 flex items-center gap-3 text-3xl font-extrabold tracking-tight">
        <CategoryIcon name={category.icon} className="size-8 text-brand-700" /> {`${category.name}: ${label}`}
      </h1>
      {winners.length === 0 ? (
        <p className="mt-8 text-slate-700">
          {published
            ? `No ${category.name} awards were given for ${label}.`
            : `The ${label} awards have not been published yet.`}
        </p>
      ) : (
        <>
          <h2 className="sr-only">Winners</h2>
          <ol className="mt-8 grid gap-4 md:grid-cols-3">
            {winners.map((winner) => (
              <li key={winner.position}>
                <AwardCard
                  badge={`${winner.position}. ${monthlyAwardNames[winner.position]}`}
                  companySlug={winner.companySlug}
                  companyName={winner.companyName}
                  logoUrl={winner.logoUrl}
                  score={null}
                  highlight={winner.highlight}
                  extra={
                    <p className="mt-2 text-sm">
                      <span className="font-semibold">{`Monthly score ${winner.monthlyScore.toFixed(0)}/100`}</span>
                      {` · ${"★".repeat(Math.floor(winner.monthlyScore / 20))}${"☆".repeat(5 - Math.floor(winner.monthlyScore / 20))}`}
                      <span className="sr-only">{countOf(Math.floor(winner.monthlyScore / 20), "star")}</span>
                      {winner.trend !== null
                        ? ` · ${winner.trend >= 0 ? "▲" : "▼"} ${Math.abs(winner.trend).toFixed(1)} vs previous month`
                        : " · new this month"}
                    </p>
                  }
                />
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
