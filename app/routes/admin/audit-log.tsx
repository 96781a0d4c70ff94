import { pageMeta } from "#app/lib/meta.ts";
import { listAuditLog } from "#server/admin/list-audit-log.ts";
import { getRequestContext, requireAdmin } from "#server/web/require.ts";
import type { Route } from "./+types/audit-log";

export const meta: Route.MetaFunction = () =>
  pageMeta("Admin: Audit Log", "Every admin action: who did what, when, and the state before and after.");

export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  return { entries: await listAuditLog(getRequestContext(context).services.db, 100) };
}

function describe(value: unknown) {
  return value === null || value === undefined ? "—" : JSON.stringify(value);
}

export default function AuditLogPage({ loaderData }: Route.ComponentProps) {
  const { entries } = loaderData;
  return (
    <section>
      <h1 className="text-3xl font-extrabold tracking-tight">Audit Log</h1>
      <p className="mt-2 text-slate-700">The latest 100 admin actions, newest first. Entries cannot be edited.</p>
      {entries.length === 0 ? (
        <p className="mt-6 text-slate-700">No admin actions yet.</p>
      ) : (
        <div className="relative mt-6 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Admin actions</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-3">
                  When (UTC)
                </th>
                <th scope="col" className="py-2 pr-3">
                  Who
                </th>
                <th scope="col" className="py-2 pr-3">
                  Action
                </th>
                <th scope="col" className="py-2 pr-3">
                  Target
                </th>
                <th scope="col" className="py-2 pr-3">
                  Before
                </th>
                <th scope="col" className="py-2">
                  After
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-3 whitespace-nowrap">{entry.createdAt.replace("T", " ").slice(0, 19)}</td>
                  <td className="py-2 pr-3">{entry.actorEmail}</td>
                  <td className="py-2 pr-3 font-mono">{entry.action}</td>
                  <td className="py-2 pr-3">{`${entry.targetType} ${entry.targetId}`}</td>
                  <td className="py-2 pr-3 font-mono text-xs">{describe(entry.before)}</td>
                  <td className="py-2 font-mono text-xs">{describe(entry.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
