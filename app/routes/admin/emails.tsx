import { Link } from "#app/components/ui/link.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { countOf } from "#contracts/plural.ts";
import { emailPageSize, emailStatuses, listEmails } from "#server/admin/list-emails.ts";
import { getRequestContext, requireAdmin } from "#server/web/require.ts";
import type { Route } from "./+types/emails";

export const meta: Route.MetaFunction = () =>
  pageMeta("Admin: Emails", "Every email OperatorStack sent or is sending: recipient, template, status and attempts.");

const statusLabels = {
  queued: "Queued",
  sent: "Sent",
  failed: "Failed",
  outbox: "In the outbox",
} as const satisfies Record<(typeof emailStatuses)[number], string>;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const { services } = getRequestContext(context);
  const url = new URL(request.url);
  const status = emailStatuses.find((name) => name === url.searchParams.get("status")) ?? null;
  const page = Math.max(1, Math.min(100_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  return {
    ...(await listEmails(services.db, { status, page })),
    mode: services.mailer.mode,
    statuses: emailStatuses,
    pageSize: emailPageSize,
  };
}

export default function EmailsPage({ loaderData }: Route.ComponentProps) {
  const { messages, totals, status, page, total, mode, statuses, pageSize } = loaderData;
  const query = (next: { status?: string | null; page?: number }) => {
    const params = new URLSearchParams();
    const nextStatus = next.status === undefined ? status : next.status;
    if (nextStatus) params.set("status", nextStatus);
    if ((next.page ?? 1) > 1) params.set("page", String(next.page));
    const text = params.toString();
    return text ? `?${text}` : ".";
  };
  return (
    <section>
      <h1 className="text-3xl font-extrabold tracking-tight">Emails</h1>
      <p className="mt-2 text-slate-700">
        {mode === "smtp"
          ? "Mail leaves through the SMTP server (SMTP_URL). Queued messages are retried with backoff; a message that still fails is marked Failed with the reason."
          : "No SMTP server is configured (SMTP_URL), so every email is delivered to this outbox. Set SMTP_URL to send real mail."}
      </p>
      <nav aria-label="Email status" className="mt-6 flex flex-wrap gap-2">
        {[null, ...statuses].map((name) => (
          <Link
            key={name ?? "all"}
            to={query({ status: name, page: 1 })}
            aria-current={name === status ? "page" : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${name === status ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 hover:border-brand-600"}`}
          >
            {name
              ? `${statusLabels[name]} (${totals[name]})`
              : `All (${Object.values(totals).reduce((sum, count) => sum + count, 0)})`}
          </Link>
        ))}
      </nav>
      {messages.length === 0 ? (
        <p className="mt-8 text-slate-700">No emails.</p>
      ) : (
        <ul className="mt-6 grid gap-3" aria-label="Emails">
          {messages.map((message) => (
            <li key={message.id} className="rounded-lg border border-slate-200 p-4">
              <details>
                <summary className="cursor-pointer">
                  <span className="font-semibold">{message.subject}</span>
                  <span className="ml-2 text-sm text-slate-600">{`to ${message.toAddress}`}</span>
                </summary>
                <pre className="mt-3 whitespace-pre-wrap break-words rounded bg-slate-50 p-3 text-sm">
                  {message.textBody}
                </pre>
              </details>
              <p className="mt-2 flex flex-wrap gap-3 text-xs text-slate-700">
                <span className="rounded bg-slate-100 px-2 py-0.5 font-semibold">{statusLabels[message.status]}</span>
                <span>{`Template: ${message.template}`}</span>
                <span>{`Created ${message.createdAt.slice(0, 16).replace("T", " ")} UTC`}</span>
                {message.sentAt ? (
                  <span>{`Delivered ${message.sentAt.slice(0, 16).replace("T", " ")} UTC`}</span>
                ) : null}
                <span>{countOf(message.attempts, "attempt")}</span>
              </p>
              {message.lastError ? (
                <p className="mt-1 text-sm text-destructive">{`Last error: ${message.lastError}`}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {total > pageSize ? (
        <nav aria-label="Pages" className="mt-6 flex gap-3 text-sm">
          {page > 1 ? <Link to={query({ page: page - 1 })}>← Previous</Link> : null}
          <span>{`Page ${page} of ${Math.ceil(total / pageSize)}`}</span>
          {page * pageSize < total ? <Link to={query({ page: page + 1 })}>Next →</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
