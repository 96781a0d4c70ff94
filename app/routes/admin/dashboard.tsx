import { Link } from "#app/components/ui/link.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { heldReasonLabels, heldReasons } from "#contracts/review-holds.ts";
import { getDashboardCounts } from "#server/admin/get-dashboard-counts.ts";
import { listReportedInvitations } from "#server/vendors/report-invitation.ts";
import { getServices, requireAdmin } from "#server/web/require.ts";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () =>
  pageMeta("Admin Dashboard", "Run OperatorStack's awards, catalog, moderation and AI tools.");

export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const { db } = getServices(context);
  const [counts, reportedInvitations] = await Promise.all([getDashboardCounts(db), listReportedInvitations(db)]);
  return { counts, reportedInvitations };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { counts, reportedInvitations } = loaderData;
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
      <section aria-labelledby="held-by-reason" className="mt-6 rounded-lg border border-slate-200 p-5">
        <h2 id="held-by-reason" className="font-semibold">
          <Link to="/admin/moderation?tab=held" className="text-brand-700 hover:underline">
            Reviews held for moderation, by reason
          </Link>
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {heldReasons.map((reason) => (
            <div key={reason} className="flex justify-between gap-4 border-b border-slate-100 py-1">
              <dt>{heldReasonLabels[reason]}</dt>
              <dd className="font-semibold">{counts.heldByReason[reason].toLocaleString("en-US")}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="reported-invitations" className="mt-6 rounded-lg border border-slate-200 p-5">
        <h2 id="reported-invitations" className="font-semibold">
          {`Reported invitations (${reportedInvitations.total.toLocaleString("en-US")})`}
        </h2>
        {reportedInvitations.items.length === 0 ? (
          <p className="mt-2 text-sm text-muted">No recipient has reported an invitation.</p>
        ) : (
          <ul className="mt-3 grid gap-3 text-sm">
            {reportedInvitations.items.map((invitation) => (
              <li key={invitation.id} className="border-b border-slate-100 pb-2">
                <p>
                  <Link
                    to={`/company/${invitation.companyId}`}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {invitation.companyName}
                  </Link>
                  {` · sent by ${invitation.senderEmail ?? "a former representative"} · reported ${invitation.reportedAt.slice(0, 10)}`}
                </p>
                <p className="mt-1 whitespace-pre-line text-slate-800">
                  {invitation.note ? `“${invitation.note}”` : "(no note)"}
                </p>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-2 text-sm text-muted">
          A representative who misuses invitations can be revoked in{" "}
          <Link to="/admin/claims" className="text-brand-700 hover:underline">
            Claims
          </Link>
          .
        </p>
      </section>
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
