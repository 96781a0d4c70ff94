import { Link } from "#app/components/ui/link.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { cn } from "#app/lib/utils.ts";
import { countOf, formatCount } from "#contracts/plural.ts";
import { heldReasonLabels, heldReasons } from "#contracts/review-holds.ts";
import { readAdminDashboard, type WaitingCounts } from "#server/admin/read-admin-dashboard.ts";
import { getServices, requireAdmin } from "#server/web/require.ts";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () =>
  pageMeta("Admin Dashboard", "Run OperatorStack's awards, catalog, moderation and AI tools.");

export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  return readAdminDashboard(getServices(context).db);
}

type Queue = { key: keyof Omit<WaitingCounts, "heldByReason">; label: string; to: string };

/** Every queue that waits for an admin, each linking to its list filtered to what waits. */
const queues: Queue[] = [
  { key: "reportedReviews", label: "Reported reviews", to: "/admin/moderation?tab=reported" },
  { key: "reportedReplies", label: "Reported company replies", to: "/admin/moderation?tab=reported-replies" },
  { key: "newCompanies", label: "Companies readers added", to: "/admin/moderation?tab=companies" },
  { key: "factEdits", label: "Suggested fact edits", to: "/admin/fact-edits" },
  { key: "claims", label: "Company claims to decide", to: "/admin/claims" },
  { key: "reportedInvitations", label: "Reported invitations", to: "/admin#reported-invitations" },
  { key: "failedEmails", label: "Emails that failed to send", to: "/admin/emails?status=failed" },
];

/** One queue's line: its name and count, bold when something waits and quiet at zero. */
function QueueLink({ to, label, count, className }: { to: string; label: string; count: number; className?: string }) {
  const waiting = count > 0;
  return (
    <Link
      to={to}
      className={cn(
        "flex min-h-9 items-center justify-between gap-4 rounded-md px-2 py-1 hover:bg-slate-50 hover:underline",
        waiting ? "font-semibold text-brand-800" : "text-slate-600",
        className,
      )}
    >
      <span>{label}</span>
      <span
        className={cn(
          "min-w-8 rounded-full px-2 text-center tabular-nums",
          waiting ? "bg-amber-100 text-amber-950" : "text-slate-600",
        )}
      >
        {formatCount(count)}
      </span>
    </Link>
  );
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { figures, waiting, reportedInvitations } = loaderData;
  const total = waiting.heldReviews + queues.reduce((sum, queue) => sum + waiting[queue.key], 0);
  const tiles = [
    { to: "/admin/award-periods", title: "Award Periods", figure: figures.awardPeriods, detail: "periods" },
    { to: "/admin/award-winners", title: "Award Winners", figure: figures.awardWinners, detail: "winners" },
    { to: "/admin/categories", title: "Categories", figure: figures.categories, detail: "categories" },
    {
      to: "/admin/companies",
      title: "Companies",
      figure: figures.companies,
      detail: `${figures.aiCompanies} AI-generated`,
    },
    {
      to: "/admin/analytics",
      title: "Analytics",
      figure: figures.reviews,
      detail: `published reviews · ${figures.users} accounts`,
    },
    { to: "/admin/ai-tools", title: "AI Tools", figure: figures.aiOperationsRunning, detail: "operations running" },
  ];
  return (
    <section>
      <h1 className="text-3xl font-extrabold tracking-tight">Admin Dashboard</h1>
      <section aria-labelledby="waiting" className="mt-6 rounded-lg border border-slate-200 p-5">
        <h2 id="waiting" className="font-semibold">
          {total === 0 ? "Nothing is waiting for a decision" : `Waiting for a decision (${formatCount(total)})`}
        </h2>
        <div className="mt-3 grid gap-x-8 gap-y-1 text-sm md:grid-cols-2">
          <div>
            <QueueLink to="/admin/moderation?tab=held" label="Reviews held for checks" count={waiting.heldReviews} />
            <ul aria-label="Held reviews by reason" className="ml-4 border-l border-slate-200 pl-2">
              {heldReasons.map((reason) => (
                <li key={reason}>
                  <QueueLink
                    to={`/admin/moderation?tab=held&reason=${reason}`}
                    label={heldReasonLabels[reason]}
                    count={waiting.heldByReason[reason]}
                  />
                </li>
              ))}
            </ul>
          </div>
          <ul aria-label="Other queues">
            {queues.map((queue) => (
              <li key={queue.key}>
                <QueueLink to={queue.to} label={queue.label} count={waiting[queue.key]} />
              </li>
            ))}
          </ul>
        </div>
        <p className="mt-3 text-xs text-slate-600">
          A review held for two reasons counts under both. Every decision is written to the{" "}
          <Link to="/admin/audit-log" className="text-brand-700 underline">
            audit log
          </Link>
          .
        </p>
      </section>
      <section aria-labelledby="reported-invitations" className="mt-6 rounded-lg border border-slate-200 p-5">
        <h2 id="reported-invitations" className="scroll-mt-4 font-semibold">
          {`Reported invitations (${formatCount(waiting.reportedInvitations)})`}
        </h2>
        {reportedInvitations.length === 0 ? (
          <p className="mt-2 text-sm text-muted">No recipient has reported an invitation.</p>
        ) : (
          <ul className="mt-3 grid gap-3 text-sm">
            {reportedInvitations.map((invitation) => (
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
        {waiting.reportedInvitations > reportedInvitations.length ? (
          <p className="mt-2 text-sm text-muted">{`The latest ${countOf(reportedInvitations.length, "report")} are shown.`}</p>
        ) : null}
        <p className="mt-2 text-sm text-muted">
          A representative who misuses invitations can be revoked in{" "}
          <Link to="/admin/claims" className="text-brand-700 underline">
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
