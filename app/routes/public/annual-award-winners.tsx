import { CategoryAwardLink } from "#app/components/catalog/award-cards.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { categoryGroupLabels } from "#contracts/catalog-options.ts";
import { getLatestPublishedAnnual } from "#server/awards/get-latest-published-annual.ts";
import { winnersByGroup } from "#server/awards/group-award-winners.ts";
import { getRequestContext } from "#server/web/require.ts";
import type { Route } from "./+types/annual-award-winners";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    `Annual Winners ${loaderData?.year ?? ""}`.trim(),
    "The year's best-reviewed tools, agencies and freelancers in every category.",
  );

export async function loader({ context }: Route.LoaderArgs) {
  const annual = await getLatestPublishedAnnual(getRequestContext(context).services.db);
  return { year: annual?.year ?? new Date().getUTCFullYear(), groups: annual ? winnersByGroup(annual.snapshot) : null };
}

const annualNames: Record<number, string> = { 1: "Winner", 2: "Rising Star", 3: "Operator's Choice" };

export default function AnnualAwardWinnersPage({ loaderData }: Route.ComponentProps) {
  const { year, groups } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <Link to="/award-winners" className="text-sm font-semibold text-brand-700 hover:underline">
        ← Award Winners
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">{`Annual Winners ${year}`}</h1>
      {!groups || groups.every((group) => group.categories.length === 0) ? (
        <p className="mt-8 text-slate-700">{`The ${year} annual awards have not been published yet.`}</p>
      ) : (
        groups
          .filter((group) => group.categories.length > 0)
          .map((group) => (
            <section key={group.group} aria-labelledby={`annual-${group.group}`} className="mt-10">
              <h2 id={`annual-${group.group}`} className="text-2xl font-bold">
                {categoryGroupLabels[group.group]}
              </h2>
              <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {group.categories.map((category) => (
                  <li key={category.slug}>
                    <CategoryAwardLink
                      to={`/award-winners/${category.slug}`}
                      icon={category.icon}
                      name={category.name}
                      winners={category.winners.filter((winner) => winner.position === 1)}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))
      )}
      <p className="mt-8 text-sm text-slate-600">{`Awards per category: ${Object.values(annualNames).join(", ")}, and Best for each brand size.`}</p>
    </div>
  );
}
