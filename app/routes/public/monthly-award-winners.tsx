import { CategoryAwardLink, monthlyAwardsNote } from "#app/components/catalog/award-cards.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { categoryGroupLabels } from "#contracts/catalog-options.ts";
import { monthLabel, monthOf, previousCalendarMonth } from "#contracts/validation/award-period.ts";
import { getPublicMonthly } from "#server/awards/get-public-monthly.ts";
import { winnersByGroup } from "#server/awards/group-award-winners.ts";
import { getRequestContext } from "#server/web/require.ts";
import type { Route } from "./+types/monthly-award-winners";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.calendar.shown
      ? `Monthly Award Winners, ${monthLabel(loaderData.calendar.shown)}`
      : "Monthly Award Winners",
    "The best-reviewed tools, agencies and freelancers of the latest month, in every category.",
  );

export async function loader({ context }: Route.LoaderArgs) {
  const now = new Date();
  const period = await getPublicMonthly(getRequestContext(context).services.db, now);
  return {
    calendar: {
      shown: period?.month ? { year: period.year, month: period.month, publishedAt: period.publishedAt } : null,
      previous: previousCalendarMonth(now),
      current: monthOf(now),
    },
    groups: period ? winnersByGroup(period.snapshot) : null,
  };
}

export default function MonthlyAwardWinnersPage({ loaderData }: Route.ComponentProps) {
  const { calendar, groups } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <Link to="/award-winners" className="text-sm font-semibold text-brand-700 hover:underline">
        ← Award Winners
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">Monthly Award Winners</h1>
      {calendar.shown ? (
        <p className="mt-3 inline-block rounded-full bg-amber-200 px-3 py-1 text-sm font-semibold text-amber-950">
          {monthLabel(calendar.shown)}
        </p>
      ) : null}
      <p className="mt-3 max-w-3xl text-slate-700">{monthlyAwardsNote(calendar)}</p>
      {!groups || groups.every((group) => group.categories.length === 0) ? (
        calendar.shown ? (
          <p className="mt-8 text-slate-700">{`No awards were given for ${monthLabel(calendar.shown)}.`}</p>
        ) : null
      ) : (
        groups
          .filter((group) => group.categories.length > 0)
          .map((group) => (
            <section key={group.group} aria-labelledby={`group-${group.group}`} className="mt-10">
              <h2 id={`group-${group.group}`} className="text-2xl font-bold">
                {categoryGroupLabels[group.group]}
              </h2>
              <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {group.categories.map((category) => (
                  <li key={category.slug}>
                    <CategoryAwardLink
                      to={`/monthly-award-winners/${category.slug}`}
                      icon={category.icon}
                      name={category.name}
                      winners={category.winners}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))
      )}
    </div>
  );
}
