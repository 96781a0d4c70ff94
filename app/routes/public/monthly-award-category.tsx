import { data, isRouteErrorResponse } from "react-router";
import { MonthlyWinnerCard, monthlyAwardsNote } from "#app/components/catalog/award-cards.tsx";
import { CategoryIcon } from "#app/components/catalog/category-icon.tsx";
import { isRequestProblem, RequestProblem } from "#app/components/layout/request-problem.tsx";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { errorMeta, pageMeta } from "#app/lib/meta.ts";
import { monthLabel, monthOf, previousCalendarMonth } from "#contracts/validation/award-period.ts";
import { getAwardCategory } from "#server/awards/get-award-category.ts";
import { getPublicMonthly } from "#server/awards/get-public-monthly.ts";
import { findCompanySlugs } from "#server/catalog/find-company-slugs.ts";
import { getRequestContext } from "#server/web/require.ts";
import type { Route } from "./+types/monthly-award-category";

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  loaderData
    ? pageMeta(
        loaderData.calendar.shown
          ? `${loaderData.category.name}: Monthly Awards, ${monthLabel(loaderData.calendar.shown)}`
          : `${loaderData.category.name}: Monthly Awards`,
        `The best-reviewed ${loaderData.category.name.toLowerCase()} companies of the latest month.`,
      )
    : errorMeta(error);

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = getRequestContext(context).services;
  const category = await getAwardCategory(db, params.categoryId);
  if (!category) throw data({ message: "Category Not Found" }, { status: 404 });
  const now = new Date();
  const period = await getPublicMonthly(db, now);
  const winners = (period?.snapshot.winners ?? [])
    .filter((winner) => winner.categorySlug === params.categoryId)
    .sort((a, b) => a.position - b.position);
  const slugs = await findCompanySlugs(
    db,
    winners.map((winner) => winner.companyId),
  );
  return {
    category,
    calendar: {
      shown: period?.month ? { year: period.year, month: period.month, publishedAt: period.publishedAt } : null,
      previous: previousCalendarMonth(now),
      current: monthOf(now),
    },
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
  const { category, calendar, winners } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <Link to="/monthly-award-winners" className="text-sm font-semibold text-brand-700 hover:underline">
        ← Monthly Winners
      </Link>
      <h1 className="mt-4 flex items-center gap-3 text-3xl font-extrabold tracking-tight">
        <CategoryIcon name={category.icon} className="size-8 text-brand-700" />{" "}
        {calendar.shown ? `${category.name}: ${monthLabel(calendar.shown)}` : `${category.name}: Monthly Awards`}
      </h1>
      <p className="mt-3 max-w-3xl text-slate-700">{monthlyAwardsNote(calendar)}</p>
      {winners.length === 0 ? (
        calendar.shown ? (
          <p className="mt-8 text-slate-700">{`No ${category.name} awards were given for ${monthLabel(calendar.shown)}.`}</p>
        ) : null
      ) : (
        <>
          <h2 className="sr-only">Winners</h2>
          <ol className="mt-8 grid gap-4 md:grid-cols-3">
            {winners.map((winner) => (
              <li key={winner.position}>
                <MonthlyWinnerCard winner={winner} />
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
