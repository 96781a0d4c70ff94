import { CategoryAwardLink } from "#app/components/catalog/award-cards.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { categoryGroupLabels } from "#contracts/catalog-options.ts";
import { monthNames } from "#contracts/validation/award-period.ts";
import { getPublishedMonthly, previousCalendarMonth, winnersByGroup } from "#server/awards/public-awards.ts";
import { getRequestContext } from "#server/web/require.ts";
import type { Route } from "./+types/monthly-award-winners";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData ? `Monthly Award Winners, ${loaderData.label}` : "Monthly Award Winners",
    "Last month's best-reviewed tools, agencies and freelancers in every category.",
  );

export async function loader({ context }: Route.LoaderArgs) {
  const { year, month } = previousCalendarMonth();
  const period = await getPublishedMonthly(getRequestContext(context).services.db, year, month);
  return { label: `${monthNames[month - 1]} ${year}`, groups: period ? winnersByGroup(period.snapshot) : null };
}

export default function MonthlyAwardWinnersPage({ loaderData }: Route.ComponentProps) {
  const { label, groups } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <Link to="/award-winners" className="text-sm font-semibold text-brand-700 hover:underline">
        ← Award Winners
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">Monthly Award Winners</h1>
      <p className="mt-3 inline-block rounded-full bg-amber-200 px-3 py-1 text-sm font-semibold text-amber-950">
        {label}
      </p>
      {!groups || groups.every((group) => group.categories.length === 0) ? (
        <p className="mt-8 text-slate-700">{`The ${label} awards have not been published yet.`}</p>
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
