import { Link } from "#app/components/ui/link.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { getLatestPublishedAnnual } from "#server/awards/get-latest-published-annual.ts";
import { getRequestContext } from "#server/web/require.ts";
import type { Route } from "./+types/award-winners";

const purpose =
  "Monthly and annual awards for the best-reviewed tools, agencies and freelancers, computed from operator reviews by a published method.";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(`Award Winners ${loaderData?.year ?? ""}`.trim(), purpose);

export async function loader({ context }: Route.LoaderArgs) {
  const annual = await getLatestPublishedAnnual(getRequestContext(context).services.db);
  return { year: annual?.year ?? new Date().getUTCFullYear() };
}

export default function AwardWinnersPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-extrabold tracking-tight">{`Award Winners ${loaderData.year}`}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{purpose}</p>
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <Link
          to="/monthly-award-winners"
          className="rounded-xl border border-slate-200 p-6 hover:border-brand-600 hover:shadow"
        >
          <span className="block text-xl font-bold">Monthly Winners</span>
          <span className="mt-2 block text-slate-700">
            The best-reviewed companies of last month in every category.
          </span>
        </Link>
        <Link
          to="/annual-award-winners"
          className="rounded-xl border border-slate-200 p-6 hover:border-brand-600 hover:shadow"
        >
          <span className="block text-xl font-bold">Annual Winners</span>
          <span className="mt-2 block text-slate-700">The year's winners, rising stars and operators' choices.</span>
        </Link>
      </div>
      <p className="mt-8 text-sm">
        <Link to="/award-winners/methodology" className="font-semibold text-brand-700 hover:underline">
          How awards are scored
        </Link>
      </p>
    </div>
  );
}
