import { Link } from "#app/components/ui/link.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { getDashboardCounts } from "#server/admin/get-dashboard-counts.ts";
import { getServices, requireAdmin } from "#server/web/require.ts";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () =>
  pageMeta("Admin Dashboard", "Run OperatorStack's awards, catalog, moderation and AI tools.");

export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  return { counts: await getDashboardCounts(getServices(context).db) };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { counts } = loaderData;
  const tiles = [
    { to: "/admin/award-periods", title: "Award Periods", figure: counts.awardPeriods, detail: "periods" },
    { to: "/admin/award-winners", title: "Award Winners", figure: counts.awardWinners, detail: "winners" },
    { to: "/admin/categories", title: "Categories", figure: counts.categories, detail: "categories" },
    {
      to: "/admin/companies",
      title: "Companies",
      figure: counts.companies,
      detail: `${counts.aiCompanies} AI-generated`,
    },
    {
      to: "/admin/analytics",
      title: "Analytics",
      figure: counts.reviews,
      detail: `published reviews · ${counts.users} accounts`,
    },
    { to: "/admin/ai-tools", title: "AI Tools", figure: counts.aiOperationsRunning, detail: "operations running" },
  ];
  return (
    <section>
      <h1 className="text-3xl font-extrabold tracking-tight">Admin Dashboard</h1>
      <p className="mt-2 text-muted">
        <Link to="/admin/moderation" className="font-semibold text-brand-700 hover:underline">
          {`${counts.openReports} open review reports`}
        </Link>
        {" · "}
        <Link to="/admin/audit-log" className="text-brand-700 hover:underline">
          Audit log
        </Link>
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Link
              to={tile.to}
              className="block rounded-lg border border-slate-200 p-5 hover:border-brand-600 hover:shadow"
            >
              <h2 className="font-semibold">{tile.title}</h2>
              <p className="mt-2 text-3xl font-extrabold">{tile.figure.toLocaleString("en-US")}</p>
              <p className="text-sm text-muted">{tile.detail}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
